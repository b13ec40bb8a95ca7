import type { CalendarAriaLabels } from '@mantine/dates';
import { useTranslation } from 'react-i18next';

const KEYS = [
  'nextMonth',
  'previousMonth',
  'nextYear',
  'previousYear',
  'nextDecade',
  'previousDecade',
  'monthLevelControl',
  'yearLevelControl',
] as const satisfies readonly (keyof CalendarAriaLabels)[];

/** The names of a date picker's arrows and level buttons in the interface language (Mantine leaves them unnamed). */
export function useCalendarLabels(): CalendarAriaLabels {
  const { t } = useTranslation();
  return Object.fromEntries(KEYS.map((key) => [key, t(`datePicker.${key}`)]));
}
