import { Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clientCurrencyOf } from '@common/contracts/properties';
import { sumMoney } from '@common/domain/money';
import { EventCard } from '../../components/event-card';
import { EventGrid, MonthScreen } from '../../components/month-screen';
import { useFormat } from '../../lib/format';
import { completedQuery } from '../../lib/resources/payments';
import { BulkPayBar } from './bulk-pay-bar';
import { CompletedFilters } from './completed-filters';
import { CompletedTotals } from './completed-totals';
import { InvoiceMark } from './invoice-mark';
import { PaymentSelect } from './payment-select';
import { useCompletedSelection } from './use-completed-selection';

/** Completed Services (decision 0012): a month's completed cleanings, filtered (in the URL), with totals, bulk payment and export. */
export function CompletedEventsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const { first, selection, filters, update } = useCompletedSelection();
  const query = useQuery(completedQuery(selection));
  const events = useMemo(() => query.data?.events ?? [], [query.data]);
  const [picked, setPicked] = useState<Set<number>>(new Set());
  // Only what is listed can be selected: a filter change drops the rest.
  const selected = useMemo(() => new Set(events.map((e) => e.id).filter((id) => picked.has(id))), [events, picked]);
  const toggle = (id: number) =>
    setPicked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <MonthScreen
      title={t('pages.cleaningEvents')}
      section="completedEvents"
      month={first}
      onMonthChange={(m) => update({ month: m.slice(0, 7) })}
      result={query}
      isEmpty={events.length === 0}
      filters={<CompletedFilters filters={filters} onChange={update} />}
    >
      <Stack gap="md">
        {query.data && <CompletedTotals totals={query.data.totals} />}
        <BulkPayBar
          selection={selection}
          visibleIds={events.map((e) => e.id)}
          selected={selected}
          onSelect={setPicked}
        />
        <EventGrid>
          {events.map((event) => (
            <EventCard key={event.id} event={event} data-testid={`completed-${event.id}`}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Checkbox
                  size="md"
                  checked={selected.has(event.id)}
                  onChange={() => toggle(event.id)}
                  aria-label={t('completedEvents.bulk.selectOne', { name: event.house.name })}
                  data-testid={`select-${event.id}`}
                />
                <Text size="sm" ta="right">
                  {format.money(
                    sumMoney([event.client_price, event.extras_client_amount]),
                    clientCurrencyOf(event.property),
                  )}{' '}
                  ·{' '}
                  {format.money(
                    sumMoney([event.worker_payment, event.extras_worker_amount, event.supervisor_payment]),
                    'CRC',
                  )}
                </Text>
              </Group>
              {(event.extras_client_amount > 0 || event.extras_worker_amount > 0) && (
                <Text size="xs" c="dimmed" ta="right" data-testid={`extras-of-${event.id}`}>
                  {t('completedEvents.withExtras', {
                    client: format.money(event.extras_client_amount, clientCurrencyOf(event.property)),
                    worker: format.money(event.extras_worker_amount, 'CRC'),
                  })}
                </Text>
              )}
              <InvoiceMark invoice={event.invoice} eventId={event.id} />
              <SimpleGrid cols={event.supervisor_payment > 0 ? 3 : 2} spacing="xs" mt={4}>
                <PaymentSelect
                  eventId={event.id}
                  kind="client"
                  value={event.payment_client_status}
                  locked={event.invoice !== null && event.invoice.status !== 'draft'}
                />
                <PaymentSelect eventId={event.id} kind="employee" value={event.payment_employee_status} />
                {event.supervisor_payment > 0 && (
                  <PaymentSelect eventId={event.id} kind="supervisor" value={event.payment_supervisor_status} />
                )}
              </SimpleGrid>
            </EventCard>
          ))}
        </EventGrid>
      </Stack>
    </MonthScreen>
  );
}
