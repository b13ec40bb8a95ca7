import { z } from 'zod';
import { languageField, passwordField, user } from './auth';
import { availabilityField } from './capacity';
import { emailField, notEmpty, NOTHING_TO_CHANGE, phoneField, singleLineText } from './common';

export const STAFF_ROLES = ['employee', 'supervisor'] as const;
export const staffRoleField = z.enum(STAFF_ROLES);

export const employee = z.object({
  id: z.number(),
  user_id: z.number().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: staffRoleField.nullable(),
  active_status: z.boolean(),
  /** The language of their sign-in (null until chosen, or without one): their WhatsApp texts use it. */
  language: languageField.nullish(),
  /** Her working week (decision 0035); null: never set, she counts as working every day 08:00-18:00. */
  availability: availabilityField.nullable(),
  created_at: z.string(),
});
export type Employee = z.infer<typeof employee>;
export const employeeList = z.array(employee);

/** Creates the sign-in user and the employee record together. */
export const registerUserEmployeeInput = z.object({
  name: singleLineText(120, 'Name is required'),
  email: emailField,
  phone: phoneField,
  password: passwordField,
  role: staffRoleField,
});
export type RegisterUserEmployeeInput = z.infer<typeof registerUserEmployeeInput>;

export const registerUserEmployeeResponse = z.object({ user, employee });

export const updateEmployeeInput = z
  .object({
    name: singleLineText(120, 'Name is required'),
    email: emailField,
    phone: phoneField,
    role: staffRoleField,
    active_status: z.boolean(),
    language: languageField.nullable(),
    availability: availabilityField.nullable(),
  })
  .partial()
  .refine(notEmpty, { message: NOTHING_TO_CHANGE });
export type UpdateEmployeeInput = z.infer<typeof updateEmployeeInput>;

/**
 * DELETE /employee/{id}: one with history (any assignment) is deactivated (record kept, login
 * stopped, future work freed) and can be reactivated; one without history is removed with their login.
 */
export const deleteEmployeeResponse = z.object({
  id: z.number(),
  active_status: z.literal(false),
  outcome: z.enum(['deactivated', 'removed']),
  unassigned_events: z.number(),
});
export type DeleteEmployeeResponse = z.infer<typeof deleteEmployeeResponse>;

/** One upcoming cleaning of a staff member, as the deactivation and reactivation dialogs list it. */
export const staffCleaning = z.object({
  id: z.number(),
  service_date: z.string(),
  property_id: z.number(),
  property_name: z.string(),
  status: z.enum(['unassigned', 'assigned', 'in_review', 'completed']),
  /** Who has it now (null when nobody). */
  housekeeper_name: z.string().nullable(),
});
export type StaffCleaning = z.infer<typeof staffCleaning>;

/** GET /auth/users/{id}/upcoming: the assigned cleanings from today on that a deactivation would return to unassigned. */
export const upcomingCleanings = z.object({ cleanings: z.array(staffCleaning) });
export type UpcomingCleanings = z.infer<typeof upcomingCleanings>;

/**
 * GET /auth/users/{id}/released: the upcoming cleanings the user's last deactivation released, split into
 * those still free (`free`, which a give-back assigns to them again) and those someone else has meanwhile (`taken`).
 */
export const releasedCleanings = z.object({ free: z.array(staffCleaning), taken: z.array(staffCleaning) });
export type ReleasedCleanings = z.infer<typeof releasedCleanings>;

/** POST /auth/users/{id}/give-back: what was assigned to them again, and what stayed with someone else. */
export const giveBackResponse = z.object({ given_back: z.array(staffCleaning), taken: z.array(staffCleaning) });
export type GiveBackResponse = z.infer<typeof giveBackResponse>;
