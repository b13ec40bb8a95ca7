import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Problem } from '@common/contracts/photos';
import { startFakeApi, type FakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { setToken } from '../../lib/session';
import { ProblemsPage } from './problems-page';

// 130 open problems, newest (highest id) first, as the server pages them: `limit` before `before`.
const problems: Problem[] = Array.from({ length: 130 }, (_, i) => {
  const id = 130 - i;
  return {
    id,
    event_id: id,
    service_date: '2026-11-20',
    property_id: 1,
    property_name: 'Casa Sol',
    kind: 'damage',
    note: `Broken thing ${id}`,
    status: 'open',
    reported_by: { id: 3, name: 'Ana Mora' },
    created_at: '2026-11-20T10:00:00.000Z',
    closed_by: null,
    closed_at: null,
    close_note: null,
    photos: [],
  };
});
let server: FakeApi;

beforeAll(async () => {
  server = await startFakeApi({
    'GET /houses/': [],
    'GET /problems': ({ query }) => {
      const before = Number(query.get('before') ?? Infinity);
      const limit = Number(query.get('limit'));
      const rest = problems.filter((p) => p.id < before);
      const page = rest.slice(0, limit);
      return { problems: page, next_before: rest.length > limit ? page.at(-1)!.id : null };
    },
  });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  setToken(makeToken({ role: 'admin' }));
  server.reset();
});

// Rendering 130 problem cards in jsdom, page after page, took 19 s on the busy 2-core machine: past the 15 s default.
describe('problems page', { timeout: 30_000 }, () => {
  it('shows more, page after page, until the oldest problem', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<ProblemsPage />, { route: '/problems' });
    await screen.findByText('Broken thing 130');
    expect(screen.queryByText('Broken thing 80')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByText('Broken thing 31');
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByText('Broken thing 1');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument());
    expect(screen.getAllByText(/^Broken thing \d+$/)).toHaveLength(130);
    const asked = server.requests
      .filter((r) => r.url.startsWith('/api/problems'))
      .map((r) => new URL(r.url, 'http://test').searchParams.get('before'));
    expect(asked).toEqual([null, '81', '31']);
    expect(server.unexpected).toEqual([]);
  });
});
