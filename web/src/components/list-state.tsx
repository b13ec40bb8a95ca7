import { Paper, Text } from '@mantine/core';
import { ErrorAlert } from './error-alert';
import { PageLoader } from './page-loader';

interface ListStateProps {
  isPending: boolean;
  error: string | null;
  isEmpty: boolean;
  emptyText: string;
}

/** Loading, error and empty states of a list screen; renders nothing once rows are there. */
export function ListState({ isPending, error, isEmpty, emptyText }: ListStateProps) {
  if (isPending) return <PageLoader />;
  if (error) return <ErrorAlert message={error} />;
  if (!isEmpty) return null;
  return (
    <Paper withBorder radius="md" p="xl">
      <Text c="dimmed" ta="center">
        {emptyText}
      </Text>
    </Paper>
  );
}
