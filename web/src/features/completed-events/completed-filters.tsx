import { Button, Select, SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompletedFilters as Filters } from '@common/contracts/payments';
import type { PropertyView } from '@common/contracts/properties';
import { PAYMENT_STATUSES } from '@common/domain/event-status';
import { clientsQuery } from '../../lib/resources/clients';
import { propertiesQuery } from '../../lib/resources/properties';
import { staffQuery } from '../../lib/resources/staff';
import type { FilterParam } from './use-completed-selection';

type Props = { filters: Filters; onChange: (changes: Partial<Record<FilterParam, string | null>>) => void };

/** The filters of Completed Services: client, property (of that client), housekeeper, the three payment statuses. */
export function CompletedFilters({ filters, onChange }: Props) {
  const { t } = useTranslation();
  const clients = useQuery(clientsQuery());
  const properties = useQuery(propertiesQuery());
  const staff = useQuery(staffQuery());
  const propertyOptions = useMemo(
    () =>
      (properties.data ?? [])
        .filter((p: PropertyView) => filters.client_id === undefined || p.client_id === filters.client_id)
        .map((p) => ({ value: String(p.id), label: p.name })),
    [properties.data, filters.client_id],
  );
  const payments = PAYMENT_STATUSES.map((status) => ({ value: status, label: t(`completedEvents.payment.${status}`) }));
  const any = t('completedEvents.filters.any');
  const shared = {
    clearable: true,
    searchable: true,
    placeholder: any,
    size: 'sm',
    comboboxProps: { withinPortal: true },
  } as const;
  const active = Object.values(filters).some((v) => v !== undefined);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4, lg: 7 }} spacing="sm" verticalSpacing="xs" style={{ alignItems: 'end' }}>
      <Select
        {...shared}
        label={t('completedEvents.filters.client')}
        data={(clients.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        value={filters.client_id ? String(filters.client_id) : null}
        onChange={(v) => onChange({ client_id: v, property_id: null })}
        data-testid="filter-client"
      />
      <Select
        {...shared}
        label={t('completedEvents.filters.property')}
        data={propertyOptions}
        value={filters.property_id ? String(filters.property_id) : null}
        onChange={(v) => onChange({ property_id: v })}
        data-testid="filter-property"
      />
      <Select
        {...shared}
        label={t('completedEvents.filters.housekeeper')}
        data={(staff.data ?? []).map((e) => ({ value: String(e.id), label: e.name }))}
        value={filters.employee_id ? String(filters.employee_id) : null}
        onChange={(v) => onChange({ employee_id: v })}
        data-testid="filter-employee"
      />
      <Select
        {...shared}
        searchable={false}
        label={t('completedEvents.clientPayment')}
        data={payments}
        value={filters.payment_client_status ?? null}
        onChange={(v) => onChange({ payment_client_status: v })}
        data-testid="filter-payment-client"
      />
      <Select
        {...shared}
        searchable={false}
        label={t('completedEvents.employeePayment')}
        data={payments}
        value={filters.payment_employee_status ?? null}
        onChange={(v) => onChange({ payment_employee_status: v })}
        data-testid="filter-payment-employee"
      />
      <Select
        {...shared}
        searchable={false}
        label={t('completedEvents.supervisorPayment')}
        data={payments}
        value={filters.payment_supervisor_status ?? null}
        onChange={(v) => onChange({ payment_supervisor_status: v })}
        data-testid="filter-payment-supervisor"
      />
      <Button
        variant="subtle"
        size="sm"
        disabled={!active}
        onClick={() =>
          onChange({
            client_id: null,
            property_id: null,
            employee_id: null,
            payment_client_status: null,
            payment_employee_status: null,
            payment_supervisor_status: null,
          })
        }
      >
        {t('completedEvents.filters.clear')}
      </Button>
    </SimpleGrid>
  );
}
