import '@mantine/dates/styles.css';
import { Select } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { createInvoiceInput } from '@common/contracts/invoices';
import { monthRange } from '@common/domain/calendar';
import { todayIso } from '@common/domain/dates';
import { useCalendarLabels } from '../../components/calendar-labels';
import { FormModal } from '../../components/form-modal';
import { fixableDetail } from '../../lib/error-text';
import { fieldError } from '../../lib/field-error';
import { dateFieldFormatter } from '../../lib/format';
import { clientsQuery } from '../../lib/resources/clients';
import { useCreateInvoice } from '../../lib/resources/invoices';
import { ExchangeRateInput } from './exchange-rate-input';

type Range = [string | null, string | null];

/** Last month, first to last day: the period a new invoice defaults to. */
export function lastMonth(today = todayIso()): Range {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const { start, end } = month === 1 ? monthRange(year - 1, 12) : monthRange(year, month - 1);
  return [start, end];
}

/** "New invoice": client, period (last month by default), exchange rate for a USD client; opens the draft made. */
export function NewInvoiceModal({ clientId, onClose }: { clientId?: number; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const ariaLabels = useCalendarLabels();
  const clients = useQuery(clientsQuery());
  const create = useCreateInvoice();
  const [client, setClient] = useState<string | null>(clientId ? String(clientId) : null);
  const [range, setRange] = useState<Range>(lastMonth);
  const [rate, setRate] = useState<string | number>('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const chosen = clients.data?.find((c) => String(c.id) === client);

  const handleSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    const [start, end] = range;
    const parsed = createInvoiceInput.safeParse({
      client_id: client ?? '',
      start_date: start ?? '',
      end_date: end ?? start ?? '',
      exchange_rate: chosen?.currency === 'USD' ? rate : undefined,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, { onSuccess: (draft) => void navigate(`/invoices/${draft.id}`) });
  };

  return (
    <FormModal
      title={t('invoices.new.title')}
      onClose={onClose}
      onSubmit={handleSubmit}
      error={create.isError ? (fixableDetail(create.error) ?? t('invoices.new.error')) : null}
      cancelLabel={t('invoices.cancel')}
      submitLabel={t('invoices.new.submit')}
      busy={create.isPending}
    >
      <Select
        label={t('invoices.client')}
        data={(clients.data ?? [])
          .filter((c) => c.active_status || String(c.id) === client)
          .map((c) => ({ value: String(c.id), label: `${c.name} (${c.currency})` }))}
        value={client}
        onChange={setClient}
        searchable
        required
        error={fieldError('invoices', errors.client_id)}
        comboboxProps={{ withinPortal: true }}
      />
      <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 0 }}>
        <DatePickerInput
          type="range"
          allowSingleDateInRange
          label={t('invoices.new.period')}
          value={range}
          onChange={(value) => setRange(value as Range)}
          valueFormatter={dateFieldFormatter(i18n.language)}
          ariaLabels={ariaLabels}
          error={fieldError('invoices', errors.start_date ?? errors.end_date)}
          required
        />
      </DatesProvider>
      {chosen?.currency === 'USD' && <ExchangeRateInput value={rate} onChange={setRate} error={errors.exchange_rate} />}
    </FormModal>
  );
}
