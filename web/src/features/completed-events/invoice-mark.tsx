import { Button, Group, Text } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { InvoiceRef } from '@common/contracts/payments';
import { formatInvoiceNumber } from '@common/domain/invoice';
import { InvoiceStatusBadge } from '../../components/invoice-status-badge';

/** A completed cleaning's invoice: its number (a link to it) and status, or "Not invoiced". */
export function InvoiceMark({ invoice, eventId }: { invoice: InvoiceRef | null; eventId: number }) {
  const { t } = useTranslation();
  if (!invoice)
    return (
      <Text size="sm" c="dimmed" data-testid={`invoice-${eventId}`}>
        {t('completedEvents.notInvoiced')}
      </Text>
    );
  const name = invoice.number === null ? t('invoices.draftNumber') : formatInvoiceNumber(invoice.number);
  return (
    <Group gap="xs" wrap="nowrap" data-testid={`invoice-${eventId}`}>
      <Button
        component={Link}
        to={`/invoices/${invoice.id}`}
        variant="subtle"
        size="compact-sm"
        px={4}
        leftSection={<IconFileInvoice size={14} />}
        aria-label={t('completedEvents.openInvoice', { name })}
      >
        {invoice.number === null ? t('completedEvents.invoice') : t('completedEvents.invoiceNumber', { number: name })}
      </Button>
      <InvoiceStatusBadge status={invoice.status} />
    </Group>
  );
}
