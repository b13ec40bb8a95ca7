import { z } from 'zod';
import { CURRENCIES, type Currency } from '../domain/format';
import {
  clearable,
  httpUrlField,
  idField,
  multiLineText,
  optionalUrlField,
  singleLineText,
  timeOfDayField,
} from './common';

export const MAX_PROPERTY_IMAGES = 10;
export const TOO_MANY_IMAGES = 'You can upload up to 10 images only';

const text = (max = 500) => singleLineText(max).default('');
const lines = (max: number) => multiLineText(max).default('');
const amount = z.coerce.number({ message: 'Must be a number' }).min(0, 'Must be zero or more').max(10_000_000);

/** A photo: on the hosted service (absolute http(s)) or on the built-in host (`/media/...`). */
export const propertyImage = z.object({
  url: z.union([httpUrlField, z.string().regex(/^\/media\/[\w.-]+$/, 'Invalid URL')]),
});

// Capacity and time windows (decision 0035): empty or null means the company's time, the estimate from
// the rooms, nobody; left out means as it was (so a spreadsheet import, which has no such columns, keeps them).
const timingInput = {
  check_out_time: clearable(timeOfDayField),
  check_in_time: clearable(timeOfDayField),
  cleaning_minutes: clearable(
    z.coerce
      .number({ message: 'Minutes must be a whole number from 15 to 1440' })
      .int('Minutes must be a whole number from 15 to 1440')
      .min(15, 'Minutes must be a whole number from 15 to 1440')
      .max(1440, 'Minutes must be a whole number from 15 to 1440'),
  ),
  preferred_employee_id: clearable(idField()),
  backup_employee_id: clearable(idField()),
};

/** The property form: client, name, client price, worker payment and state required. */
export const propertyInput = z.object({
  client_id: idField('Client is required'),
  name: singleLineText(200, 'Name is required'),
  client_price: amount,
  worker_payment: amount,
  supervisor_payment: amount.default(0),
  state: singleLineText(100, 'State is required'),
  city: text(100),
  street_address: text(300),
  zip_code: text(20),
  region: text(100),
  bedrooms: z.coerce.number().int().min(0).max(100).default(0),
  bathrooms: z.coerce.number().min(0).max(100).multipleOf(0.5).default(0),
  entry_method: text(200),
  entry_method_description: lines(2000),
  cabinet_code: text(100),
  laundry_type: text(200),
  laundry_type_description: lines(2000),
  note: lines(2000),
  google_maps_address: text(500),
  google_drive_folder_url: optionalUrlField.default(''),
  details: lines(5000),
  images: z.array(propertyImage).max(MAX_PROPERTY_IMAGES, TOO_MANY_IMAGES).default([]),
  ...timingInput,
});
export type PropertyInput = z.infer<typeof propertyInput>;
/** The fields about when and by whom it is cleaned (not in spreadsheets). */
export type PropertyTimingField = keyof typeof timingInput;

/** PUT replaces the fields; photos are kept unless `images` is sent (the edit form has no photo input). */
export const updatePropertyInput = propertyInput.extend({
  images: z.array(propertyImage).max(MAX_PROPERTY_IMAGES, TOO_MANY_IMAGES).optional(),
});
export type UpdatePropertyInput = z.infer<typeof updatePropertyInput>;
/** What the form sends before defaults are applied. */
export type PropertyFormValues = z.input<typeof propertyInput>;

const propertyFields = {
  id: z.number(),
  client_id: z.number(),
  name: z.string(),
  worker_payment: z.number(),
  supervisor_payment: z.number(),
  state: z.string(),
  city: z.string(),
  street_address: z.string(),
  zip_code: z.string(),
  region: z.string(),
  bedrooms: z.number(),
  bathrooms: z.number(),
  entry_method: z.string(),
  entry_method_description: z.string(),
  cabinet_code: z.string(),
  laundry_type: z.string(),
  laundry_type_description: z.string(),
  note: z.string(),
  google_maps_address: z.string(),
  google_drive_folder_url: z.string(),
  details: z.string(),
  images: z.array(z.object({ url: z.string() })),
  /** Its own check-out and check-in times; null: the company's (GET /settings/company). */
  check_out_time: z.string().nullable(),
  check_in_time: z.string().nullable(),
  /** Its own estimate; null: the default from bedrooms and bathrooms. */
  cleaning_minutes: z.number().nullable(),
  /** The estimate in use: its own, else the default from the rooms. */
  estimated_minutes: z.number(),
  preferred_employee_id: z.number().nullable(),
  backup_employee_id: z.number().nullable(),
  /** The median of its last 10 real durations (Start to Done), null without any (on /houses answers). */
  median_minutes: z.number().nullable().optional(),
};

/** A property as an admin sees it: its client price is in its client's currency (decision 0036). */
export const property = z.object({
  ...propertyFields,
  client_name: z.string(),
  client_price: z.number(),
  client_currency: z.enum(CURRENCIES),
});
export type Property = z.infer<typeof property>;

/** A property as a supervisor sees it: no client name, no client price. */
export const supervisorProperty = z.object(propertyFields);
export type SupervisorProperty = z.infer<typeof supervisorProperty>;

/** A property as a housekeeper sees it in her cleanings: no client name or price, no supervisor's pay (0026). */
export const employeeProperty = supervisorProperty.omit({ supervisor_payment: true });
export type EmployeeProperty = z.infer<typeof employeeProperty>;

/** A property as a supervisor sees it in cleanings: no client name or price, no housekeeper's pay, their own pay (decision 0031). */
export const supervisorEventProperty = supervisorProperty.omit({ worker_payment: true });
export type SupervisorEventProperty = z.infer<typeof supervisorEventProperty>;

/**
 * GET /houses/: admins get `property`, supervisors `supervisorEventProperty` (no client name or price, no
 * housekeeper's pay; the service shapes each by common/domain/field-policy.ts).
 */
export const propertyView = z.union([property, supervisorEventProperty]);
export type PropertyView = z.infer<typeof propertyView>;
export const propertyViewList = z.union([z.array(property), z.array(supervisorEventProperty)]);

/**
 * The property inside event answers: the admin's, the housekeeper's or the supervisor's view (the service
 * picks by role). Each reader sees only their own pay; the union's order makes the serializer keep only the
 * picked view's keys.
 */
export const eventPropertyView = z.union([property, supervisorProperty, employeeProperty, supervisorEventProperty]);
export type EventPropertyView = z.infer<typeof eventPropertyView>;

/** The currency of a property view's client price: its client's (only the admin's view has a price; else USD). */
export function clientCurrencyOf(view: EventPropertyView | null | undefined): Currency {
  return view && 'client_currency' in view ? view.client_currency : 'USD';
}

export const clientIdParams = z.object({ clientId: idField() });

/** What DELETE did: removed for good, or archived because it has cleaning events. */
export const deletePropertyResponse = z.object({ id: z.number(), outcome: z.enum(['deleted', 'archived']) });

/** A property's three amounts: client price (client currency), worker and supervisor payments (payroll currency). */
export const priceSet = z.object({
  client_price: z.number(),
  worker_payment: z.number(),
  supervisor_payment: z.number(),
});
export type PriceSet = z.infer<typeof priceSet>;

/**
 * GET /houses/{id}/price-history (admin): today's prices, and the prices its completed cleanings were
 * fixed at, one period per run of cleanings at the same prices, newest first (decision 0012).
 */
export const priceHistory = z.object({
  /** The client's currency, the one of every client price here. */
  client_currency: z.enum(CURRENCIES),
  current: priceSet,
  periods: z.array(priceSet.extend({ first_date: z.string(), last_date: z.string(), cleanings: z.number() })),
});
export type PriceHistory = z.infer<typeof priceHistory>;
