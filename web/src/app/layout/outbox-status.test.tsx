// What the server refused, above every screen (docs/decisions/0042-phone-outbox-on-a-patchy-signal.md): one
// message per cleaning listing each action that could not be sent, its date in her language, dismissed at once.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import i18n, { loadLanguage } from '../../lib/i18n';
import { addToOutbox, type OutboxItem } from '../../lib/outbox-store';
import { setToken } from '../../lib/session';
import { OutboxFailures } from './outbox-status';

const refused = (eventId: number, more: Partial<OutboxItem>): OutboxItem =>
  ({
    key: `${eventId}-${Math.random()}`,
    userId: 1,
    kind: 'note',
    eventId,
    serviceDate: eventId === 1 ? '2026-11-18' : '2026-11-19',
    summary: eventId === 1 ? 'Casa Lista' : 'Villa Mar',
    createdAt: '2026-11-18T10:00:00.000Z',
    state: 'failed',
    reason: 'Esta limpieza ya no está asignada a ti.',
    ...more,
  }) as OutboxItem;

beforeEach(async () => {
  setToken(makeToken({ role: 'employee', name: 'Ana Mora' }));
  await loadLanguage('es');
  await i18n.changeLanguage('es');
});

describe('refused actions on her phone', () => {
  it('shows one message per cleaning listing what was not sent, dated in Spanish, dismissed with one tap', async () => {
    await addToOutbox([
      refused(1, { kind: 'note', note: 'Lámpara rota' }),
      refused(1, { kind: 'photo', fileName: 'cocina.jpg' }),
      refused(1, { kind: 'answer', itemId: 'oven', itemLabel: 'Horno limpio' }),
      refused(1, { kind: 'status' }),
      refused(2, { kind: 'extra', reason: 'Esta limpieza ya está completada.' }),
    ]);
    const user = userEvent.setup({ delay: null });
    renderWithApp(<OutboxFailures />);
    const messages = await screen.findAllByTestId('outbox-failed');
    expect(messages).toHaveLength(2);
    const first = messages[0]!;
    expect(first).toHaveTextContent('No enviado: Casa Lista (18 nov 2026)');
    expect(first).toHaveTextContent('Nota · Foto cocina.jpg · Respuesta de la lista: Horno limpio · Envío a revisión');
    expect(within(first).getAllByText('Esta limpieza ya no está asignada a ti.')).toHaveLength(1);
    expect(first.textContent).not.toMatch(/\d{4}-\d\d-\d\d/);
    await user.click(within(first).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(screen.getAllByTestId('outbox-failed')).toHaveLength(1));
    expect(screen.getByTestId('outbox-failed')).toHaveTextContent('No enviado: Villa Mar (19 nov 2026)');
  });
});
