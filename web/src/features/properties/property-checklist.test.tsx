import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChecklistTemplate, PropertyChecklist, PropertyChecklistInput } from '@common/contracts/checklists';
import { resolveChecklist } from '@common/domain/checklist';
import { makeProperty } from '../../../test/events';
import { reply, startFakeApi, type FakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import i18n, { loadLanguage } from '../../lib/i18n';
import { setToken } from '../../lib/session';
import { PropertiesPage } from './properties-page';

const TEMPLATE: ChecklistTemplate = {
  sections: [
    {
      title: 'Kitchen',
      title_es: 'Cocina',
      items: [{ id: 'oven', label: 'Oven', label_es: 'Horno', kind: 'check', required: true }],
    },
    {
      title: 'Bedrooms',
      title_es: 'Cuartos',
      items: [{ id: 'towels', label: 'Towels', label_es: 'Toallas', kind: 'count', required: false }],
    },
  ],
};
const POOL = {
  id: 'pool-deck',
  section: 'Outside',
  section_es: 'Afuera',
  label: 'Pool deck',
  label_es: 'Deck',
  kind: 'photo',
  required: true,
} as const;
const REFERENCE = '/media/ref-pool.jpg';

/** The property's checklist as the server would answer it after these changes. */
const answer = (added: PropertyChecklist['added'], hidden: string[], references: Record<string, string>) => ({
  property_id: 12,
  added,
  hidden,
  references,
  sections: resolveChecklist(TEMPLATE.sections, { added, hidden }),
});
let stored: PropertyChecklist;
let server: FakeApi;
const calls = (method: string) => server.requests.filter((r) => r.method === method && r.url.includes('/checklist'));

beforeAll(async () => {
  server = await startFakeApi({
    'GET /houses/': [makeProperty({ id: 12, name: 'Villa Marea' })],
    'GET /checklist/template': TEMPLATE,
    'GET /houses/:id/checklist': () => stored,
    'PUT /houses/:id/checklist': (req) => {
      const body = req.json<PropertyChecklistInput>();
      const added = body.added.map((i, n) => ({ ...i, id: i.id ?? `own-${n}` }));
      return (stored = answer(added, body.hidden, stored.references));
    },
    'PUT /houses/:id/checklist/:item_id/reference': (req) => {
      const item = req.path.split('/')[4]!;
      return (stored = answer(stored.added, stored.hidden, { ...stored.references, [item]: `/media/ref-${item}.jpg` }));
    },
    'DELETE /houses/:id/checklist/:item_id/reference': (req) => {
      const item = req.path.split('/')[4]!;
      const references = Object.fromEntries(Object.entries(stored.references).filter(([k]) => k !== item));
      return (stored = answer(stored.added, stored.hidden, references));
    },
  });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  setToken(makeToken({ role: 'admin' }));
  stored = answer([POOL], [], { 'pool-deck': REFERENCE });
  server.reset();
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

async function openChecklist(user: ReturnType<typeof userEvent.setup>) {
  renderWithApp(<PropertiesPage />, { route: '/propertys' });
  await user.click(await screen.findByRole('button', { name: 'Checklist Villa Marea' }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('group', { name: 'Oven' });
  return dialog;
}

describe("a property's checklist (properties screen)", { timeout: 30_000 }, () => {
  it('hides a company item, adds one of its own and saves both; its reference photo shows', async () => {
    const user = userEvent.setup({ delay: null });
    const dialog = await openChecklist(user);
    expect(within(dialog).getByRole('img', { name: 'Reference photo for Pool deck' })).toHaveAttribute(
      'src',
      REFERENCE,
    );
    // Its own section, new to the company's list, has its Spanish title beside it.
    const pool = within(dialog).getByRole('group', { name: 'Pool deck' });
    expect(within(pool).getByRole('textbox', { name: 'Section title in Spanish' })).toHaveValue('Afuera');
    const towels = within(dialog).getByRole('group', { name: 'Towels' });
    await user.click(within(towels).getByRole('switch', { name: 'Hide at this property' }));

    await user.click(within(dialog).getByRole('button', { name: 'Add an item' }));
    const fresh = within(dialog).getByRole('group', { name: '(untitled)' });
    expect(within(fresh).getByText('Save first to add a reference photo to a new item.')).toBeInTheDocument();
    const section = within(fresh).getByRole('combobox', { name: /^Section/ });
    await user.clear(section);
    await user.type(section, 'Bedrooms');
    // A company section keeps the company's Spanish title: none is asked.
    expect(within(fresh).queryByRole('textbox', { name: 'Section title in Spanish' })).not.toBeInTheDocument();
    await user.type(within(fresh).getByRole('textbox', { name: /^Item$|^Item \*/ }), 'Safe is locked');
    await user.selectOptions(within(fresh).getByLabelText('Kind'), 'Check');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Checklist saved for Villa Marea.')).toBeInTheDocument();
    expect(calls('PUT').map((r) => JSON.parse(r.body) as unknown)).toEqual([
      {
        hidden: ['towels'],
        added: [
          POOL,
          {
            section: 'Bedrooms',
            section_es: '',
            label: 'Safe is locked',
            label_es: '',
            kind: 'check',
            required: false,
          },
        ],
      },
    ]);
    // Once saved the new item has an id, and so a reference photo of its own.
    const saved = await within(dialog).findByRole('group', { name: 'Safe is locked' });
    expect(within(saved).getByRole('button', { name: 'Add reference photo: Safe is locked' })).toBeInTheDocument();
  });

  it('uploads a reference photo at once and removes one', async () => {
    const user = userEvent.setup({ delay: null });
    const dialog = await openChecklist(user);
    const oven = within(dialog).getByRole('group', { name: 'Oven' });
    const input = oven.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'oven.jpg', { type: 'image/jpeg' }));
    expect(await within(oven).findByRole('img', { name: 'Reference photo for Oven' })).toHaveAttribute(
      'src',
      '/media/ref-oven.jpg',
    );
    const [upload] = calls('PUT');
    expect(upload!.url).toBe('/api/houses/12/checklist/oven/reference');
    expect(upload!.body).toContain('name="photo"');

    const pool = within(dialog).getByRole('group', { name: 'Pool deck' });
    await user.click(within(pool).getByRole('button', { name: 'Remove photo: Pool deck' }));
    await waitFor(() => expect(within(pool).queryByRole('img')).not.toBeInTheDocument());
    expect(calls('DELETE').map((r) => r.url)).toEqual(['/api/houses/12/checklist/pool-deck/reference']);
  });

  it('in Spanish, a refused save keeps the changes and says why', async () => {
    server.on({ 'PUT /houses/:id/checklist': reply.error(422, 'Dos puntos comparten un id') });
    await loadLanguage('es');
    await i18n.changeLanguage('es');
    const user = userEvent.setup({ delay: null });
    renderWithApp(<PropertiesPage />, { route: '/propertys' });
    await user.click(await screen.findByRole('button', { name: 'Lista de verificación Villa Marea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lista de verificación · Villa Marea' });
    const oven = await within(dialog).findByRole('group', { name: 'Horno' });
    await user.click(within(oven).getByRole('switch', { name: 'Ocultar en esta propiedad' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'La lista de la propiedad no se guardó; tus cambios siguen aquí. Dos puntos comparten un id',
    );
    expect(within(oven).getByRole('switch', { name: 'Ocultar en esta propiedad' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Guardar cambios' })).toBeEnabled();
  });
});
