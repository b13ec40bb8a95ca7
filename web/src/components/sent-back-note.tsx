import { Group, Paper, Text } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CleaningEvent } from '@common/contracts/events';

/** Why a supervisor sent this cleaning back, while it waits to be serviced again; nothing otherwise. */
export function SentBackNote({ event }: { event: Pick<CleaningEvent, 'status' | 'sent_back_reason'> }) {
  const { t } = useTranslation();
  if (event.status !== 'assigned' || !event.sent_back_reason) return null;
  return (
    <Paper
      radius="sm"
      px="sm"
      py={6}
      bg="orange.0"
      style={{ borderLeft: '4px solid var(--mantine-color-orange-6)' }}
      data-testid="sent-back"
    >
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconArrowBackUp
          size={16}
          color="var(--mantine-color-orange-8)"
          style={{ flexShrink: 0, marginTop: 2 }}
          aria-hidden
        />
        {/* The theme's tinted-text orange: shade 9 on this tint read at 3.95:1, below AA. */}
        <Text size="sm" c="var(--mantine-color-orange-light-color)" style={{ overflowWrap: 'anywhere' }}>
          <Text span inherit fw={700}>
            {t('sentBack.label')}
          </Text>{' '}
          {event.sent_back_reason}
        </Text>
      </Group>
    </Paper>
  );
}
