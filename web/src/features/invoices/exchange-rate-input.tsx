import { NumberInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../lib/field-error';
import { useAmountFormat } from '../../lib/format';

/** A USD invoice's exchange rate (colones per dollar, optional), asked in New invoice and in the Issue step. */
export function ExchangeRateInput({
  value,
  onChange,
  error,
}: {
  value: string | number;
  onChange: (value: string | number) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const amountFormat = useAmountFormat();
  return (
    <NumberInput
      label={t('invoices.exchangeRate')}
      description={t('invoices.exchangeRateHint')}
      value={value}
      onChange={onChange}
      min={0}
      decimalScale={2}
      {...amountFormat}
      hideControls
      error={fieldError('invoices', error)}
    />
  );
}
