import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffStatement } from '@common/contracts/payroll';
import { toIsoDate } from '@common/domain/dates';
import { PAYROLL_CURRENCY } from '@common/domain/format';
import { ErrorAlert } from '../../components/error-alert';
import { errorText } from '../../lib/error-text';
import { useFormat } from '../../lib/format';
import { usePayStatement } from '../../lib/resources/payroll';
import { useCloseOnBack } from '../../lib/use-close-on-back';

type Props = { statement: StaffStatement; weekStart: string; weekEnd: string; canPay: boolean };

/**
 * Whether the week is paid ("Paid on <date>"), and for an admin a Pay button while anything is pending,
 * which first asks to confirm naming the person, the week and the amount (decision 0031).
 */
export function PayStatement({ statement, weekStart, weekEnd, canPay }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const pay = usePayStatement();
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    pay.reset();
  };
  useCloseOnBack(open, close);
  const id = statement.employee_id;
  if (statement.events.length === 0) return null;
  if (statement.pending === 0)
    return (
      <Badge color="green" variant="light" size="lg" tt="none" data-testid={`statement-paid-${id}`}>
        {statement.paid_at
          ? t('payroll.paidOn', { date: format.date(toIsoDate(new Date(statement.paid_at))) })
          : t('payroll.weekPaid')}
      </Badge>
    );
  if (!canPay) return null;
  const amount = format.money(statement.pending, PAYROLL_CURRENCY);
  const confirm = () =>
    pay.mutate(
      { week_start: weekStart, employee_id: id },
      {
        onSuccess: () => {
          setOpen(false);
          notifications.show({ color: 'green', message: t('payroll.payDone', { name: statement.name }) });
        },
      },
    );
  return (
    <>
      <Button
        size="xs"
        color="green"
        leftSection={<IconCash size={14} />}
        onClick={() => setOpen(true)}
        data-testid={`statement-pay-${id}`}
      >
        {t('payroll.pay')}
      </Button>
      <Modal
        opened={open}
        onClose={close}
        title={t('payroll.payTitle')}
        centered
        radius="lg"
        closeButtonProps={{ 'aria-label': t('common.close') }}
        styles={{ title: { fontWeight: 700 } }}
      >
        <Stack gap="md" data-testid="pay-confirm">
          <Text size="sm">
            {t('payroll.payConfirm', { name: statement.name, week: format.weekRange(weekStart, weekEnd), amount })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('payroll.payConfirmHint')}
          </Text>
          <ErrorAlert message={pay.error ? errorText(pay.error, t('payroll.payFailed')) : null} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={pay.isPending}>
              {t('payroll.cancel')}
            </Button>
            <Button color="green" onClick={confirm} loading={pay.isPending} data-testid="pay-confirm-button">
              {t('payroll.payConfirmButton')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
