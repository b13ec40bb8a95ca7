import { Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAYROLL_CURRENCY } from '@common/domain/format';
import { useFormat } from '../../lib/format';
import { priceHistoryQuery } from '../../lib/resources/properties';

/** The prices a property's completed cleanings were fixed at, latest first, client prices in the client's currency (admins). */
export function PriceHistory({ propertyId }: { propertyId: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useQuery(priceHistoryQuery(propertyId));
  const periods = query.data?.periods ?? [];
  const currency = query.data?.client_currency ?? 'USD';
  return (
    <Stack gap={4} data-testid="price-history">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {t('properties.priceHistory.title')}
      </Text>
      {query.error && (
        <Text size="sm" c="red">
          {query.error.message}
        </Text>
      )}
      {query.data && periods.length === 0 && <Text size="sm">{t('properties.priceHistory.none')}</Text>}
      {periods.length > 0 && (
        <Table.ScrollContainer
          minWidth={420}
          // Scrolls sideways on a phone: reachable and named for a keyboard (axe's scrollable-region-focusable).
          scrollAreaProps={{
            viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('properties.priceHistory.title') },
          }}
        >
          <Table striped withTableBorder fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('properties.priceHistory.cleanings')}</Table.Th>
                <Table.Th ta="right">{t('properties.fields.client_price', { currency })}</Table.Th>
                <Table.Th ta="right">{t('properties.fields.worker_payment')}</Table.Th>
                <Table.Th ta="right">{t('properties.fields.supervisor_payment')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {periods.map((p) => (
                <Table.Tr key={`${p.first_date}-${p.last_date}-${p.client_price}-${p.worker_payment}`}>
                  <Table.Td>
                    {t('properties.priceHistory.range', {
                      count: p.cleanings,
                      from: format.dateOrDash(p.first_date),
                      to: format.dateOrDash(p.last_date),
                    })}
                  </Table.Td>
                  <Table.Td ta="right">{format.money(p.client_price, currency)}</Table.Td>
                  <Table.Td ta="right">{format.money(p.worker_payment, PAYROLL_CURRENCY)}</Table.Td>
                  <Table.Td ta="right">{format.money(p.supervisor_payment, PAYROLL_CURRENCY)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Text size="xs" c="dimmed">
        {t('properties.priceHistory.note')}
      </Text>
    </Stack>
  );
}
