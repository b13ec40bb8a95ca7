import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useAmountFormat } from '../../lib/format';

/** An amount of money typed as the reader's language writes numbers: from 0, to the cent, no spin buttons. */
export function AmountInput(props: NumberInputProps) {
  const amountFormat = useAmountFormat();
  return <NumberInput min={0} decimalScale={2} {...amountFormat} hideControls {...props} />;
}
