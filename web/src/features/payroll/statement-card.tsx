import { Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBrandWhatsapp, IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { StaffStatement } from '@common/contracts/payroll';
import { PAYROLL_CURRENCY } from '@common/domain/format';
import { newTab } from '../../lib/company';
import { useFormat } from '../../lib/format';
import { useLanguageLoaded } from '../../lib/i18n';
import { useDownloadStatement } from '../../lib/resources/payroll';
import { PayStatement } from './pay-statement';
import { statementLanguage, statementWhatsAppUrl } from './statement-whatsapp';

type Props = { statement: StaffStatement; weekStart: string; weekEnd: string; canPay?: boolean };

/** One person's week: each completed cleaning with its payment (its extras listed under it), total, paid and pending; paid on, Pay (admins), PDF and WhatsApp. */
export function StatementCard({ statement, weekStart, weekEnd, canPay = false }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const download = useDownloadStatement();
  const money = (amount: number) => format.money(amount, PAYROLL_CURRENCY);
  const screenLanguage = format.language === 'es' ? 'es' : 'en';
  // The summary is in the person's language, whose strings may not be loaded yet (an English screen).
  const summaryReady = useLanguageLoaded(statementLanguage(statement, screenLanguage));
  // A supervisor who also cleaned has two kinds of lines: say which is which.
  const mixed = new Set(statement.events.map((e) => e.kind)).size > 1;
  return (
    <Paper withBorder radius="md" p="md" data-testid={`statement-${statement.employee_id}`}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <div>
            <Text fw={700}>{statement.name}</Text>
            <Text size="sm" c="dimmed">
              {t(`payroll.role.${statement.role}`)}
            </Text>
          </div>
          <Group gap="xs">
            <PayStatement statement={statement} weekStart={weekStart} weekEnd={weekEnd} canPay={canPay} />
            <Button
              size="xs"
              variant="light"
              leftSection={<IconFileTypePdf size={14} />}
              loading={download.isPending}
              onClick={() =>
                download.mutate(
                  { weekStart, statement },
                  { onError: (error) => notifications.show({ color: 'red', message: error.message }) },
                )
              }
              data-testid={`statement-pdf-${statement.employee_id}`}
            >
              {t('payroll.pdf')}
            </Button>
            <Button
              size="xs"
              variant="light"
              color="green"
              component="a"
              {...newTab}
              href={summaryReady ? statementWhatsAppUrl(statement, weekStart, weekEnd, screenLanguage) : undefined}
              loading={!summaryReady}
              leftSection={<IconBrandWhatsapp size={14} />}
              data-testid={`statement-whatsapp-${statement.employee_id}`}
            >
              {t('payroll.whatsapp')}
            </Button>
          </Group>
        </Group>
        {statement.events.length === 0 && statement.adjustments.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('payroll.none')}
          </Text>
        ) : (
          <Table fz="sm" verticalSpacing={4} horizontalSpacing="xs" striped>
            <Table.Tbody>
              {statement.events.map((e) => (
                <Table.Tr key={`${e.id}-${e.kind}`}>
                  <Table.Td>
                    <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {e.property_name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {format.weekdayDayMonth(e.service_date)}
                      {mixed && ` · ${t(`payroll.kind.${e.kind}`)}`}
                    </Text>
                    {e.extras.map((x) => (
                      <Text key={x.id} size="xs" data-testid="statement-extra" style={{ overflowWrap: 'anywhere' }}>
                        {t('extras.statement', {
                          kind: x.description
                            ? `${t(`extras.kind.${x.kind}`)} (${x.description})`
                            : t(`extras.kind.${x.kind}`),
                          amount: money(x.amount),
                        })}
                      </Text>
                    ))}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    <Text size="sm">{money(e.amount)}</Text>
                    <Text size="xs" fw={700} c={e.payment_employee_status === 'paid' ? 'green' : 'orange'}>
                      {t(`completedEvents.payment.${e.payment_employee_status}`)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
              {/* Changes to cleanings paid on earlier weeks: the paid week stays, the difference is here. */}
              {statement.adjustments.map((a) => (
                <Table.Tr key={`adjustment-${a.id}`} data-testid="statement-adjustment">
                  <Table.Td>
                    <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {t('payroll.adjustment', { property: a.property_name })}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('payroll.adjustmentOf', { date: format.weekdayDayMonth(a.service_date) })}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    <Text size="sm">{money(a.amount)}</Text>
                    <Text size="xs" fw={700} c={a.payment_employee_status === 'paid' ? 'green' : 'orange'}>
                      {t(`completedEvents.payment.${a.payment_employee_status}`)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Group justify="flex-end" gap="lg" data-testid={`statement-totals-${statement.employee_id}`}>
          <Text size="sm">{t('payroll.paid', { amount: money(statement.paid) })}</Text>
          <Text size="sm" c={statement.pending > 0 ? 'orange' : undefined}>
            {t('payroll.pending', { amount: money(statement.pending) })}
          </Text>
          <Text fw={700}>{t('payroll.total', { amount: money(statement.total) })}</Text>
        </Group>
      </Stack>
    </Paper>
  );
}
