import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { getToken, setToken, TOKEN_KEY } from '../../lib/session';
import { UnauthorizedPage } from './unauthorized-page';

afterEach(() => {
  vi.useRealTimers();
});

describe('unauthorized page', () => {
  it('explains, then after 5 seconds signs out and goes to /login', async () => {
    vi.useFakeTimers();
    setToken(makeToken({ role: 'employee' }));
    sessionStorage.setItem(TOKEN_KEY, 'copy');
    renderWithApp(<UnauthorizedPage />, { route: '/unauthorized' });

    expect(screen.getByRole('heading', { name: 'Unauthorized' })).toBeInTheDocument();
    expect(
      screen.getByText('You do not have permission to view this page. You will be redirected to login shortly.'),
    ).toBeInTheDocument();

    await act(async () => {
      vi.advanceTimersByTime(4900);
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/unauthorized');
    expect(getToken()).not.toBeNull();

    await act(async () => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(getToken()).toBeNull();
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it("'Go to Login Now' does it at once", async () => {
    const user = userEvent.setup({ delay: null });
    setToken(makeToken({ role: 'employee' }));
    renderWithApp(<UnauthorizedPage />, { route: '/unauthorized' });
    await user.click(screen.getByRole('button', { name: 'Go to Login Now' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(getToken()).toBeNull();
  });
});
