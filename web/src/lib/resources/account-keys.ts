// The keys of the two lists one person shows in: their sign-in account (users.ts) and, for staff, their
// staff record (staff.ts). A change to either list makes both stale, so both resources read these keys
// from here instead of from each other.
import { listKeys } from './resource';

/** Query keys of users (sign-in accounts). */
export const userKeys = listKeys('users');

/** Query keys of staff. */
export const staffKeys = listKeys('staff');
