import { Alert, Button, Checkbox, FileButton, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCamera } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CleaningEvent } from '@common/contracts/events';
import { MAX_EVENT_PHOTOS } from '@common/domain/limits';
import { normalizeStatus } from '@common/domain/event-status';
import { patchEvent, restoreEvents } from '../../lib/resources/events';
import { choosePhotos, chosenPhotos, useOutbox, useQueueActions } from '../../lib/resources/outbox';
import { ChosenPhotos } from './chosen-photos';

interface ServicedActionsProps {
  event: CleaningEvent;
  /** Only housekeepers move their own events to review; supervisors keep notes only. */
  canMarkServiced: boolean;
  onSending: (id: number) => void;
  /** Her checklist's items still open (required, or sent back): Done waits for them (decision 0037). */
  missing?: { id: string; label: string }[];
  onOpenChecklist?: () => void;
}

/**
 * A card's note box, photos and its 'Mark as Serviced / Send to Review' checkbox: the note
 * goes with the serviced action or is saved on its own. Everything goes through the phone's outbox
 * (decision 0016): without a connection it is kept and sent later, and the box shows 'Sent to Review'
 * already; a refusal of the mark unchecks it again. A refused photo unchecks nothing: it is named on
 * the card (RefusedPhotos, decision 0032).
 */
export function ServicedActions({
  event,
  canMarkServiced,
  onSending,
  missing = [],
  onOpenChecklist,
}: ServicedActionsProps) {
  const { t } = useTranslation();
  // Done tapped while the checklist is not finished: the items are named, nothing is queued.
  const [blocked, setBlocked] = useState(false);
  const client = useQueryClient();
  const outbox = useOutbox();
  const queued = outbox.filter((item) => item.eventId === event.id && item.state === 'waiting');
  const queuedNote = queued.findLast((item) => item.kind === 'note')?.note;
  const [note, setNote] = useState(queuedNote ?? event.note ?? '');
  // Chosen photos live in the phone's outbox (shrunk) until Done or she removes them: leaving the screen keeps them.
  const chosen = chosenPhotos(event.id, outbox);
  const save = useQueueActions();
  // Shown in review at once; rolled back when the server refuses.
  const mark = useQueueActions({
    onMutate: ({ event: marked }) => patchEvent(client, marked.id, { status: 'in_review' }),
    onError: (error, _input, snapshot) => {
      console.error('Mark serviced failed', error);
      restoreEvents(client, snapshot);
    },
  });
  const stored = queuedNote ?? event.note ?? '';
  const unchanged = note.trim() === stored.trim();
  const sent = normalizeStatus(event.status) !== 'assigned' || queued.some((item) => item.kind === 'status');
  const checked = mark.isPending || sent;
  const label = mark.isPending
    ? t('employeeEvents.sending')
    : sent
      ? t('employeeEvents.sent')
      : t('employeeEvents.markServiced');
  const fail = (key: string, error: Error) =>
    notifications.show({ color: 'red', message: t(key, { message: error.message }) });
  // One toast however many actions are kept (same id).
  const kept = () => notifications.show({ id: 'outbox-kept', color: 'orange', message: t('outbox.keptOnPhone') });
  const handleSave = () =>
    save.mutate(
      { event, note },
      {
        onSuccess: ({ waiting }) =>
          waiting ? kept() : notifications.show({ color: 'teal', message: t('employeeEvents.noteSaved') }),
        onError: (error) => fail('employeeEvents.noteFailed', error),
      },
    );
  const handleCheck = () => {
    if (checked) return;
    if (missing.length > 0) {
      setBlocked(true);
      return;
    }
    setBlocked(false);
    onSending(event.id);
    mark.mutate(
      { event, note: unchanged ? undefined : note, serviced: true },
      {
        onSuccess: ({ waiting }) => {
          if (waiting) kept();
        },
        // Refused by the server: her photos went before the mark (sent, or named as refused), none still waits.
        onError: (error) => fail('employeeEvents.sendFailed', error),
      },
    );
  };
  const handleChoose = (files: File[]) =>
    void choosePhotos(event, files, MAX_EVENT_PHOTOS - chosen.length).catch((error: Error) =>
      fail('employeeEvents.sendFailed', error),
    );
  return (
    <>
      <Stack gap={6}>
        <Textarea
          label={t('employeeEvents.note')}
          placeholder={t('employeeEvents.notePlaceholder')}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          autosize
          minRows={1}
          maxRows={5}
          maxLength={2000}
          size="md"
        />
        {(!unchanged || save.isPending) && (
          <Button
            variant="light"
            size="sm"
            h={44}
            onClick={handleSave}
            loading={save.isPending}
            style={{ alignSelf: 'flex-end' }}
          >
            {t('employeeEvents.saveNote')}
          </Button>
        )}
      </Stack>
      {canMarkServiced && !sent && (
        <Group gap="xs">
          <FileButton onChange={handleChoose} accept="image/*" multiple>
            {(props) => (
              <Button {...props} variant="default" size="sm" h={44} leftSection={<IconCamera size={18} />}>
                {t('employeeEvents.addPhotos')}
              </Button>
            )}
          </FileButton>
          {chosen.length > 0 && (
            <Text size="sm" c="dimmed">
              {t('employeeEvents.photosChosen', { count: chosen.length })}
            </Text>
          )}
        </Group>
      )}
      {canMarkServiced && !sent && <ChosenPhotos items={chosen} />}
      {canMarkServiced && blocked && missing.length > 0 && (
        <Alert color="orange" variant="light" title={t('checklistFill.missingTitle')} role="alert">
          <Text size="sm">{t('checklistFill.missing', { items: missing.map((m) => m.label).join(', ') })}</Text>
          {onOpenChecklist && (
            <Button size="sm" h={44} mt={6} color="orange" variant="white" onClick={onOpenChecklist}>
              {t('checklistFill.openToFinish')}
            </Button>
          )}
        </Alert>
      )}
      {canMarkServiced && (
        <Paper radius="md" p="sm" bg={sent && !mark.isPending ? 'yellow.0' : 'teal.0'} withBorder>
          <Checkbox
            size="md"
            checked={checked}
            disabled={checked}
            onChange={handleCheck}
            label={label}
            color="teal"
            styles={{
              label: { fontWeight: 600, color: 'var(--mantine-color-dark-7)' },
              body: { alignItems: 'center', minHeight: 44 },
            }}
          />
        </Paper>
      )}
    </>
  );
}
