import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Property } from '@common/contracts/properties';
import type { Employee } from '@common/contracts/staff';
import { startFakeApi, type FakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { chooseTime } from '../../../test/time-field';
import { makeToken } from '../../../test/tokens';
import { setToken } from '../../lib/session';
import { PropertyDetailModal } from './property-detail-modal';
import { PropertyFormModal } from './property-form-modal';
import { clientBilling, companySettings } from '../../../test/clients';

const person = (id: number, name: string, extra: Partial<Employee> = {}): Employee => ({
  id,
  user_id: id + 100,
  name,
  email: `${id}@demo.cr`,
  phone: '+506 8701 1001',
  role: 'employee',
  active_status: true,
  availability: null,
  created_at: '2026-01-01',
  ...extra,
});
const STAFF = [
  person(4, 'Ana Mora'),
  person(5, 'Rosa Chaves'),
  person(6, 'Sofía Vargas', { role: 'supervisor' }),
  person(7, 'Marta Solís', { active_status: false }),
];
const VILLA: Property = {
  id: 12,
  client_id: 7,
  client_name: 'Bahía Serena Rentals',
  client_price: 140,
  client_currency: 'USD',
  name: 'Villa Marea',
  worker_payment: 25000,
  supervisor_payment: 7500,
  state: 'Guanacaste',
  city: 'Tamarindo',
  street_address: '',
  zip_code: '',
  region: '',
  bedrooms: 3,
  bathrooms: 2,
  entry_method: '',
  entry_method_description: '',
  cabinet_code: '',
  laundry_type: '',
  laundry_type_description: '',
  note: '',
  google_maps_address: '',
  google_drive_folder_url: '',
  details: '',
  images: [],
  check_out_time: '10:00',
  check_in_time: '16:00',
  cleaning_minutes: 150,
  estimated_minutes: 150,
  preferred_employee_id: 4,
  backup_employee_id: 5,
  median_minutes: 105,
};
let server: FakeApi;

beforeAll(async () => {
  server = await startFakeApi({
    'GET /clients/': [
      {
        id: 7,
        name: 'Bahía Serena Rentals',
        email: null,
        phone: null,
        active_status: true,
        created_at: '2026-01-01',
        ...clientBilling,
      },
    ],
    'GET /employee/': STAFF,
    'GET /settings/company': companySettings(),
    'POST /houses/': (request) => ({ ...VILLA, ...request.json<object>() }),
    'PUT /houses/:id': (request) => ({ ...VILLA, ...request.json<object>() }),
  });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
  setToken(makeToken({ role: 'admin' }));
});

const field = (dialog: HTMLElement, label: RegExp) => within(dialog).getByLabelText(label, { selector: 'input' });
/** The list a select opened (other selects' lists stay in the page, hidden). */
const listOf = (combobox: HTMLElement) =>
  waitFor(() => {
    const found = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
    if (!found) throw new Error('no list open');
    return within(found);
  });
const optionsOf = async (combobox: HTMLElement) =>
  (await listOf(combobox)).getAllByRole('option', { hidden: true }).map((o) => o.textContent ?? '');
const sent = (method: string) => JSON.parse(server.requests.find((r) => r.method === method)?.body ?? '{}');

describe('property turnover (decision 0035)', { timeout: 30_000 }, () => {
  it("registers a property with its own times, estimate and housekeepers; empty means the company's and the rooms'", async () => {
    const user = userEvent.setup({ delay: null });
    const onClose = vi.fn();
    renderWithApp(<PropertyFormModal onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Register property' });
    expect(await within(dialog).findAllByText("Empty: the company's 11:00")).toHaveLength(1);
    expect(within(dialog).getByText("Empty: the company's 15:00")).toBeInTheDocument();
    const estimate = field(dialog, /^Cleaning estimate/);
    expect(estimate).toHaveAttribute('placeholder', '60');
    await user.type(within(dialog).getByRole('textbox', { name: 'Bedrooms' }), '2');
    await user.type(within(dialog).getByRole('textbox', { name: 'Bathrooms' }), '2');
    // 45 + 2 x 30 + 2 x 20 = 145, up to the quarter hour.
    await waitFor(() => expect(estimate).toHaveAttribute('placeholder', '150'));

    await user.click(within(dialog).getByRole('combobox', { name: 'Client' }));
    await user.click(await screen.findByRole('option', { name: 'Bahía Serena Rentals', hidden: true }));
    await user.click(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.paste('Casa Mirador');
    await user.type(within(dialog).getByRole('textbox', { name: 'Client price (USD)' }), '110');
    await user.type(within(dialog).getByRole('textbox', { name: 'Housekeeper payment (CRC)' }), '20000');
    await user.click(within(dialog).getByRole('textbox', { name: 'State / province' }));
    await user.paste('Guanacaste');
    await chooseTime(user, field(dialog, /^Check-out time/), '10:30');
    expect(within(dialog).queryByText("Empty: the company's 11:00")).not.toBeInTheDocument();
    await user.type(estimate, '120');

    const preferred = within(dialog).getByRole('combobox', { name: 'Preferred housekeeper' });
    await user.click(preferred);
    // Only active housekeepers: no supervisor, nobody deactivated.
    expect(await optionsOf(preferred)).toEqual(['Ana Mora', 'Rosa Chaves']);
    await user.click((await listOf(preferred)).getByRole('option', { name: 'Ana Mora', hidden: true }));
    const backup = within(dialog).getByRole('combobox', { name: 'Backup housekeeper' });
    await user.click(backup);
    expect(await optionsOf(backup)).toEqual(['Rosa Chaves']);
    await user.click((await listOf(backup)).getByRole('option', { name: 'Rosa Chaves', hidden: true }));

    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent('POST')).toMatchObject({
      check_out_time: '10:30',
      check_in_time: null,
      cleaning_minutes: 120,
      preferred_employee_id: 4,
      backup_employee_id: 5,
    });
  });

  it('shows the median under the estimate and clears the times, estimate and housekeepers', async () => {
    const user = userEvent.setup({ delay: null });
    const onClose = vi.fn();
    renderWithApp(<PropertyFormModal property={VILLA} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit property' });
    expect(within(dialog).getByText('Median of last 10 cleanings: 1 h 45 min')).toBeInTheDocument();
    expect(field(dialog, /^Check-in time/)).toHaveValue('16:00');
    await user.click(within(dialog).getByRole('button', { name: 'Clear Check-out time' }));
    await user.click(within(dialog).getByRole('button', { name: 'Clear Check-in time' }));
    expect(await within(dialog).findByText("Empty: the company's 15:00")).toBeInTheDocument();
    expect(field(dialog, /^Check-out time/)).toHaveValue('');
    await user.clear(field(dialog, /^Cleaning estimate/));
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Preferred housekeeper' })).toHaveValue('Ana Mora'),
    );
    for (const name of ['Preferred housekeeper', 'Backup housekeeper']) {
      const wrapper = within(dialog).getByRole('combobox', { name }).closest('.mantine-Select-root') as HTMLElement;
      await user.click(within(wrapper).getByRole('button', { hidden: true }));
    }
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const put = server.requests.find((r) => r.method === 'PUT');
    expect(put?.url).toBe('/api/houses/12');
    expect(sent('PUT')).toMatchObject({
      check_out_time: null,
      check_in_time: null,
      cleaning_minutes: null,
      preferred_employee_id: null,
      backup_employee_id: null,
    });
  });

  it("the details show the property's times, its estimate and the median", async () => {
    renderWithApp(
      <PropertyDetailModal
        property={{ ...VILLA, check_in_time: null, cleaning_minutes: null, estimated_minutes: 135 }}
        onClose={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Villa Marea' });
    const item = (label: string) => within(dialog).getByText(label).nextElementSibling;
    expect(item('Check-out time')).toHaveTextContent('10:00');
    expect(item('Check-in time')).toHaveTextContent("Company's");
    expect(item('Cleaning estimate')).toHaveTextContent('2 h 15 min (from the rooms)');
    expect(item('Median of last 10 cleanings')).toHaveTextContent('1 h 45 min');
  });
});
