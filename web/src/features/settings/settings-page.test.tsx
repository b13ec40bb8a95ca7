import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reply, startFakeApi, type FakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { chooseTime } from '../../../test/time-field';
import { makeToken } from '../../../test/tokens';
import i18n, { loadLanguage } from '../../lib/i18n';
import { setToken } from '../../lib/session';
import { SettingsPage } from './settings-page';
import { companySettings } from '../../../test/clients';

let server: FakeApi;

beforeAll(async () => {
  server = await startFakeApi({
    'GET /settings/company': companySettings(),
    'PUT /settings/company': (request) => request.json(),
    // Every role's Notifications section (its own tests: notifications-section.test.tsx).
    'GET /push/settings': {
      kinds: ['feed_failing', 'problem'],
      available: ['feed_failing', 'problem'],
      quiet_start: null,
      quiet_end: null,
      time_zone: 'America/Costa_Rica',
      devices: 0,
    },
  });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
  setToken(makeToken({ role: 'admin' }));
});

const timeField = (name: string) => screen.getByLabelText(new RegExp(`^${name}`), { selector: 'input' });

describe('Settings: company times (decision 0035)', { timeout: 30_000 }, () => {
  it('an admin changes the check-out and check-in times and is told they were saved', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<SettingsPage />);
    await waitFor(() => expect(timeField('Check-out')).toHaveValue('11:00'));
    expect(timeField('Check-in')).toHaveValue('15:00');
    await chooseTime(user, timeField('Check-out'), '10:30');
    await chooseTime(user, timeField('Check-in'), '16:00');
    expect(timeField('Check-out')).toHaveValue('10:30');
    await user.click(screen.getByRole('button', { name: 'Save times' }));
    expect(await screen.findByText('The company times were saved.')).toBeInTheDocument();
    const put = server.requests.find((r) => r.method === 'PUT');
    expect(put?.url).toBe('/api/settings/company');
    expect(JSON.parse(put?.body ?? '')).toEqual({ check_out_time: '10:30', check_in_time: '16:00' });
  });

  it("offers no time that does not exist and shows the server's refusal", async () => {
    const user = userEvent.setup({ delay: null });
    server.on({ 'PUT /settings/company': reply.error(422, 'Time must be HH:MM (00:00-23:59)') });
    renderWithApp(<SettingsPage />);
    await waitFor(() => expect(timeField('Check-out')).toHaveValue('11:00'));
    await user.clear(timeField('Check-in'));
    await user.type(timeField('Check-in'), '2575');
    expect(await screen.findByText('No such time. Type it as HH:MM, e.g. 14:30.')).toBeInTheDocument();
    await user.tab();
    expect(timeField('Check-in')).toHaveValue('15:00');
    expect(server.requests.some((r) => r.method === 'PUT')).toBe(false);

    await chooseTime(user, timeField('Check-in'), '14:00');
    await user.click(screen.getByRole('button', { name: 'Save times' }));
    expect(
      await screen.findByText('The company times could not be saved. Time must be HH:MM (00:00-23:59)'),
    ).toBeInTheDocument();
  });

  it('is not shown to a supervisor, who never asks for it', async () => {
    setToken(makeToken({ role: 'supervisor' }));
    renderWithApp(<SettingsPage />);
    expect(await screen.findByText('Change your password')).toBeInTheDocument();
    expect(screen.queryByText('Company times')).not.toBeInTheDocument();
    expect(server.requests.some((r) => r.url === '/api/settings/company')).toBe(false);
  });
});

describe('Settings: invoice header', { timeout: 30_000 }, () => {
  const field = (name: string) => screen.getByLabelText(name);
  const fill = async (user: ReturnType<typeof userEvent.setup>, name: string, text: string) => {
    await user.click(field(name));
    await user.paste(text);
  };

  it('an admin saves the legal name, tax id, address and CABYS codes, with the times unchanged', async () => {
    const user = userEvent.setup({ delay: null });
    server.on({ 'GET /settings/company': companySettings({ check_out_time: '10:00', check_in_time: '16:00' }) });
    renderWithApp(<SettingsPage />);
    await screen.findByLabelText('Legal name');
    await fill(user, 'Legal name', 'Limpiezas del Pacífico S.A.');
    await fill(user, 'Tax id', '3-101-123456');
    await fill(user, 'Address', 'Tamarindo, Guanacaste');
    await fill(user, 'CABYS code: cleanings', '8531100000000');
    await fill(user, 'CABYS code: extras', '123');
    await user.click(screen.getByRole('button', { name: 'Save invoice header' }));
    expect(await screen.findByText('A CABYS code is 13 digits')).toBeInTheDocument();
    expect(server.requests.some((r) => r.method === 'PUT')).toBe(false);

    await user.clear(field('CABYS code: extras'));
    await fill(user, 'CABYS code: extras', '8531200000000');
    await user.click(screen.getByRole('button', { name: 'Save invoice header' }));
    expect(await screen.findByText('The invoice header was saved.')).toBeInTheDocument();
    const put = server.requests.find((r) => r.method === 'PUT');
    expect(JSON.parse(put?.body ?? '')).toEqual({
      check_out_time: '10:00',
      check_in_time: '16:00',
      legal_name: 'Limpiezas del Pacífico S.A.',
      tax_id: '3-101-123456',
      address: 'Tamarindo, Guanacaste',
      cabys_cleaning: '8531100000000',
      cabys_extra: '8531200000000',
      extra_limit_crc: 25000,
      extra_limit_usd: 50,
    });
  });

  it("shows the server's refusal", async () => {
    const user = userEvent.setup({ delay: null });
    server.on({ 'PUT /settings/company': reply.error(422, 'A CABYS code is 13 digits') });
    renderWithApp(<SettingsPage />);
    await screen.findByLabelText('Legal name');
    await fill(user, 'Legal name', 'Limpiezas S.A.');
    await user.click(screen.getByRole('button', { name: 'Save invoice header' }));
    expect(
      await screen.findByText('The invoice header could not be saved. A CABYS code is 13 digits'),
    ).toBeInTheDocument();
  });
});

describe('Settings: your company (docs/decisions/0048)', { timeout: 30_000 }, () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('an admin renames the company and sets its contacts; a missing name or a bad e-mail is refused first', async () => {
    const user = userEvent.setup({ delay: null });
    server.on({ 'GET /settings/company': companySettings({ check_out_time: '10:00', check_in_time: '16:00' }) });
    renderWithApp(<SettingsPage />);
    const name = await screen.findByLabelText(/^Company name/);
    expect(name).toHaveValue('BrightStay');
    await user.clear(name);
    await user.click(screen.getByLabelText('E-mail'));
    await user.paste('hola@');
    await user.click(screen.getByRole('button', { name: 'Save company' }));
    expect(await screen.findByText("Enter the company's name")).toBeInTheDocument();
    expect(screen.getByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(server.requests.some((r) => r.method === 'PUT')).toBe(false);

    await user.type(name, 'Limpiezas Sol y Mar');
    await user.clear(screen.getByLabelText('E-mail'));
    await user.click(screen.getByLabelText('E-mail'));
    await user.paste('hola@solymar.example');
    await user.click(screen.getByLabelText('Phone'));
    await user.paste('+506 2654-1000');
    await user.click(screen.getByLabelText(/^Bank details/));
    await user.paste('BAC Credomatic\nIBAN CR05 0102 0000 1234 5678 90');
    await user.click(screen.getByLabelText('SINPE Móvil number'));
    await user.paste('8888-7777');
    await user.click(screen.getByRole('button', { name: 'Save company' }));
    expect(await screen.findByText("Your company's details were saved.")).toBeInTheDocument();
    const put = server.requests.find((r) => r.method === 'PUT');
    expect(JSON.parse(put?.body ?? '')).toMatchObject({
      check_out_time: '10:00',
      check_in_time: '16:00',
      company_name: 'Limpiezas Sol y Mar',
      company_phone: '+506 2654-1000',
      company_email: 'hola@solymar.example',
      company_address: '',
      bank_details: 'BAC Credomatic\nIBAN CR05 0102 0000 1234 5678 90',
      sinpe_phone: '8888-7777',
    });
  });

  it('speaks Spanish on a Spanish screen', async () => {
    const user = userEvent.setup({ delay: null });
    await loadLanguage('es');
    await i18n.changeLanguage('es');
    renderWithApp(<SettingsPage />);
    await user.clear(await screen.findByLabelText(/^Nombre de la empresa/));
    await user.click(screen.getByRole('button', { name: 'Guardar empresa' }));
    expect(await screen.findByText('Escribe el nombre de la empresa')).toBeInTheDocument();
    expect(screen.getByText('Tu empresa')).toBeInTheDocument();
  });
});
describe(
  'Settings: her language until she chooses one (docs/decisions/0043-words-and-numbers.md)',
  { timeout: 30_000 },
  () => {
    const me = (language: 'en' | 'es' | null) => ({
      id: 7,
      name: 'Ana Mora',
      email: 'ana@example.com',
      role: 'employee' as const,
      is_active: true,
      language,
      created_at: '2026-12-01T00:00:00.000Z',
      must_change_password: false,
    });

    it('shows no choice she did not make, says which language is used, and shows hers once chosen', async () => {
      const user = userEvent.setup({ delay: null });
      setToken(makeToken({ role: 'employee' }));
      server.on({ 'GET /auth/me': me(null), 'PUT /auth/me/language': reply.noContent() });
      renderWithApp(<SettingsPage />);
      expect(
        await screen.findByText(
          'You have not chosen one yet: your notifications and e-mails are written in the language this app runs in (English).',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'EN' })).toHaveAttribute('aria-pressed', 'false');
      expect(screen.getByRole('button', { name: 'ES' })).toHaveAttribute('aria-pressed', 'false');

      await user.click(screen.getByRole('button', { name: 'EN' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'EN' })).toHaveAttribute('aria-pressed', 'true'));
      expect(JSON.parse(server.requests.find((r) => r.method === 'PUT')?.body ?? '')).toEqual({ language: 'en' });
      expect(screen.queryByText(/You have not chosen one yet/)).not.toBeInTheDocument();
    });
  },
);
