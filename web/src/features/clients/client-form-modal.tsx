import { Checkbox, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { createClientInput, type Client, type CreateClientInput } from '@common/contracts/clients';
import { CREDIT_DAYS_MESSAGE, termsField } from '@common/contracts/invoices';
import { CURRENCIES } from '@common/domain/format';
import { DEFAULT_TAX_RATE, ID_TYPES } from '@common/domain/invoice';
import { FormModal } from '../../components/form-modal';
import { ApiError } from '../../lib/api-error';
import { errorText } from '../../lib/error-text';
import { fieldError } from '../../lib/field-error';
import { useSchemaForm } from '../../lib/form';
import { useSaveClient } from '../../lib/resources/clients';

interface ClientFormModalProps {
  /** The client to edit; undefined to register a new one. */
  client?: Client;
  onClose: () => void;
}

/** The form's values: what the schema takes, with the billing fields as their inputs hold them. */
type ClientFormValues = Omit<CreateClientInput, 'id_type' | 'tax_rate' | 'terms'> & {
  id_type?: string | null;
  tax_rate?: number | string;
  /** The default terms as two inputs: cash or credit, and the days of a credit. */
  terms_kind: 'cash' | 'credit';
  credit_days: number | string;
};

/** The terms the API takes from the form's two inputs. */
const withTerms = ({ terms_kind, credit_days, ...values }: ClientFormValues) => ({
  ...values,
  terms: terms_kind === 'cash' ? ('cash' as const) : { credit_days: Number(credit_days) },
});

/** The form's own check: the client's fields, and a credit's days as the terms take them (an empty field is refused). */
const creditDays = termsField.options[1].shape.credit_days;
const clientForm = z.intersection(
  createClientInput,
  z
    .object({ terms_kind: z.enum(['cash', 'credit']), credit_days: z.union([z.number(), z.string()]) })
    .superRefine(({ terms_kind, credit_days }, ctx) => {
      if (terms_kind === 'credit' && (credit_days === '' || !creditDays.safeParse(credit_days).success))
        ctx.addIssue({ code: 'custom', path: ['credit_days'], message: CREDIT_DAYS_MESSAGE });
    }),
);

/**
 * Register / edit a client: name required, e-mail and phone optional but well-formed; its billing
 * (docs/decisions/0036-billing-clients.md): currency, tax rate, billing e-mail, Hacienda's id type and number; the
 * language of its mails and PDFs (docs/decisions/0048-company-identity-in-settings-clients-language.md); the terms its
 * invoices start with and the weekly reminder of overdue invoices (docs/decisions/0049).
 */
export function ClientFormModal({ client, onClose }: ClientFormModalProps) {
  const { t } = useTranslation();
  const mutation = useSaveClient();
  const initial: ClientFormValues = {
    name: client?.name ?? '',
    email: client?.email ?? '',
    phone: client?.phone ?? '',
    currency: client?.currency ?? 'USD',
    tax_rate: client?.tax_rate ?? DEFAULT_TAX_RATE,
    billing_email: client?.billing_email ?? '',
    id_type: client?.id_type ?? null,
    id_number: client?.id_number ?? '',
    language: client?.language ?? 'es',
    terms_kind: client && client.terms !== 'cash' ? 'credit' : 'cash',
    credit_days: client && client.terms !== 'cash' ? client.terms.credit_days : 30,
    payment_reminders: client?.payment_reminders ?? false,
  };
  const [termsKind, setTermsKind] = useState(initial.terms_kind);
  const form = useSchemaForm(clientForm, initial, {
    // The submitted values are the schema's output (cast back: Mantine types them as the inputs).
    transformValues: (values) => createClientInput.parse(withTerms(values)) as unknown as ClientFormValues,
    onValuesChange: (values) => setTermsKind(values.terms_kind),
  });

  const handleSubmit = form.onSubmit((values) => {
    mutation.mutate(
      // transformValues has parsed them: they are the schema's output.
      { id: client?.id, values: values as unknown as CreateClientInput },
      { onSuccess: onClose, onError: (error) => nameTaken(error) && form.setFieldError('name', error.detail) },
    );
  });
  // A duplicate active name (409) is the name field's to fix: it says so there, not in a banner.
  const nameTaken = (error: Error | null): error is ApiError =>
    error instanceof ApiError && error.status === 409 && error.errors.some((e) => e.field === 'name');

  const field = (name: keyof ClientFormValues) => ({
    ...form.getInputProps(name),
    error: fieldError('clients', form.errors[name]),
    label: t(`clients.${name}`),
  });

  return (
    <FormModal
      title={t(client ? 'clients.editTitle' : 'clients.newTitle')}
      onClose={onClose}
      onSubmit={handleSubmit}
      error={mutation.isError && !nameTaken(mutation.error) ? errorText(mutation.error, t('clients.saveError')) : null}
      cancelLabel={t('clients.cancel')}
      submitLabel={t(client ? 'clients.save' : 'clients.register')}
      busy={mutation.isPending}
      fullScreenOnPhone
    >
      <TextInput key={form.key('name')} {...field('name')} required data-autofocus />
      <TextInput key={form.key('email')} {...field('email')} type="email" />
      <TextInput key={form.key('phone')} {...field('phone')} type="tel" />
      <SimpleGrid cols={2} spacing="sm">
        <Select
          key={form.key('currency')}
          {...field('currency')}
          data={[...CURRENCIES]}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <NumberInput
          key={form.key('tax_rate')}
          {...field('tax_rate')}
          min={0}
          max={100}
          decimalScale={2}
          hideControls
        />
      </SimpleGrid>
      <TextInput key={form.key('billing_email')} {...field('billing_email')} type="email" />
      <Select
        key={form.key('id_type')}
        {...field('id_type')}
        data={ID_TYPES.map((code) => ({ value: code, label: t(`clients.idTypes.${code}`) }))}
        placeholder={t('clients.noIdType')}
        clearable
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput key={form.key('id_number')} {...field('id_number')} inputMode="numeric" />
      <Select
        key={form.key('language')}
        {...field('language')}
        data={(['es', 'en'] as const).map((code) => ({ value: code, label: t(`clients.languages.${code}`) }))}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <SimpleGrid cols={2} spacing="sm">
        <Select
          key={form.key('terms_kind')}
          {...field('terms_kind')}
          data={[
            { value: 'cash', label: t('clients.termsKinds.cash') },
            { value: 'credit', label: t('clients.termsKinds.credit') },
          ]}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        {termsKind === 'credit' && (
          <NumberInput
            key={form.key('credit_days')}
            {...field('credit_days')}
            min={1}
            max={365}
            clampBehavior="strict"
            allowDecimal={false}
            hideControls
          />
        )}
      </SimpleGrid>
      <Checkbox
        key={form.key('payment_reminders')}
        {...form.getInputProps('payment_reminders', { type: 'checkbox' })}
        label={t('clients.payment_reminders')}
        description={t('clients.paymentRemindersHint')}
      />
    </FormModal>
  );
}
