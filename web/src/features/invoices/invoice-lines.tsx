import { Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { Invoice, InvoiceLine } from '@common/contracts/invoices';
import { useFormat } from '../../lib/format';

/** The line's words, as on the PDF: the property for a cleaning ("Cleaning · Casa Azul"), the kind and the extra's own for an extra ("Laundry · ..."). */
function useDescribe() {
  const { t } = useTranslation();
  return (line: InvoiceLine) =>
    `${line.kind === 'cleaning' ? t('invoices.lineKind.cleaning') : t(`extras.kind.${line.extra_kind ?? 'other'}`)} · ${line.description}`;
}

/** An invoice's lines (date, description, quantity, amount, tax): a table on a desktop, cards on a phone. */
export function InvoiceLines({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const format = useFormat();
  const describe = useDescribe();
  const isPhone = useMediaQuery('(max-width: 47.99em)');
  const money = (amount: number) => format.money(amount, invoice.currency);
  const title = t('invoices.lines', { count: invoice.lines.length });
  const key = (line: InvoiceLine) => `${line.kind}-${line.cleaning_event_id}-${line.extra_id ?? 0}`;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {title}
      </Title>
      {isPhone ? (
        <Stack gap="xs" role="list" aria-label={title}>
          {invoice.lines.map((line) => (
            <Card key={key(line)} withBorder radius="md" padding="sm" role="listitem">
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {describe(line)}
              </Text>
              <Group justify="space-between" gap="xs" mt={4}>
                <Text size="xs" c="dimmed">
                  {format.date(line.service_date)} · {t('invoices.quantityShort', { count: line.quantity })}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {money(line.amount)}{' '}
                  <Text span size="xs" c="dimmed">
                    {t('invoices.plusTax', { amount: money(line.tax) })}
                  </Text>
                </Text>
              </Group>
            </Card>
          ))}
        </Stack>
      ) : (
        <Table striped fz="sm" verticalSpacing="xs" aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('invoices.date')}</Table.Th>
              <Table.Th>{t('invoices.description')}</Table.Th>
              <Table.Th ta="right">{t('invoices.quantity')}</Table.Th>
              <Table.Th ta="right">{t('invoices.amount')}</Table.Th>
              <Table.Th ta="right">{t('invoices.tax')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoice.lines.map((line) => (
              <Table.Tr key={key(line)}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.date(line.service_date)}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{describe(line)}</Table.Td>
                <Table.Td ta="right">{format.number(line.quantity)}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {money(line.amount)}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {money(line.tax)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
