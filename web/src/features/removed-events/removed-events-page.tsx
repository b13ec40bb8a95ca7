import { Badge, Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemovedEvent } from '@common/contracts/removed-events';
import { DataList, type DataColumn } from '../../components/data-list';
import { ListState } from '../../components/list-state';
import { PageHeader } from '../../components/page-header';
import { useFormat } from '../../lib/format';
import { removedEventsQuery, useRestoreEvent } from '../../lib/resources/removed-events';
import { RestoreConfirm } from './restore-confirm';
import { useViewedWeek, WeekPicker } from '../../components/week-picker';

/**
 * Removed cleanings (decision 0028): the week's cleanings an admin deleted or a
 * calendar feed cancelled, who removed them and when; Restore brings one back unassigned.
 */
export function RemovedEventsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const week = useViewedWeek();
  const query = useQuery(removedEventsQuery(week.start, week.end));
  const [chosen, setChosen] = useState<RemovedEvent | null>(null);
  const restore = useRestoreEvent();
  const rows = query.data ?? [];
  const dayOf = (e: RemovedEvent) => format.weekdayDayMonth(e.service_date);
  const open = (event: RemovedEvent) => {
    restore.reset();
    setChosen(event);
  };
  const handleRestore = () => {
    if (!chosen) return;
    const event = chosen;
    restore.mutate(event.id, {
      onSuccess: () => {
        setChosen(null);
        notifications.show({
          color: 'teal',
          message: t('removedEvents.restored', { property: event.property_name, date: dayOf(event) }),
        });
      },
    });
  };
  const columns: DataColumn<RemovedEvent>[] = [
    { key: 'date', label: t('removedEvents.date'), render: dayOf },
    {
      key: 'property',
      label: t('removedEvents.property'),
      render: (e) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {e.property_name}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {e.event_summary}
            {e.housekeeper_name ? ` · ${t('removedEvents.had', { name: e.housekeeper_name })}` : ''}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'reason',
      label: t('removedEvents.reason'),
      render: (e) => (
        <Badge
          color={e.reason === 'deleted' ? 'red' : 'orange'}
          variant="light"
          // The Spanish reason is long: it wraps on a phone instead of being cut.
          styles={{
            root: { height: 'auto', maxWidth: '100%', paddingBlock: 2, textTransform: 'none' },
            label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' },
          }}
          data-testid={`removed-reason-${e.id}`}
        >
          {t(`removedEvents.reasons.${e.dismissed ? 'dismissed' : e.reason}`)}
        </Badge>
      ),
    },
    {
      key: 'removed',
      label: t('removedEvents.removed'),
      render: (e) => (
        <Text size="sm">
          {t('removedEvents.byAt', {
            who: e.removed_by?.name || t('removedEvents.byFeed'),
            at: format.dateTime(e.removed_at),
          })}
        </Text>
      ),
    },
  ];
  return (
    <Stack gap="md" maw={1100}>
      <PageHeader title={t('removedEvents.title')} description={t('removedEvents.description')} />
      <WeekPicker start={week.start} end={week.end} onChange={week.setStart} />
      <ListState
        isPending={query.isPending}
        error={query.error ? t('removedEvents.loadError') : null}
        isEmpty={rows.length === 0}
        emptyText={t('removedEvents.none')}
      />
      {rows.length > 0 && (
        <DataList
          label={t('removedEvents.title')}
          rows={rows}
          columns={columns}
          rowKey={(e) => e.id}
          actionsLabel={t('removedEvents.actions')}
          actions={(e) => (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconArrowBackUp size={14} />}
              onClick={() => open(e)}
              aria-label={t('removedEvents.restoreFor', { property: e.property_name, date: dayOf(e) })}
            >
              {t('removedEvents.restore')}
            </Button>
          )}
        />
      )}
      <RestoreConfirm event={chosen} mutation={restore} onConfirm={handleRestore} onClose={() => setChosen(null)} />
    </Stack>
  );
}
