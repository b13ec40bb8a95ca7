import { NavLink } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isSection, type MenuEntry, type MenuLink } from './menus';

interface SidebarMenuProps {
  entries: MenuEntry[];
  onNavigate?: () => void;
}

/** The role's menu: plain links and collapsible sections (all open at first). */
export function SidebarMenu({ entries, onNavigate }: SidebarMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();

  const renderLink = (link: MenuLink) => {
    const LinkIcon = link.icon;
    return (
      <NavLink
        key={link.to}
        component={Link}
        to={link.to}
        label={t(link.labelKey)}
        leftSection={LinkIcon ? <LinkIcon size={18} stroke={1.6} /> : undefined}
        active={pathname === link.to}
        aria-current={pathname === link.to ? 'page' : undefined}
        onClick={onNavigate}
        variant="light"
        px={8}
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
      />
    );
  };

  return entries.map((entry) => {
    if (!isSection(entry)) return renderLink(entry);
    const SectionIcon = entry.icon;
    return (
      <NavLink
        key={entry.labelKey}
        component="button"
        label={t(entry.labelKey)}
        leftSection={<SectionIcon size={18} stroke={1.6} />}
        rightSection={<IconChevronRight size={14} stroke={1.6} className="mantine-rotate-rtl" />}
        defaultOpened
        childrenOffset={28}
        px={8}
        styles={{ label: { fontWeight: 600 } }}
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
      >
        {entry.links.map(renderLink)}
      </NavLink>
    );
  });
}
