import type { PropertyInput, PropertyView } from '@common/contracts/properties';

/** What the property form holds: numbers may be '' while typing, the client is a select value. */
export type PropertyFormValues = Omit<PropertyInput, 'client_id' | 'images' | NumberField> & {
  client_id: string | null;
} & Record<NumberField, number | string>;

type NumberField = 'client_price' | 'worker_payment' | 'supervisor_payment' | 'bedrooms' | 'bathrooms';

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
    worker_payment: property?.worker_payment ?? '',
    supervisor_payment: property?.supervisor_payment ?? '',
    bedrooms: property?.bedrooms ?? 0,
    bathrooms: property?.bathrooms ?? 0,
  };
}

/** Spec 5 requires the client price and worker payment; the shared schema would read a blank as 0. */
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

/** The properties matching every word of the search box (spec 2.8). */
export function filterProperties<T extends PropertyView>(properties: T[], search: string): T[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return properties;
  return properties.filter((p) => {
    const text = searchText(p);
    return words.every((word) => text.includes(word));
  });
}
