import { Button, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { CleaningEvent } from '@common/contracts/events';
import { useSaveNote } from './api';

interface CardNoteProps {
  event: CleaningEvent;
  value: string;
  onChange: (note: string) => void;
}

/** The card's note box; the note goes with the serviced action or is saved on its own. */
export function CardNote({ event, value, onChange }: CardNoteProps) {
  const { t } = useTranslation();
  const save = useSaveNote();
  const unchanged = value.trim() === (event.note ?? '').trim();

  const handleSave = () =>
    save.mutate(
      { id: event.id, note: value },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t('employeeEvents.noteSaved') }),
        onError: (error) => notifications.show({ color: 'red', message: t('employeeEvents.noteFailed', { message: error.message }) }),
      },
    );

  return (
    <Stack gap={6}>
      <Textarea
        label={t('employeeEvents.note')}
        placeholder={t('employeeEvents.notePlaceholder')}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        autosize
        minRows={1}
        maxRows={5}
        maxLength={2000}
        size="md"
      />
      {(!unchanged || save.isPending) && (
        <Button variant="light" size="sm" onClick={handleSave} loading={save.isPending} style={{ alignSelf: 'flex-end' }}>
          {t('employeeEvents.saveNote')}
        </Button>
      )}
    </Stack>
  );
}
