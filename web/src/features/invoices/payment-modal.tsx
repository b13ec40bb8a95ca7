import '@mantine/dates/styles.css';
import { Select, TextInput } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { paymentInput, type Invoice } from '@common/contracts/invoices';
import { todayIso } from '@common/domain/dates';
import { PAYMENT_METHODS } from '@common/domain/invoice';
import { useCalendarLabels } from '../../components/calendar-labels';
import { FormModal } from '../../components/form-modal';
import { fixableDetail } from '../../lib/error-text';
import { fieldError } from '../../lib/field-error';
import { dateFieldFormatter } from '../../lib/format';
import { useRecordPayment } from '../../lib/resources/invoices';
import { AmountInput } from './amount-input';

/** "Record payment": the amount (the balance by default), the day it came in (today), how, and a reference. */
export function PaymentModal({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const ariaLabels = useCalendarLabels();
  const record = useRecordPayment();
  const [amount, setAmount] = useState<string | number>(invoice.balance);
  const [paidOn, setPaidOn] = useState<string | null>(todayIso());
  const [method, setMethod] = useState<string | null>('transfer');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const handleSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    const parsed = paymentInput.safeParse({ amount, paid_on: paidOn ?? '', method: method ?? '', reference });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    record.mutate({ id: invoice.id, input: parsed.data }, { onSuccess: onClose });
  };

  return (
    <FormModal
      title={t('invoices.paymentTitle')}
      onClose={onClose}
      onSubmit={handleSubmit}
      error={record.isError ? (fixableDetail(record.error) ?? t('invoices.paymentError')) : null}
      cancelLabel={t('invoices.cancel')}
      submitLabel={t('invoices.recordPayment')}
      busy={record.isPending}
    >
      <AmountInput
        label={t('invoices.paymentAmount', { currency: invoice.currency })}
        value={amount}
        onChange={setAmount}
        required
        error={fieldError('invoices', errors.amount)}
        data-autofocus
      />
      <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 0 }}>
        <DatePickerInput
          label={t('invoices.paidOn')}
          value={paidOn}
          onChange={(value) => setPaidOn(value as string | null)}
          valueFormatter={dateFieldFormatter(i18n.language)}
          ariaLabels={ariaLabels}
          error={fieldError('invoices', errors.paid_on)}
          required
        />
      </DatesProvider>
      <Select
        label={t('invoices.method')}
        data={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`invoices.methods.${m}`) }))}
        value={method}
        onChange={setMethod}
        allowDeselect={false}
        required
        error={fieldError('invoices', errors.method)}
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput
        label={t('invoices.reference')}
        value={reference}
        onChange={(event) => setReference(event.currentTarget.value)}
        maxLength={200}
        error={fieldError('invoices', errors.reference)}
      />
    </FormModal>
  );
}
