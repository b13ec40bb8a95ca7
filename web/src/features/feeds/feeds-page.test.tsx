import { configure, screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DUPLICATE_FEED, type FeedView } from '@common/contracts/feeds';
import { sendJson, startApiServer } from '../../../test/http-server';
import { renderWithApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { setToken } from '../../lib/session';
import { FeedsPage } from './feeds-page';

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
// Several user steps per test, each waiting on a real HTTP answer: allow for a busy machine.
configure({ asyncUtilTimeout: 5_000 });

const SUMMARY = {
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

// What the test server answers, per "METHOD path".
let answers: Record<string, { status: number; body: unknown; delayMs?: number }> = {};
let server: Awaited<ReturnType<typeof startApiServer>>;

beforeAll(async () => {
  server = await startApiServer((req, res) => {
    const answer = answers[`${req.method} ${req.url}`] ?? { status: 404, body: { detail: 'Not found' } };
    setTimeout(() => sendJson(res, answer.status, answer.body), answer.delayMs ?? 0);
  });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
  // The API client sends no staff call without a session.
  setToken(makeToken({ role: 'admin' }));
  answers = {
    'GET /api/airbn_url/': { status: 200, body: [FEED] },
    'GET /api/clients/': {
      status: 200,
      body: [{ id: 3, name: 'Pacific Stays', email: null, phone: null, active_status: true, created_at: '2026-01-01' }],
    },
    'GET /api/houses/client/3': {
      status: 200,
      body: [
        { id: 11, name: 'Casa Azul', city: 'Tamarindo' },
        { id: 12, name: 'Villa Sol', city: 'Nosara' },
      ],
    },
  };
});

// Mantine renders combobox options in a portal that the open modal marks aria-hidden.
const table = () => screen.findByRole('table', { name: 'Calendar integrations' });

describe('Airbnb integrations screen', { timeout: 30_000 }, () => {
  it('lists each feed with house, client, platform and last sync', async () => {
    renderWithApp(<FeedsPage />);
    const rows = within(await table()).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Casa Azul');
    expect(rows[1]).toHaveTextContent('Pacific Stays');
    expect(rows[1]).toHaveTextContent('Airbnb');
    expect(rows[1]).toHaveTextContent('Synced');
  });

  it("says 'No Airbnb integrations found.' when there are none", async () => {
    answers['GET /api/airbn_url/'] = { status: 200, body: [] };
    renderWithApp(<FeedsPage />);
    expect(await screen.findByText('No Airbnb integrations found.')).toBeInTheDocument();
  });

  it("shows 'Error al cargar integraciones' when the list fails", async () => {
    answers['GET /api/airbn_url/'] = { status: 500, body: { detail: 'boom' } };
    renderWithApp(<FeedsPage />);
    expect(await screen.findByText('Error al cargar integraciones', {}, { timeout: 4000 })).toBeInTheDocument();
  });

  it('registers a URL: properties per client as "name (city)", submit waits for a property, banner for 2 s', async () => {
    const user = userEvent.setup();
    answers['GET /api/airbn_url/'] = { status: 200, body: [] };
    answers['POST /api/airbn_url/'] = {
      status: 201,
      body: { ...FEED, id: 8, property_id: 12, propertyName: 'Villa Sol', sync: SUMMARY },
    };
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
    await waitForElementToBeRemoved(banner, { timeout: 3000 });
  });

  it("shows 'Error al registrar la URL' with the reason when registration fails (a duplicate URL), and refuses a bad URL", async () => {
    const user = userEvent.setup();
    answers['POST /api/airbn_url/'] = { status: 409, body: { detail: DUPLICATE_FEED } };
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
    expect(await within(dialog).findByText(`Error al registrar la URL ${DUPLICATE_FEED}`)).toBeInTheDocument();
  });

  it("alerts 'Error loading clients' when clients cannot be loaded", async () => {
    const user = userEvent.setup();
    answers['GET /api/clients/'] = { status: 500, body: { detail: 'down' } };
    renderWithApp(<FeedsPage />);
    await user.click(await screen.findByRole('button', { name: 'New Airbnb Integration' }));
    expect(await screen.findByText('Error loading clients', {}, { timeout: 4000 })).toBeInTheDocument();
  });

  it('syncs a row now with a spinner and shows its new result', async () => {
    const user = userEvent.setup();
    answers['POST /api/airbn_url/7/sync'] = {
      status: 200,
      body: {
        ...FEED,
        last_result: 'error',
        last_error: 'The feed answered HTTP 500.',
        sync: { ...SUMMARY, result: 'error', created: 0 },
      },
      delayMs: 150,
    };
    renderWithApp(<FeedsPage />);
    const row = within(await table()).getAllByRole('row')[1]!;
    const button = within(row).getByRole('button', { name: 'Sync now: Casa Azul' });
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-loading', 'true'));
    expect(await within(row).findByText('The feed answered HTTP 500.')).toBeInTheDocument();
    expect(row).toHaveTextContent('Failed');
  });

  it('deletes after confirmation', async () => {
    const user = userEvent.setup();
    answers['DELETE /api/airbn_url/7'] = { status: 200, body: { id: 7, deleted: true } };
    renderWithApp(<FeedsPage />);
    const row = within(await table()).getAllByRole('row')[1]!;
    await user.click(within(row).getByRole('button', { name: 'Delete: Casa Azul' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete integration' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No Airbnb integrations found.')).toBeInTheDocument();
  });

  it('says why the first sync of a new feed failed, without the success banner', async () => {
    const user = userEvent.setup();
    const error = 'The calendar server answered 403 Forbidden: check that the link is the export link.';
    answers['GET /api/airbn_url/'] = { status: 200, body: [] };
    answers['POST /api/airbn_url/'] = {
      status: 201,
      body: {
        ...FEED,
        id: 8,
        last_result: 'error',
        last_error: error,
        sync: { ...SUMMARY, result: 'error', error, created: 0 },
      },
    };
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
    const user = userEvent.setup();
    const held = {
      ...FEED,
      failing: true,
      failing_since: '2026-11-18T10:00:00.000Z',
      hold: { since: '2026-11-20T14:30:00.000Z', reason: 'empty', events: 3 },
    };
    answers['GET /api/airbn_url/'] = { status: 200, body: [held] };
    answers['POST /api/airbn_url/7/hold/confirm'] = {
      status: 200,
      body: { ...FEED, sync: { ...SUMMARY, created: 0, cancelled: 3 } },
    };
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
    const user = userEvent.setup();
    answers['GET /api/airbn_url/7/activity'] = {
      status: 200,
      body: [
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
    };
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
