// Test data for the housekeeper and supervisor journeys, made through the API as an admin would.
import { lane } from './lane';
import type { E2eUser } from './context';

/** Calls the app's API with a bearer token and returns the parsed answer. */
export async function apiCall<T>(path: string, token: string, method = 'GET', body?: unknown): Promise<T> {
  const response = await fetch(`${lane().baseUrl}/api${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A demo account shaped for signInAs. */
export function demoUser(role: E2eUser['role']): E2eUser {
  return { ...lane().demo[role], name: role, role };
}

interface CreatedEvent {
  id: number;
  event_summary: string;
  status: string;
  note: string | null;
}

/**
 * Creates a same-day turnover on `date` and assigns it to ana@demo.cr: at the demo's first property, or at
 * `propertyId`.
 */
export async function createAssignedEvent(
  adminToken: string,
  date: string,
  summary: string,
  propertyId?: number,
): Promise<CreatedEvent> {
  const houses = await apiCall<{ id: number; name: string }[]>('/houses/', adminToken);
  const employees = await apiCall<{ id: number; email: string }[]>('/employee/', adminToken);
  const ana = employees.find((e) => e.email === lane().demo.employee.email);
  if (!houses[0] || !ana) throw new Error('The demo company has no property or no ana@demo.cr');
  const event = await apiCall<CreatedEvent>('/cleaning_events/create', adminToken, 'POST', {
    property_id: propertyId ?? houses[0].id,
    event_summary: summary,
    service_date: date,
    check_out_date: date,
    arrival_date: date,
  });
  await apiCall('/assignments/', adminToken, 'POST', { cleaning_event_id: event.id, employee_id: ana.id });
  return event;
}

/** A demo property with no cleaning on any of `dates` (of one month), where a cleaning made then meets no twin. */
export async function propertyFreeOn(adminToken: string, dates: string[]): Promise<number> {
  const [date] = dates;
  const houses = await apiCall<{ id: number }[]>('/houses/', adminToken);
  const month = await apiCall<{ property_id: number; service_date: string }[]>(
    `/cleaning_events/by-month?year=${date!.slice(0, 4)}&month=${Number(date!.slice(5, 7))}`,
    adminToken,
  );
  const busy = new Set(month.filter((e) => dates.includes(e.service_date)).map((e) => e.property_id));
  const free = houses.find((house) => !busy.has(house.id));
  if (!free) throw new Error(`Every demo property has a cleaning on ${dates.join(' or ')}`);
  return free.id;
}

/** The event as the admin's month view returns it. */
export async function readEvent(adminToken: string, date: string, id: number): Promise<CreatedEvent | undefined> {
  const list = await apiCall<CreatedEvent[]>(
    `/cleaning_events/by-month?year=${date.slice(0, 4)}&month=${Number(date.slice(5, 7))}`,
    adminToken,
  );
  return list.find((e) => e.id === id);
}
