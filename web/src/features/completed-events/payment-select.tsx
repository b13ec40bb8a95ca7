import { Select } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { PAYMENT_STATUSES, type PaymentStatus } from '@common/domain/event-status';
import { useSetPayment, type PaymentKind } from '../../lib/resources/events';

const LABEL = {
  client: 'completedEvents.clientPayment',
  employee: 'completedEvents.employeePayment',
  supervisor: 'completedEvents.supervisorPayment',
} as const;

/** A pending/paid selector bound to one of the three payments: client, housekeeper, supervisor. */
export function PaymentSelect({
  eventId,
  kind,
  value,
  locked = false,
}: {
  eventId: number;
  kind: PaymentKind;
  value: PaymentStatus;
  /** An issued invoice bills the cleaning: its client payment follows the invoice, no manual switch. */
  locked?: boolean;
}) {
  const { t } = useTranslation();
  const mutation = useSetPayment(kind, {
    onError: (error) =>
      notifications.show({ color: 'red', message: `${t('completedEvents.paymentFailed')} ${error.message}` }),
  });
  const shown = mutation.isPending ? mutation.variables.status : value;
  return (
    <Select
      size="xs"
      label={t(LABEL[kind])}
      data={PAYMENT_STATUSES.map((status) => ({ value: status, label: t(`completedEvents.payment.${status}`) }))}
      value={shown}
      allowDeselect={false}
      disabled={mutation.isPending || locked}
      onChange={(status) =>
        status && status !== value && mutation.mutate({ id: eventId, status: status as PaymentStatus })
      }
      styles={{
        input: { color: `var(--mantine-color-${shown === 'paid' ? 'green' : 'orange'}-text)`, fontWeight: 600 },
      }}
      data-testid={`payment-${kind}-${eventId}`}
    />
  );
}
