import { Card, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

/** One column of a DataList: its header and how to show a row's cell. */
export interface DataColumn<T> {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
}

export interface DataListProps<T> {
  rows: T[];
  columns: DataColumn<T>[];
  rowKey: (row: T) => string | number;
  actions?: (row: T) => ReactNode;
  actionsLabel?: string;
  /** Accessible name of the table or card list. */
  label: string;
}

/** A table on wide screens and one card per row on phones (no sideways page scroll). */
export function DataList<T>({ rows, columns, rowKey, actions, actionsLabel, label }: DataListProps<T>) {
  const isPhone = useMediaQuery('(max-width: 47.99em)');
  if (isPhone) {
    const [first, ...rest] = columns;
    return (
      <Stack gap="sm" role="list" aria-label={label}>
        {rows.map((row) => (
          <Card key={rowKey(row)} withBorder radius="md" padding="md" role="listitem">
            {first && (
              <Text fw={600} mb={6} style={{ overflowWrap: 'anywhere' }}>
                {first.render(row)}
              </Text>
            )}
            <Stack gap={4}>
              {rest.map((column) => (
                <Group key={column.key} gap="xs" wrap="nowrap" align="flex-start">
                  <Text size="sm" c="dimmed" w={110} style={{ flexShrink: 0 }}>
                    {column.label}
                  </Text>
                  <Text size="sm" component="div" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                    {column.render(row)}
                  </Text>
                </Group>
              ))}
            </Stack>
            {actions && (
              <Group gap="xs" mt="sm" pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
                {actions(row)}
              </Group>
            )}
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="md" aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key}>{column.label}</Table.Th>
              ))}
              {actions && <Table.Th ta="right">{actionsLabel}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((column) => (
                  <Table.Td key={column.key}>{column.render(row)}</Table.Td>
                ))}
                {actions && (
                  <Table.Td>
                    <Group gap={6} justify="flex-end" wrap="nowrap">
                      {actions(row)}
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
