import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import { DatesProvider, MonthPickerInput } from '@mantine/dates';
import { IconCalendarMonth } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A month filter (label given by the page): value and changes as 'YYYY-MM-01'. */
export function MonthPicker({ label, value, onChange }: { label: string; value: string; onChange: (month: string) => void }) {
  const { i18n } = useTranslation();
  return (
    <DatesProvider settings={{ locale: i18n.language }}>
      <MonthPickerInput
        label={label}
        value={value}
        onChange={(month) => month && onChange(month.slice(0, 10))}
        valueFormat="MMMM YYYY"
        leftSection={<IconCalendarMonth size={16} />}
        w={{ base: '100%', xs: 240 }}
        allowDeselect={false}
      />
    </DatesProvider>
  );
}
