import { Anchor, Badge, Checkbox, Group, Image, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EventChecklist, EventChecklistItem } from '@common/contracts/checklists';
import { isAnswered } from '@common/domain/checklist';
import { useFormat } from '../lib/format';

interface ChecklistReviewProps {
  checklist: EventChecklist;
  /** Send-back: the items chosen to redo, and how a choice changes; without it the list is read-only. */
  chosen?: ReadonlySet<string>;
  onChoose?: (itemId: string, chosen: boolean) => void;
}

/**
 * A cleaning's checklist as the supervisor checks it (decision 0037): each item with its answer, a photo item's
 * photo beside the property's reference photo, what is missing, and what was sent back and redone. With
 * `onChoose` each item gets a box to name it for redoing (the send-back dialog).
 */
export function ChecklistReview({ checklist, chosen, onChoose }: ChecklistReviewProps) {
  const { t } = useTranslation();
  const percent = checklist.total === 0 ? 0 : Math.round((checklist.done / checklist.total) * 100);
  const progress = t('checklistReview.progress', { done: checklist.done, total: checklist.total });
  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {progress}
        </Text>
        <Progress value={percent} color="teal" aria-label={progress} />
      </Stack>
      {checklist.sections.map((section) => (
        <Stack key={section.title} gap={6}>
          <Title order={4} size="h5">
            {section.title}
          </Title>
          {section.items.map((item) => (
            <ReviewItem
              key={item.id}
              item={item}
              chosen={chosen?.has(item.id) ?? false}
              onChoose={onChoose && ((value) => onChoose(item.id, value))}
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

function ReviewItem({
  item,
  chosen,
  onChoose,
}: {
  item: EventChecklistItem;
  chosen: boolean;
  onChoose?: (chosen: boolean) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const answered = isAnswered(item.kind, item.answer);
  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-label={item.label} bg={chosen ? 'orange.0' : undefined}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          {onChoose ? (
            <Checkbox
              size="md"
              color="orange"
              label={item.label}
              checked={chosen}
              onChange={(e) => onChoose(e.currentTarget.checked)}
              styles={{ body: { alignItems: 'center', minHeight: 44 }, label: { fontWeight: 600 } }}
            />
          ) : (
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {item.label}
            </Text>
          )}
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            {item.required && (
              <Badge size="sm" variant="light" color="gray">
                {t('checklistReview.required')}
              </Badge>
            )}
            {!answered && (
              <Badge size="sm" variant="light" color="red">
                {t('checklistReview.missing')}
              </Badge>
            )}
          </Group>
        </Group>
        <Answer item={item} />
        {item.redo_reason && (
          <Group gap={6} wrap="nowrap" c="var(--mantine-color-orange-light-color)">
            <IconArrowBackUp size={16} style={{ flexShrink: 0 }} aria-hidden />
            <Text size="sm" c="inherit" style={{ overflowWrap: 'anywhere' }}>
              {t('checklistReview.sentBack', { reason: item.redo_reason })}
              {answered && ` · ${t('checklistReview.redone')}`}
            </Text>
          </Group>
        )}
        {item.answer && answered && item.answer.answered_by_name && (
          <Text size="xs" c="dimmed">
            {t('checklistReview.by', {
              name: item.answer.answered_by_name,
              time: format.dateTime(item.answer.answered_at),
            })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** The answer as it reads: done or not, the number, the note, or the photo beside the reference photo. */
function Answer({ item }: { item: EventChecklistItem }) {
  const { t } = useTranslation();
  const answer = item.answer;
  if (item.kind === 'check')
    return answer?.checked ? (
      <Group gap={4} c="teal.9">
        <IconCheck size={16} aria-hidden />
        <Text size="sm" c="inherit">
          {t('checklistReview.yes')}
        </Text>
      </Group>
    ) : (
      <Group gap={4} c="dimmed">
        <IconX size={16} aria-hidden />
        <Text size="sm" c="inherit">
          {t('checklistReview.no')}
        </Text>
      </Group>
    );
  if (item.kind === 'count') return answer?.count != null ? <Text size="sm">{answer.count}</Text> : null;
  if (item.kind === 'note')
    return answer?.note ? (
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {answer.note}
      </Text>
    ) : null;
  if (!answer?.photo_url && !item.reference_url) return null;
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap">
      {answer?.photo_url && (
        <Photo
          url={answer.photo_url}
          caption={t('checklistReview.photo')}
          alt={t('checklistReview.photoOf', { name: item.label })}
        />
      )}
      {item.reference_url && (
        <Photo
          url={item.reference_url}
          caption={t('checklistReview.reference')}
          alt={t('checklistReview.referenceOf', { name: item.label })}
        />
      )}
    </Group>
  );
}

/** A photo as a thumbnail that opens whole in a new tab. */
function Photo({ url, caption, alt }: { url: string; caption: string; alt: string }) {
  return (
    <Stack gap={2} w={150}>
      <Text size="xs" c="dimmed">
        {caption}
      </Text>
      <Anchor href={url} target="_blank" rel="noopener">
        <Image src={url} alt={alt} radius="sm" h={110} fit="cover" />
      </Anchor>
    </Stack>
  );
}
