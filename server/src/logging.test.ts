import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { login, PASSWORD, signedIn } from '../test/factories';
import { createTestApp } from '../test/test-app';
import { loggerOptions, redactUrl } from './logging';

// Logs never carry SQL parameters, password hashes or personal data, at any level. The
// server's own logger settings at `trace` watch a registration, sign-ins and a query that fails.
const lines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});
const { app, database } = await createTestApp({ logger: { ...loggerOptions('trace'), stream } });
const db = database.db;

describe('logs', () => {
  it('say what failed, and never whose data it was', async () => {
    const admin = await signedIn(app, db, 'admin');
    const person = {
      name: 'Secreta Persona',
      email: 'secreta.persona@example.com',
      password: 'Escondida!42',
      role: 'employee',
    };
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/register', headers: admin.auth, payload: person }))
        .statusCode,
    ).toBe(201);
    const token = await login(app, person.email, person.password);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: person.email, password: 'Adivina!Mal7' },
    });
    expect(wrong.statusCode).toBe(401);

    // A query that fails inside the database: a check this test adds refuses one client's row.
    const client = { name: 'Cliente Boom', email: 'boom.cliente@example.com', phone: '+506 8888 7777' };
    await db.execute(sql.raw(`ALTER TABLE clients ADD CONSTRAINT clients_no_boom CHECK (name <> '${client.name}')`));
    const failed = await app.inject({ method: 'POST', url: '/api/clients/', headers: admin.auth, payload: client });
    await db.execute(sql.raw('ALTER TABLE clients DROP CONSTRAINT clients_no_boom'));
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ detail: 'Internal server error' });

    const log = lines.join('');
    expect(app.log.level).toBe('trace'); // everything the server would ever log was written
    expect(lines.length).toBeGreaterThan(10);
    const failure = lines
      .map((l) => JSON.parse(l) as { msg?: string; err?: Record<string, unknown> })
      .find((l) => l.msg === 'unhandled error');
    expect(failure?.err).toMatchObject({
      type: 'DatabaseQueryError',
      code: '23514',
      constraint: 'clients_no_boom',
      table: 'clients',
    });
    expect(String(failure?.err?.query)).toMatch(/^insert into "clients"/);
    const secrets = [
      person.name,
      person.email,
      person.password,
      'Adivina!Mal7',
      client.name,
      client.email,
      '8888 7777',
      admin.user.email,
      PASSWORD,
      token,
      admin.token,
      '$argon2',
      'params',
    ];
    expect(secrets.filter((secret) => log.includes(secret))).toEqual([]);
  });

  it("keep a URL's path and ordinary query, and hide the values of token-, password- and signature-like keys", () => {
    expect(redactUrl('/reset-password?token=abc-DEF_123')).toBe('/reset-password?token=[redacted]');
    expect(redactUrl('/x?lang=es&access_token=s3cr3t&New_Password=P4ss!&signature=f00&week=2026-11-27')).toBe(
      '/x?lang=es&access_token=[redacted]&New_Password=[redacted]&signature=[redacted]&week=2026-11-27',
    );
    expect(redactUrl('/x?%74oken=abc')).toBe('/x?%74oken=[redacted]');
    expect(redactUrl('/api/cleaning_events/by-month?year=2026&month=11')).toBe(
      '/api/cleaning_events/by-month?year=2026&month=11',
    );
  });
});
