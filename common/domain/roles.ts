/** The three staff roles: the ones an admin gives in the users screen. */
export const STAFF_ACCOUNT_ROLES = ['admin', 'supervisor', 'employee'] as const;
/**
 * Every role, as carried in the token's `role` claim: the staff's, and `client`, a sign-in of one client's
 * people for the owners' portal (decision 0039), made only by invitation (POST /clients/{id}/users).
 */
export const ROLES = [...STAFF_ACCOUNT_ROLES, 'client'] as const;
export type Role = (typeof ROLES)[number];

/** Tells whether a value is one of the known roles. */
export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** The screen each role lands on after signing in. */
export function homePathForRole(role: string | null | undefined): string {
  switch (role) {
    case 'admin':
      return '/dashboard';
    case 'supervisor':
      return '/supervisor-path';
    case 'employee':
      return '/home-employee';
    case 'client':
      return '/portal';
    default:
      return '/unauthorized';
  }
}
