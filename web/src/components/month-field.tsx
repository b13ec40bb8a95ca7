import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import { DatesProvider, MonthPickerInput } from '@mantine/dates';
import { IconCalendarMonth } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIso } from '@common/domain/dates';
import { useCalendarLabels } from './calendar-labels';

/** The first day (YYYY-MM-01) of the month of a YYYY-MM-DD date. */
export function firstOfMonth(iso: string): string {
  return `${iso.slice(0, 7)}-01`;
}

/** The month a screen shows (its first day, YYYY-MM-01), starting at the current one. */
export function useViewedMonth() {
  const [first, setFirst] = useState(() => firstOfMonth(todayIso()));
  return { first, year: Number(first.slice(0, 4)), month: Number(first.slice(5, 7)), setFirst };
}

/** A month picker in the interface language; the value is the month's first day, YYYY-MM-DD. */
export function MonthField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (first: string) => void;
}) {
  const { i18n } = useTranslation();
  const ariaLabels = useCalendarLabels();
  return (
    <DatesProvider settings={{ locale: i18n.language === 'es' ? 'es' : 'en' }}>
      <MonthPickerInput
        label={label}
        value={value}
        onChange={(next) => next && onChange(firstOfMonth(next))}
        allowDeselect={false}
        leftSection={<IconCalendarMonth size={18} />}
        valueFormat="MMMM YYYY"
        ariaLabels={ariaLabels}
        size="md"
        w={{ base: '100%', xs: 260 }}
        popoverProps={{ position: 'bottom-start', shadow: 'lg' }}
        // At least 44 px high: a thumb-sized target on a phone.
        styles={{ input: { textTransform: 'capitalize', minHeight: 44 } }}
      />
    </DatesProvider>
  );
}
