import { Badge, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApproveExtraInput, Extra } from '@common/contracts/extras';
import { PAYROLL_CURRENCY, type Currency } from '@common/domain/format';
import type { ExtraStatus } from '@common/domain/invoice';
import { useAmountFormat, useFormat } from '../lib/format';
import { ErrorAlert } from './error-alert';

/** The colour of an extra's status badge. */
export const EXTRA_STATUS_COLOR: Record<ExtraStatus, string> = {
  requested: 'yellow',
  approved: 'teal',
  refused: 'red',
};

type Mode = 'view' | 'approve' | 'refuse' | 'delete';

interface ExtraItemProps {
  extra: Extra;
  /** The client's currency; null: client amounts are not shown. */
  currency: Currency | null;
  /** The cleaning is completed: no buttons. */
  frozen: boolean;
  /** Delete is offered (the event details); the requests card only approves or refuses. */
  canDelete?: boolean;
  onApprove: (input: ApproveExtraInput) => Promise<unknown>;
  onRefuse: (reason: string) => Promise<unknown>;
  onRemove: () => Promise<unknown>;
}

/** One extra of a cleaning: what, how many, its amounts, status, who and when; Approve, Refuse and Delete inline. */
export function ExtraItem({
  extra,
  currency,
  frozen,
  canDelete = true,
  onApprove,
  onRefuse,
  onRemove,
}: ExtraItemProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const amountFormat = useAmountFormat();
  const [mode, setMode] = useState<Mode>('view');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // An amount this reader may not see (null) starts empty and, left so, stays as it was on the server.
  const [clientAmount, setClientAmount] = useState<number | string>(extra.client_amount ?? '');
  const [workerAmount, setWorkerAmount] = useState<number | string>(extra.worker_amount ?? '');
  const [reason, setReason] = useState('');
  const kind = t(`extras.kind.${extra.kind}`);
  const run = (call: () => Promise<unknown>, failed: string) => {
    setBusy(true);
    setFailure(null);
    call()
      .then(() => setMode('view'))
      .catch((error: unknown) => setFailure(t(failed, { message: error instanceof Error ? error.message : '' })))
      .finally(() => setBusy(false));
  };
  const approve = () =>
    run(
      () =>
        onApprove({
          ...(currency && clientAmount !== '' && { client_amount: Number(clientAmount) || 0 }),
          ...(workerAmount !== '' && { worker_amount: Number(workerAmount) || 0 }),
        }),
      'extras.approveFailed',
    );
  const switchTo = (next: Mode) => {
    setFailure(null);
    setMode(next);
  };
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={kind} data-testid="extra-item">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text fw={700} size="sm">
            {kind} {t('extras.times', { quantity: format.number(extra.quantity) })}
          </Text>
          <Badge color={EXTRA_STATUS_COLOR[extra.status]} variant="light" tt="none" style={{ flexShrink: 0 }}>
            {t(`extras.status.${extra.status}`)}
          </Badge>
        </Group>
        {extra.description && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {extra.description}
          </Text>
        )}
        <Group gap="md">
          {currency && extra.client_amount !== null && (
            <Text size="sm">{t('extras.client', { amount: format.money(extra.client_amount, currency) })}</Text>
          )}
          {extra.worker_amount !== null && (
            <Text size="sm">{t('extras.worker', { amount: format.money(extra.worker_amount, PAYROLL_CURRENCY) })}</Text>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {t(
            extra.status !== 'requested' && extra.decided_at === extra.created_at
              ? 'extras.addedBy'
              : 'extras.requestedBy',
            {
              name: extra.created_by_name ?? t('extras.someone'),
              date: format.dateTime(extra.created_at),
            },
          )}
        </Text>
        {extra.decided_at && extra.status !== 'requested' && extra.decided_at !== extra.created_at && (
          <Text size="xs" c="dimmed">
            {t('extras.decidedBy', {
              status: t(`extras.status.${extra.status}`),
              name: extra.decided_by_name ?? t('extras.someone'),
              date: format.dateTime(extra.decided_at),
            })}
          </Text>
        )}
        {extra.refuse_reason && (
          <Text size="sm" c="red.8" style={{ overflowWrap: 'anywhere' }}>
            {t('extras.reason', { reason: extra.refuse_reason })}
          </Text>
        )}
        {mode === 'approve' && (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {currency && (
              <NumberInput
                label={t('extras.clientAmount', { currency })}
                min={0}
                decimalScale={2}
                {...amountFormat}
                value={clientAmount}
                onChange={setClientAmount}
                disabled={busy}
              />
            )}
            <NumberInput
              label={t('extras.workerAmount')}
              min={0}
              decimalScale={2}
              {...amountFormat}
              value={workerAmount}
              onChange={setWorkerAmount}
              disabled={busy}
            />
          </SimpleGrid>
        )}
        {mode === 'refuse' && (
          <Textarea
            label={t('extras.refuseReason')}
            autosize
            minRows={2}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            disabled={busy}
          />
        )}
        {mode === 'delete' && <Text size="sm">{t('extras.deleteText', { name: kind })}</Text>}
        <ErrorAlert message={failure} />
        {!frozen && (
          <Group gap="xs" justify="flex-end">
            {mode === 'view' ? (
              <>
                {extra.status === 'requested' && (
                  <>
                    <Button size="sm" color="teal" onClick={() => switchTo('approve')}>
                      {t('extras.approve')}
                    </Button>
                    <Button size="sm" variant="light" color="orange" onClick={() => switchTo('refuse')}>
                      {t('extras.refuse')}
                    </Button>
                  </>
                )}
                {canDelete && (
                  <Button size="sm" variant="subtle" color="red" onClick={() => switchTo('delete')}>
                    {t('extras.delete')}
                  </Button>
                )}
              </>
            ) : (
              <>
                <Button size="sm" variant="default" onClick={() => switchTo('view')} disabled={busy}>
                  {t('extras.cancel')}
                </Button>
                {mode === 'approve' && (
                  <Button size="sm" color="teal" loading={busy} onClick={approve}>
                    {t('extras.approveButton')}
                  </Button>
                )}
                {mode === 'refuse' && (
                  <Button
                    size="sm"
                    color="orange"
                    loading={busy}
                    onClick={() => run(() => onRefuse(reason.trim()), 'extras.refuseFailed')}
                  >
                    {t('extras.refuseButton')}
                  </Button>
                )}
                {mode === 'delete' && (
                  <Button size="sm" color="red" loading={busy} onClick={() => run(onRemove, 'extras.deleteFailed')}>
                    {t('extras.delete')}
                  </Button>
                )}
              </>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
