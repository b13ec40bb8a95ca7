import { Alert, Button, Group, Modal, Progress, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconChevronLeft, IconChevronRight, IconListCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CleaningEvent } from '@common/contracts/events';
import type { ChecklistAnswerValue } from '../../lib/outbox-store';
import type { PhoneChecklist } from '../../lib/resources/checklist-phone';
import { useAnswerChecklistItem } from '../../lib/resources/outbox';
import { ChecklistFillItem } from './checklist-fill-item';

/** "Checklist 3/12" on her card: opens the checklist; nothing when the cleaning has none. */
export function ChecklistButton({ checklist, onOpen }: { checklist: PhoneChecklist | undefined; onOpen: () => void }) {
  const { t } = useTranslation();
  if (!checklist || checklist.sections.length === 0) return null;
  const complete = checklist.missing.length === 0;
  return (
    <Button
      variant={complete ? 'light' : 'filled'}
      color="teal"
      size="md"
      h={44}
      leftSection={<IconListCheck size={18} />}
      onClick={onOpen}
      style={{ alignSelf: 'flex-start' }}
    >
      {t('checklistFill.open', { done: checklist.done, total: checklist.total })}
    </Button>
  );
}

interface ChecklistFillProps {
  event: CleaningEvent;
  checklist: PhoneChecklist;
  opened: boolean;
  onClose: () => void;
}

/**
 * Her cleaning's checklist, one section at a time with the progress (decision 0037): every answer goes
 * through the phone's outbox, so it shows at once and is sent once, also offline. Full screen on a phone.
 */
export function ChecklistFill({ event, checklist, opened, onClose }: ChecklistFillProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 48em)');
  const [index, setIndex] = useState(0);
  const answer = useAnswerChecklistItem();
  const sections = checklist.sections;
  const section = sections[Math.min(index, sections.length - 1)];
  if (!section) return null;
  const kept = ({ waiting }: { waiting: boolean }) => {
    if (waiting) notifications.show({ id: 'outbox-kept', color: 'orange', message: t('outbox.keptOnPhone') });
  };
  const failed = (error: Error) => notifications.show({ color: 'red', message: error.message });
  const send = (itemId: string, label: string, value: { answer?: ChecklistAnswerValue; photo?: File }) =>
    answer.mutate({ event, itemId, label, ...value }, { onSuccess: kept, onError: failed });
  const percent = checklist.total === 0 ? 0 : Math.round((checklist.done / checklist.total) * 100);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen={isPhone}
      size="lg"
      title={t('checklistFill.title', { name: event.property?.name ?? event.house.name })}
      closeButtonProps={{ 'aria-label': t('common.close'), size: 'lg' }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="sm">
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('checklistFill.progress', { done: checklist.done, total: checklist.total })}
          </Text>
          <Progress
            value={percent}
            color="teal"
            size="lg"
            aria-label={t('checklistFill.progress', { done: checklist.done, total: checklist.total })}
          />
        </Stack>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={3} size="h4">
            {section.title}
          </Title>
          <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
            {t('checklistFill.section', { n: index + 1, count: sections.length })}
          </Text>
        </Group>
        {section.items.map((item) => (
          <ChecklistFillItem
            key={`${event.id}-${item.id}`}
            item={item}
            onAnswer={(value) => send(item.id, item.label, { answer: value })}
            onPhoto={(file) => send(item.id, item.label, { photo: file })}
          />
        ))}
        {index === sections.length - 1 && checklist.missing.length > 0 && (
          <Alert color="orange" variant="light" title={t('checklistFill.missingTitle')}>
            {t('checklistFill.missing', { items: checklist.missing.map((m) => m.label).join(', ') })}
          </Alert>
        )}
        <Group justify="space-between" gap="sm">
          <Button
            variant="default"
            h={44}
            leftSection={<IconChevronLeft size={18} />}
            disabled={index === 0}
            onClick={() => setIndex(index - 1)}
          >
            {t('checklistFill.previous')}
          </Button>
          {index < sections.length - 1 ? (
            <Button
              color="teal"
              h={44}
              rightSection={<IconChevronRight size={18} />}
              onClick={() => setIndex(index + 1)}
            >
              {t('checklistFill.next')}
            </Button>
          ) : (
            <Button color="teal" h={44} onClick={onClose}>
              {t('checklistFill.finish')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
