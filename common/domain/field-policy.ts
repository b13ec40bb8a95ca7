import type { Role } from './roles';

// What each role reads of a property and of an extra (docs/decisions/0043-words-and-numbers.md): the one place
// the services shape every property and extra answer from, and the access tests check every field against.
// Only admins see a client's name and prices; each person sees only their own pay.

/** The fields of a property some roles may not read; every other field is read by every staff role. */
export const PROPERTY_PRIVATE_FIELDS = {
  client_name: ['admin'],
  client_price: ['admin'],
  client_currency: ['admin'],
  worker_payment: ['admin', 'employee'],
  supervisor_payment: ['admin', 'supervisor'],
} as const satisfies Record<string, readonly Role[]>;
export type PropertyPrivateField = keyof typeof PROPERTY_PRIVATE_FIELDS;

/** The amounts of an extra and who reads them: the client's to admins, the housekeeper's to admins and her. */
export const EXTRA_AMOUNT_READERS = {
  client_amount: ['admin'],
  worker_amount: ['admin', 'employee'],
} as const satisfies Record<string, readonly Role[]>;
export type ExtraAmountField = keyof typeof EXTRA_AMOUNT_READERS;

/** Whether `role` may read this field of a property. */
export function mayReadPropertyField(role: Role, field: PropertyPrivateField): boolean {
  return (PROPERTY_PRIVATE_FIELDS[field] as readonly Role[]).includes(role);
}

/** Whether `role` may read this amount of an extra (else the answer carries null). */
export function mayReadExtraAmount(role: Role, field: ExtraAmountField): boolean {
  return (EXTRA_AMOUNT_READERS[field] as readonly Role[]).includes(role);
}

/** The private property fields `role` may not read: what its answers leave out. */
export function hiddenPropertyFields(role: Role): PropertyPrivateField[] {
  return (Object.keys(PROPERTY_PRIVATE_FIELDS) as PropertyPrivateField[]).filter((f) => !mayReadPropertyField(role, f));
}
