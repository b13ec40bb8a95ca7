import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One label and value line of a details list; long values wrap inside their own column. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group
      justify="space-between"
      align="flex-start"
      gap="sm"
      wrap="nowrap"
      py={8}
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Text size="sm" c="dimmed" fw={500} style={{ flex: '0 0 42%' }}>
        {label}
      </Text>
      <Text
        size="sm"
        fw={600}
        ta="right"
        style={{ overflowWrap: 'anywhere', flex: 1, whiteSpace: 'pre-wrap' }}
        component="div"
      >
        {children}
      </Text>
    </Group>
  );
}
