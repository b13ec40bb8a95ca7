import type { Role } from './roles';

// Who may do what, decided by the role alone, in one table: the server's services, and the web's router, menus and
// screens read it (docs/decisions/0053-one-policy.md). A rule that also weighs the record (her own cleaning, her own
// request) asks `can` for the role's part and adds the record's fact itself. Adding a role or an ability means
// reading this file; the status moves each role makes are the event policy's table (event-policy.ts).
const POLICY = {
  // Screens, as the router guards them and the menus offer them.
  /** The office's screens: calendar, staff, assignments, billing, clients and properties, reports. */
  'screen.office': ['admin'],
  /** Reviewing serviced cleanings (the supervisor's path) and the problems reported. */
  'screen.review': ['supervisor', 'admin'],
  /** Her own work: her week, her cleanings, Start and Done. */
  'screen.ownWork': ['employee', 'supervisor'],
  /** The owners' portal. */
  'screen.portal': ['client'],

  // Cleanings.
  /** Acts on any cleaning; anyone else only on those assigned to her. */
  'event.actOnAny': ['admin', 'supervisor'],
  /** Starts any cleaning; anyone else (a supervisor too) only her own. */
  'event.startAny': ['admin'],
  /** Reads every cleaning; anyone else only her own. */
  'event.readAll': ['admin', 'supervisor'],
  /** Sees the client's name and price on a cleaning. */
  'event.seeClient': ['admin'],
  /** Her phone keeps her week and her actions on it, to work without a connection. */
  'event.workOffline': ['employee'],
  /** Hands in the photos, answers and note made on a cleaning taken from her (docs/decisions/0051-proof-sent-after-a-reassignment.md). */
  'event.handInProof': ['employee'],
  /** Reads a cleaning's whole history: its payment lines, and a deleted one's. */
  'history.readAll': ['admin'],
  /** Answers a cleaning's checklist until it is completed; anyone else only while it is hers and assigned. */
  'checklist.answerUntilCompleted': ['admin', 'supervisor'],

  // Extras, pay, time off, problems.
  /** Adds an extra decided at once, amounts and all; anyone else asks for one (a request the office decides). */
  'extra.decide': ['admin', 'supervisor'],
  /** Decides extras only up to the company's limit (above it they wait for an admin). */
  'extra.decideUpToLimit': ['supervisor'],
  /** Removes any extra of an open cleaning; anyone else only her own request while it waits. */
  'extra.removeAny': ['admin', 'supervisor'],
  /** Reads everyone's pay statements; anyone else only her own. */
  'payroll.readAll': ['admin'],
  /** Reads, records and removes anyone's time off, approved as it is recorded; anyone else asks for her own. */
  'timeOff.manage': ['admin'],
  /** Asks for time off from her phone. */
  'timeOff.ask': ['employee'],
  /** Adds photos to anyone's problem report; anyone else only to her own. */
  'problem.addPhotosAny': ['admin', 'supervisor'],

  // The company's records.
  /** Registers, edits and removes properties (supervisors read them). */
  'property.manage': ['admin'],
  /** Reads the clients (their names, currencies and prices). */
  'client.read': ['admin'],
  /** Changes the company's settings (its identity, billing, public page, limits). */
  'company.manage': ['admin'],

  // Accounts and the portal.
  /** Sets anyone's password without the old one; anyone else only her own, proving the old one. */
  'account.setAnyPassword': ['admin'],
  /** Is held to one client's own documents (reports and issued invoices). */
  'portal.ownClientOnly': ['client'],
} as const satisfies Record<string, readonly Role[]>;

/** Everything the policy decides. */
export type Ability = keyof typeof POLICY;

/** The roles that may. */
export function rolesThatMay(ability: Ability): readonly Role[] {
  return POLICY[ability];
}

/** Whether a role (none: signed out) may. */
export function can(role: Role | null | undefined, ability: Ability): boolean {
  return role !== null && role !== undefined && (POLICY[ability] as readonly Role[]).includes(role);
}
