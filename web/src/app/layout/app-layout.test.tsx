import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { getToken, setToken } from '../../lib/session';
import { AppRoutes } from '../router';

async function openAs(role: string, route: string) {
  setToken(makeToken({ role, name: 'Marta Rojas' }));
  renderWithApp(<AppRoutes />, { route });
  return screen.findByRole('navigation', { name: 'Main navigation' });
}

function entryLabels(nav: HTMLElement): string[] {
  return [...nav.querySelectorAll('a, button')].map((el) => el.textContent ?? '');
}

describe('sidebar', () => {
  it('gives the admin the full menu, Settings last', async () => {
    const nav = await openAs('admin', '/dashboard');
    expect(entryLabels(nav)).toEqual([
      'Calendar',
      'Staff Management',
      'View Staff',
      'View Supervisors & Admins',
      'Pay Statements',
      'Event Management',
      'Assign Staff',
      'Completed Services',
      'Supervisor Path',
      'History Events',
      'Removed Cleanings',
      'Problems',
      'Reports',
      'Reports & Stats',
      'Invoices',
      'Clients & Properties',
      'Clients',
      'Properties',
      'Checklist',
      'Integrations',
      'Airbnb',
      'Import Excel Data',
      'Settings',
    ]);
    expect(within(nav).getByRole('link', { name: 'Assign Staff' })).toHaveAttribute('href', '/assign');
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(within(nav).getByRole('link', { name: 'Invoices' })).toHaveAttribute('href', '/invoices');
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as Marta Rojas')).toBeInTheDocument();
  });

  it('gives the supervisor their entries, with their own pay and Settings', async () => {
    const nav = await openAs('supervisor', '/supervisor-path');
    expect(entryLabels(nav)).toEqual([
      'Assigned Events Dashboard',
      'Supervisor Paths Dashboard',
      'Problems',
      'Properties',
      'Events Control',
      'Cleaning Events',
      'My Pay',
      'Settings',
    ]);
    expect(within(nav).getByRole('link', { name: 'My Pay' })).toHaveAttribute('href', '/my-pay');
    expect(within(nav).getByRole('link', { name: 'Cleaning Events' })).toHaveAttribute(
      'href',
      '/cleaning-events-employee',
    );
  });

  it('gives the employee Dashboard, Cleaning Events, My Pay and Settings', async () => {
    const nav = await openAs('employee', '/home-employee');
    expect(entryLabels(nav)).toEqual(['Dashboard', 'Cleaning Events', 'My Pay', 'Settings']);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('collapses and expands a section', async () => {
    const user = userEvent.setup({ delay: null });
    const nav = await openAs('admin', '/dashboard');
    const section = within(nav).getByRole('button', { name: 'Staff Management' });
    expect(within(nav).getByRole('link', { name: 'View Staff' })).toBeVisible();
    await user.click(section);
    await waitFor(() => expect(within(nav).queryByRole('link', { name: 'View Staff' })).not.toBeInTheDocument());
    await user.click(section);
    expect(await within(nav).findByRole('link', { name: 'View Staff' })).toBeVisible();
  });

  it('moves between screens from the menu', async () => {
    const user = userEvent.setup({ delay: null });
    const nav = await openAs('admin', '/dashboard');
    await user.click(within(nav).getByRole('link', { name: 'Clients' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Clients' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/clients');
  });

  it('ends with Logout, which clears the session and goes to /', async () => {
    const user = userEvent.setup({ delay: null });
    await openAs('employee', '/home-employee');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(getToken()).toBeNull();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('names the open screen in the phone header', async () => {
    await openAs('admin', '/assign');
    expect(screen.getByTestId('phone-header-title')).toHaveTextContent('Assign Staff');
  });

  it("names the housekeeper's home screen in the phone header, not 'Dashboard'", async () => {
    await openAs('employee', '/home-employee');
    expect(screen.getByTestId('phone-header-title')).toHaveTextContent('My Assigned Events');
  });
});
