import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ReportHistoryItem } from '@common/contracts/reports';
import { makeProperty } from '../../../test/events';
import { reply, startFakeApi, type FakeApi } from '../../../test/fake-api';
import { recordDownloads } from '../../../test/downloads';
import { renderWithApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import i18n, { loadLanguage } from '../../lib/i18n';
import { setToken } from '../../lib/session';
import { lastMonth } from './report-form';
import { ReportsPage } from './reports-page';
import { fakeClient } from '../../../test/clients';

const PDF = Buffer.from('%PDF-1.3\n% test\n');
let history: ReportHistoryItem[] = [];
const saved: string[] = [];
let server: FakeApi;

const item = (
  id: number,
  client: [number, string],
  property: string | null,
  start: string,
  end: string,
): ReportHistoryItem => ({
  id,
  client: { id: client[0], name: client[1] },
  property: property ? { name: property } : null,
  start_date: start,
  end_date: end,
  created_at: '2026-11-20T10:00:00.000Z',
  generated_at: '2026-11-20T10:00:00.000Z',
  generated_by: { id: 1, name: 'Laura Jiménez' },
  emailed_at: null,
  include_photos: false,
  include_checklist: false,
});

const pdf = (name: string) =>
  reply.file('application/pdf', PDF, { 'Content-Disposition': `attachment; filename="${name}"` });

beforeAll(async () => {
  server = await startFakeApi({
    'GET /clients/': [
      fakeClient(7, 'Pacific Coast Rentals'),
      fakeClient(8, 'Arenal Vacation Homes', { email: 'reservas@arenal.example' }),
    ],
    'POST /reports/:id/email': ({ params }) => ({ id: params.id!, to: 'reservas@arenal.example', status: 'queued' }),
    'GET /houses/client/:clientId': ({ params }) =>
      params.clientId === 7 ? [makeProperty({ id: 70, name: 'Casa Sol' })] : [],
    // Pacific Coast Rentals pays in dollars, Arenal Vacation Homes in colones (decision 0036).
    'GET /reports/stats': ({ query }) => ({
      events: { unassigned: 1, assigned: 2, in_review: 0, completed: 3 },
      total_events: 6,
      revenue: [
        query.get('client_id') === '8' ? { amount: 107500.5, currency: 'CRC' } : { amount: 1410.5, currency: 'USD' },
      ],
      staff_cost: { amount: 60000, currency: 'CRC', worker: 50000, supervisor: 10000 },
      margin: query.get('client_id') === '8' ? { amount: 47500.5, currency: 'CRC', crc_per_usd: null } : null,
    }),
    // A page: `limit` items after the report `before`, as the server reads them.
    'GET /reports/': ({ query }) => {
      const start = query.has('before') ? history.findIndex((r) => r.id === Number(query.get('before'))) + 1 : 0;
      return history.slice(start, start + Number(query.get('limit') ?? history.length));
    },
    'POST /reports/': (req) => {
      const body = req.json<{ client_id: number; start_date: string; end_date: string }>();
      history = [item(9, [7, 'Pacific Coast Rentals'], null, body.start_date, body.end_date), ...history];
      return pdf('report-pacific-coast-rentals-new.pdf');
    },
    'GET /reports/:id/pdf': pdf('report-regenerated.pdf'),
  });
  recordDownloads(saved);
});

afterAll(async () => {
  await server.close();
});

afterEach(async () => {
  await i18n.changeLanguage('en');
});

beforeEach(() => {
  setToken(makeToken({ role: 'admin' }));
  history = [
    item(1, [7, 'Pacific Coast Rentals'], 'Casa Sol', '2026-10-01', '2026-10-31'),
    item(2, [8, 'Arenal Vacation Homes'], null, '2026-09-01', '2026-09-30'),
  ];
  saved.length = 0;
  server.reset();
});

// Up to 4.5 s a test on the busy 2-core machine (the page loads several chunks of Mantine): 15 s is near.
describe('reports page', { timeout: 30_000 }, () => {
  it('loads the history with dashes for missing values, local dates and a client filter', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<ReportsPage />, { route: '/reports' });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Casa Sol')).toBeInTheDocument();
    expect(within(table).getByText('-')).toBeInTheDocument();
    expect(within(table).getByText('Oct 1, 2026')).toBeInTheDocument();
    const filter = screen.getByLabelText('Filter by client', { selector: 'input' });
    await user.click(filter);
    // The filter's own options (the report form's client picker lists the same clients).
    await waitFor(() => expect(filter).toHaveAttribute('aria-controls'));
    const options = within(document.getElementById(filter.getAttribute('aria-controls')!)!);
    await user.click(await options.findByRole('option', { name: 'Arenal Vacation Homes', hidden: true }));
    await waitFor(() => expect(within(table).queryByText('Pacific Coast Rentals')).not.toBeInTheDocument());
    expect(within(table).getByText('Arenal Vacation Homes')).toBeInTheDocument();
  });

  it('shows whom a report goes to and mails it only once confirmed; a client without an address is told so', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<ReportsPage />, { route: '/reports' });
    const table = await screen.findByRole('table');
    const row = (client: string) => within(within(table).getByText(client).closest('tr')!);
    const mailed = () => server.requests.filter((r) => r.method === 'POST' && r.url.endsWith('/email'));

    await user.click(row('Arenal Vacation Homes').getByRole('button', { name: 'E-mail to client' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-mail the report' });
    expect(await within(dialog).findByText(/goes to reservas@arenal\.example\./)).toBeInTheDocument();
    expect(mailed()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Report e-mailed to reservas@arenal.example.')).toBeInTheDocument();
    expect(mailed().map((r) => r.url)).toEqual(['/api/reports/2/email']);

    await user.click(row('Pacific Coast Rentals').getByRole('button', { name: 'E-mail to client' }));
    const refused = await screen.findByRole('dialog', { name: 'E-mail the report' });
    expect(await within(refused).findByText(/Pacific Coast Rentals has no e-mail address/)).toBeInTheDocument();
    expect(within(refused).getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(mailed()).toHaveLength(1);
  });

  it('reads the history 50 reports at a time, older ones on demand', async () => {
    const user = userEvent.setup({ delay: null });
    history = Array.from({ length: 53 }, (_, i) =>
      item(100 - i, [7, 'Pacific Coast Rentals'], `House ${100 - i}`, '2026-10-01', '2026-10-31'),
    );
    renderWithApp(<ReportsPage />, { route: '/reports' });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 50);
    expect(within(table).queryByText('House 50')).not.toBeInTheDocument();
    // By text, not role: computing the accessible names of 100 row buttons is slow in jsdom.
    await user.click(screen.getByText('Show older reports').closest('button')!);
    expect(await within(table).findByText('House 48')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 53);
    expect(screen.queryByText('Show older reports')).not.toBeInTheDocument();
    const pages = server.requests
      .filter((r) => r.method === 'GET' && r.url.startsWith('/api/reports/?'))
      .map((r) => r.url);
    expect(pages).toEqual(['/api/reports/?limit=50', '/api/reports/?limit=50&before=51']);
  });

  it('says when no report was generated yet', async () => {
    history = [];
    renderWithApp(<ReportsPage />, { route: '/reports' });
    expect(await screen.findByText('No reports have been generated yet.')).toBeInTheDocument();
  });

  it("shows 'Error loading reports' when the history fails", async () => {
    server.on({ 'GET /reports/': reply.error(500, 'Internal server error') });
    renderWithApp(<ReportsPage />, { route: '/reports' });
    expect(await screen.findByText('Error loading reports')).toBeInTheDocument();
  });

  it('requires a client, then generates last month and downloads the PDF named by the server', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<ReportsPage />, { route: '/reports' });
    await user.click(screen.getByRole('button', { name: 'Generate PDF' }));
    expect(await screen.findByText('Client is required')).toBeInTheDocument();
    await user.click(screen.getByLabelText(/^Client/, { selector: 'input' }));
    await user.click(
      await within(screen.getByRole('listbox', { name: /^Client/, hidden: true })).findByRole('option', {
        name: 'Pacific Coast Rentals',
        hidden: true,
      }),
    );
    expect(await screen.findByText('$1,410.50')).toBeInTheDocument();
    expect(screen.getByText('₡60,000.00')).toBeInTheDocument();
    expect(screen.getByText(/enter an exchange rate to see the margin/)).toBeInTheDocument();
    expect(screen.getByLabelText('Exchange rate (₡ per $)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate PDF' }));
    await waitFor(() => expect(saved).toEqual(['report-pacific-coast-rentals-new.pdf']));
    const post = server.requests.find((r) => r.method === 'POST');
    const { start, end } = lastMonth();
    expect(JSON.parse(post!.body)).toEqual({
      client_id: 7,
      start_date: start,
      end_date: end,
      // The client's language (a Spanish client), not the English screen's (docs/decisions/0048).
      language: 'es',
      include_photos: false,
      include_checklist: false,
    });
    expect(post!.headers.authorization).toMatch(/^Bearer /);
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(4));
  });

  it('sends include_photos and include_checklist when ticked, and the history says which reports have them (in both languages)', async () => {
    history[0] = { ...history[0]!, include_photos: true };
    history[1] = { ...history[1]!, include_checklist: true };
    const user = userEvent.setup({ delay: null });
    renderWithApp(<ReportsPage />, { route: '/reports' });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByText('With photos')).toHaveLength(1);
    expect(within(table).getAllByText('With checklist')).toHaveLength(1);
    await user.click(screen.getByLabelText(/^Client/, { selector: 'input' }));
    await user.click(
      await within(screen.getByRole('listbox', { name: /^Client/, hidden: true })).findByRole('option', {
        name: 'Pacific Coast Rentals',
        hidden: true,
      }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Include photos' }));
    await user.click(screen.getByRole('checkbox', { name: 'Include checklist' }));
    await user.click(screen.getByRole('button', { name: 'Generate PDF' }));
    await waitFor(() => expect(saved).toEqual(['report-pacific-coast-rentals-new.pdf']));
    const post = server.requests.find((r) => r.method === 'POST');
    expect(JSON.parse(post!.body)).toMatchObject({ client_id: 7, include_photos: true, include_checklist: true });
    await loadLanguage('es');
    await i18n.changeLanguage('es');
    expect(await screen.findByRole('checkbox', { name: 'Incluir lista de verificación' })).toBeChecked();
    expect(screen.getAllByText('Con lista de verificación')).toHaveLength(1);
  });

  it('shows a colones client’s revenue and margin in colones, without asking for an exchange rate', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<ReportsPage />, { route: '/reports' });
    await user.click(screen.getByLabelText(/^Client/, { selector: 'input' }));
    await user.click(
      await within(screen.getByRole('listbox', { name: /^Client/, hidden: true })).findByRole('option', {
        name: 'Arenal Vacation Homes',
        hidden: true,
      }),
    );
    expect(await screen.findByTestId('stat-revenue-CRC')).toHaveTextContent('₡107,500.50');
    expect(screen.queryByTestId('stat-revenue-USD')).not.toBeInTheDocument();
    expect(screen.getByText('₡47,500.50')).toBeInTheDocument();
    expect(screen.getByText(/both in colones: no exchange rate needed/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Exchange rate (₡ per $)')).not.toBeInTheDocument();
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
  });

  it('regenerates a stored report, and says so when generating fails', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<ReportsPage />, { route: '/reports' });
    const buttons = await screen.findAllByRole('button', { name: 'Regenerate PDF' });
    await user.click(buttons[0]!);
    await waitFor(() => expect(saved).toEqual(['report-regenerated.pdf']));
    expect(server.requests.some((r) => r.url === '/api/reports/1/pdf')).toBe(true);
    server.on({ 'GET /reports/:id/pdf': reply.error(500, 'Internal server error') });
    // The buttons wait while a download is under way: the file is saved just before it ends.
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Regenerate PDF' })[1]).toBeEnabled());
    await user.click(screen.getAllByRole('button', { name: 'Regenerate PDF' })[1]!);
    expect(await screen.findByText('Error generating report')).toBeInTheDocument();
  });
});
