import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One ISO week of a month list, under its 'Week {n} (…)' heading. */
export function WeekSection({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-label={heading}>
      <Title order={2} size="h4" c="teal">
        {heading}
      </Title>
      {children}
    </Stack>
  );
}
