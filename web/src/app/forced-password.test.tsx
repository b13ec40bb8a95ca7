import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppRoutes } from './router';
import { reply, startFakeApi, type FakeApi } from '../../test/fake-api';
import type { CleaningEvent } from '@common/contracts/events';
import { leanMonth } from '../../test/events';
import { renderWithApp } from '../../test/render';
import { makeToken } from '../../test/tokens';
import { mustChangePassword, setMustChangePassword, setToken } from '../lib/session';

// Decision 0029: a first admin with a generated password changes it before anything else.
const GENERATED = 'Gen3rated!Pass';
const token = makeToken({ role: 'admin', name: 'Administrator' });
let password = GENERATED;
let server: FakeApi;

beforeAll(async () => {
  server = await startFakeApi({
    'POST /auth/login': (req) => {
      const body = req.json<{ email: string; password: string }>();
      if (body.password !== password) return reply.error(401, 'Incorrect email or password.');
      return { access_token: token, must_change_password: password === GENERATED };
    },
    'PUT /auth/users/:id/password': (req) => {
      const body = req.json<{ old_password: string; new_password: string }>();
      if (body.old_password !== password)
        return reply.error(422, 'The current password is incorrect.', [
          { field: 'old_password', message: 'Incorrect' },
        ]);
      password = body.new_password;
      return {
        id: 1,
        name: 'Administrator',
        email: 'admin@example.com',
        role: 'admin',
        is_active: true,
        created_at: '2026-01-01T00:00:00.000Z',
      };
    },
    // The home screen's calls once the change is made.
    'GET /cleaning_events/by-month': () => leanMonth<CleaningEvent>([]),
    'GET /airbn_url/alerts': { failing: [], held: [], changed_events: 0, unconfirmed_events: 0, events: [] },
  });
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  password = GENERATED;
});

async function expectLocation(path: string) {
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^${path}$`)));
}

describe('a first admin with a generated password', () => {
  it('is sent to the change form after sign-in, and home once it is changed', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<AppRoutes />, { route: '/login' });
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'admin@example.com');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), GENERATED);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await expectLocation('/change-password');
    expect(await screen.findByRole('heading', { name: 'Choose your own password' })).toBeInTheDocument();
    expect(screen.getByText(/password generated when the app was installed/)).toBeInTheDocument();
    expect(mustChangePassword()).toBe(true);

    await user.type(screen.getByLabelText(/^Current password/, { selector: 'input' }), GENERATED);
    await user.type(screen.getByLabelText(/^New password/, { selector: 'input' }), 'Mine!Own2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await expectLocation('/dashboard');
    expect(mustChangePassword()).toBe(false);
    expect(password).toBe('Mine!Own2026');
  });

  it('cannot reach another screen after a reload until it is changed', async () => {
    setToken(token);
    setMustChangePassword(true);
    renderWithApp(<AppRoutes />, { route: '/staff' });
    await expectLocation('/change-password');
    expect(await screen.findByRole('heading', { name: 'Choose your own password' })).toBeInTheDocument();
  });

  it('a user who need not change it never sees the form', async () => {
    setToken(token);
    renderWithApp(<AppRoutes />, { route: '/change-password' });
    await expectLocation('/dashboard');
  });
});
