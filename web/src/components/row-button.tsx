import { Button } from '@mantine/core';
import { IconCircleCheck, IconCircleOff, IconEye, IconKey, IconPencil, IconTrash } from '@tabler/icons-react';

const KINDS = {
  view: { icon: IconEye, color: undefined },
  edit: { icon: IconPencil, color: undefined },
  delete: { icon: IconTrash, color: 'red' },
  activate: { icon: IconCircleCheck, color: 'teal' },
  deactivate: { icon: IconCircleOff, color: 'gray' },
  reset: { icon: IconKey, color: 'orange' },
} as const;

interface RowButtonProps {
  kind: keyof typeof KINDS;
  label: string;
  /** The row's name: screen readers hear 'Edit Casa Sol', not just 'Edit'. */
  name: string;
  onClick: () => void;
}

/** One action of a list row (view, edit, delete, activate, deactivate, reset a password). */
export function RowButton({ kind, label, name, onClick }: RowButtonProps) {
  const { icon: Icon, color } = KINDS[kind];
  return (
    <Button
      size="xs"
      variant="light"
      color={color}
      leftSection={<Icon size={14} />}
      onClick={onClick}
      aria-label={`${label} ${name}`}
    >
      {label}
    </Button>
  );
}
