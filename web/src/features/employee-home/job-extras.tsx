import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconCloudUpload, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CleaningEvent } from '@common/contracts/events';
import { normalizeStatus } from '@common/domain/event-status';
import type { ExtraStatus } from '@common/domain/invoice';
import { eventExtrasQuery } from '../../lib/resources/extras';
import { isKind } from '../../lib/outbox-store';
import { useOutbox } from '../../lib/resources/outbox';
import { useFormat } from '../../lib/format';

// Her dialog is downloaded the first time she asks for an extra: her week draws without it.
const RequestExtraModal = lazy(() => import('./request-extra-modal').then((m) => ({ default: m.RequestExtraModal })));

const STATUS_COLOR: Record<ExtraStatus, string> = { requested: 'yellow', approved: 'teal', refused: 'red' };

/**
 * Under her job card: her extras with their status (requested, approved, refused with the reason) when
 * online, those still waiting on the phone for signal, and "Request an extra" until the cleaning is completed.
 */
export function JobExtras({ event }: { event: CleaningEvent }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [asking, setAsking] = useState(false);
  const extras = useQuery({ ...eventExtrasQuery(event.id), staleTime: 60_000 });
  const queued = useOutbox()
    .filter(isKind('extra'))
    .filter((i) => i.eventId === event.id && i.state === 'waiting');
  const open = normalizeStatus(event.status) !== 'completed';
  const kindText = (kind: string, quantity: number) =>
    `${t(`extras.kind.${kind}`)} ${t('extras.times', { quantity: format.number(quantity) })}`;
  if (!open && !extras.data?.length) return null;
  return (
    <Stack gap={6} mt="xs" data-testid="job-extras">
      {extras.data?.map((extra) => (
        <Stack key={extra.id} gap={2}>
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {kindText(extra.kind, extra.quantity)}
              {extra.description && ` · ${extra.description}`}
            </Text>
            <Badge color={STATUS_COLOR[extra.status]} variant="light" tt="none" style={{ flexShrink: 0 }}>
              {t(`extras.status.${extra.status}`)}
            </Badge>
          </Group>
          {extra.refuse_reason && (
            <Text size="xs" c="red.8" style={{ overflowWrap: 'anywhere' }}>
              {t('extras.reason', { reason: extra.refuse_reason })}
            </Text>
          )}
        </Stack>
      ))}
      {queued.map((item) => (
        <Group key={item.key} gap="xs" wrap="nowrap" justify="space-between" data-testid="extra-queued">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {kindText(item.extra.kind, item.extra.quantity)}
            {item.extra.description && ` · ${item.extra.description}`}
          </Text>
          <Badge
            color="orange"
            variant="light"
            tt="none"
            leftSection={<IconCloudUpload size={14} />}
            style={{ flexShrink: 0 }}
          >
            {t('extras.waitingSignal')}
          </Badge>
        </Group>
      ))}
      {open && (
        <Button
          variant="light"
          size="sm"
          h={44}
          leftSection={<IconPlus size={18} />}
          onClick={() => setAsking(true)}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('extras.request')}
        </Button>
      )}
      {asking && (
        <Suspense fallback={null}>
          <RequestExtraModal event={event} onClose={() => setAsking(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
