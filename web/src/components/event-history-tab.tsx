import { Alert, Anchor, Center, Image, Loader, Stack, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EventHistoryEntry } from '@common/contracts/events';
import { localLabel } from '@common/domain/checklist';
import { normalizeStatus } from '@common/domain/event-status';
import type { EventHistoryState } from '../lib/event-admin-tools';
import { useFormat, type Formatter } from '../lib/format';

type T = (key: string, options?: Record<string, unknown>) => string;

const DATE_FIELDS = new Set(['service_date', 'check_out_date', 'arrival_date']);
const PAYMENT_FIELDS = new Set(['payment_client_status', 'payment_employee_status']);

/** A stored value as a person reads it: dates in the app's style, statuses in words, empty as "(empty)". */
function readable(field: string | null, value: string | null, t: T, format: Formatter): string {
  if (value === null || value === '') return t('eventHistory.empty');
  if (field && DATE_FIELDS.has(field)) return format.date(value);
  if (field === 'started_at' || field === 'finished_at') return format.dateTime(value);
  if (field === 'status') return normalizeStatus(value) ? t(`eventStatus.${normalizeStatus(value)}`) : value;
  if (field && PAYMENT_FIELDS.has(field)) return t(`completedEvents.payment.${value}`, { defaultValue: value });
  return value;
}

/** A checklist answer kept as JSON (`{"checked":true}`, `{"count":4}`, `{"note":"..."}`) in words. */
function answerText(stored: string | null, t: T): string {
  try {
    const answer = JSON.parse(stored ?? '') as { checked?: boolean; count?: number; note?: string };
    if (answer.checked !== undefined) return t(answer.checked ? 'eventHistory.late.yes' : 'eventHistory.late.no');
    return String(answer.count ?? answer.note ?? '');
  } catch {
    return stored ?? '';
  }
}

/** A checklist item kept as JSON (`{"label":"...","label_es":"..."}`) in the reader's language. */
function itemLabel(stored: string | null, language: string): string {
  try {
    const item = JSON.parse(stored ?? '') as { label?: string; label_es?: string };
    return localLabel(item.label ?? '', item.label_es ?? '', language);
  } catch {
    return stored ?? '';
  }
}

/** What a former housekeeper sent after the cleaning was taken from her (docs/decisions/0051-proof-sent-after-a-reassignment.md). */
function lateText(entry: EventHistoryEntry, t: T, language: string): string | undefined {
  const item = itemLabel(entry.before, language);
  if (entry.field === 'late_photo')
    return entry.before ? t('eventHistory.late.photoFor', { item }) : t('eventHistory.late.photo');
  if (entry.field === 'late_answer') return t('eventHistory.late.answer', { item, answer: answerText(entry.after, t) });
  if (entry.field === 'late_note') return t('eventHistory.late.note', { note: entry.after ?? '' });
  return undefined;
}

/** What one history line says happened, in a sentence. */
export function historyText(entry: EventHistoryEntry, t: T, format: Formatter): string {
  // An admin's restore (Removed cleanings) is not the feed bringing a reservation back.
  if (entry.action === 'restored' && entry.source === 'user') return t('eventHistory.action.restoredByUser');
  if (entry.action !== 'changed') return t(`eventHistory.action.${entry.action}`);
  const late = lateText(entry, t, format.language);
  if (late) return late;
  const field = entry.field ? t(`eventHistory.field.${entry.field}`, { defaultValue: entry.field }) : '';
  return t('eventHistory.changed', {
    field,
    before: readable(entry.field, entry.before, t, format),
    after: readable(entry.field, entry.after, t, format),
  });
}

function who(entry: EventHistoryEntry, t: T): string {
  if (entry.source === 'feed') return t('eventHistory.byFeed');
  if (entry.source === 'system') return t('eventHistory.bySystem');
  return entry.actor?.name || t('eventHistory.someone');
}

/** The History tab of the event details: who changed what, when, before and after (newest first). */
export function EventHistoryTab({ history }: { history: EventHistoryState }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (history.isPending)
    return (
      <Center py="lg" role="status" aria-label={t('common.loading')}>
        <Loader type="dots" />
      </Center>
    );
  if (history.error)
    return (
      <Alert color="red" variant="light">
        {t('eventHistory.loadError')}
      </Alert>
    );
  const entries = [...(history.data?.entries ?? [])].reverse();
  if (entries.length === 0) return <Text c="dimmed">{t('eventHistory.none')}</Text>;
  return (
    <Timeline bulletSize={12} lineWidth={2} data-testid="event-history">
      {entries.map((entry) => (
        <Timeline.Item key={entry.id}>
          <Stack gap={0}>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {historyText(entry, t, format)}
            </Text>
            {entry.field === 'late_photo' && entry.after && (
              <Anchor href={entry.after} target="_blank" rel="noopener" w="fit-content" my={4}>
                <Image src={entry.after} alt={t('eventHistory.late.openPhoto')} h={96} w="auto" radius="sm" />
              </Anchor>
            )}
            <Text size="xs" c="dimmed">
              {t('eventHistory.byAt', { who: who(entry, t), at: format.dateTime(entry.at) })}
            </Text>
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
