import '@mantine/dates/styles.css';
import { Alert, Button, Stack, Textarea } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { timeOffInput, type TimeOff } from '@common/contracts/capacity';
import type { Employee } from '@common/contracts/staff';
import { useCalendarLabels } from '../../components/calendar-labels';
import { ErrorAlert } from '../../components/error-alert';
import { errorText } from '../../lib/error-text';
import { fieldError } from '../../lib/field-error';
import { dateFieldFormatter, useFormat } from '../../lib/format';
import { useAddTimeOff } from '../../lib/resources/time-off';
import { cleaningsText } from './time-off-period';

type Range = [string | null, string | null];

/** Adds a period off for her (approved, as an admin adds it) and says which of her cleanings fall in it. */
export function TimeOffForm({ employee }: { employee: Employee }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const ariaLabels = useCalendarLabels();
  const add = useAddTimeOff();
  const [range, setRange] = useState<Range>([null, null]);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [added, setAdded] = useState<TimeOff | null>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const [start, end] = range;
    const parsed = timeOffInput.safeParse({ start_date: start ?? '', end_date: end ?? start ?? '', note });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    add.mutate(
      { employeeId: employee.id, input: parsed.data },
      {
        onSuccess: (period) => {
          setAdded(period);
          setRange([null, null]);
          setNote('');
        },
      },
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 0 }}>
          <DatePickerInput
            type="range"
            allowSingleDateInRange
            label={t('timeOff.dates')}
            placeholder={t('timeOff.pickDates')}
            value={range}
            onChange={(value) => setRange(value as Range)}
            valueFormatter={dateFieldFormatter(i18n.language)}
            ariaLabels={ariaLabels}
            error={fieldError('timeOff', error)}
            required
          />
        </DatesProvider>
        <Textarea
          label={t('timeOff.note')}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          autosize
          minRows={1}
          maxLength={500}
        />
        <ErrorAlert message={add.isError ? errorText(add.error, t('timeOff.addError')) : null} />
        {added && added.assigned_cleanings.length > 0 && (
          <Alert color="orange" variant="light" role="status">
            {t('timeOff.reassign', {
              name: employee.name,
              count: added.assigned_cleanings.length,
              cleanings: cleaningsText(format, added.assigned_cleanings),
            })}
          </Alert>
        )}
        <Button type="submit" loading={add.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('timeOff.add')}
        </Button>
      </Stack>
    </form>
  );
}
