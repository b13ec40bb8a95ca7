import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Me } from '@common/contracts/auth';
import type { PortalCleaning } from '@common/contracts/portal';
import { todayIso } from '@common/domain/dates';
import { reply, startFakeApi, type FakeApi } from '../../../test/fake-api';
import { recordDownloads } from '../../../test/downloads';
import { renderWithApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { setLanguage } from '../../lib/i18n';
import { setToken } from '../../lib/session';
import { PortalPage } from './portal-page';

const me: Me = {
  id: 40,
  name: 'Mariana Quesada',
  email: 'owner@example.com',
  role: 'client',
  is_active: true,
  language: null,
  created_at: '2026-11-01T00:00:00Z',
  must_change_password: false,
  employee_id: null,
  client: { id: 3, name: 'Pacific Coast Rentals' },
};

const cleaning = (id: number, status: PortalCleaning['status'], date: string): PortalCleaning => ({
  id,
  property_id: 1,
  property_name: 'Villa Marea',
  service_date: date,
  status,
  window_start: `${date}T11:00`,
  window_end: `${date}T15:00`,
  started_at: null,
  finished_at: status === 'completed' ? `${date}T14:10:00Z` : null,
  housekeeper: 'Ana',
  photos:
    status === 'completed'
      ? [
          { id: 7, url: '/media/one.jpg' },
          { id: 8, url: '/media/two.jpg' },
        ]
      : [],
  checklist:
    status === 'completed'
      ? { done: 5, total: 6, sections: [{ title: 'Kitchen', done: 3, total: 4, photos: 1 }] }
      : null,
});

let server: FakeApi;
const saved: string[] = [];

beforeAll(async () => {
  server = await startFakeApi({
    'GET /auth/me': me,
    'GET /portal/cleanings': [cleaning(1, 'completed', '2020-01-06'), cleaning(2, 'assigned', '2999-01-08')],
    'GET /portal/properties': [
      {
        id: 1,
        name: 'Villa Marea',
        address: 'Playa Hermosa, Guanacaste',
        bedrooms: 1,
        bathrooms: 1.5,
        check_out_time: '11:00',
        check_in_time: '15:00',
        feeds: [
          { id: 4, platform: 'Airbnb', last_sync_at: '2026-11-27T10:00:00Z', failing_since: null, ok: true },
          { id: 5, platform: 'Vrbo', last_sync_at: null, failing_since: '2026-11-24T08:00:00Z', ok: false },
        ],
      },
    ],
    'GET /portal/problems': [],
    'GET /portal/reports': [
      {
        id: 9,
        property_name: null,
        start_date: '2026-10-01',
        end_date: '2026-10-31',
        generated_at: '2026-11-01T00:00:00Z',
      },
    ],
    'GET /portal/invoices': [
      {
        id: 12,
        number: 42,
        status: 'partially_paid',
        currency: 'USD',
        start_date: '2026-10-01',
        end_date: '2026-10-31',
        issued_on: '2026-11-02',
        total: 1130,
        paid: 500,
        balance: 630,
      },
    ],
    'GET /invoices/:id/pdf': reply.file('application/pdf', '%PDF-1.4', {
      'Content-Disposition': 'attachment; filename="invoice-000042-pacific.pdf"',
    }),
    'GET /reports/:id/pdf': reply.file('application/pdf', '%PDF-1.4', {}),
  });
  recordDownloads(saved);
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  server.reset();
  saved.length = 0;
  setToken(makeToken({ role: 'client', name: me.name }));
  await setLanguage('en');
});

describe('the owners’ portal', () => {
  it('greets the client and lists the month: upcoming first, then the done ones with their proof', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<PortalPage account={<p>password card</p>} />, { route: '/portal' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pacific Coast Rentals' })).toBeInTheDocument();
    const upcoming = await screen.findByText('Upcoming');
    const past = screen.getByText('Done and past');
    expect(upcoming.compareDocumentPosition(past) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByText(/by Ana/)).toHaveLength(2);
    expect(server.requests.find((r) => r.url.startsWith('/api/portal/cleanings'))?.url).toMatch(
      /^\/api\/portal\/cleanings\?start=\d{4}-\d{2}-01&end=\d{4}-\d{2}-\d{2}$/,
    );

    await user.click(screen.getByRole('button', { name: 'See proof (2 photos)' }));
    expect(screen.getByText('Checklist: 5 of 6 done')).toBeInTheDocument();
    expect(screen.getByText('Kitchen: 3/4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Photo 2 of Villa Marea, larger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Villa Marea' });
    expect(within(dialog).getByRole('img', { name: 'Photo of the cleaning' })).toHaveAttribute('src', '/media/two.jpg');
  });

  it('files a cleaning in review with the done ones, saying "In review", in both languages', async () => {
    const today = todayIso();
    server.on({
      'GET /portal/cleanings': [
        { ...cleaning(3, 'in_review', today), finished_at: `${today}T13:00:00Z` },
        cleaning(2, 'assigned', '2999-01-08'),
      ],
    });
    for (const [language, upcomingTitle, pastTitle, state] of [
      ['en', 'Upcoming', 'Done and past', 'In review'],
      ['es', 'Próximas', 'Hechas y pasadas', 'En revisión'],
    ] as const) {
      await setLanguage(language);
      const view = renderWithApp(<PortalPage account={null} />, { route: '/portal' });
      const past = (await screen.findByText(pastTitle)).parentElement!;
      const upcoming = screen.getByText(upcomingTitle).parentElement!;
      const inReview = view.container.querySelector('[data-cleaning="3"]')!;
      expect(past).toContainElement(inReview as HTMLElement);
      expect(upcoming).not.toContainElement(inReview as HTMLElement);
      expect(within(inReview as HTMLElement).getByText(state)).toBeInTheDocument();
      view.unmount();
    }
  });

  it('steps a month back and forward', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<PortalPage account={null} />, { route: '/portal' });
    await screen.findByText('Upcoming');
    const asked = () => server.requests.filter((r) => r.url.startsWith('/api/portal/cleanings')).map((r) => r.url);
    const first = asked()[0]!;
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await waitFor(() => expect(asked()).toHaveLength(2));
    const [, start, end] = /start=([\d-]+)&end=([\d-]+)/.exec(asked()[1]!)!;
    expect(start!.slice(8)).toBe('01');
    expect(end! < first.slice(-10)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await waitFor(() => expect(asked().length).toBeGreaterThanOrEqual(3));
    expect(asked().at(-1)! > first).toBe(true);
  });

  it('shows each feed’s health on the Properties tab, in Spanish too', async () => {
    await setLanguage('es');
    renderWithApp(<PortalPage account={null} />, { route: '/portal?tab=properties' });
    expect(await screen.findByText('1 habitación, 1,5 baños · salida 11:00, entrada 15:00')).toBeInTheDocument();
    expect(screen.getByText(/^Sincronizado /)).toBeInTheDocument();
    expect(screen.getByText(/^Sin sincronizar desde /)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Propiedades', selected: true })).toBeInTheDocument();
  });

  it('downloads an invoice and a report as the PDFs of the documents routes', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<PortalPage account={null} />, { route: '/portal?tab=documents' });
    expect(await screen.findByText('Total $1,130.00 · owed $630.00')).toBeInTheDocument();
    // Each button's name starts with the words it shows (label in name), then says which document.
    const buttons = screen.getAllByRole('button', { name: /^Download PDF / });
    expect(buttons).toHaveLength(2);
    for (const button of buttons) expect(button).toHaveTextContent(/^Download PDF$/);
    await user.click(screen.getByRole('button', { name: 'Download PDF of invoice 000042' }));
    await waitFor(() => expect(saved).toEqual(['invoice-000042-pacific.pdf']));
    await user.click(screen.getByRole('button', { name: /^Download PDF of the report of / }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toBe('report-2026-10-01-2026-10-31.pdf');
    expect(server.requests.map((r) => r.url)).toEqual(
      expect.arrayContaining(['/api/invoices/12/pdf', '/api/reports/9/pdf']),
    );
  });

  it('shows the password card the app composes on the Account tab, and an empty problems list', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<PortalPage account={<p>password card</p>} />, { route: '/portal?tab=account' });
    expect(await screen.findByText('password card')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Problems' }));
    expect(await screen.findByText('No problems reported at your properties.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/portal');
  });
});
