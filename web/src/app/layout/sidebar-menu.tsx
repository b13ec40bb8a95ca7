import { Badge, NavLink } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { openProblemsQuery } from '../../lib/resources/photos';
import { isSection, type MenuEntry, type MenuLink } from './menus';

interface SidebarMenuProps {
  entries: MenuEntry[];
  onNavigate?: () => void;
}

/** The role's menu: plain links and collapsible sections (all open at first). */
export function SidebarMenu({ entries, onNavigate }: SidebarMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const hasProblems = entries.some((e) => (isSection(e) ? e.links : [e]).some((l) => l.badge === 'openProblems'));
  const open = useQuery({ ...openProblemsQuery(), enabled: hasProblems }).data?.open ?? 0;

  const renderLink = (link: MenuLink) => {
    const LinkIcon = link.icon;
    return (
      <NavLink
        key={link.to}
        component={Link}
        to={link.to}
        label={t(link.labelKey)}
        leftSection={LinkIcon ? <LinkIcon size={18} stroke={1.6} /> : undefined}
        rightSection={
          link.badge === 'openProblems' && open > 0 ? (
            <Badge size="sm" color="red" circle={open < 10} aria-label={t('menu.openProblems', { count: open })}>
              {open}
            </Badge>
          ) : undefined
        }
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
