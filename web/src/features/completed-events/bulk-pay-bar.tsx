import { Button, Checkbox, Group, Paper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useBulkPayment, useExportCompleted, type CompletedSelection } from '../../lib/resources/payments';

type Props = {
  selection: CompletedSelection;
  visibleIds: number[];
  selected: Set<number>;
  onSelect: (ids: Set<number>) => void;
};

/** Select all, mark the selection's client, housekeeper or supervisor payment paid in one call, and export the list. */
export function BulkPayBar({ selection, visibleIds, selected, onSelect }: Props) {
  const { t } = useTranslation();
  const bulk = useBulkPayment();
  const exporter = useExportCompleted();
  const all = visibleIds.length > 0 && visibleIds.every((id) => selected.has(id));
  const some = selected.size > 0;
  const markPaid = (kind: 'client' | 'employee' | 'supervisor') =>
    bulk.mutate(
      { ids: [...selected], [`payment_${kind}_status`]: 'paid' as const },
      {
        onSuccess: ({ updated }) => {
          notifications.show({ color: 'green', message: t('completedEvents.bulk.done', { count: updated }) });
          onSelect(new Set());
        },
        onError: (error) =>
          notifications.show({ color: 'red', message: `${t('completedEvents.bulk.failed')} ${error.message}` }),
      },
    );
  return (
    <Paper withBorder radius="md" p="sm" pos="sticky" top={0} style={{ zIndex: 2 }}>
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <Checkbox
            label={t('completedEvents.bulk.selectAll', { count: visibleIds.length })}
            checked={all}
            indeterminate={some && !all}
            onChange={() => onSelect(all ? new Set() : new Set(visibleIds))}
            data-testid="select-all"
          />
          {some && (
            <Text size="sm" c="dimmed" data-testid="selected-count">
              {t('completedEvents.bulk.selected', { count: selected.size })}
            </Text>
          )}
        </Group>
        <Group gap="xs">
          <Button
            size="xs"
            leftSection={<IconCheck size={14} />}
            disabled={!some}
            loading={bulk.isPending}
            onClick={() => markPaid('client')}
            data-testid="bulk-client-paid"
          >
            {t('completedEvents.bulk.clientPaid')}
          </Button>
          <Button
            size="xs"
            leftSection={<IconCheck size={14} />}
            disabled={!some}
            loading={bulk.isPending}
            onClick={() => markPaid('employee')}
            data-testid="bulk-employee-paid"
          >
            {t('completedEvents.bulk.employeePaid')}
          </Button>
          <Button
            size="xs"
            leftSection={<IconCheck size={14} />}
            disabled={!some}
            loading={bulk.isPending}
            onClick={() => markPaid('supervisor')}
            data-testid="bulk-supervisor-paid"
          >
            {t('completedEvents.bulk.supervisorPaid')}
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconFileSpreadsheet size={14} />}
            loading={exporter.isPending}
            onClick={() =>
              exporter.mutate(selection, {
                onError: (error) => notifications.show({ color: 'red', message: error.message }),
              })
            }
            data-testid="export-xlsx"
          >
            {t('completedEvents.export')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
