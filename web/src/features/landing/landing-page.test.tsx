import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { CONTACT_FRAGMENT } from './contact-fragment';
import { LandingPage } from './landing-page';

describe('landing page contact buttons', () => {
  it('are links to the form, so a tap before the script ran is kept in the address and opens the form once it runs', async () => {
    window.history.replaceState(null, '', `/${CONTACT_FRAGMENT}`);
    renderWithApp(<LandingPage />);
    expect(await screen.findByRole('dialog', { name: 'Contact Us' })).toBeInTheDocument();
    // The fragment is spent: a reload does not open the form again.
    expect(window.location.hash).toBe('');
  });

  it('open the form in place once the page runs, without following the link', async () => {
    window.history.replaceState(null, '', '/');
    const user = userEvent.setup({ delay: null });
    renderWithApp(<LandingPage />);
    const send = screen.getByRole('link', { name: 'Send Email' });
    expect(send).toHaveAttribute('href', CONTACT_FRAGMENT);
    expect(screen.getByRole('link', { name: 'Get a quote' })).toHaveAttribute('href', CONTACT_FRAGMENT);
    await user.click(send);
    expect(await screen.findByRole('dialog', { name: 'Contact Us' })).toBeInTheDocument();
    expect(window.location.hash).toBe('');
  });
});
