import { Badge, NavLink } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { extraRequestsQuery } from '../../lib/resources/extras';
import { openProblemsQuery } from '../../lib/resources/photos';
import { timeOffRequestsQuery } from '../../lib/resources/time-off';
import { isSection, type MenuBadge, type MenuEntry, type MenuLink } from './menus';

const BADGE_LABELS: Record<MenuBadge, string> = {
  openProblems: 'menu.openProblems',
  timeOffRequests: 'menu.timeOffRequests',
  extraRequests: 'menu.extraRequests',
};

interface SidebarMenuProps {
  entries: MenuEntry[];
  onNavigate?: () => void;
}

/** The role's menu: plain links and collapsible sections (all open at first). */
export function SidebarMenu({ entries, onNavigate }: SidebarMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const shows = (badge: MenuBadge) =>
    entries.some((e) => (isSection(e) ? e.links : [e]).some((l) => l.badge === badge));
  // Each count is asked for only by a menu that shows it (the admins' for time off and extras).
  const counts: Record<MenuBadge, number> = {
    openProblems: useQuery({ ...openProblemsQuery(), enabled: shows('openProblems') }).data?.open ?? 0,
    timeOffRequests:
      useQuery({ ...timeOffRequestsQuery(), enabled: shows('timeOffRequests'), refetchInterval: 60_000 }).data
        ?.length ?? 0,
    extraRequests:
      useQuery({ ...extraRequestsQuery(), enabled: shows('extraRequests'), refetchInterval: 60_000 }).data?.length ?? 0,
  };

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
          link.badge && counts[link.badge] > 0 ? (
            <Badge
              size="sm"
              color={link.badge === 'openProblems' ? 'red' : 'yellow'}
              circle={counts[link.badge] < 10}
              aria-label={t(BADGE_LABELS[link.badge], { count: counts[link.badge] })}
            >
              {counts[link.badge]}
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
