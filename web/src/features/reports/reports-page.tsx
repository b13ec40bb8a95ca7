import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import { Stack, Title } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportForm, toReportInput, type ReportFormValues } from './report-form';
import { ReportHistory } from './report-history';
import { ReportStats } from './report-stats';

/** The Reports screen: generation form, stats of the range, and the report history. */
export function ReportsPage() {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<ReportFormValues | null>(null);
  const handleChange = useCallback((next: ReportFormValues) => setValues(next), []);
  const input = values ? toReportInput(values) : null;

  return (
    <DatesProvider settings={{ locale: i18n.language === 'es' ? 'es' : 'en', firstDayOfWeek: 0 }}>
      <Stack gap="lg" maw={1200}>
        <Title order={1} size="h2">
          {t('pages.reports')}
        </Title>
        <ReportForm onChange={handleChange} />
        <ReportStats input={input} />
        <ReportHistory />
      </Stack>
    </DatesProvider>
  );
}
