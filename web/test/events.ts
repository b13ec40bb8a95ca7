import type { CleaningEvent, LeanMonth } from '@common/contracts/events';
import type { Property } from '@common/contracts/properties';

/** A cleaning event as GET /cleaning_events/by-month returns it, with a readable default (each on its own property unless told). */
export function makeEvent(overrides: Partial<CleaningEvent> & { id: number; service_date: string }): CleaningEvent {
  return {
    property_id: overrides.id,
    house: {
      name: 'Casa Pelícano',
      state: 'Guanacaste',
      city: 'Tamarindo',
      street_address: 'Calle 1',
      region: 'Pacífico Norte',
    },
    property: null,
    check_out_date: overrides.service_date,
    arrival_date: null,
    event_summary: `Turnover ${overrides.id}`,
    note: null,
    status: 'assigned',
    displayStatus: 'Assigned',
    payment_employee_status: 'pending',
    payment_supervisor_status: 'pending',
    payment_client_status: 'pending',
    assignedEmployeeId: 3,
    assignedEmployeeName: 'Ana Mora',
    isAssigned: true,
    clientName: null,
    same_day_turnover: false,
    cancelled: false,
    source: 'manual',
    unconfirmed: false,
    feed_change: null,
    sent_back_reason: null,
    sent_back_at: null,
    window_start: `${overrides.service_date}T11:00`,
    window_end: `${overrides.service_date}T22:00`,
    cleaning_minutes: 120,
    tight: false,
    started_at: null,
    finished_at: null,
    actual_minutes: null,
    ...overrides,
  };
}

/** A blank property: what a test event without one stands on (its name and address come from `house`). */
const blankProperty = {
  client_id: 1,
  worker_payment: 0,
  supervisor_payment: 0,
  zip_code: '',
  bedrooms: 0,
  bathrooms: 0,
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

/** The fields the lean form leaves out of each event. */
type LeftOut = 'property' | 'house' | 'clientName' | 'displayStatus' | 'isAssigned' | 'same_day_turnover';

/** A property as an admin reads it (GET /houses/...), blank but for what a test gives. */
export function makeProperty(fields: Partial<Property> & Pick<Property, 'id' | 'name'>): Property {
  return {
    ...blankProperty,
    state: '',
    city: '',
    street_address: '',
    region: '',
    client_name: '',
    client_price: 0,
    client_currency: 'USD',
    ...fields,
  };
}

/**
 * What GET /cleaning_events/by-month?lean=true answers for these events (the form the screens ask
 * for): each property once. An event without a property stands on a blank one named by its `house`;
 * events of one property must agree on it.
 */
export function leanMonth<E extends CleaningEvent>(
  events: E[],
): Omit<LeanMonth, 'events'> & { events: Omit<E, LeftOut>[] } {
  const properties: LeanMonth['properties'] = {};
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the fields the lean form leaves out
  const lean = events.map(({ property, house, clientName, displayStatus, isAssigned, same_day_turnover, ...event }) => {
    const view = property ?? {
      ...blankProperty,
      id: event.property_id,
      ...house,
      ...(clientName !== null && { client_name: clientName, client_price: 0 }),
    };
    const known = properties[event.property_id];
    if (known && JSON.stringify(known) !== JSON.stringify(view))
      throw new Error(`test events of property ${event.property_id} disagree on it`);
    properties[event.property_id] = view;
    return event;
  });
  return { events: lean, properties };
}
