import { waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** Opens a Mantine Select and picks the option named `name` from its own list. */
export async function chooseOption(user: UserEvent, input: HTMLElement, name: string | RegExp): Promise<void> {
  await user.click(input);
  await waitFor(() => expect(input).toHaveAttribute('aria-controls'));
  const options = within(document.getElementById(input.getAttribute('aria-controls')!)!);
  await user.click(await options.findByRole('option', { name, hidden: true }));
}
