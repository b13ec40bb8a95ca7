import type { CalendarAriaLabels } from '@mantine/dates';
import { useTranslation } from 'react-i18next';

const KEYS = [
  'nextMonth',
  'previousMonth',
  'nextYear',
  'previousYear',
  'nextDecade',
  'previousDecade',
] as const satisfies readonly (keyof CalendarAriaLabels)[];

/**
 * The names of a date picker's arrows in the interface language (Mantine leaves them unnamed). Its
 * level button ("November 2026") is named by its text: a fixed name would not hold what it shows.
 */
export function useCalendarLabels(): CalendarAriaLabels {
  const { t } = useTranslation();
  return Object.fromEntries(KEYS.map((key) => [key, t(`datePicker.${key}`)]));
}
