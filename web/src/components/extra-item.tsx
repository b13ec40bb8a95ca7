import { Badge, Button, Group, NumberInput, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApproveExtraInput, Extra, UpdateExtraInput } from '@common/contracts/extras';
import { PAYROLL_CURRENCY, type Currency } from '@common/domain/format';
import { extraLineTotal, extraUnitPrice, type ExtraStatus } from '@common/domain/invoice';
import { useFormat } from '../lib/format';
import { ErrorAlert } from './error-alert';
import { ExtraUnitFields } from './extra-unit-fields';

/** The colour of an extra's status badge. */
export const EXTRA_STATUS_COLOR: Record<ExtraStatus, string> = {
  requested: 'yellow',
  approved: 'teal',
  refused: 'red',
};

type Mode = 'view' | 'approve' | 'refuse' | 'delete' | 'correct';

interface ExtraItemProps {
  extra: Extra;
  /** The client's currency; null: client amounts are not shown. */
  currency: Currency | null;
  /** The cleaning is completed: no Approve or Refuse; Correct and Delete stay (the server refuses once billed or paid). */
  frozen: boolean;
  /** Delete is offered (the event details); the requests card only approves or refuses. */
  canDelete?: boolean;
  onApprove: (input: ApproveExtraInput) => Promise<unknown>;
  onRefuse: (reason: string) => Promise<unknown>;
  onRemove: () => Promise<unknown>;
  /** PUT the corrected extra (the office); absent: no Correct button. */
  onCorrect?: (input: UpdateExtraInput) => Promise<unknown>;
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
  onCorrect,
}: ExtraItemProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const [mode, setMode] = useState<Mode>('view');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The office types prices per unit; the API keeps the line's totals (docs/decisions/0046-one-truth-for-money.md).
  // An amount this reader may not see (null) starts empty and, left so, keeps its price per unit on the server.
  const [quantity, setQuantity] = useState<number | string>(extra.quantity);
  const unitOf = (total: number | null) => (total === null ? '' : extraUnitPrice(total, extra.quantity));
  const [clientUnit, setClientUnit] = useState<number | string>(unitOf(extra.client_amount));
  const [workerUnit, setWorkerUnit] = useState<number | string>(unitOf(extra.worker_amount));
  const units = (q: number) => ({
    ...(currency && clientUnit !== '' && { client_amount: extraLineTotal(q, Number(clientUnit) || 0) }),
    ...(workerUnit !== '' && { worker_amount: extraLineTotal(q, Number(workerUnit) || 0) }),
  });
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
  const approve = () => run(() => onApprove(units(extra.quantity)), 'extras.approveFailed');
  const correct = () => {
    const q = Number(quantity) || 0;
    if (!onCorrect) return;
    run(
      () => onCorrect({ kind: extra.kind, description: extra.description, quantity: q, ...units(q) }),
      'extras.correctFailed',
    );
  };
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
        {mode === 'correct' && (
          <NumberInput
            label={t('extras.quantity')}
            min={0.01}
            decimalScale={2}
            value={quantity}
            onChange={setQuantity}
            disabled={busy}
          />
        )}
        {(mode === 'approve' || mode === 'correct') && (
          <ExtraUnitFields
            quantity={mode === 'correct' ? Number(quantity) || 0 : extra.quantity}
            currency={currency}
            clientUnit={clientUnit}
            workerUnit={workerUnit}
            onClientUnit={setClientUnit}
            onWorkerUnit={setWorkerUnit}
            disabled={busy}
          />
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
        {(!frozen || onCorrect) && (
          <Group gap="xs" justify="flex-end">
            {mode === 'view' ? (
              <>
                {onCorrect && extra.status === 'approved' && (
                  <Button size="sm" variant="light" onClick={() => switchTo('correct')}>
                    {t('extras.correct')}
                  </Button>
                )}
                {!frozen && extra.status === 'requested' && (
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
                {mode === 'correct' && (
                  <Button size="sm" loading={busy} onClick={correct}>
                    {t('extras.correctButton')}
                  </Button>
                )}
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
