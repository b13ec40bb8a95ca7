import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A screen's h1 with its main action on the right (wrapping under it on phones). */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Group justify="space-between" align="center" gap="sm">
      <Title order={1} size="h2">
        {title}
      </Title>
      {children}
    </Group>
  );
}
