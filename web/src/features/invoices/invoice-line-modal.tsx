import { NumberInput, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MANUAL_LINE_KINDS,
  manualLineInput,
  updateLineInput,
  type Invoice,
  type InvoiceLine,
} from '@common/contracts/invoices';
import { extraLineTotal, extraUnitPrice, priceInvoice } from '@common/domain/invoice';
import { FormModal } from '../../components/form-modal';
import { fixableDetail } from '../../lib/error-text';
import { fieldError } from '../../lib/field-error';
import { useFormat } from '../../lib/format';
import { companySettingsQuery } from '../../lib/resources/company-settings';
import { useSaveLine } from '../../lib/resources/invoices';
import { AmountInput } from './amount-input';

type Props = { invoice: Invoice; line?: InvoiceLine; onClose: () => void };

/**
 * "Add line" / "Edit line" on a draft (docs/decisions/0049): a manual line's description, quantity, unit price, kind
 * (its CABYS code from Settings) and discount; a cleaning's or an extra's line only takes a discount. The line's
 * total shows before saving, priced as the server and the PDF price it.
 */
export function InvoiceLineModal({ invoice, line, onClose }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const settings = useQuery(companySettingsQuery());
  const save = useSaveLine();
  const manual = line === undefined || line.manual;
  const [description, setDescription] = useState(line?.description ?? '');
  const [quantity, setQuantity] = useState<string | number>(line?.quantity ?? 1);
  const [unit, setUnit] = useState<string | number>(line ? extraUnitPrice(line.amount, line.quantity) : '');
  const [kind, setKind] = useState<string | null>(line?.kind ?? 'extra');
  const [discount, setDiscount] = useState<string | number>(line?.discount ?? 0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const money = (amount: number) => format.money(amount, invoice.currency);

  const amount = manual ? extraLineTotal(Number(quantity) || 0, Number(unit) || 0) : line.amount;
  const [priced] = priceInvoice([{ amount, discount: Number(discount) || 0 }], 0, invoice.tax_rate).lines;
  const cabys = (k: string) =>
    (k === 'cleaning' ? settings.data?.cabys_cleaning : settings.data?.cabys_extra) || t('invoices.lineForm.noCabys');

  const handleSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    const values = manual
      ? { description, quantity, unit_amount: unit, kind: kind ?? 'extra', discount }
      : { discount };
    const parsed = (line === undefined ? manualLineInput : updateLineInput).safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    save.mutate({ id: invoice.id, lineId: line?.id, input: parsed.data }, { onSuccess: onClose });
  };

  return (
    <FormModal
      title={t(line ? 'invoices.lineForm.editTitle' : 'invoices.lineForm.addTitle')}
      onClose={onClose}
      onSubmit={handleSubmit}
      error={save.isError ? (fixableDetail(save.error) ?? t('invoices.lineForm.error')) : null}
      cancelLabel={t('invoices.cancel')}
      submitLabel={t(line ? 'invoices.lineForm.save' : 'invoices.lineForm.add')}
      busy={save.isPending}
    >
      {manual ? (
        <>
          <TextInput
            label={t('invoices.description')}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            maxLength={500}
            required
            error={fieldError('invoices', errors.description)}
            data-autofocus
          />
          <SimpleGrid cols={2} spacing="sm">
            <NumberInput
              label={t('invoices.quantity')}
              value={quantity}
              onChange={setQuantity}
              min={0}
              decimalScale={2}
              hideControls
              required
              error={fieldError('invoices', errors.quantity)}
            />
            <AmountInput
              label={t('invoices.lineForm.unit', { currency: invoice.currency })}
              value={unit}
              onChange={setUnit}
              required
              error={fieldError('invoices', errors.unit_amount)}
            />
          </SimpleGrid>
          <Select
            label={t('invoices.lineForm.kind')}
            data={MANUAL_LINE_KINDS.map((k) => ({
              value: k,
              label: t('invoices.lineForm.kindWithCabys', { kind: t(`invoices.lineForm.kinds.${k}`), cabys: cabys(k) }),
            }))}
            value={kind}
            onChange={setKind}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        </>
      ) : (
        <Text size="sm">{line.description}</Text>
      )}
      <AmountInput
        label={t('invoices.lineForm.discount', { currency: invoice.currency })}
        value={discount}
        onChange={setDiscount}
        error={fieldError('invoices', errors.discount)}
        data-autofocus={manual ? undefined : true}
      />
      <Text size="sm" c="dimmed" data-testid="line-total">
        {t('invoices.lineForm.total', { amount: money(priced!.net), tax: money(priced!.tax) })}
      </Text>
    </FormModal>
  );
}
