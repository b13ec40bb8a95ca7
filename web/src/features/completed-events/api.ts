import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { CleaningEvent } from '@common/contracts/events';
import type { PaymentStatus } from '@common/domain/event-status';
import { api } from '../../lib/api-client';
import i18n from '../../lib/i18n';

/** Query keys; by-month shares its key shape with the other event screens. */
export const completedKeys = {
  allMonths: ['cleaning-events', 'by-month'] as const,
  byMonth: (year: number, month: number) => ['cleaning-events', 'by-month', year, month] as const,
};

/** GET /cleaning_events/by-month for one month. */
export function byMonthQuery(year: number, month: number) {
  return queryOptions({
    queryKey: completedKeys.byMonth(year, month),
    queryFn: ({ signal }) => api.get<CleaningEvent[]>(`/cleaning_events/by-month?year=${year}&month=${month}`, { signal }),
  });
}

export type PaymentKind = 'client' | 'employee';

/** PATCH payment-client or payment-employee; the answer replaces the event in the month caches. */
export function useSetPayment(kind: PaymentKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: PaymentStatus }) =>
      kind === 'client'
        ? api.patch<CleaningEvent>(`/cleaning_events/${id}/payment-client`, { payment_client_status: status })
        : api.patch<CleaningEvent>(`/cleaning_events/${id}/payment-employee`, { payment_employee_status: status }),
    onSuccess: (updated) =>
      client.setQueriesData<CleaningEvent[]>({ queryKey: completedKeys.allMonths }, (events) =>
        events?.map((event) => (event.id === updated.id ? updated : event)),
      ),
    onError: (error) => notifications.show({ color: 'red', message: `${i18n.t('completedEvents.paymentFailed')} ${error.message}` }),
  });
}
