import { NumberInput, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAYROLL_CURRENCY, type Currency } from '@common/domain/format';
import { extraLineTotal } from '@common/domain/invoice';
import { useAmountFormat, useFormat } from '../lib/format';

interface ExtraUnitFieldsProps {
  quantity: number;
  /** The client's currency; null: no client price field (the reader sees no client prices). */
  currency: Currency | null;
  clientUnit: number | string;
  workerUnit: number | string;
  onClientUnit: (value: number | string) => void;
  onWorkerUnit: (value: number | string) => void;
  disabled?: boolean;
  clientError?: string | null;
  workerError?: string | null;
}

/**
 * The prices per unit of an extra and, before saving, the line's totals (quantity × unit) for the client and the
 * housekeeper: the API keeps line totals (docs/decisions/0046-one-truth-for-money.md).
 */
export function ExtraUnitFields(props: ExtraUnitFieldsProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const amountFormat = useAmountFormat();
  const quantity = Number(props.quantity) || 0;
  const line = (unit: number | string, currency: Currency, key: 'lineTotalClient' | 'lineTotalWorker') =>
    t(`extras.${key}`, {
      quantity: format.number(quantity),
      unit: format.money(Number(unit) || 0, currency),
      total: format.money(extraLineTotal(quantity, Number(unit) || 0), currency),
    });
  // A price left empty (an amount this reader may not see, kept as it is) has no total to show.
  const parts = [
    ...(props.currency && props.clientUnit !== '' ? [line(props.clientUnit, props.currency, 'lineTotalClient')] : []),
    ...(props.workerUnit !== '' ? [line(props.workerUnit, PAYROLL_CURRENCY, 'lineTotalWorker')] : []),
  ];
  const unitInput = (
    label: string,
    value: number | string,
    onChange: (value: number | string) => void,
    error?: string | null,
  ) => (
    <NumberInput
      label={label}
      min={0}
      decimalScale={2}
      {...amountFormat}
      value={value}
      onChange={onChange}
      disabled={props.disabled}
      error={error}
    />
  );
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {props.currency &&
          unitInput(
            t('extras.clientUnit', { currency: props.currency }),
            props.clientUnit,
            props.onClientUnit,
            props.clientError,
          )}
        {unitInput(t('extras.workerUnit'), props.workerUnit, props.onWorkerUnit, props.workerError)}
      </SimpleGrid>
      {parts.length > 0 && (
        <Text size="sm" fw={600} data-testid="extra-line-total" style={{ overflowWrap: 'anywhere' }}>
          {t('extras.lineTotal', { parts: parts.join(' · ') })}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {t('extras.amountsHint')}
      </Text>
    </>
  );
}
