import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvoiceStatus } from '@common/domain/invoice';

/** An invoice's status colours: draft grey, issued blue, partially paid orange, paid green, void red. */
export const INVOICE_STATUS_COLORS: Record<InvoiceStatus, string> = {
  draft: 'gray',
  issued: 'blue',
  partially_paid: 'orange',
  paid: 'teal',
  void: 'red',
};

/** An invoice's status chip, translated and coloured (Invoices, Completed Services). */
export function InvoiceStatusBadge({ status, ...props }: { status: InvoiceStatus } & BadgeProps) {
  const { t } = useTranslation();
  return (
    <Badge color={INVOICE_STATUS_COLORS[status]} variant="light" {...props}>
      {t(`invoices.status.${status}`)}
    </Badge>
  );
}
