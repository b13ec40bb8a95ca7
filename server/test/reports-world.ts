// Builds the data the report tests read, through the HTTP API as an admin and the staff would.
import { PDFParse } from 'pdf-parse';
import { expect } from 'vitest';
import { createClient, propertyBody, signedIn, staffMember } from './factories';
import type { TestContext } from './test-app';

type Auth = { auth: Record<string, string> };
type Status = 'unassigned' | 'assigned' | 'in_review' | 'completed';

/** Text of a PDF, whole and per page. */
export async function pdfText(pdf: Buffer): Promise<{ text: string; pages: string[]; total: number }> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const result = await parser.getText();
    return { text: result.text, pages: result.pages.map((p) => p.text), total: result.total };
  } finally {
    await parser.destroy();
  }
}

/** How many images a PDF embeds (its image objects). */
export const pdfImageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;

/** An admin, a supervisor and a housekeeper, and helpers to make clients, houses and events. */
export async function reportWorld({ app, database }: TestContext) {
  const admin = await signedIn(app, database.db, 'admin');
  const supervisor = await staffMember(app, admin.auth, 'supervisor', 'Sofía Vargas');
  const housekeeper = await staffMember(app, admin.auth, 'employee', 'Ana Mora');
  const call = (who: Auth, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: who.auth });

  async function house(
    clientId: number,
    name: string,
    price: number,
    worker: number,
    supervisorPay = 0,
  ): Promise<{ id: number }> {
    const res = await call(
      admin,
      'POST',
      '/api/houses/',
      propertyBody(clientId, { name, client_price: price, worker_payment: worker, supervisor_payment: supervisorPay }),
    );
    expect(res.statusCode).toBe(201);
    return res.json();
  }

  /** An event moved to `status` the way the team does it: assigned, serviced by Ana (or `by`), completed by Sofía. */
  async function cleaning(
    propertyId: number,
    date: string,
    status: Status,
    summary = 'Check-out turnover',
    fast = false,
    by = housekeeper,
  ) {
    const created = await call(admin, 'POST', '/api/cleaning_events/create', {
      property_id: propertyId,
      service_date: date,
      event_summary: summary,
    });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { id: number }).id;
    if (status === 'unassigned') return id;
    expect(
      (await call(admin, 'POST', '/api/assignments/', { cleaning_event_id: id, employee_id: by.employee.id }))
        .statusCode,
    ).toBe(200);
    if (status === 'assigned') return id;
    if (fast && status === 'completed') {
      expect(
        (await call(admin, 'PATCH', `/api/cleaning_events/${id}/status`, { status: 'completed' })).statusCode,
      ).toBe(200);
      return id;
    }
    expect((await call(by, 'PATCH', `/api/cleaning_events/${id}/status`, { status: 'in_review' })).statusCode).toBe(
      200,
    );
    if (status === 'completed')
      expect(
        (await call(supervisor, 'PATCH', `/api/cleaning_events/${id}/status`, { status: 'completed' })).statusCode,
      ).toBe(200);
    return id;
  }

  const client = (name: string, language?: 'en' | 'es') => createClient(database.db, name, language);
  return { admin, supervisor, housekeeper, call, house, cleaning, client };
}
