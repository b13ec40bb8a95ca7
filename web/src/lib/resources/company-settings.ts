// The company's settings (/settings/company, admins): the check-out and check-in times of properties that set none.
import { queryOptions } from '@tanstack/react-query';
import type { CompanySettings, CompanySettingsInput } from '@common/contracts/capacity';
import { api } from '../api-client';
import { eventKeys } from './events';
import { useResourceMutation } from './resource';

/** Query keys of the company's settings. */
export const companySettingsKeys = { all: ['company-settings'] as const };

/** GET /settings/company (admin). */
export const companySettingsQuery = () =>
  queryOptions({
    queryKey: companySettingsKeys.all,
    queryFn: ({ signal }) => api.get<CompanySettings>('/settings/company', { signal }),
  });

/** PUT /settings/company: cleanings' windows start and end at these times where a property sets none. */
export function useSaveCompanySettings() {
  return useResourceMutation({
    call: (input: CompanySettingsInput) => api.put<CompanySettings>('/settings/company', input),
    update: (client, data) => client.setQueryData(companySettingsKeys.all, data),
    invalidate: (client) => client.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
