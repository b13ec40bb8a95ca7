import {
  IconBuildingCommunity,
  IconCalendarEvent,
  IconChartBar,
  IconChecklist,
  IconClipboardCheck,
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
}

/** A collapsible group of links; Settings is one with no links yet. */
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

const adminMenu: MenuEntry[] = [
  { labelKey: 'menu.calendar', to: '/dashboard', icon: IconCalendarEvent },
  {
    labelKey: 'menu.staffManagement',
    icon: IconUsers,
    links: [
      { labelKey: 'menu.viewStaff', to: '/staff' },
      { labelKey: 'menu.viewSupervisorsAdmins', to: '/supervisors-admins' },
    ],
  },
  {
    labelKey: 'menu.eventManagement',
    icon: IconChecklist,
    links: [
      { labelKey: 'menu.assignStaff', to: '/assign' },
      { labelKey: 'menu.completedServices', to: '/cleaning-events' },
      { labelKey: 'menu.supervisorPath', to: '/supervisor-path' },
      { labelKey: 'menu.historyEvents', to: '/history-events' },
    ],
  },
  { labelKey: 'menu.reports', icon: IconChartBar, links: [{ labelKey: 'menu.reportsStats', to: '/reports' }] },
  {
    labelKey: 'menu.clientsProperties',
    icon: IconBuildingCommunity,
    links: [
      { labelKey: 'menu.clients', to: '/clients' },
      { labelKey: 'menu.properties', to: '/propertys' },
    ],
  },
  {
    labelKey: 'menu.integrations',
    icon: IconPlugConnected,
    links: [
      { labelKey: 'menu.airbnb', to: '/airbnb' },
      { labelKey: 'menu.importExcel', to: '/import-properties' },
    ],
  },
  { labelKey: 'menu.settings', icon: IconSettings, links: [] },
];

const supervisorMenu: MenuEntry[] = [
  { labelKey: 'menu.assignedEventsDashboard', to: '/home-employee', icon: IconHome },
  { labelKey: 'menu.supervisorPathsDashboard', to: '/supervisor-path', icon: IconRoute },
  { labelKey: 'menu.properties', to: '/propertys', icon: IconBuildingCommunity },
  {
    labelKey: 'menu.eventsControl',
    icon: IconClipboardCheck,
    links: [{ labelKey: 'menu.cleaningEvents', to: '/cleaning-events-employee' }],
  },
];

const employeeMenu: MenuEntry[] = [
  { labelKey: 'menu.dashboard', to: '/home-employee', icon: IconHome },
  { labelKey: 'menu.cleaningEvents', to: '/cleaning-events-employee', icon: IconSparkles },
];

/** The sidebar entries of spec 2.2 for a role; any other role gets none. */
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
