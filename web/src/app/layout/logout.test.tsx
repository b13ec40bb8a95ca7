import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { leanMonth, makeEvent } from '../../../test/events';
import {
  reply,
  startFakeApi,
  type FakeApi,
  type FakeRequest,
  type Handler,
  type RouteTable,
} from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { getToken, setToken } from '../../lib/session';
import { AppRoutes } from '../router';
import { SessionExpiryBridge } from '../session-expiry';

// After the last answer, how long nothing new may be sent before the test calls the app settled. There is
// no event for "the app sent nothing": this window is what catches a request sent in reaction to a late
// answer (the race these tests are about), which the app would send within a few macrotasks of it.
const QUIET_MS = 300;
const EXPIRED = 'Your session has expired. You will be logged out.';
// The screens are drawn on a fixed day whose week (Friday 27 November to Thursday 3 December) spans two months, so
// the calendar reads two months whatever the run's date (on most days its week lies in one).
const TODAY = new Date(2026, 11, 2, 9, 12);
const job = makeEvent({ id: 7, service_date: '2026-12-02', event_summary: 'Turnover Casa Azul' });

let server: FakeApi;
let pending = 0;
/** Answers held back until the test lets them go, so that they arrive after Logout, every time. */
let held: (() => void)[] = [];

/** Like the real API: a request without a token is refused with 401, a signed-in one waits for `release()`. */
function signedIn<T>(answer: (req: FakeRequest) => T): Handler<T> {
  return async (req) => {
    if (!req.headers.authorization) return reply.error(401, 'Not signed in');
    pending += 1;
    await new Promise<void>((resolve) => held.push(resolve));
    pending -= 1;
    return answer(req);
  };
}
const release = () => held.splice(0).forEach((answer) => answer());

const routes: RouteTable = {
  'GET /cleaning_events/by-month': signedIn(() => leanMonth([job])),
  'PATCH /cleaning_events/:id/note': signedIn(() => ({ ...job, note: 'Towels replaced' })),
  'PATCH /cleaning_events/:id/status': signedIn(() => ({ ...job, status: 'in_review' as const })),
  'GET /airbn_url/alerts': signedIn(() => ({
    failing: [],
    held: [],
    changed_events: 0,
    unconfirmed_events: 0,
    events: [],
  })),
  'GET /problems/open-count': signedIn(() => ({ open: 0 })),
  // The dashboard's capacity and extras cards: their reads are in flight too when Logout lands (or not yet
  // sent, depending on how fast their code loads), and are held and answered like the calendar's.
  'GET /capacity': signedIn(() => ({ days: [] })),
  'GET /extras/requests': signedIn(() => []),
};

beforeAll(async () => {
  server = await startFakeApi(routes);
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  server.reset();
  held = [];
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
});
afterEach(() => {
  vi.useRealTimers();
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

/** Answers everything held (and whatever that sets off) until nothing new arrives for QUIET_MS. */
async function settle() {
  let seen = -1;
  await waitFor(
    () => {
      release();
      const quiet = pending === 0 && server.requests.length === seen;
      seen = server.requests.length;
      expect(quiet).toBe(true);
    },
    { interval: QUIET_MS },
  );
}

/** Logout, then the public page, signed out, without the session-expired flow. */
async function expectLoggedOut() {
  expect(await screen.findByRole('heading', { level: 1, name: /Welcome to/ })).toBeInTheDocument();
  await settle();
  expect(getToken()).toBeNull();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  expect(screen.queryByText(EXPIRED)).not.toBeInTheDocument();
}

describe('logout racing the requests of the screen being left', () => {
  it('cancels the calendar queries in flight and asks for nothing after the token is gone', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('admin', '/dashboard');
    const logout = await screen.findByRole('button', { name: 'Logout' });
    // The calendar's queries (its two months) are in flight (held) when Logout lands. The dashboard's other
    // cards may still be sending theirs, signed in, until the token goes: what must not come is a request
    // after it, which carries no token (the race seen under load was the cards' first reads, not that).
    await waitFor(() => expect(server.requests.filter((r) => r.url.includes('/by-month')).length).toBe(2));
    expect(pending).toBeGreaterThan(0);
    const sentBefore = server.requests.length;

    await user.click(logout);
    await expectLoggedOut();
    const afterTokenWent = server.requests.slice(sentBefore).filter((r) => !r.headers.authorization);
    expect(afterTokenWent.map((r) => r.url)).toEqual([]);
    expect(server.unexpected).toEqual([]);
  });

  it('does not end in "session expired" when a housekeeper logs out while marking a job serviced', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('employee', '/cleaning-events-employee');
    // The screen's reads are answered until the job's card shows.
    const card = await waitFor(() => {
      release();
      return screen.getByRole('article', { name: 'Turnover Casa Azul' });
    });
    await user.type(within(card).getByRole('textbox', { name: 'Note' }), 'Towels replaced');
    // The note goes first; the status change would follow it once the note is saved.
    await user.click(within(card).getByRole('checkbox', { name: 'Mark as Serviced / Send to Review' }));
    await waitFor(() => expect(server.requests.filter((r) => r.url.endsWith('/note'))).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    // Two actions are still on the phone: she is warned first (decision 0016).
    const dialog = await screen.findByRole('dialog', { name: 'Actions not sent yet' });
    expect(dialog).toHaveTextContent('2 actions are still waiting on this phone');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out anyway' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome to/ })).toBeInTheDocument();
    // The note's answer arrives only now, after Logout (settle releases it): the status change must not follow it.
    await expectLoggedOut();
    // Nothing went out without the token once the housekeeper had logged out.
    expect(server.requests.filter((r) => !r.headers.authorization).map((r) => `${r.method} ${r.url}`)).toEqual([]);
    expect(server.unexpected).toEqual([]);
  });
});
