import { describe, expect, it } from 'vitest';
import type { Property, SupervisorProperty } from '@common/contracts/properties';
import { mapsLinkUrl } from '../../components/property-map';
import { filterProperties } from './property-values';

const base: SupervisorProperty = {
  id: 1,
  client_id: 1,
  name: 'Villa Marea',
  worker_payment: 25000,
  supervisor_payment: 7500,
  state: 'Guanacaste',
  city: 'Tamarindo',
  street_address: 'Calle Langosta 12',
  zip_code: '50309',
  region: '',
  bedrooms: 4,
  bathrooms: 3.5,
  entry_method: '',
  entry_method_description: '',
  cabinet_code: '',
  laundry_type: '',
  laundry_type_description: '',
  note: '',
  google_maps_address: '',
  google_drive_folder_url: '',
  details: '',
  images: [],
  check_out_time: null,
  check_in_time: null,
  cleaning_minutes: null,
  estimated_minutes: 120,
  preferred_employee_id: null,
  backup_employee_id: null,
};
const villa: Property = { ...base, client_name: 'Pacific Coast Rentals', client_price: 140, client_currency: 'USD' };
const loft: Property = {
  ...villa,
  id: 2,
  name: 'Loft Escalante',
  city: 'San José',
  state: 'San José',
  street_address: 'Calle 33',
  client_name: 'Capital Lofts',
};

describe('property search', () => {
  it.each([
    ['villa', ['Villa Marea']],
    ['TAMARINDO', ['Villa Marea']],
    ['calle 33', ['Loft Escalante']],
    ['san josé', ['Loft Escalante']],
    ['capital', ['Loft Escalante']],
    ['calle', ['Villa Marea', 'Loft Escalante']],
    ['', ['Villa Marea', 'Loft Escalante']],
    ['nowhere', []],
  ])('"%s" finds %j', (search, names) => {
    expect(filterProperties([villa, loft], search).map((p) => p.name)).toEqual(names);
  });

  it('searches without a client name for supervisors', () => {
    expect(filterProperties([base], 'pacific')).toEqual([]);
    expect(filterProperties([base], 'marea')).toEqual([base]);
  });
});

describe('maps link', () => {
  it('uses the maps address when there is one, else the street address', () => {
    expect(mapsLinkUrl({ ...villa, google_maps_address: 'Villa Marea, Tamarindo' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=Villa%20Marea%2C%20Tamarindo',
    );
    expect(mapsLinkUrl(villa)).toBe(
      'https://www.google.com/maps/search/?api=1&query=Calle%20Langosta%2012%2C%20Tamarindo%2C%20Guanacaste%2C%2050309',
    );
  });
});
