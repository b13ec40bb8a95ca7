import { ActionIcon, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface RowToolsProps {
  /** The row's name as screen readers hear it: 'Move up Kitchen'. */
  name: string;
  first: boolean;
  last: boolean;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}

/** Move up, move down and remove for one section or item: 44 px touch targets (decision 0034). */
export function RowTools({ name, first, last, onMove, onRemove }: RowToolsProps) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        size={44}
        variant="subtle"
        disabled={first}
        onClick={() => onMove(-1)}
        aria-label={t('checklistEditor.moveUp', { name })}
      >
        <IconArrowUp size={18} />
      </ActionIcon>
      <ActionIcon
        size={44}
        variant="subtle"
        disabled={last}
        onClick={() => onMove(1)}
        aria-label={t('checklistEditor.moveDown', { name })}
      >
        <IconArrowDown size={18} />
      </ActionIcon>
      <ActionIcon
        size={44}
        variant="subtle"
        color="red"
        onClick={onRemove}
        aria-label={t('checklistEditor.remove', { name })}
      >
        <IconTrash size={18} />
      </ActionIcon>
    </Group>
  );
}
