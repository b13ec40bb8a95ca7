import { Button, Group, NumberInput, Paper, Select, Stack, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { updateInvoiceInput, type Invoice } from '@common/contracts/invoices';
import type { InvoiceTerms } from '@common/domain/invoice';
import { ErrorAlert } from '../../components/error-alert';
import { fixableDetail } from '../../lib/error-text';
import { fieldError } from '../../lib/field-error';
import { useUpdateDraft } from '../../lib/resources/invoices';
import { AmountInput } from './amount-input';

/** The words of an invoice's or a client's terms: "Cash" or "Credit, 30 days". */
export function useTermsText() {
  const { t } = useTranslation();
  return (terms: InvoiceTerms) =>
    terms === 'cash' ? t('invoices.terms.cash') : t('invoices.terms.credit', { count: terms.credit_days });
}

/** A draft's terms (cash, or credit with days) and its discount on the whole invoice (docs/decisions/0049). */
export function DraftTerms({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const update = useUpdateDraft();
  const [kind, setKind] = useState<string | null>(invoice.terms === 'cash' ? 'cash' : 'credit');
  const [days, setDays] = useState<string | number>(invoice.terms === 'cash' ? 30 : invoice.terms.credit_days);
  const [discount, setDiscount] = useState<string | number>(invoice.discount);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const terms = kind === 'cash' ? 'cash' : { credit_days: days };
    const parsed = updateInvoiceInput.safeParse({ terms, discount });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    update.mutate({ id: invoice.id, input: parsed.data });
  };

  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={handleSubmit} data-testid="draft-terms">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('invoices.terms.title')}
        </Title>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t('invoices.terms.label')}
            data={[
              { value: 'cash', label: t('invoices.terms.cash') },
              { value: 'credit', label: t('invoices.terms.creditKind') },
            ]}
            value={kind}
            onChange={setKind}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            w={160}
          />
          {kind === 'credit' && (
            <NumberInput
              label={t('invoices.terms.days')}
              value={days}
              onChange={setDays}
              min={1}
              max={365}
              allowDecimal={false}
              hideControls
              w={110}
              error={fieldError('invoices', errors.terms)}
            />
          )}
          <AmountInput
            label={t('invoices.terms.discount', { currency: invoice.currency })}
            value={discount}
            onChange={setDiscount}
            w={210}
            error={fieldError('invoices', errors.discount)}
          />
          <Button type="submit" variant="light" loading={update.isPending}>
            {t('invoices.terms.save')}
          </Button>
        </Group>
        <ErrorAlert message={update.isError ? (fixableDetail(update.error) ?? t('invoices.terms.error')) : null} />
      </Stack>
    </Paper>
  );
}
