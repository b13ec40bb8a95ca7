import type { PropertyInput, PropertyTimingField, PropertyView } from '@common/contracts/properties';

/**
 * What the property form holds: numbers may be '' while typing, the client and housekeepers are select
 * values; an empty time, estimate or housekeeper means the company's time, the rooms' default, nobody.
 */
export type PropertyFormValues = Omit<PropertyInput, 'client_id' | 'images' | NumberField | PropertyTimingField> & {
  client_id: string | null;
} & Record<NumberField, number | string> &
  TurnoverValues;

type NumberField = 'client_price' | 'worker_payment' | 'supervisor_payment' | 'bedrooms' | 'bathrooms';

/** The turnover fields as the form holds them ('' or null: not set). */
export type TurnoverValues = {
  check_out_time: string;
  check_in_time: string;
  cleaning_minutes: number | string;
  preferred_employee_id: string | null;
  backup_employee_id: string | null;
};

/** Fields typed as free text, in the order the form shows them. */
export const TEXT_FIELDS = [
  'street_address',
  'city',
  'state',
  'zip_code',
  'region',
  'google_maps_address',
  'entry_method',
  'entry_method_description',
  'cabinet_code',
  'laundry_type',
  'laundry_type_description',
  'note',
  'google_drive_folder_url',
  'details',
] as const;

/** The form's starting values: empty for a new property, the property's own when editing. */
export function initialValues(property?: PropertyView): PropertyFormValues {
  const text = Object.fromEntries(TEXT_FIELDS.map((f) => [f, property?.[f] ?? ''])) as Record<
    (typeof TEXT_FIELDS)[number],
    string
  >;
  return {
    ...text,
    client_id: property ? String(property.client_id) : null,
    name: property?.name ?? '',
    client_price: property && 'client_price' in property ? property.client_price : '',
    worker_payment: property && 'worker_payment' in property ? property.worker_payment : '',
    supervisor_payment: property?.supervisor_payment ?? '',
    bedrooms: property?.bedrooms ?? 0,
    bathrooms: property?.bathrooms ?? 0,
    check_out_time: property?.check_out_time ?? '',
    check_in_time: property?.check_in_time ?? '',
    cleaning_minutes: property?.cleaning_minutes ?? '',
    preferred_employee_id: idValue(property?.preferred_employee_id),
    backup_employee_id: idValue(property?.backup_employee_id),
  };
}

const idValue = (id: number | null | undefined) => (id == null ? null : String(id));

/** The message when the backup housekeeper is the preferred one. */
export const SAME_HOUSEKEEPER = 'The backup must be someone other than the preferred housekeeper';

/** The form's own checks the shared schema cannot make: the backup is not the preferred housekeeper. */
export function turnoverErrors(values: TurnoverValues): Record<string, string> {
  const { preferred_employee_id: preferred, backup_employee_id: backup } = values;
  return preferred !== null && preferred === backup ? { backup_employee_id: SAME_HOUSEKEEPER } : {};
}

/** The client price and worker payment are required; the shared schema would read a blank as 0. */
export function requiredAmounts(values: PropertyFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of ['client_price', 'worker_payment'] as const) {
    if (values[field] === '') errors[field] = 'Required';
  }
  return errors;
}

/** Lowercase text a property is searched by: name, city, street, state and client name. */
export function searchText(property: PropertyView): string {
  const client = 'client_name' in property ? property.client_name : '';
  return [property.name, property.city, property.street_address, property.state, client].join(' ').toLowerCase();
}

/** The properties matching every word of the search box. */
export function filterProperties<T extends PropertyView>(properties: T[], search: string): T[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return properties;
  return properties.filter((p) => {
    const text = searchText(p);
    return words.every((word) => text.includes(word));
  });
}
