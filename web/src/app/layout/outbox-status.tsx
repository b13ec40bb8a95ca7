import { Alert, Badge, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCloudUpload, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useFormat } from '../../lib/format';
import { dismissOutboxItem, useOutbox, useWaitingForConnection, type OutboxItem } from '../../lib/resources/outbox';

/** The header's count of actions waiting on the phone for a connection (decision 0016); nothing while they go. */
export function OutboxCount() {
  const { t } = useTranslation();
  const waiting = useWaitingForConnection();
  if (waiting === 0) return null;
  return (
    <Badge
      color="orange"
      variant="filled"
      size="lg"
      tt="none"
      leftSection={<IconCloudUpload size={16} />}
      style={{ flexShrink: 0 }}
      data-testid="outbox-count"
    >
      {t('outbox.count', { count: waiting })}
    </Badge>
  );
}

// Her cleanings' screen names a refused photo on its card, with a way to add another (decision 0032),
// and a refused Start on its card too.
const PHOTOS_ON_CARDS = '/cleaning-events-employee';

/** What one refused action was, in a few words ("Photo kitchen.jpg", "Checklist answer: Oven cleaned"). */
export function refusedWhat(item: OutboxItem, t: (key: string, options?: Record<string, unknown>) => string) {
  const name = item.kind === 'photo' ? item.fileName : 'photo.jpg';
  const label = item.kind === 'photo' || item.kind === 'answer' ? item.itemLabel : '';
  return t(`outbox.what.${item.kind}`, { name, item: label ?? '' });
}

/**
 * What the server refused (the cleaning was reassigned, moved or deleted meanwhile; a photo it could not take), and
 * what it kept for the office because the cleaning is someone else's now (her photos, answers, note: decision 0051),
 * above every screen until she dismisses it: ONE message per cleaning, its date in her language, listing each
 * action that could not be sent with the reasons, then what the office has, dismissed at once with one tap
 * (docs/decisions/0042-phone-outbox-on-a-patchy-signal.md). Nothing made on the phone disappears unseen.
 */
export function OutboxFailures() {
  const { t } = useTranslation();
  const format = useFormat();
  const onCards = useLocation().pathname === PHOTOS_ON_CARDS;
  const listed = useOutbox().filter(
    (item) =>
      item.state === 'kept' ||
      (item.state === 'failed' && !(onCards && (item.kind === 'photo' || item.kind === 'start'))),
  );
  if (listed.length === 0) return null;
  const byCleaning = new Map<number, OutboxItem[]>();
  for (const item of listed) byCleaning.set(item.eventId, [...(byCleaning.get(item.eventId) ?? []), item]);
  return (
    <Stack gap="xs" mb="md">
      {[...byCleaning.values()].map((items) => {
        const first = items[0]!;
        const failed = items.filter((item) => item.state === 'failed');
        const kept = items.filter((item) => item.state === 'kept');
        // The server's reasons under what they explain, each once.
        const reasons = (list: OutboxItem[]) =>
          [...new Set(list.map((item) => item.reason ?? ''))].filter(Boolean).map((reason) => (
            <Text key={reason} size="sm" c="dimmed">
              {reason}
            </Text>
          ));
        const what = (list: OutboxItem[]) => list.map((item) => refusedWhat(item, t)).join(' · ');
        const cleaning = { summary: first.summary, date: format.date(first.serviceDate) };
        return (
          <Alert
            key={first.eventId}
            data-testid="outbox-failed"
            color={failed.length > 0 ? 'red' : 'blue'}
            variant="light"
            icon={failed.length > 0 ? <IconAlertTriangle size={18} /> : <IconInfoCircle size={18} />}
            title={t(failed.length > 0 ? 'outbox.notSent' : 'outbox.keptTitle', cleaning)}
          >
            {failed.length > 0 && <Text size="sm">{what(failed)}</Text>}
            {reasons(failed)}
            {kept.length > 0 && (
              <Text size="sm" mt={failed.length > 0 ? 6 : 0}>
                {t('outbox.keptList', { list: what(kept) })}
              </Text>
            )}
            {reasons(kept)}
            <Button
              size="xs"
              h={44}
              variant="white"
              color={failed.length > 0 ? 'red' : 'blue'}
              mt={6}
              onClick={() => void Promise.all(items.map((item) => dismissOutboxItem(item.key)))}
            >
              {t('outbox.dismiss')}
            </Button>
          </Alert>
        );
      })}
    </Stack>
  );
}
