import { Button, Checkbox, Group, Paper, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconCalendar, IconFileTypePdf } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { reportInput, type ReportInput } from '@common/contracts/reports';
import { monthRange } from '@common/domain/calendar';
import { todayIso } from '@common/domain/dates';
import { dateFieldFormatter } from '../../lib/format';
import { clientsQuery } from '../../lib/resources/clients';
import { clientPropertiesQuery } from '../../lib/resources/properties';
import { useGenerateReport } from '../../lib/resources/reports';
import { useCalendarLabels } from '../../components/calendar-labels';

const DATE_FIELDS = [
  ['start_date', 'startDate'],
  ['end_date', 'endDate'],
] as const;

/** What the form holds before validation (selects give strings, pickers give YYYY-MM-DD or null). */
export type ReportFormValues = {
  client_id: string | null;
  property_id: string | null;
  start_date: string | null;
  end_date: string | null;
  language: 'en' | 'es';
  include_photos: boolean;
  include_checklist: boolean;
};

/** The form's values as a request when they are complete and valid, else null (drives the stats). */
export function toReportInput(values: ReportFormValues): ReportInput | null {
  const parsed = reportInput.safeParse(values);
  return parsed.success ? parsed.data : null;
}

/** First and last day of last month: the range a monthly client report usually covers. */
export function lastMonth(today = todayIso()): { start: string; end: string } {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return m === 1 ? monthRange(y - 1, 12) : monthRange(y, m - 1);
}

/** Client, optional property, start and end dates, and Generate (downloads the PDF). */
export function ReportForm({ onChange }: { onChange: (values: ReportFormValues) => void }) {
  const { t, i18n } = useTranslation();
  const ariaLabels = useCalendarLabels();
  const generate = useGenerateReport();
  const range = lastMonth();
  const clients = useQuery(clientsQuery());
  const form = useForm<ReportFormValues>({
    mode: 'controlled',
    // The PDF speaks the client's language (chosen with the client, docs/decisions/0048) unless another is chosen.
    initialValues: {
      client_id: null,
      property_id: null,
      start_date: range.start,
      end_date: range.end,
      language: i18n.resolvedLanguage?.startsWith('es') ? 'es' : 'en',
      include_photos: false,
      include_checklist: false,
    },
    validate: zod4Resolver(reportInput),
    onValuesChange: (values, previous) => {
      if (values.client_id !== previous.client_id && values.property_id !== null)
        form.setFieldValue('property_id', null);
      if (values.client_id !== previous.client_id) {
        const chosen = clients.data?.find((c) => c.id === Number(values.client_id));
        if (chosen && chosen.language !== values.language) form.setFieldValue('language', chosen.language);
      }
    },
  });
  const { values } = form;
  useEffect(() => onChange(values), [values, onChange]);

  const clientId = Number(values.client_id) || 0;
  const properties = useQuery(clientPropertiesQuery(clientId));
  const busy = generate.isPending;
  // A field's props: its label, value and translated error, locked while a report is being generated.
  const field = (name: keyof ReportFormValues, label: string) => {
    const message = form.errors[name];
    return {
      label: t(`reports.${label}`),
      disabled: busy,
      ...form.getInputProps(name),
      error: typeof message === 'string' ? t(`reports.validation.${message}`, { defaultValue: message }) : undefined,
    };
  };

  const handleSubmit = form.onSubmit((valid) => {
    const input = toReportInput(valid);
    if (!input) return;
    generate.mutate(input, {
      onSuccess: (file) =>
        notifications.show({ color: 'teal', message: t('reports.generated', { name: file.fileName ?? '' }) }),
      onError: () => notifications.show({ color: 'red', message: t('reports.errorGenerating') }),
    });
  });

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('reports.formTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="md">
            <Select
              {...field('client_id', 'client')}
              placeholder={clients.isLoading ? t('reports.loadingClients') : t('reports.clientPlaceholder')}
              data={(clients.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
              searchable
              required
            />
            <Select
              {...field('property_id', 'property')}
              placeholder={t('reports.allProperties')}
              data={(properties.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
              clearable
              disabled={busy || clientId === 0}
            />
            {DATE_FIELDS.map(([name, label]) => (
              <DatePickerInput
                key={name}
                {...field(name, label)}
                leftSection={<IconCalendar size={16} />}
                valueFormatter={dateFieldFormatter(i18n.language)}
                ariaLabels={ariaLabels}
                required
              />
            ))}
            <Select
              {...field('language', 'language')}
              data={(['es', 'en'] as const).map((value) => ({ value, label: t(`reports.languages.${value}`) }))}
              allowDeselect={false}
            />
          </SimpleGrid>
          <Group justify="space-between" gap="sm">
            <Group gap="lg">
              {(['include_photos', 'include_checklist'] as const).map((name) => (
                <Checkbox
                  key={name}
                  {...form.getInputProps(name, { type: 'checkbox' })}
                  label={t(name === 'include_photos' ? 'reports.includePhotos' : 'reports.includeChecklist')}
                  disabled={busy}
                  size="md"
                  // The label is the touch target: 44 px tall on a phone.
                  styles={{
                    body: { alignItems: 'center' },
                    label: { minHeight: 44, display: 'flex', alignItems: 'center' },
                  }}
                />
              ))}
            </Group>
            <Button
              type="submit"
              loading={busy}
              disabled={busy}
              leftSection={<IconFileTypePdf size={18} />}
              w={{ base: '100%', xs: 'auto' }}
            >
              {busy ? t('reports.generating') : t('reports.generate')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
