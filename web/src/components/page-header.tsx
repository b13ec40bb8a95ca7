import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  /** A line under the title saying what the screen is for. */
  description?: string;
  /** The screen's main action, on the right (wrapping under the title on phones). */
  children?: ReactNode;
}

/** A screen's h1, with an optional line under it and its main action on the right. */
export function PageHeader({ title, description, children }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="center" gap="sm">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {description && (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        )}
      </Stack>
      {children}
    </Group>
  );
}
