import { Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { extraInput, type ExtraInput } from '@common/contracts/extras';
import type { Currency } from '@common/domain/format';
import { EXTRA_KINDS, extraLineTotal } from '@common/domain/invoice';
import { fieldError } from '../lib/field-error';
import { useSchemaForm } from '../lib/form';
import { ErrorAlert } from './error-alert';
import { ExtraUnitFields } from './extra-unit-fields';

interface ExtraAddFormProps {
  /** The client's currency; null: no client amount field (the reader sees no client prices). */
  currency: Currency | null;
  onAdd: (input: ExtraInput) => Promise<unknown>;
  onClose: () => void;
}

/** The kinds of extra as a select's options, in the reader's language. */
export function useKindOptions() {
  const { t } = useTranslation();
  return EXTRA_KINDS.map((kind) => ({ value: kind, label: t(`extras.kind.${kind}`) }));
}

/**
 * The office's "Add extra": kind, description, quantity and the prices per unit, with the line's totals shown before
 * saving; the API gets the line's totals. Approved at once.
 */
export function ExtraAddForm({ currency, onAdd, onClose }: ExtraAddFormProps) {
  const { t } = useTranslation();
  const kinds = useKindOptions();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // client_amount and worker_amount hold the prices per unit while typing; the line's totals are sent.
  const form = useSchemaForm<ExtraInput>(
    extraInput,
    { kind: 'laundry', description: '', quantity: 1, client_amount: 0, worker_amount: 0 },
    { mode: 'controlled' },
  );
  const field = (name: keyof ExtraInput) => ({
    ...form.getInputProps(name),
    error: fieldError('extras', form.errors[name]),
    disabled: busy,
  });
  const handleSubmit = form.onSubmit((input) => {
    setBusy(true);
    setFailure(null);
    onAdd({
      ...input,
      client_amount: extraLineTotal(input.quantity, input.client_amount),
      worker_amount: extraLineTotal(input.quantity, input.worker_amount),
    })
      .then(onClose)
      .catch((error: unknown) =>
        setFailure(t('extras.addFailed', { message: error instanceof Error ? error.message : '' })),
      )
      .finally(() => setBusy(false));
  });
  return (
    <Paper withBorder radius="md" p="sm">
      <form onSubmit={handleSubmit} noValidate aria-label={t('extras.addTitle')}>
        <Stack gap="sm">
          <Text fw={700}>{t('extras.addTitle')}</Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Select label={t('extras.kindLabel')} data={kinds} allowDeselect={false} required {...field('kind')} />
            <NumberInput label={t('extras.quantity')} min={0.01} decimalScale={2} required {...field('quantity')} />
          </SimpleGrid>
          <TextInput
            label={t('extras.description')}
            placeholder={t('extras.descriptionPlaceholder')}
            maxLength={200}
            {...field('description')}
          />
          <ExtraUnitFields
            quantity={form.values.quantity}
            currency={currency}
            clientUnit={form.values.client_amount}
            workerUnit={form.values.worker_amount}
            onClientUnit={(v) => form.setFieldValue('client_amount', Number(v) || 0)}
            onWorkerUnit={(v) => form.setFieldValue('worker_amount', Number(v) || 0)}
            disabled={busy}
            clientError={fieldError('extras', form.errors.client_amount)}
            workerError={fieldError('extras', form.errors.worker_amount)}
          />
          <ErrorAlert message={failure} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('extras.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('extras.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
