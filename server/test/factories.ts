import { randomBytes } from 'node:crypto';
import type { User } from '@common/contracts/auth';
import type { Role } from '@common/domain/roles';
import type { App } from '../src/app';
import type { Db } from '../src/db/client';
import { registerUser } from '../src/modules/accounts/accounts.service';
import { createPortalUser } from '../src/modules/accounts/client-users.service';
import { createClient as createClientService } from '../src/modules/clients/clients.service';

export const PASSWORD = 'Str0ng!Pass';

/** A unique e-mail address for a test. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

/** Creates a user directly through the auth service; a `client` user belongs to `clientId`, else to a new client. */
export async function createUser(
  db: Db,
  role: Role,
  overrides: { name?: string; email?: string; password?: string; clientId?: number } = {},
): Promise<User> {
  if (role === 'client') {
    return createPortalUser(db, overrides.clientId ?? (await createClient(db)).id, {
      name: overrides.name ?? 'Test client',
      email: overrides.email ?? uniqueEmail(role),
      password: overrides.password ?? PASSWORD,
    });
  }
  return registerUser(db, {
    name: overrides.name ?? `Test ${role}`,
    email: overrides.email ?? uniqueEmail(role),
    password: overrides.password ?? PASSWORD,
    role,
  });
}

/** Signs in over HTTP and answers the access token. */
export async function login(app: App, email: string, password = PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { access_token: string }).access_token;
}

export type Signed = { user: User; token: string; auth: { authorization: string } };

/** Creates a user of this role and signs them in. */
export async function signedIn(app: App, db: Db, role: Role): Promise<Signed> {
  const user = await createUser(db, role);
  const token = await login(app, user.email);
  return { user, token, auth: { authorization: `Bearer ${token}` } };
}

/**
 * Creates a client directly through its service. Its mails and PDFs are in English unless the test names a language
 * (the product's default for a new client is Spanish; the tests that read documents read them in English).
 */
export async function createClient(
  db: Db,
  name = `Client ${randomBytes(3).toString('hex')}`,
  language: 'en' | 'es' = 'en',
) {
  return createClientService(db, { name, email: null, phone: null, language });
}

/** A valid property body for POST /houses/. */
export function propertyBody(clientId: number, overrides: Record<string, unknown> = {}) {
  return {
    client_id: clientId,
    name: `Casa ${randomBytes(3).toString('hex')}`,
    client_price: 120,
    worker_payment: 15000,
    state: 'Guanacaste',
    city: 'Tamarindo',
    street_address: '200 m norte de la playa',
    ...overrides,
  };
}

/** A multipart/form-data body with text fields and at most one file. */
export function multipart(
  fields: Record<string, string>,
  file?: { name: string; content: Buffer; type?: string; field?: string },
) {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Registers a staff member (user + employee) over HTTP as an admin and signs them in. */
export async function staffMember(
  app: App,
  adminAuth: Record<string, string>,
  role: 'employee' | 'supervisor' = 'employee',
  name = 'Housekeeper',
) {
  const email = uniqueEmail(role);
  const res = await app.inject({
    method: 'POST',
    url: '/api/employee/register-user-employee',
    headers: adminAuth,
    payload: { name, email, phone: '+506 8000 0000', password: PASSWORD, role },
  });
  if (res.statusCode !== 201) throw new Error(`staff registration failed: ${res.body}`);
  const { user, employee } = res.json() as { user: User; employee: { id: number } };
  const token = await login(app, email);
  return { user, employee, token, auth: { authorization: `Bearer ${token}` } };
}

/** A new property of a new client, made over HTTP as an admin: its id. */
export async function createHouse(app: App, db: Db, adminAuth: Record<string, string>, clientName?: string) {
  const client = await createClient(db, clientName);
  const res = await app.inject({
    method: 'POST',
    url: '/api/houses/',
    headers: adminAuth,
    payload: propertyBody(client.id),
  });
  if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`property creation failed: ${res.body}`);
  return res.json<{ id: number }>().id;
}

/** A cleaning of this property on `date`, made and assigned to this housekeeper over HTTP as an admin: its id. */
export async function assignedCleaning(
  app: App,
  adminAuth: Record<string, string>,
  { propertyId, employeeId, date }: { propertyId: number; employeeId: number; date: string },
) {
  const created = await app.inject({
    method: 'POST',
    url: '/api/cleaning_events/create',
    headers: adminAuth,
    payload: { property_id: propertyId, service_date: date, event_summary: 'Turnover' },
  });
  const id = created.json<{ id: number }>().id;
  const assigned = await app.inject({
    method: 'POST',
    url: '/api/assignments/',
    headers: adminAuth,
    payload: { cleaning_event_id: id, employee_id: employeeId, force: true },
  });
  if (assigned.statusCode !== 200) throw new Error(`assignment failed: ${assigned.body}`);
  return id;
}
