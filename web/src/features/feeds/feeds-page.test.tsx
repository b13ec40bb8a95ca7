import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DUPLICATE_FEED, type FeedView, type SyncSummary } from '@common/contracts/feeds';
import { makeProperty } from '../../../test/events';
import { reply, startFakeApi, type FakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import i18n, { loadLanguage } from '../../lib/i18n';
import { setToken } from '../../lib/session';
import { FeedsPage } from './feeds-page';
import { clientBilling } from '../../../test/clients';

const FEED: FeedView = {
  id: 7,
  property_id: 11,
  ical_url: 'https://www.airbnb.com/calendar/ical/7.ics',
  propertyName: 'Casa Azul',
  clientName: 'Pacific Stays',
  client_id: 3,
  platform: 'Airbnb',
  last_sync_at: '2026-11-20T14:30:00.000Z',
  last_result: 'ok',
  last_error: null,
  failing_since: null,
  failing: false,
  hold: null,
};
const SUMMARY: SyncSummary = {
  result: 'ok',
  error: null,
  created: 2,
  updated: 0,
  removed: 0,
  flagged: 0,
  cancelled: 0,
  held: false,
  warning: null,
};

let server: FakeApi;

beforeAll(async () => {
  server = await startFakeApi({
    'GET /airbn_url/': [FEED],
    'GET /clients/': [
      {
        id: 3,
        name: 'Pacific Stays',
        email: null,
        phone: null,
        active_status: true,
        created_at: '2026-01-01',
        ...clientBilling,
      },
    ],
    'GET /houses/client/:clientId': ({ params }) =>
      params.clientId === 3
        ? [
            makeProperty({ id: 11, name: 'Casa Azul', city: 'Tamarindo' }),
            makeProperty({ id: 12, name: 'Villa Sol', city: 'Nosara' }),
          ]
        : [],
  });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
  // The API client sends no staff call without a session.
  setToken(makeToken({ role: 'admin' }));
});
afterEach(() => {
  vi.useRealTimers();
});

// Mantine renders combobox options in a portal that the open modal marks aria-hidden.
const table = (name = 'Calendar integrations') => screen.findByRole('table', { name });

describe('Airbnb integrations screen', () => {
  it('lists each feed with house, client, platform and last sync', async () => {
    renderWithApp(<FeedsPage />);
    const rows = within(await table()).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Casa Azul');
    expect(rows[1]).toHaveTextContent('Pacific Stays');
    expect(rows[1]).toHaveTextContent('Airbnb');
    expect(rows[1]).toHaveTextContent('Synced');
  });

  it("says 'No Airbnb integrations found.' when there are none", async () => {
    server.on({ 'GET /airbn_url/': [] });
    renderWithApp(<FeedsPage />);
    expect(await screen.findByText('No Airbnb integrations found.')).toBeInTheDocument();
  });

  it("shows 'Error loading integrations' when the list fails (English screen, one language per message)", async () => {
    server.on({ 'GET /airbn_url/': reply.error(500, 'boom') });
    renderWithApp(<FeedsPage />);
    expect(await screen.findByText('Error loading integrations')).toBeInTheDocument();
  });

  it('registers a URL: properties per client as "name (city)", submit waits for a property, banner for 2 s', async () => {
    // The banner's 2 s pass on a fake clock (real time flows too, for the HTTP answers and React).
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const user = userEvent.setup({ delay: null });
    server.on({
      'GET /airbn_url/': [],
      'POST /airbn_url/': reply.json(201, {
        ...FEED,
        id: 8,
        property_id: 12,
        propertyName: 'Villa Sol',
        sync: SUMMARY,
      }),
    });
    renderWithApp(<FeedsPage />);
    await user.click(await screen.findByRole('button', { name: 'New Airbnb Integration' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Airbnb Integration' });
    const submit = within(dialog).getByRole('button', { name: 'Register' });
    expect(submit).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: 'Client' }));
    await user.click(await screen.findByRole('option', { name: 'Pacific Stays', hidden: true }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Property' }));
    await user.click(await screen.findByRole('option', { name: 'Villa Sol (Nosara)', hidden: true }));
    expect(submit).toBeEnabled();
    await user.click(within(dialog).getByRole('textbox', { name: 'iCal URL' }));
    await user.paste('https://www.airbnb.com/calendar/ical/8.ics');
    await user.click(submit);
    const banner = await screen.findByText('✅ URL successfully registered');
    expect(JSON.parse(server.requests.find((r) => r.method === 'POST')?.body ?? '')).toEqual({
      property_id: 12,
      ical_url: 'https://www.airbnb.com/calendar/ical/8.ics',
    });
    expect(await table()).toHaveTextContent('Villa Sol');
    vi.advanceTimersByTime(1900);
    expect(banner).toBeInTheDocument();
    vi.advanceTimersByTime(100);
    await waitForElementToBeRemoved(banner);
  });

  it("shows 'Error registering the URL.' with the reason when registration fails (a duplicate URL), and refuses a bad URL", async () => {
    const user = userEvent.setup({ delay: null });
    server.on({ 'POST /airbn_url/': reply.error(409, DUPLICATE_FEED) });
    renderWithApp(<FeedsPage />);
    await user.click(await screen.findByRole('button', { name: 'New Airbnb Integration' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Client' }));
    await user.click(await screen.findByRole('option', { name: 'Pacific Stays', hidden: true }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Property' }));
    await user.click(await screen.findByRole('option', { name: 'Casa Azul (Tamarindo)', hidden: true }));
    await user.click(within(dialog).getByRole('textbox', { name: 'iCal URL' }));
    await user.paste('ftp://x');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('Enter a valid http(s) URL.')).toBeInTheDocument();
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);
    await user.clear(within(dialog).getByRole('textbox', { name: 'iCal URL' }));
    await user.click(within(dialog).getByRole('textbox', { name: 'iCal URL' }));
    await user.paste('https://example.com/a.ics');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText(`Error registering the URL. ${DUPLICATE_FEED}`)).toBeInTheDocument();
  });

  it("alerts 'Error loading clients' when clients cannot be loaded", async () => {
    const user = userEvent.setup({ delay: null });
    server.on({ 'GET /clients/': reply.error(500, 'down') });
    renderWithApp(<FeedsPage />);
    await user.click(await screen.findByRole('button', { name: 'New Airbnb Integration' }));
    expect(await screen.findByText('Error loading clients')).toBeInTheDocument();
  });

  it('syncs a row now with a spinner and shows its new result', async () => {
    const user = userEvent.setup({ delay: null });
    server.on({
      'POST /airbn_url/:id/sync': {
        ...FEED,
        last_result: 'error',
        last_error: 'The feed answered HTTP 500.',
        sync: { ...SUMMARY, result: 'error', created: 0 },
      },
    });
    // The answer waits until the spinner has been seen.
    const syncing = server.hold('POST /airbn_url/:id/sync');
    renderWithApp(<FeedsPage />);
    const row = within(await table()).getAllByRole('row')[1]!;
    const button = within(row).getByRole('button', { name: 'Sync now: Casa Azul' });
    await user.click(button);
    expect((await syncing.received).path).toBe('/airbn_url/7/sync');
    await waitFor(() => expect(button).toHaveAttribute('data-loading', 'true'));
    syncing.release();
    expect(await within(row).findByText('The feed answered HTTP 500.')).toBeInTheDocument();
    expect(row).toHaveTextContent('Failed');
  });

  it('deletes after confirmation, keeping its cleanings unless asked', async () => {
    const user = userEvent.setup({ delay: null });
    server.on({ 'DELETE /airbn_url/:id': ({ params }) => ({ id: params.id!, deleted: true, removed: 0 }) });
    renderWithApp(<FeedsPage />);
    const row = within(await table()).getAllByRole('row')[1]!;
    await user.click(within(row).getByRole('button', { name: 'Delete: Casa Azul' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete integration' });
    const choice = within(dialog).getByRole('checkbox', { name: 'Also remove its future unassigned cleanings' });
    expect(choice).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No Airbnb integrations found.')).toBeInTheDocument();
    expect(server.requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual(['/api/airbn_url/7']);
  });

  it('asks whether to remove its future unassigned cleanings too, and sends that choice', async () => {
    const user = userEvent.setup({ delay: null });
    server.on({ 'DELETE /airbn_url/:id': ({ params }) => ({ id: params.id!, deleted: true, removed: 4 }) });
    renderWithApp(<FeedsPage />);
    const row = within(await table()).getAllByRole('row')[1]!;
    await user.click(within(row).getByRole('button', { name: 'Delete: Casa Azul' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete integration' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Also remove its future unassigned cleanings' }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No Airbnb integrations found.')).toBeInTheDocument();
    expect(server.requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual([
      '/api/airbn_url/7?remove_future=true',
    ]);
  });

  it('asks the same in Spanish', async () => {
    const user = userEvent.setup({ delay: null });
    await loadLanguage('es');
    await i18n.changeLanguage('es');
    try {
      renderWithApp(<FeedsPage />);
      const row = within(await table('Integraciones de calendario')).getAllByRole('row')[1]!;
      await user.click(within(row).getByRole('button', { name: 'Eliminar: Casa Azul' }));
      const dialog = await screen.findByRole('dialog', { name: 'Eliminar integración' });
      expect(
        within(dialog).getByRole('checkbox', { name: 'Eliminar también sus próximas limpiezas sin asignar' }),
      ).not.toBeChecked();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('says why the first sync of a new feed failed, without the success banner', async () => {
    const user = userEvent.setup({ delay: null });
    const error = 'The calendar server answered 403 Forbidden: check that the link is the export link.';
    server.on({
      'GET /airbn_url/': [],
      'POST /airbn_url/': reply.json(201, {
        ...FEED,
        id: 8,
        last_result: 'error',
        last_error: error,
        sync: { ...SUMMARY, result: 'error', error, created: 0 },
      }),
    });
    renderWithApp(<FeedsPage />);
    await user.click(await screen.findByRole('button', { name: 'New Airbnb Integration' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Airbnb Integration' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Client' }));
    await user.click(await screen.findByRole('option', { name: 'Pacific Stays', hidden: true }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Property' }));
    await user.click(await screen.findByRole('option', { name: 'Casa Azul (Tamarindo)', hidden: true }));
    await user.click(within(dialog).getByRole('textbox', { name: 'iCal URL' }));
    await user.paste('https://www.airbnb.com/calendar/ical/8.ics');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `The calendar of Casa Azul was registered, but its first sync failed: ${error}`,
    );
    expect(screen.queryByText('✅ URL successfully registered')).not.toBeInTheDocument();
  });

  it('flags a feed failing for over 24 hours and a held calendar, and confirms the held sync', async () => {
    const user = userEvent.setup({ delay: null });
    const held: FeedView = {
      ...FEED,
      failing: true,
      failing_since: '2026-11-18T10:00:00.000Z',
      hold: { since: '2026-11-20T14:30:00.000Z', reason: 'empty', events: 3 },
    };
    server.on({
      'GET /airbn_url/': [held],
      'POST /airbn_url/:id/hold/confirm': { ...FEED, sync: { ...SUMMARY, created: 0, cancelled: 3 } },
    });
    renderWithApp(<FeedsPage />);
    const row = within(await table()).getAllByRole('row')[1]!;
    expect(within(row).getByTestId('feed-failing-7')).toHaveTextContent(
      /^Failing for more than 24 hours \(since .+\): no booking changes are arriving\.$/,
    );
    expect(within(row).getByTestId('feed-held-7')).toHaveTextContent(
      /the calendar came back empty while it had stays\. Nothing was cancelled\./,
    );
    await user.click(within(row).getByRole('button', { name: 'Cancel 3 cleanings' }));
    await waitFor(() => expect(within(row).queryByTestId('feed-held-7')).not.toBeInTheDocument());
    expect(server.requests.some((r) => r.method === 'POST' && r.url === '/api/airbn_url/7/hold/confirm')).toBe(true);
  });

  it("shows a feed's activity log: time, result, what changed and the error", async () => {
    const user = userEvent.setup({ delay: null });
    server.on({
      'GET /airbn_url/:id/activity': [
        {
          at: '2026-11-20T14:30:00.000Z',
          result: 'error',
          created: 0,
          updated: 0,
          cancelled: 0,
          held: false,
          error: 'The feed answered HTTP 500.',
        },
        {
          at: '2026-11-20T13:30:00.000Z',
          result: 'ok',
          created: 2,
          updated: 1,
          cancelled: 1,
          held: false,
          error: null,
        },
      ],
    });
    renderWithApp(<FeedsPage />);
    const row = within(await table()).getAllByRole('row')[1]!;
    await user.click(within(row).getByRole('button', { name: 'Activity: Casa Azul' }));
    const log = await screen.findByRole('table', { name: 'Activity of Casa Azul' });
    const lines = within(log).getAllByRole('row');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toHaveTextContent('Failed');
    expect(lines[1]).toHaveTextContent('The feed answered HTTP 500.');
    expect(lines[2]).toHaveTextContent('Synced');
    expect(lines[2]).toHaveTextContent('2 created, 1 updated, 1 cancelled');
  });
});
