// What her phone still sends for a cleaning taken from her (docs/decisions/0051-proof-sent-after-a-reassignment.md):
// the server keeps her note, photos and answers for the office (202) and refuses her serviced mark (403); the phone
// lets the kept ones go as sent, without their photo, and says so in the cleaning's one message with the refusal.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reply, startFakeApi, type FakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import { OutboxFailures } from './outbox-status';
import i18n, { loadLanguage } from '../../lib/i18n';
import { addToOutbox, outboxSnapshot, type OutboxItem } from '../../lib/outbox-store';
import { getUserId, setToken } from '../../lib/session';
import { flushOutbox } from '../../lib/resources/outbox';

const KEPT = {
  kept_for_office: true as const,
  detail: 'Esta limpieza pasó a otra persona; la oficina tiene lo que enviaste.',
};
let server: FakeApi;
const sent: string[] = [];

beforeAll(async () => {
  server = await startFakeApi({
    'PATCH /cleaning_events/:id/note': () => (sent.push('note'), reply.json(202, KEPT)),
    'POST /cleaning_events/:id/photos': () => (sent.push('photo'), reply.json(202, KEPT)),
    'PUT /cleaning_events/:id/checklist/:item_id': () => (sent.push('answer'), reply.json(202, KEPT)),
    'PATCH /cleaning_events/:id/status': () => (
      sent.push('status'),
      reply.error(403, 'Esta limpieza no está asignada a ti.')
    ),
  });
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  setToken(makeToken({ role: 'employee', name: 'Ana Mora' }));
  await loadLanguage('es');
  await i18n.changeLanguage('es');
});

const item = (more: Partial<OutboxItem>): OutboxItem =>
  ({
    key: `k-${Math.random()}`,
    userId: getUserId()!,
    kind: 'note',
    eventId: 7,
    serviceDate: '2026-11-19',
    summary: 'Villa Mar',
    createdAt: '2026-11-19T10:00:00.000Z',
    state: 'waiting',
    ...more,
  }) as OutboxItem;

describe('what she sends for a cleaning taken from her', () => {
  it('is kept for the office, without its photo, and named with the refused mark in one message, in Spanish', async () => {
    await addToOutbox([
      item({ kind: 'note', note: 'Lámpara rota' }),
      item({ kind: 'photo', fileName: 'cocina.jpg', photo: new Blob(['jpeg'], { type: 'image/jpeg' }) }),
      item({ kind: 'answer', itemId: 'oven', itemLabel: 'Horno limpio', answer: { checked: true } }),
      item({ kind: 'status' }),
    ]);
    await flushOutbox();
    expect(sent).toEqual(['note', 'photo', 'answer', 'status']);
    expect(outboxSnapshot().map((i) => i.state)).toEqual(['kept', 'kept', 'kept', 'failed']);
    expect(outboxSnapshot().some((i) => i.kind === 'photo' && i.photo !== undefined)).toBe(false);

    const user = userEvent.setup({ delay: null });
    renderWithApp(<OutboxFailures />);
    const message = await screen.findByTestId('outbox-failed');
    expect(message).toHaveTextContent('No enviado: Villa Mar (19 nov 2026)');
    expect(message).toHaveTextContent('Envío a revisión');
    expect(message).toHaveTextContent('La oficina tiene: Nota · Foto cocina.jpg · Respuesta de la lista: Horno limpio');
    expect(message).toHaveTextContent(KEPT.detail);
    await user.click(within(message).getByRole('button', { name: 'Descartar' }));
    await expect.poll(() => outboxSnapshot().length).toBe(0);
    expect(screen.queryByTestId('outbox-failed')).not.toBeInTheDocument();
  });

  it('says only what the office has when nothing was refused', async () => {
    await addToOutbox([item({ kind: 'note', note: 'Llaves en la entrada' })]);
    await flushOutbox();
    renderWithApp(<OutboxFailures />);
    const message = await screen.findByTestId('outbox-failed');
    expect(message).toHaveTextContent('Enviado a la oficina: Villa Mar (19 nov 2026)');
    expect(message).toHaveTextContent('La oficina tiene: Nota');
    expect(message).not.toHaveTextContent('No enviado');
  });
});
