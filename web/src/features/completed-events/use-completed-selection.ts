import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { CompletedFilters } from '@common/contracts/payments';
import type { PaymentStatus } from '@common/domain/event-status';
import { todayIso } from '@common/domain/dates';
import type { CompletedSelection } from '../../lib/resources/payments';

/** The URL names of the filters (kept in the address so a filtered view can be shared or reloaded). */
export const FILTER_PARAMS = [
  'client_id',
  'property_id',
  'employee_id',
  'payment_client_status',
  'payment_employee_status',
  'payment_supervisor_status',
] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];

const idOf = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined);
const paymentOf = (value: string | null) =>
  value === 'paid' || value === 'pending' ? (value as PaymentStatus) : undefined;

/** The month (`?month=YYYY-MM`) and filters of Completed Services, read from and written to the URL. */
export function useCompletedSelection() {
  const [params, setParams] = useSearchParams();
  const monthParam = params.get('month');
  const first =
    monthParam && /^\d{4}-(0[1-9]|1[0-2])$/.test(monthParam) ? `${monthParam}-01` : `${todayIso().slice(0, 7)}-01`;
  const filters: CompletedFilters = useMemo(
    () => ({
      client_id: idOf(params.get('client_id')),
      property_id: idOf(params.get('property_id')),
      employee_id: idOf(params.get('employee_id')),
      payment_client_status: paymentOf(params.get('payment_client_status')),
      payment_employee_status: paymentOf(params.get('payment_employee_status')),
      payment_supervisor_status: paymentOf(params.get('payment_supervisor_status')),
    }),
    [params],
  );
  const selection: CompletedSelection = useMemo(
    () => ({ year: Number(first.slice(0, 4)), month: Number(first.slice(5, 7)), ...filters }),
    [first, filters],
  );
  const update = useCallback(
    (changes: Partial<Record<FilterParam | 'month', string | null>>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { first, selection, filters, update };
}
