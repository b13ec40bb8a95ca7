import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { InvoiceListQuery } from '@common/contracts/invoices';
import { INVOICE_STATUSES, type InvoiceStatus } from '@common/domain/invoice';

const idOf = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined);
const statusOf = (value: string | null) =>
  INVOICE_STATUSES.includes(value as InvoiceStatus) ? (value as InvoiceStatus) : undefined;

/** The Invoices list's filters (`?status=&client_id=`), read from and written to the URL. */
export function useInvoiceFilters() {
  const [params, setParams] = useSearchParams();
  const filters: InvoiceListQuery = useMemo(
    () => ({ status: statusOf(params.get('status')), client_id: idOf(params.get('client_id')) }),
    [params],
  );
  const update = useCallback(
    (changes: Partial<Record<'status' | 'client_id', string | null>>) =>
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
  return { filters, update };
}
