import type { Client } from '@common/contracts/clients';
import type { CompanySettings } from '@common/contracts/capacity';

/** A client's billing fields as a new client has them (USD, 13%, no tax id): spread into fake clients. */
export const clientBilling: Pick<
  Client,
  'currency' | 'tax_rate' | 'billing_email' | 'id_type' | 'id_number' | 'language' | 'terms' | 'payment_reminders'
> = {
  currency: 'USD',
  tax_rate: 13,
  billing_email: null,
  id_type: null,
  id_number: null,
  language: 'es',
  terms: 'cash',
  payment_reminders: false,
};

/** A fake client as the API answers one: active, no contacts, a new client's billing; `over` changes fields. */
export const fakeClient = (id: number, name: string, over: Partial<Client> = {}): Client => ({
  id,
  name,
  email: null,
  phone: null,
  active_status: true,
  created_at: '2026-01-01T00:00:00Z',
  ...clientBilling,
  ...over,
});

/** The company settings answer with the default times, an empty invoice header and the default name. */
export const companySettings = (times = { check_out_time: '11:00', check_in_time: '15:00' }): CompanySettings => ({
  ...times,
  legal_name: '',
  tax_id: '',
  address: '',
  cabys_cleaning: '',
  cabys_extra: '',
  company_name: 'BrightStay',
  company_phone: '',
  company_email: '',
  company_address: '',
  bank_details: '',
  sinpe_phone: '',
  extra_limit_crc: 25000,
  extra_limit_usd: 50,
});
