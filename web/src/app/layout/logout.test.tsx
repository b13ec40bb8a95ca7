import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { todayIso } from '@common/domain/dates';
import { leanMonth, makeEvent } from '../../../test/events';
import { sendJson, startApiServer } from '../../../test/http-server';
import { renderWithApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { getToken, setToken } from '../../lib/session';
import { AppRoutes } from '../router';
import { SessionExpiryBridge } from '../session-expiry';

const LOAD = { timeout: 10_000 };
// Answers arrive a little late, so that Logout lands while requests are still in flight.
const ANSWER_MS = 300;
const EXPIRED = 'Your session has expired. You will be logged out.';
const job = makeEvent({ id: 7, service_date: todayIso(), event_summary: 'Turnover Casa Azul' });

let server: Awaited<ReturnType<typeof startApiServer>>;
let pending = 0;
// Note saves held back until the test lets them go: the answer can then come after Logout, every time.
let heldNotes: (() => void)[] = [];
let holdNotes = false;

beforeAll(async () => {
  // Like the real API: a request without a token is refused with 401, a signed-in one is answered late.
  server = await startApiServer((req, res) => {
    if (!req.headers.authorization) return sendJson(res, 401, { detail: 'Not signed in' });
    pending += 1;
    const answer = () => {
      pending -= 1;
      if (req.url.startsWith('/api/cleaning_events/by-month')) return sendJson(res, 200, leanMonth([job]));
      if (req.url.endsWith('/note')) return sendJson(res, 200, { ...job, note: 'Towels replaced' });
      if (req.url.endsWith('/status')) return sendJson(res, 200, { ...job, status: 'in_review' });
      return sendJson(res, 200, []);
    };
    if (holdNotes && req.url.endsWith('/note')) heldNotes.push(answer);
    else setTimeout(answer, ANSWER_MS);
  });
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  server.requests.length = 0;
  heldNotes = [];
  holdNotes = false;
});

function renderApp(role: string, route: string) {
  setToken(makeToken({ role }));
  renderWithApp(
    <>
      <SessionExpiryBridge />
      <AppRoutes />
    </>,
    { route },
  );
}

/** Waits until the server has answered everything and nothing new arrived for a while. */
async function settle() {
  let seen = -1;
  await waitFor(
    () => {
      const quiet = pending === 0 && server.requests.length === seen;
      seen = server.requests.length;
      expect(quiet).toBe(true);
    },
    { timeout: 10_000, interval: ANSWER_MS * 2 },
  );
}

/** Logout, then the public page, signed out, without the session-expired flow. */
async function expectLoggedOut() {
  expect(await screen.findByRole('heading', { level: 1, name: /Welcome to/ }, LOAD)).toBeInTheDocument();
  await settle();
  expect(getToken()).toBeNull();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  expect(screen.queryByText(EXPIRED)).not.toBeInTheDocument();
}

describe('logout (spec 2.2, 4) racing the requests of the screen being left', () => {
  it('cancels the calendar queries in flight and asks for nothing after the token is gone', async () => {
    const user = userEvent.setup();
    renderApp('admin', '/dashboard');
    const logout = await screen.findByRole('button', { name: 'Logout' }, LOAD);
    await waitFor(() => expect(server.requests.length).toBeGreaterThan(0), LOAD);
    const sentBefore = server.requests.length;

    await user.click(logout);
    await expectLoggedOut();
    expect(server.requests.slice(sentBefore).map((r) => r.url)).toEqual([]);
  }, 30_000);

  it('does not end in "session expired" when a housekeeper logs out while marking a job serviced', async () => {
    const user = userEvent.setup();
    holdNotes = true;
    renderApp('employee', '/cleaning-events-employee');
    const card = await screen.findByRole('article', { name: 'Turnover Casa Azul' }, LOAD);
    await user.type(within(card).getByRole('textbox', { name: 'Note' }), 'Towels replaced');
    // The note goes first; the status change would follow it once the note is saved.
    await user.click(within(card).getByRole('checkbox', { name: 'Mark as Serviced / Send to Review' }));
    await waitFor(() => expect(heldNotes).toHaveLength(1), LOAD);

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    // Two actions are still on the phone: she is warned first (decision 0016).
    const dialog = await screen.findByRole('dialog', { name: 'Actions not sent yet' }, LOAD);
    expect(dialog).toHaveTextContent('2 actions are still waiting on this phone');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out anyway' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome to/ }, LOAD)).toBeInTheDocument();
    // The note's answer arrives only now, after Logout: the status change must not follow it.
    heldNotes.forEach((answer) => answer());
    await expectLoggedOut();
    // Nothing went out without the token once the housekeeper had logged out.
    expect(server.requests.filter((r) => !r.headers.authorization).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  }, 30_000);
});
