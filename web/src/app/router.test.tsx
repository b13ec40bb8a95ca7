import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { makeToken } from '../../test/tokens';
import { setToken } from '../lib/session';
import { AppRoutes } from './router';

async function expectLocation(path: string) {
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^${path}$`)));
}

describe('route guards', () => {
  it('sends a visitor without a token to /login', async () => {
    renderWithApp(<AppRoutes />, { route: '/dashboard' });
    await expectLocation('/login');
    expect(await screen.findByRole('heading', { name: 'Staff login' })).toBeInTheDocument();
  });

  it('treats an expired token as no token', async () => {
    setToken(makeToken({ role: 'admin', expiresIn: -1 }));
    renderWithApp(<AppRoutes />, { route: '/clients' });
    await expectLocation('/login');
  });

  it('sends a role that is not allowed to /unauthorized', async () => {
    setToken(makeToken({ role: 'employee' }));
    renderWithApp(<AppRoutes />, { route: '/dashboard' });
    await expectLocation('/unauthorized');
    expect(await screen.findByRole('heading', { name: 'Unauthorized' })).toBeInTheDocument();
  });

  it.each(['supervisor', 'employee'])('keeps a %s out of the invoices (admins only)', async (role) => {
    setToken(makeToken({ role }));
    renderWithApp(<AppRoutes />, { route: '/invoices/3' });
    await expectLocation('/unauthorized');
  });

  it.each(['/settings', '/dashboard', '/home-employee', '/propertys'])(
    "keeps a client's portal user out of the staff screen %s",
    async (route) => {
      setToken(makeToken({ role: 'client' }));
      renderWithApp(<AppRoutes />, { route });
      await expectLocation('/unauthorized');
    },
  );

  it.each(['admin', 'supervisor', 'employee'])('keeps a %s out of the owners’ portal', async (role) => {
    setToken(makeToken({ role }));
    renderWithApp(<AppRoutes />, { route: '/portal' });
    await expectLocation('/unauthorized');
  });

  it('does not let an admin into the employee screens (admin is not listed there)', async () => {
    setToken(makeToken({ role: 'admin' }));
    renderWithApp(<AppRoutes />, { route: '/home-employee' });
    await expectLocation('/unauthorized');
  });

  it('sends a token without a readable role to /unauthorized', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    setToken('garbage');
    renderWithApp(<AppRoutes />, { route: '/propertys' });
    await expectLocation('/unauthorized');
  });

  it.each([
    ['admin', '/dashboard', 'Calendar'],
    ['admin', '/propertys', 'Properties'],
    ['supervisor', '/supervisor-path', 'Supervisor Review – Events In Month'],
    ['supervisor', '/cleaning-events-employee', 'My Assigned Cleaning Events'],
    ['employee', '/home-employee', 'My Assigned Events (Friday → Thursday)'],
  ])('renders the screen for an allowed role (%s on %s)', async (role, route, title) => {
    setToken(makeToken({ role }));
    renderWithApp(<AppRoutes />, { route });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(route);
  });

  it('redirects an unknown path to /', async () => {
    renderWithApp(<AppRoutes />, { route: '/no/such/page' });
    await expectLocation('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome to/ })).toBeInTheDocument();
  });

  it('sends a signed-in visitor of / and /login to their home screen', async () => {
    setToken(makeToken({ role: 'admin' }));
    renderWithApp(<AppRoutes />, { route: '/' });
    await expectLocation('/dashboard');
  });

  it('sends a signed-in employee opening /login to /home-employee', async () => {
    setToken(makeToken({ role: 'employee' }));
    renderWithApp(<AppRoutes />, { route: '/login' });
    await expectLocation('/home-employee');
  });
});
