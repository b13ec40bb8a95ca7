import {
  Badge,
  Button,
  Checkbox,
  FileButton,
  Group,
  Image,
  NumberInput,
  Paper,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { IconArrowBackUp, IconCamera } from '@tabler/icons-react';
import { useDebouncedCallback, useWindowEvent } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAnswered } from '@common/domain/checklist';
import type { ChecklistAnswerValue } from '../../lib/outbox-store';
import { useBlobUrl, type PhoneChecklistItem } from '../../lib/resources/checklist-phone';

interface ChecklistFillItemProps {
  item: PhoneChecklistItem;
  onAnswer: (answer: ChecklistAnswerValue) => void;
  onPhoto: (file: File) => void;
}

/** One checklist item on her phone: a tick, a number, a note or a photo (beside the reference photo). */
export function ChecklistFillItem({ item, onAnswer, onPhoto }: ChecklistFillItemProps) {
  const { t } = useTranslation();
  const answered = isAnswered(item.kind, item.answer);
  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-label={item.label} bg={answered ? 'teal.0' : undefined}>
      <Stack gap={6}>
        {item.redo_reason && !answered && (
          <Group gap={6} wrap="nowrap" c="var(--mantine-color-orange-light-color)" data-testid="redo">
            <IconArrowBackUp size={16} style={{ flexShrink: 0 }} aria-hidden />
            <Text size="sm" fw={700} c="inherit" style={{ overflowWrap: 'anywhere' }}>
              {t('checklistFill.redo', { reason: item.redo_reason })}
            </Text>
          </Group>
        )}
        {item.kind === 'check' ? (
          <Checkbox
            size="md"
            color="teal"
            label={item.label}
            checked={item.answer?.checked === true}
            onChange={(e) => onAnswer({ checked: e.currentTarget.checked })}
            styles={{ body: { alignItems: 'center', minHeight: 44 }, label: { fontWeight: 600 } }}
          />
        ) : (
          <Text fw={600}>{item.label}</Text>
        )}
        {item.kind === 'count' && <CountField item={item} onAnswer={onAnswer} />}
        {item.kind === 'note' && <NoteField item={item} onAnswer={onAnswer} />}
        {item.kind === 'photo' && <PhotoField item={item} onPhoto={onPhoto} />}
        <Group gap={6}>
          {item.required && (
            <Badge size="sm" variant="light" color="gray">
              {t('checklistFill.required')}
            </Badge>
          )}
          {item.waiting && (
            <Badge size="sm" variant="light" color="orange">
              {t('checklistFill.waiting')}
            </Badge>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

type FieldProps = { item: PhoneChecklistItem; onAnswer: (answer: ChecklistAnswerValue) => void };

/** A number, kept when it loses focus (and differs from the answer). */
function CountField({ item, onAnswer }: FieldProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState<string | number>(item.answer?.count ?? '');
  const commit = () => {
    const count = typeof value === 'number' ? value : Number.parseInt(value, 10);
    if (Number.isInteger(count) && count >= 0 && count !== item.answer?.count) onAnswer({ count });
  };
  return (
    <NumberInput
      label={t('checklistFill.count')}
      value={value}
      onChange={setValue}
      onBlur={commit}
      min={0}
      max={10_000}
      allowDecimal={false}
      allowNegative={false}
      size="md"
      maw={200}
    />
  );
}

/** How long she pauses typing before her note is saved. */
const NOTE_PAUSE_MS = 800;

/**
 * A note, saved as she types (docs/decisions/0050-a-redo-counts-its-own-time.md): after a pause, when she leaves
 * the field, and when the item leaves the screen (another section, the checklist closed) or the app is hidden,
 * each time through the outbox like her other answers; only a text that differs from the last one kept is sent.
 */
function NoteField({ item, onAnswer }: FieldProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(item.answer?.note ?? '');
  const kept = useRef((item.answer?.note ?? '').trim());
  const save = useDebouncedCallback(
    (text: string) => {
      const note = text.trim();
      if (note === kept.current) return;
      kept.current = note;
      onAnswer({ note });
    },
    { delay: NOTE_PAUSE_MS, flushOnUnmount: true },
  );
  // Read at the call: the hook gives each keystroke's call a flush of its own.
  const flush = () => save.flush();
  useWindowEvent('pagehide', flush);
  useWindowEvent('visibilitychange', () => document.visibilityState === 'hidden' && flush());
  return (
    <Textarea
      label={t('checklistFill.note')}
      description={t('checklistFill.noteSaves')}
      value={value}
      onChange={(e) => {
        setValue(e.currentTarget.value);
        save(e.currentTarget.value);
      }}
      onBlur={flush}
      autosize
      minRows={2}
      maxLength={1000}
      size="md"
    />
  );
}

/** Her photo (sent, or still on the phone) beside the property's reference photo, and the camera button. */
function PhotoField({ item, onPhoto }: { item: PhoneChecklistItem; onPhoto: (file: File) => void }) {
  const { t } = useTranslation();
  const local = useBlobUrl(item.localPhoto);
  const mine = local ?? item.answer?.photo_url ?? null;
  return (
    <Stack gap={6}>
      {(item.reference_url || mine) && (
        <Group gap="sm" align="flex-start" wrap="nowrap">
          {item.reference_url && (
            <Stack gap={2} w={140}>
              <Text size="xs" c="dimmed">
                {t('checklistFill.reference')}
              </Text>
              <Image
                src={item.reference_url}
                alt={t('checklistFill.referenceOf', { name: item.label })}
                radius="sm"
                h={100}
                fit="cover"
              />
            </Stack>
          )}
          {mine && (
            <Stack gap={2} w={140}>
              <Text size="xs" c="dimmed">
                {t('checklistFill.yourPhoto')}
              </Text>
              <Image
                src={mine}
                alt={t('checklistFill.photoOf', { name: item.label })}
                radius="sm"
                h={100}
                fit="cover"
              />
            </Stack>
          )}
        </Group>
      )}
      <FileButton onChange={(file) => file && onPhoto(file)} accept="image/*" inputProps={{ capture: 'environment' }}>
        {(props) => (
          <Button
            {...props}
            variant={mine ? 'default' : 'filled'}
            color="teal"
            size="sm"
            h={44}
            leftSection={<IconCamera size={18} />}
            style={{ alignSelf: 'flex-start' }}
            aria-label={`${t(mine ? 'checklistFill.retake' : 'checklistFill.takePhoto')}: ${item.label}`}
          >
            {t(mine ? 'checklistFill.retake' : 'checklistFill.takePhoto')}
          </Button>
        )}
      </FileButton>
    </Stack>
  );
}
