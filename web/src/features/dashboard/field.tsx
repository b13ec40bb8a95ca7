import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A label and its value on one line (wrapping on phones). */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="wrap" align="baseline">
      <Text size="sm" fw={600}>
        {label}:
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

