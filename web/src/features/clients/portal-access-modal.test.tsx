import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ClientUser } from '@common/contracts/portal';
import { reply, startFakeApi, type FakeApi } from '../../../test/fake-api';
import { fakeClient } from '../../../test/clients';
import { renderWithApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { setLanguage } from '../../lib/i18n';
import { setToken } from '../../lib/session';
import { PortalAccessModal } from './portal-access-modal';

const client = fakeClient(3, 'Pacific Coast Rentals');
const person = (id: number, name: string, over: Partial<ClientUser> = {}): ClientUser => ({
  id,
  client_id: 3,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  language: 'es',
  invited_at: '2026-11-20T15:00:00Z',
  password_set: true,
  last_login_at: '2026-11-27T09:30:00Z',
  ...over,
});

let people: ClientUser[] = [];
let server: FakeApi;

beforeAll(async () => {
  server = await startFakeApi({
    'GET /clients/:id/users': () => people,
    'POST /clients/:id/users': (request) => {
      const body = request.json<{ email: string; language: 'en' | 'es'; name?: string }>();
      if (body.email === 'staff@example.com')
        return reply.error(409, 'This e-mail already signs in to the app for someone else.');
      const made = person(99, body.name ?? 'new', {
        email: body.email,
        language: body.language,
        password_set: false,
        last_login_at: null,
      });
      people = [...people, made];
      return reply.json(201, made);
    },
    'DELETE /clients/:id/users/:user_id': (request) => {
      people = people.filter((p) => p.id !== request.params.user_id);
      return reply.noContent();
    },
  });
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  server.reset();
  people = [person(1, 'Mariana Quesada'), person(2, 'Jorge Mora', { password_set: false, last_login_at: null })];
  setToken(makeToken({ role: 'admin' }));
  await setLanguage('en');
});

describe('a client’s portal access', () => {
  it('lists who has access: password set or invitation pending, and the last sign-in', async () => {
    renderWithApp(<PortalAccessModal client={client} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Owner portal: Pacific Coast Rentals' });
    const mariana = await within(dialog).findByText('Mariana Quesada');
    const card = mariana.closest<HTMLElement>('[data-portal-user]')!;
    expect(within(card).getByText('Password set')).toBeInTheDocument();
    expect(within(card).getByText(/last sign-in Nov 27, 2026/)).toBeInTheDocument();
    const jorge = within(dialog).getByText('Jorge Mora').closest<HTMLElement>('[data-portal-user]')!;
    expect(within(jorge).getByText('Invitation pending')).toBeInTheDocument();
    expect(within(jorge).getByText(/never signed in/)).toBeInTheDocument();
  });

  it('invites with the e-mail, name and language typed, and says a taken e-mail in the form', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<PortalAccessModal client={client} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Mariana Quesada');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'staff@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText(/already signs in to the app for someone else/)).toBeInTheDocument();

    await user.clear(within(dialog).getByRole('textbox', { name: 'Email' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'lucia@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name (optional)' }), 'Lucía Solís');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Lucía Solís')).toBeInTheDocument();
    const posted = server.requests.filter((r) => r.method === 'POST').at(-1);
    // In the client's language (Spanish, a new client's) at first, not the admin's English screen.
    expect(JSON.parse(posted!.body)).toEqual({ email: 'lucia@example.com', name: 'Lucía Solís', language: 'es' });
  });

  it('invites again with the same e-mail and language, and revokes after a confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<PortalAccessModal client={client} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Invite again Jorge Mora' }));
    await waitFor(() => expect(server.requests.some((r) => r.method === 'POST')).toBe(true));
    expect(JSON.parse(server.requests.find((r) => r.method === 'POST')!.body)).toEqual({
      email: 'jorge@example.com',
      language: 'es',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Revoke access Mariana Quesada' }));
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(within(dialog).queryByText('Mariana Quesada')).not.toBeInTheDocument());
    expect(server.requests.find((r) => r.method === 'DELETE')?.url).toBe('/api/clients/3/users/1');
  });
});
