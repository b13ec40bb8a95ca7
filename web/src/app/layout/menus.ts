import {
  IconBuildingCommunity,
  IconCash,
  IconFileInvoice,
  IconCalendarEvent,
  IconChartBar,
  IconChecklist,
  IconClipboardCheck,
  IconAlertTriangle,
  IconHome,
  IconPlugConnected,
  IconRoute,
  IconSettings,
  IconSparkles,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { Role } from '@common/domain/roles';

/** A link in the sidebar. */
export interface MenuLink {
  labelKey: string;
  to: string;
  icon?: Icon;
  /** A count shown beside the label: the open problems, the time off and the extras waiting for the office. */
  badge?: MenuBadge;
  /** Names the screen in the phone header when the menu's label does not (the housekeeper's 'Dashboard'). */
  headerKey?: string;
}

/** The counts a menu link may show. */
export type MenuBadge = 'openProblems' | 'timeOffRequests' | 'extraRequests';

/** A collapsible group of links. */
export interface MenuSection {
  labelKey: string;
  icon: Icon;
  links: MenuLink[];
}

export type MenuEntry = MenuLink | MenuSection;

/** Tells a section from a link. */
export function isSection(entry: MenuEntry): entry is MenuSection {
  return 'links' in entry;
}

const link = (labelKey: string, to: string, icon?: Icon): MenuLink => ({ labelKey, to, icon });
const section = (labelKey: string, icon: Icon, ...links: MenuLink[]): MenuSection => ({ labelKey, icon, links });

const adminMenu: MenuEntry[] = [
  // The calendar is where the office approves the extras asked for; View Staff, where it answers time off.
  { ...link('menu.calendar', '/dashboard', IconCalendarEvent), badge: 'extraRequests' },
  section(
    'menu.staffManagement',
    IconUsers,
    { ...link('menu.viewStaff', '/staff'), badge: 'timeOffRequests' },
    link('menu.viewSupervisorsAdmins', '/supervisors-admins'),
    link('menu.payStatements', '/payroll'),
  ),
  section(
    'menu.eventManagement',
    IconChecklist,
    link('menu.assignStaff', '/assign'),
    link('menu.completedServices', '/cleaning-events'),
    link('menu.supervisorPath', '/supervisor-path'),
    link('menu.historyEvents', '/history-events'),
    link('menu.removedEvents', '/removed-events'),
  ),
  { ...link('menu.problems', '/problems', IconAlertTriangle), badge: 'openProblems' },
  section('menu.reports', IconChartBar, link('menu.reportsStats', '/reports')),
  link('menu.invoices', '/invoices', IconFileInvoice),
  section(
    'menu.clientsProperties',
    IconBuildingCommunity,
    link('menu.clients', '/clients'),
    link('menu.properties', '/propertys'),
    link('menu.checklist', '/checklist'),
  ),
  section(
    'menu.integrations',
    IconPlugConnected,
    link('menu.airbnb', '/airbnb'),
    link('menu.importExcel', '/import-properties'),
  ),
  link('menu.settings', '/settings', IconSettings),
];

const supervisorMenu: MenuEntry[] = [
  link('menu.assignedEventsDashboard', '/home-employee', IconHome),
  link('menu.supervisorPathsDashboard', '/supervisor-path', IconRoute),
  { ...link('menu.problems', '/problems', IconAlertTriangle), badge: 'openProblems' },
  link('menu.properties', '/propertys', IconBuildingCommunity),
  section('menu.eventsControl', IconClipboardCheck, link('menu.cleaningEvents', '/cleaning-events-employee')),
  link('menu.myPay', '/my-pay', IconCash),
  link('menu.settings', '/settings', IconSettings),
];

const employeeMenu: MenuEntry[] = [
  { ...link('menu.dashboard', '/home-employee', IconHome), headerKey: 'employeeHome.header' },
  link('menu.cleaningEvents', '/cleaning-events-employee', IconSparkles),
  link('menu.myPay', '/my-pay', IconCash),
  link('menu.settings', '/settings', IconSettings),
];

/** The sidebar entries for a role; any other role gets none. */
export function menuForRole(role: Role | null): MenuEntry[] {
  switch (role) {
    case 'admin':
      return adminMenu;
    case 'supervisor':
      return supervisorMenu;
    case 'employee':
      return employeeMenu;
    default:
      return [];
  }
}

/**
 * The name of the screen `pathname` opens for `role` (its menu link's label, or header name), a page
 * under a link's (`/invoices/7`) named as that link; undefined when none does.
 */
export function screenLabelKey(role: Role | null, pathname: string): string | undefined {
  const links = menuForRole(role).flatMap((entry) => (isSection(entry) ? entry.links : [entry]));
  const found = links.find((l) => l.to === pathname) ?? links.find((l) => pathname.startsWith(`${l.to}/`));
  return found ? (found.headerKey ?? found.labelKey) : undefined;
}

/** The sidebar's width, fixed on a desktop and as the phone's drawer. */
export const SIDEBAR_WIDTH = 250;
