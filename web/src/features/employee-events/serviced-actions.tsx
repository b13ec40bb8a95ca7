import { Button, Checkbox, Paper, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CleaningEvent } from '@common/contracts/events';
import { normalizeStatus } from '@common/domain/event-status';
import { patchEvent, restoreEvents, useMarkServiced, useSaveEventNote } from '../../lib/resources/events';

interface ServicedActionsProps {
  event: CleaningEvent;
  /** Only housekeepers move their own events to review (decisions 3); supervisors keep notes only. */
  canMarkServiced: boolean;
  onSending: (id: number) => void;
}

/**
 * A card's note box and its 'Mark as Serviced / Send to Review' checkbox (spec 2.15): the note goes
 * with the serviced action or is saved on its own; the checkbox is one way, locked while sending and
 * unchecked again on failure.
 */
export function ServicedActions({ event, canMarkServiced, onSending }: ServicedActionsProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [note, setNote] = useState(event.note ?? '');
  const save = useSaveEventNote();
  // Shown in review at once; rolled back when the server refuses (spec 4).
  const mark = useMarkServiced({
    onMutate: ({ event: marked }) => patchEvent(client, marked.id, { status: 'in_review' }),
    onError: (error, _input, snapshot) => {
      console.error('Mark serviced failed', error);
      restoreEvents(client, snapshot);
    },
  });
  const unchanged = note.trim() === (event.note ?? '').trim();
  const sent = normalizeStatus(event.status) !== 'assigned';
  const checked = mark.isPending || sent;
  const label = mark.isPending ? t('employeeEvents.sending') : sent ? t('employeeEvents.sent') : t('employeeEvents.markServiced');
  const fail = (key: string, error: Error) => notifications.show({ color: 'red', message: t(key, { message: error.message }) });

  const handleSave = () =>
    save.mutate(
      { id: event.id, note },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t('employeeEvents.noteSaved') }),
        onError: (error) => fail('employeeEvents.noteFailed', error),
      },
    );

  const handleCheck = () => {
    if (checked) return;
    onSending(event.id);
    mark.mutate({ event, note }, { onError: (error) => fail('employeeEvents.sendFailed', error) });
  };

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
          <Button variant="light" size="sm" h={44} onClick={handleSave} loading={save.isPending} style={{ alignSelf: 'flex-end' }}>
            {t('employeeEvents.saveNote')}
          </Button>
        )}
      </Stack>
      {canMarkServiced && (
        <Paper radius="md" p="sm" bg={sent && !mark.isPending ? 'yellow.0' : 'teal.0'} withBorder>
          <Checkbox
            size="md"
            checked={checked}
            disabled={checked}
            onChange={handleCheck}
            label={label}
            color="teal"
            styles={{ label: { fontWeight: 600, color: 'var(--mantine-color-dark-7)' }, body: { alignItems: 'center', minHeight: 44 } }}
          />
        </Paper>
      )}
    </>
  );
}
