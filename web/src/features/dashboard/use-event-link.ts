import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { CleaningEvent } from '@common/contracts/events';

const DATE = /^(\d{4})-(\d{2})-\d{2}$/;

/**
 * `/dashboard?event=ID&date=YYYY-MM-DD` (the feed banner's links): shows the month of `date` through
 * `onDate`, then opens that cleaning's details with `onOpen` once the month is in, and takes the two
 * parameters out of the address so that closing the details does not open them again.
 */
export function useEventLink(
  view: { year: number; month: number },
  monthEvents: CleaningEvent[] | undefined,
  onDate: (date: string) => void,
  onOpen: (event: CleaningEvent) => void,
) {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('event'));
  const date = params.get('date') ?? '';
  const match = DATE.exec(date);
  const dated = match !== null;
  const inView = match !== null && Number(match[1]) === view.year && Number(match[2]) === view.month;

  useEffect(() => {
    if (dated && !inView) onDate(date);
  }, [date, dated, inView, onDate]);

  useEffect(() => {
    if (!params.has('event')) return;
    if (dated && (!inView || !monthEvents)) return; // its month is still on its way
    const found = monthEvents?.find((e) => e.id === id);
    if (found) onOpen(found);
    setParams(
      (next) => {
        next.delete('event');
        next.delete('date');
        return next;
      },
      { replace: true },
    );
  }, [params, id, dated, inView, monthEvents, onOpen, setParams]);
}
