import { Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Invoice } from '@common/contracts/invoices';
import { formatInvoiceNumber } from '@common/domain/invoice';
import { DetailRow } from '../../components/detail-row';
import { ErrorAlert } from '../../components/error-alert';
import { InvoiceStatusBadge } from '../../components/invoice-status-badge';
import { PageLoader } from '../../components/page-loader';
import { errorText } from '../../lib/error-text';
import { useFormat } from '../../lib/format';
import { invoiceQuery } from '../../lib/resources/invoices';
import { InvoiceActions } from './invoice-actions';
import { InvoiceLines } from './invoice-lines';
import { DraftTerms, useTermsText } from './invoice-terms';

/**
 * /invoices/:id (admins): one invoice as a page of its own, so it has an address (a link from the
 * list, the client or Completed Services, the browser's back button) and the whole phone screen.
 */
export function InvoicePage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...invoiceQuery(id), enabled: valid });
  return (
    <Stack gap="lg" maw={1000}>
      <Button
        component={Link}
        to="/invoices"
        variant="subtle"
        size="compact-sm"
        leftSection={<IconArrowLeft size={14} />}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('invoices.back')}
      </Button>
      {valid && query.isPending && <PageLoader />}
      <ErrorAlert message={!valid || query.error ? errorText(query.error, t('invoices.loadOneError')) : null} />
      {query.data && <InvoiceView invoice={query.data} />}
    </Stack>
  );
}

/** The invoice's name: its number, or "Draft". */
export function invoiceName(invoice: Pick<Invoice, 'number'>, draft: string): string {
  return invoice.number === null ? draft : formatInvoiceNumber(invoice.number);
}

function InvoiceView({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (amount: number) => format.money(amount, invoice.currency);
  const idType = invoice.client_id_type ? t(`clients.idTypes.${invoice.client_id_type}`) : null;
  const termsText = useTermsText();
  const due = invoice.due_on
    ? format.date(invoice.due_on)
    : invoice.terms === 'cash'
      ? t('invoices.terms.dueOnIssue')
      : t('invoices.terms.dueAfter', { count: invoice.terms.credit_days });
  return (
    <>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1} size="h2">
              {t('invoices.heading', { name: invoiceName(invoice, t('invoices.draftNumber')) })}
            </Title>
            <InvoiceStatusBadge status={invoice.status} size="lg" />
          </Group>
          <Text c="dimmed" size="sm">
            {invoice.client_name} · {format.weekRange(invoice.start_date, invoice.end_date)}
          </Text>
        </Stack>
      </Group>
      <InvoiceActions invoice={invoice} />
      {invoice.status === 'void' && (
        <ErrorAlert message={t('invoices.voided', { reason: invoice.void_reason ?? '' })} />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Paper withBorder radius="md" px="md" py={4}>
          <DetailRow label={t('invoices.client')}>{invoice.client_name}</DetailRow>
          <DetailRow label={t('invoices.taxId')}>
            {invoice.client_id_number ? `${idType} ${invoice.client_id_number}` : '—'}
          </DetailRow>
          <DetailRow label={t('invoices.billingEmail')}>{invoice.billing_email ?? '—'}</DetailRow>
          <DetailRow label={t('invoices.period')}>{format.weekRange(invoice.start_date, invoice.end_date)}</DetailRow>
        </Paper>
        <Paper withBorder radius="md" px="md" py={4}>
          <DetailRow label={t('invoices.number')}>{invoiceName(invoice, t('invoices.draftNumber'))}</DetailRow>
          <DetailRow label={t('invoices.issuedOn')}>{format.dateOrDash(invoice.issued_on)}</DetailRow>
          <DetailRow label={t('invoices.terms.label')}>{termsText(invoice.terms)}</DetailRow>
          <DetailRow label={t('invoices.terms.dueOn')}>{due}</DetailRow>
          <DetailRow label={t('invoices.emailedAt')}>
            {invoice.emailed_at ? format.dateTime(invoice.emailed_at) : '—'}
          </DetailRow>
          {invoice.exchange_rate !== null && (
            <DetailRow label={t('invoices.exchangeRate')}>{format.money(invoice.exchange_rate, 'CRC')}</DetailRow>
          )}
        </Paper>
      </SimpleGrid>
      {invoice.status === 'draft' && <DraftTerms key={invoice.id} invoice={invoice} />}
      <InvoiceLines invoice={invoice} />
      <Paper withBorder radius="md" px="md" py={4} maw={420} ml="auto" w="100%" data-testid="invoice-totals">
        {invoice.discount_total > 0 && (
          <>
            <DetailRow label={t('invoices.gross')}>{money(invoice.gross)}</DetailRow>
            <DetailRow label={t('invoices.discounts')}>
              −{money(invoice.discount_total)}
              {invoice.discount > 0 && (
                <Text span size="xs" c="dimmed">
                  {' '}
                  {t('invoices.invoiceDiscount', { amount: money(invoice.discount) })}
                </Text>
              )}
            </DetailRow>
          </>
        )}
        <DetailRow label={t('invoices.subtotal')}>{money(invoice.subtotal)}</DetailRow>
        <DetailRow label={t('invoices.taxWithRate', { rate: format.number(invoice.tax_rate) })}>
          {money(invoice.tax)}
        </DetailRow>
        <DetailRow label={t('invoices.total')}>{money(invoice.total)}</DetailRow>
        <DetailRow label={t('invoices.paid')}>{money(invoice.paid)}</DetailRow>
        <DetailRow label={t('invoices.balance')}>{money(invoice.balance)}</DetailRow>
      </Paper>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('invoices.payments')}
        </Title>
        {invoice.payments.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('invoices.noPayments')}
          </Text>
        ) : (
          <Table striped fz="sm" aria-label={t('invoices.payments')}>
            <Table.Tbody>
              {invoice.payments.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.date(p.paid_on)}</Table.Td>
                  <Table.Td>
                    {t(`invoices.methods.${p.method}`)}
                    {p.reference && (
                      <Text span size="xs" c="dimmed">
                        {' '}
                        · {p.reference}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {money(p.amount)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </>
  );
}
