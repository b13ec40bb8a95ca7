import { Alert, Button, Checkbox, Group, Paper, Spoiler, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp, IconClockPause, IconNote, IconUser } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CleaningEvent } from '@common/contracts/events';
import { movesFrom, UNDO_COMPLETE_SECONDS } from '@common/domain/event-policy';
import { normalizeStatus } from '@common/domain/event-status';
import { ErrorAlert } from '../../components/error-alert';
import { EventFlags, EventStatusBadge } from '../../components/event-status-badge';
import { useFormat } from '../../lib/format';
import { getRole } from '../../lib/session';
import { useReviewMove } from './use-review-move';

/** Seconds the card's Undo ends before the server's limit: its clock and the round trip. */
const UNDO_MARGIN_SECONDS = 5;

interface ReviewCardProps {
  event: CleaningEvent;
  onSendBack: (event: CleaningEvent) => void;
  onDetails: (event: CleaningEvent) => void;
  /** How many of its extras wait for a decision: it cannot be completed before (the server refuses it). */
  waitingExtras?: number;
}

/**
 * An event in review or completed: complete it (one way), read its note, or send it back. What keeps it from
 * completion (extras waiting for a decision, a refusal) is said on the card and stays there, not in a toast.
 */
export function ReviewCard({ event, onSendBack, onDetails, waitingExtras = 0 }: ReviewCardProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const move = useReviewMove();
  const status = normalizeStatus(event.status);
  const completed = status === 'completed';
  const checked = completed || (move.isPending && move.variables.status === 'completed');
  // Send back is in review -> assigned (common/domain/event-policy): not offered once completed.
  const role = getRole();
  const canSendBack = role !== null && status !== undefined && movesFrom(role, status, false).includes('sendBack');

  const [undoUntil, setUndoUntil] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => {
    if (undoUntil === null) return undefined;
    const timer = setTimeout(() => setUndoUntil(null), Math.max(0, undoUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [undoUntil]);

  const undo = () => {
    setUndoUntil(null);
    move.mutate(
      { event: { ...event, status: 'completed' }, status: 'in_review' },
      {
        onError: (error) =>
          notifications.show({ color: 'red', message: t('supervisorReview.undoFailed', { message: error.message }) }),
      },
    );
  };

  const handleComplete = () => {
    if (checked) return;
    setRefusal(null);
    move.mutate(
      { event, status: 'completed' },
      {
        onSuccess: () => {
          notifications.show({
            color: 'teal',
            message: t('supervisorReview.completedNotice', { summary: event.event_summary }),
          });
          // The server lets whoever completed it take it back for UNDO_COMPLETE_SECONDS: the card
          // offers the Undo for that minute, less a margin for the clock and the round trip.
          setUndoUntil(Date.now() + (UNDO_COMPLETE_SECONDS - UNDO_MARGIN_SECONDS) * 1000);
        },
        onError: (error) => setRefusal(t('supervisorReview.completeFailed', { message: error.message })),
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={event.event_summary}>
      <Stack gap={8}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700} lh={1.3} style={{ overflowWrap: 'anywhere' }}>
              {event.event_summary}
            </Text>
            <Text size="sm" c="dimmed">
              {format.weekdayDayMonth(event.service_date)} · {event.house.name}
            </Text>
          </Stack>
          <EventStatusBadge status={event.status} style={{ flexShrink: 0 }} />
        </Group>
        <Group gap={6}>
          <IconUser size={16} color="var(--mantine-color-gray-6)" />
          <Text size="sm">{event.assignedEmployeeName ?? t('supervisorReview.noHousekeeper')}</Text>
          <EventFlags event={event} />
        </Group>
        <NoteViewer note={event.note} />
        {status === 'in_review' && waitingExtras > 0 && (
          <Alert color="yellow" variant="light" icon={<IconClockPause size={18} />} p="xs" data-testid="extras-waiting">
            {t('supervisorReview.extrasFirst', { count: waitingExtras })}
          </Alert>
        )}
        <ErrorAlert message={refusal} />
        <Group justify="space-between" gap="xs">
          <Checkbox
            size="md"
            checked={checked}
            disabled={checked || move.isPending}
            onChange={handleComplete}
            label={checked ? t('supervisorReview.completed') : t('supervisorReview.complete')}
            styles={{
              label: { fontWeight: 600, color: 'var(--mantine-color-dark-7)' },
              body: { alignItems: 'center' },
            }}
          />
          <Group gap={4}>
            {completed && undoUntil !== null && (
              <Button variant="light" size="sm" leftSection={<IconArrowBackUp size={16} />} onClick={undo}>
                {t('supervisorReview.undo')}
              </Button>
            )}
            <Button variant="subtle" size="sm" onClick={() => onDetails(event)} px="xs">
              {t('supervisorReview.details')}
            </Button>
            {canSendBack && (
              <Button
                variant="light"
                color="orange"
                size="sm"
                leftSection={<IconArrowBackUp size={16} />}
                onClick={() => onSendBack(event)}
                disabled={move.isPending}
              >
                {t('supervisorReview.sendBack')}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}

function NoteViewer({ note }: { note: string | null }) {
  const { t } = useTranslation();
  if (!note?.trim()) {
    return (
      <Text size="sm" c="dimmed" fs="italic">
        {t('supervisorReview.noNote')}
      </Text>
    );
  }
  return (
    <Paper bg="gray.0" radius="sm" p="xs" aria-label={t('supervisorReview.note')}>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconNote size={16} style={{ flexShrink: 0, marginTop: 2 }} color="var(--mantine-color-gray-6)" />
        <Spoiler maxHeight={44} showLabel={t('supervisorReview.showMore')} hideLabel={t('supervisorReview.showLess')}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {note}
          </Text>
        </Spoiler>
      </Group>
    </Paper>
  );
}
