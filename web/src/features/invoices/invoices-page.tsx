import { Button, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFileInvoice, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { InvoiceList, InvoiceSummary } from '@common/contracts/invoices';
import { formatInvoiceNumber, INVOICE_STATUSES } from '@common/domain/invoice';
import { DataList, type DataColumn } from '../../components/data-list';
import { InvoiceStatusBadge } from '../../components/invoice-status-badge';
import { ListState } from '../../components/list-state';
import { PageHeader } from '../../components/page-header';
import { errorText } from '../../lib/error-text';
import { useFormat } from '../../lib/format';
import { clientsQuery } from '../../lib/resources/clients';
import { clientBalancesQuery, invoiceListQuery } from '../../lib/resources/invoices';
import { InvoiceAging } from './invoice-aging';
import { NewInvoiceModal } from './new-invoice-modal';
import { useInvoiceFilters } from './use-invoice-filters';

/** /invoices (admins): the invoices filtered by status and client, totals per currency, the client's balance. */
export function InvoicesPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const { filters, update } = useInvoiceFilters();
  const query = useQuery(invoiceListQuery(filters));
  const clients = useQuery(clientsQuery());
  const [creating, setCreating] = useState(false);
  const invoices = query.data?.invoices ?? [];
  const shared = { size: 'sm', comboboxProps: { withinPortal: true } } as const;

  const columns: DataColumn<InvoiceSummary>[] = [
    {
      key: 'number',
      label: t('invoices.number'),
      render: (i) => (i.number === null ? t('invoices.draftNumber') : formatInvoiceNumber(i.number)),
    },
    { key: 'client', label: t('invoices.client'), render: (i) => i.client_name },
    { key: 'period', label: t('invoices.period'), render: (i) => format.weekRange(i.start_date, i.end_date) },
    { key: 'total', label: t('invoices.total'), render: (i) => format.money(i.total, i.currency) },
    {
      key: 'balance',
      label: t('invoices.balance'),
      render: (i) => (i.status === 'draft' || i.status === 'void' ? '—' : format.money(i.balance, i.currency)),
    },
    { key: 'status', label: t('invoices.statusLabel'), render: (i) => <InvoiceStatusBadge status={i.status} /> },
  ];

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader title={t('invoices.title')}>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
          {t('invoices.add')}
        </Button>
      </PageHeader>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" maw={640}>
        <Select
          {...shared}
          label={t('invoices.statusLabel')}
          data={[
            { value: '', label: t('invoices.allStatuses') },
            ...INVOICE_STATUSES.map((s) => ({ value: s, label: t(`invoices.status.${s}`) })),
          ]}
          value={filters.status ?? ''}
          onChange={(v) => update({ status: v })}
          allowDeselect={false}
          data-testid="filter-status"
        />
        <Select
          {...shared}
          clearable
          searchable
          label={t('invoices.client')}
          placeholder={t('invoices.allClients')}
          data={(clients.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={filters.client_id ? String(filters.client_id) : null}
          onChange={(v) => update({ client_id: v })}
          data-testid="filter-client"
        />
      </SimpleGrid>
      {filters.client_id !== undefined && <ClientBalance clientId={filters.client_id} />}
      {query.data && <CurrencyTotals totals={query.data.totals} />}
      <ListState
        isPending={query.isPending}
        error={query.error ? errorText(query.error, t('invoices.loadError')) : null}
        isEmpty={invoices.length === 0}
        emptyText={t('invoices.empty')}
      />
      {invoices.length > 0 && (
        <DataList
          rows={invoices}
          columns={columns}
          rowKey={(i) => i.id}
          label={t('invoices.title')}
          actionsLabel={t('invoices.actions')}
          actions={(i) => (
            <Button
              size="xs"
              variant="light"
              component={Link}
              to={`/invoices/${i.id}`}
              leftSection={<IconFileInvoice size={14} />}
              aria-label={t('invoices.openOne', {
                name: i.number === null ? t('invoices.draftNumber') : formatInvoiceNumber(i.number),
                client: i.client_name,
              })}
            >
              {t('invoices.open')}
            </Button>
          )}
        />
      )}
      <InvoiceAging />
      {creating && <NewInvoiceModal clientId={filters.client_id} onClose={() => setCreating(false)} />}
    </Stack>
  );
}

/** What the listed invoices add up to, one line per currency (never added across currencies). */
function CurrencyTotals({ totals }: { totals: InvoiceList['totals'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (totals.length === 0) return null;
  return (
    <Group gap="sm">
      {totals.map((row) => (
        <Paper key={row.currency} withBorder radius="md" px="md" py={6} data-testid={`totals-${row.currency}`}>
          <Text size="sm">
            <Text span fw={700}>
              {row.currency}
            </Text>{' '}
            · {t('invoices.totals.total', { amount: format.money(row.total, row.currency) })} ·{' '}
            {t('invoices.totals.paid', { amount: format.money(row.paid, row.currency) })} ·{' '}
            <Text span fw={700} c={row.balance > 0 ? 'orange' : undefined}>
              {t('invoices.totals.balance', { amount: format.money(row.balance, row.currency) })}
            </Text>
          </Text>
        </Paper>
      ))}
    </Group>
  );
}

/** The chosen client's balance: what its issued invoices still owe, in its currency. */
function ClientBalance({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const balances = useQuery(clientBalancesQuery());
  const clients = useQuery(clientsQuery());
  const name = clients.data?.find((c) => c.id === clientId)?.name;
  if (!balances.data || name === undefined) return null;
  const row = balances.data.find((b) => b.client_id === clientId);
  return (
    <Paper withBorder radius="md" px="md" py="sm" data-testid="client-balance">
      <Text size="sm">
        {row && row.balance > 0
          ? t('invoices.clientOwes', {
              name,
              amount: format.money(row.balance, row.currency),
              count: row.unpaid_invoices,
            })
          : t('invoices.clientOwesNothing', { name })}
      </Text>
    </Paper>
  );
}
