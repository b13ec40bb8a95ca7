import type { CleaningEvent } from '@common/contracts/events';

let nextId = 1000;

/** A cleaning event as GET /cleaning_events/by-month returns it, with overridable fields (each on its own property unless told). */
export function makeEvent(fields: Partial<CleaningEvent> = {}): CleaningEvent {
  const id = fields.id ?? nextId++;
  return {
    id,
    property_id: id,
    house: {
      name: `House ${id}`,
      state: 'Guanacaste',
      city: 'Tamarindo',
      street_address: `Calle ${id}`,
      region: 'Pacífico Norte',
    },
    property: null,
    service_date: '2026-11-20',
    check_out_date: null,
    arrival_date: null,
    event_summary: `Turnover ${id}`,
    note: null,
    status: 'unassigned',
    displayStatus: 'unassigned',
    payment_employee_status: 'pending',
    payment_supervisor_status: 'pending',
    payment_client_status: 'pending',
    assignedEmployeeId: null,
    assignedEmployeeName: null,
    isAssigned: false,
    clientName: 'Pacific Coast Rentals',
    same_day_turnover: false,
    cancelled: false,
    source: 'manual',
    unconfirmed: false,
    feed_change: null,
    sent_back_reason: null,
    sent_back_at: null,
    window_start: `${fields.service_date ?? '2026-11-20'}T11:00`,
    window_end: `${fields.service_date ?? '2026-11-20'}T22:00`,
    cleaning_minutes: 120,
    tight: false,
    started_at: null,
    finished_at: null,
    actual_minutes: null,
    ...fields,
  };
}
