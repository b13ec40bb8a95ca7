import { ActionIcon, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invoice, InvoiceLine } from '@common/contracts/invoices';
import { ErrorAlert } from '../../components/error-alert';
import { errorText } from '../../lib/error-text';
import { useFormat } from '../../lib/format';
import { useDeleteLine } from '../../lib/resources/invoices';
import { InvoiceLineModal } from './invoice-line-modal';

/** The line's words, as on the PDF: the property for a cleaning ("Cleaning · Casa Azul"), the kind and the extra's own for an extra ("Laundry · ..."); a manual line's own words. */
function useDescribe() {
  const { t } = useTranslation();
  return (line: InvoiceLine) =>
    line.manual
      ? line.description
      : `${line.kind === 'cleaning' ? t('invoices.lineKind.cleaning') : t(`extras.kind.${line.extra_kind ?? 'other'}`)} · ${line.description}`;
}

/** Edit and remove buttons of a draft's line. */
function LineButtons({ line, onEdit, onRemove }: { line: InvoiceLine; onEdit: () => void; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <ActionIcon
        variant="subtle"
        size="lg"
        onClick={onEdit}
        aria-label={t('invoices.lineForm.editOne', { name: line.description })}
      >
        <IconPencil size={16} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        size="lg"
        onClick={onRemove}
        aria-label={t('invoices.lineForm.removeOne', { name: line.description })}
      >
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}

/**
 * An invoice's lines (date, description, CABYS, quantity, amount, discount, tax): a table on a desktop, cards on a
 * phone. On a draft each line can be edited or removed and manual lines added (docs/decisions/0049).
 */
export function InvoiceLines({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const format = useFormat();
  const describe = useDescribe();
  const isPhone = useMediaQuery('(max-width: 47.99em)');
  const remove = useDeleteLine();
  const [editing, setEditing] = useState<InvoiceLine | 'new' | null>(null);
  const draft = invoice.status === 'draft';
  const money = (amount: number) => format.money(amount, invoice.currency);
  const off = (line: InvoiceLine) => line.discount + line.invoice_discount;
  const title = t('invoices.lines', { count: invoice.lines.length });
  const buttons = (line: InvoiceLine) =>
    draft && (
      <LineButtons
        line={line}
        onEdit={() => setEditing(line)}
        onRemove={() => remove.mutate({ id: invoice.id, lineId: line.id })}
      />
    );
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        {draft && (
          <Button size="sm" variant="light" leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            {t('invoices.lineForm.add')}
          </Button>
        )}
      </Group>
      <ErrorAlert message={remove.isError ? errorText(remove.error, t('invoices.lineForm.removeError')) : null} />
      {isPhone ? (
        <Stack gap="xs" role="list" aria-label={title}>
          {invoice.lines.map((line) => (
            <Card key={line.id} withBorder radius="md" padding="sm" role="listitem">
              <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {describe(line)}
                </Text>
                {buttons(line)}
              </Group>
              <Group justify="space-between" gap="xs" mt={4}>
                <Text size="xs" c="dimmed">
                  {[
                    line.service_date && format.date(line.service_date),
                    t('invoices.quantityShort', { count: line.quantity }),
                    line.cabys && `CABYS ${line.cabys}`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {money(line.net)}{' '}
                  <Text span size="xs" c="dimmed">
                    {t('invoices.plusTax', { amount: money(line.tax) })}
                  </Text>
                </Text>
              </Group>
              {off(line) > 0 && (
                <Text size="xs" c="dimmed" ta="right">
                  {t('invoices.lineDiscount', { amount: money(line.amount), discount: money(off(line)) })}
                </Text>
              )}
            </Card>
          ))}
        </Stack>
      ) : (
        <Table striped fz="sm" verticalSpacing="xs" aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('invoices.date')}</Table.Th>
              <Table.Th>{t('invoices.description')}</Table.Th>
              <Table.Th>CABYS</Table.Th>
              <Table.Th ta="right">{t('invoices.quantity')}</Table.Th>
              <Table.Th ta="right">{t('invoices.amount')}</Table.Th>
              <Table.Th ta="right">{t('invoices.discount')}</Table.Th>
              <Table.Th ta="right">{t('invoices.tax')}</Table.Th>
              {draft && <Table.Th aria-label={t('invoices.actions')} />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoice.lines.map((line) => (
              <Table.Tr key={line.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {line.service_date ? format.date(line.service_date) : '—'}
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{describe(line)}</Table.Td>
                <Table.Td>{line.cabys || '—'}</Table.Td>
                <Table.Td ta="right">{format.number(line.quantity)}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {money(line.amount)}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {off(line) > 0 ? `−${money(off(line))}` : '—'}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {money(line.tax)}
                </Table.Td>
                {draft && <Table.Td>{buttons(line)}</Table.Td>}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {editing !== null && (
        <InvoiceLineModal
          invoice={invoice}
          line={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
