import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChecklistTemplate, ChecklistTemplateInput } from '@common/contracts/checklists';
import { reply, startFakeApi, type FakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { makeToken } from '../../../test/tokens';
import i18n, { loadLanguage } from '../../lib/i18n';
import { setToken } from '../../lib/session';
import { ChecklistPage } from './checklist-page';

const TEMPLATE: ChecklistTemplate = {
  sections: [
    {
      title: 'Kitchen',
      title_es: 'Cocina',
      items: [
        { id: 'oven', label: 'Oven', label_es: 'Horno', kind: 'check', required: true },
        { id: 'fridge', label: 'Fridge photo', label_es: 'Foto de la refri', kind: 'photo', required: false },
      ],
    },
    {
      title: 'Bedrooms',
      title_es: 'Cuartos',
      items: [{ id: 'towels', label: 'Towels', label_es: 'Toallas', kind: 'count', required: true }],
    },
  ],
};

let server: FakeApi;
let stored = TEMPLATE;
const puts = () => server.requests.filter((r) => r.method === 'PUT').map((r) => JSON.parse(r.body) as unknown);

beforeAll(async () => {
  server = await startFakeApi({
    'GET /checklist/template': () => stored,
    'PUT /checklist/template': (req) => {
      const body = req.json<ChecklistTemplateInput>();
      // The server names the new items.
      stored = {
        sections: body.sections.map((s) => ({
          ...s,
          items: s.items.map((i, n) => ({ ...i, id: i.id ?? `new-${n}` })),
        })),
      };
      return stored;
    },
  });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  setToken(makeToken({ role: 'admin' }));
  stored = TEMPLATE;
  server.reset();
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('checklist template editor (/checklist)', { timeout: 30_000 }, () => {
  it('adds an item, moves a section and removes an item, then saves the whole template in order', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<ChecklistPage />, { route: '/checklist' });
    const kitchen = await screen.findByRole('region', { name: 'Kitchen' });
    expect(screen.getByRole('button', { name: 'Save checklist' })).toBeDisabled();

    await user.click(within(kitchen).getByRole('button', { name: 'Add item to Kitchen' }));
    const fresh = within(kitchen).getByRole('group', { name: '(untitled)' });
    await user.type(within(fresh).getByLabelText(/^Item$|^Item \*/), 'Stove');
    await user.type(within(fresh).getByLabelText('Item in Spanish'), 'Cocina de gas');
    await user.selectOptions(within(fresh).getByLabelText('Kind'), 'Note');
    await user.click(within(fresh).getByRole('switch', { name: 'Required' }));
    await user.click(within(kitchen).getByRole('button', { name: 'Remove Fridge photo' }));
    await user.click(screen.getByRole('button', { name: 'Move up Bedrooms' }));
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'))).toEqual(['Bedrooms', 'Kitchen']);

    await user.click(screen.getByRole('button', { name: 'Save checklist' }));
    expect(await screen.findByText('Checklist saved.')).toBeInTheDocument();
    expect(puts()).toEqual([
      {
        sections: [
          TEMPLATE.sections[1],
          {
            title: 'Kitchen',
            title_es: 'Cocina',
            items: [
              TEMPLATE.sections[0]!.items[0],
              { label: 'Stove', label_es: 'Cocina de gas', kind: 'note', required: true },
            ],
          },
        ],
      },
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save checklist' })).toBeDisabled());
  });

  it("shows the server's 422 beside the field and keeps every unsaved change", async () => {
    server.on({
      'PUT /checklist/template': reply.error(422, 'body/sections.0.items.1.label: Name the item.', [
        { field: 'sections.0.items.1.label', message: 'Name the item.' },
      ]),
    });
    const user = userEvent.setup({ delay: null });
    renderWithApp(<ChecklistPage />, { route: '/checklist' });
    const kitchen = await screen.findByRole('region', { name: 'Kitchen' });
    await user.clear(within(kitchen).getByDisplayValue('Fridge photo'));
    await user.type(within(kitchen).getByDisplayValue('Oven'), ' door');
    await user.click(screen.getByRole('button', { name: 'Save checklist' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The checklist was not saved; your changes are still here. body/sections.0.items.1.label: Name the item.',
    );
    const refused = within(kitchen).getByRole('group', { name: '(untitled)' });
    expect(within(refused).getByText('Name the item.')).toBeInTheDocument();
    expect(within(kitchen).getByDisplayValue('Oven door')).toBeInTheDocument();
    // The message follows its item when the admin moves it.
    await user.click(within(refused).getByRole('button', { name: 'Move up (untitled)' }));
    expect(within(within(kitchen).getAllByRole('group')[0]!).getByText('Name the item.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save checklist' })).toBeEnabled();
  });

  it('in Spanish: removing every section saves an empty template (no checklist)', async () => {
    await loadLanguage('es');
    await i18n.changeLanguage('es');
    const user = userEvent.setup({ delay: null });
    renderWithApp(<ChecklistPage />, { route: '/checklist' });
    expect(await screen.findByRole('heading', { name: 'Lista de verificación' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Quitar Kitchen' }));
    await user.click(screen.getByRole('button', { name: 'Quitar Bedrooms' }));
    expect(screen.getByText(/Sin lista de verificación/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar lista' }));
    expect(await screen.findByText('Lista de verificación guardada.')).toBeInTheDocument();
    expect(puts()).toEqual([{ sections: [] }]);
    await user.click(screen.getByRole('button', { name: 'Agregar sección' }));
    expect(screen.getByRole('textbox', { name: 'Título de la sección en español' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Tipo' })).toHaveDisplayValue('Marcar');
  });
});
