import type { Client } from '@common/contracts/clients';
import type { CompanySettings } from '@common/contracts/capacity';

/** A client's billing fields as a new client has them (USD, 13%, no tax id): spread into fake clients. */
export const clientBilling: Pick<Client, 'currency' | 'tax_rate' | 'billing_email' | 'id_type' | 'id_number'> = {
  currency: 'USD',
  tax_rate: 13,
  billing_email: null,
  id_type: null,
  id_number: null,
};

/** The company settings answer with the default times and an empty invoice header. */
export const companySettings = (times = { check_out_time: '11:00', check_in_time: '15:00' }): CompanySettings => ({
  ...times,
  legal_name: '',
  tax_id: '',
  address: '',
  cabys_cleaning: '',
  cabys_extra: '',
});
