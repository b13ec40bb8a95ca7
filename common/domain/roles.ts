/** The three staff roles, as carried in the token's `role` claim. */
export const ROLES = ['admin', 'supervisor', 'employee'] as const;
export type Role = (typeof ROLES)[number];

/** Tells whether a value is one of the known roles. */
export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** The screen each role lands on after signing in (spec 2.4). */
export function homePathForRole(role: string | null | undefined): string {
  switch (role) {
    case 'admin':
      return '/dashboard';
    case 'supervisor':
      return '/supervisor-path';
    case 'employee':
      return '/home-employee';
    default:
      return '/unauthorized';
  }
}
