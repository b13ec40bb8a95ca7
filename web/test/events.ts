import type { CleaningEvent } from '@common/contracts/events';

/** A cleaning event as GET /cleaning_events/by-month returns it, with a readable default. */
export function makeEvent(overrides: Partial<CleaningEvent> & { id: number; service_date: string }): CleaningEvent {
  return {
    property_id: 1,
    house: { name: 'Casa Pelícano', state: 'Guanacaste', city: 'Tamarindo', street_address: 'Calle 1', region: 'Pacífico Norte' },
    property: null,
    check_out_date: overrides.service_date,
    arrival_date: null,
    event_summary: `Turnover ${overrides.id}`,
    note: null,
    status: 'assigned',
    displayStatus: 'Assigned',
    payment_employee_status: 'pending',
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
    ...overrides,
  };
}
