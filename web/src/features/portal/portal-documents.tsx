import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatInvoiceNumber } from '@common/domain/invoice';
import { InvoiceStatusBadge } from '../../components/invoice-status-badge';
import { ListState } from '../../components/list-state';
import { errorText } from '../../lib/error-text';
import { useFormat } from '../../lib/format';
import { portalInvoicesQuery, portalReportsQuery, useDownloadDocument } from '../../lib/resources/portal';

/** The Documents tab: their invoices (status, total, what is still owed) and reports, each a PDF to download. */
export function PortalDocuments() {
  const { t } = useTranslation();
  const format = useFormat();
  const invoices = useQuery(portalInvoicesQuery());
  const reports = useQuery(portalReportsQuery());
  const download = useDownloadDocument();
  const get = (kind: 'reports' | 'invoices', id: number, name: string) =>
    download.mutate(
      { kind, id, name },
      {
        onError: (error) =>
          notifications.show({ color: 'red', message: errorText(error, t('portal.documents.downloadError')) }),
      },
    );
  const busy = (kind: string, id: number) =>
    download.isPending && download.variables?.kind === kind && download.variables.id === id;
  const period = (start: string, end: string) => format.weekRange(start, end);

  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('portal.documents.invoices')}
        </Title>
        <ListState
          isPending={invoices.isPending}
          error={invoices.isLoadingError ? t('portal.loadError') : null}
          isEmpty={(invoices.data ?? []).length === 0}
          emptyText={t('portal.documents.noInvoices')}
        />
        {invoices.data?.map((invoice) => {
          const number = formatInvoiceNumber(invoice.number);
          return (
            <Paper key={invoice.id} withBorder radius="md" p="sm">
              <Stack gap={6}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text fw={600}>{t('portal.documents.invoice', { number })}</Text>
                  <InvoiceStatusBadge status={invoice.status} style={{ flexShrink: 0 }} />
                </Group>
                <Text size="sm" c="dimmed">
                  {period(invoice.start_date, invoice.end_date)} ·{' '}
                  {t('portal.documents.issued', { date: format.date(invoice.issued_on) })}
                </Text>
                <Text size="sm">
                  {t('portal.documents.total', { amount: format.money(invoice.total, invoice.currency) })}
                  {invoice.balance > 0 &&
                    ` · ${t('portal.documents.balance', { amount: format.money(invoice.balance, invoice.currency) })}`}
                </Text>
                <Button
                  variant="light"
                  size="xs"
                  leftSection={<IconDownload size={14} aria-hidden />}
                  style={{ alignSelf: 'flex-start' }}
                  loading={busy('invoices', invoice.id)}
                  onClick={() => get('invoices', invoice.id, `invoice-${number}.pdf`)}
                  aria-label={t('portal.documents.downloadInvoice', { number })}
                >
                  {t('portal.documents.download')}
                </Button>
              </Stack>
            </Paper>
          );
        })}
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('portal.documents.reports')}
        </Title>
        <ListState
          isPending={reports.isPending}
          error={reports.isLoadingError ? t('portal.loadError') : null}
          isEmpty={(reports.data ?? []).length === 0}
          emptyText={t('portal.documents.noReports')}
        />
        {reports.data?.map((report) => (
          <Paper key={report.id} withBorder radius="md" p="sm">
            <Group justify="space-between" gap="xs" align="center">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={600}>{period(report.start_date, report.end_date)}</Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {report.property_name ?? t('portal.documents.allProperties')}
                </Text>
              </Stack>
              <Button
                variant="light"
                size="xs"
                leftSection={<IconDownload size={14} aria-hidden />}
                loading={busy('reports', report.id)}
                onClick={() => get('reports', report.id, `report-${report.start_date}-${report.end_date}.pdf`)}
                aria-label={t('portal.documents.downloadReport', {
                  period: period(report.start_date, report.end_date),
                })}
              >
                {t('portal.documents.download')}
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
