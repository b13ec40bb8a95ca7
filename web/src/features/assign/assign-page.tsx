import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBulb, IconChevronLeft, IconChevronRight, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CleaningEvent } from '@common/contracts/events';
import { businessWeek } from '@common/domain/calendar';
import { eventConflicts } from '@common/domain/conflicts';
import { todayIso } from '@common/domain/dates';
import { EventDetailsModal } from '../../components/event-details-modal';
import { useEventAdmin } from '../../lib/event-admin';
import { useFormat } from '../../lib/format';
import { useMonthsEvents } from '../../lib/resources/events';
import { capacityQuery } from '../../lib/resources/capacity';
import { staffQuery } from '../../lib/resources/staff';
import { CreateEventModal } from './create-event-modal';
import { EmployeeBoard } from './employee-board';
import { RefusalConfirm } from './refusal-confirm';
import { SuggestionsPanel } from './suggestions-panel';
import { UnassignedList } from './unassigned-list';
import { useAssignment } from './use-assignment';
import { activeHousekeepers, monthsAround, neighbourWeek, splitWeek, weekOf, weeksWithWork } from './week-model';
import { WeekCapacity } from './week-capacity';
import { useEventExtras } from '../../lib/resources/extras';
import { useEventProof } from '../../lib/resources/photos';

/**
 * Weekly Cleaning Assignment: the week's capacity, unassigned cards, a board per housekeeper
 * with conflicts and loads marked, suggestions, new events, event details.
 */
export function AssignPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const today = todayIso();
  const [weekStart, setWeekStart] = useState(() => businessWeek(today).start);
  const [creating, createModal] = useDisclosure(false);
  const [suggesting, suggestPanel] = useDisclosure(false);
  const months = useMemo(() => {
    const list = [...monthsAround(businessWeek(today).start), ...monthsAround(weekStart)];
    return list.filter((m, i) => list.findIndex((n) => n.year === m.year && n.month === m.month) === i);
  }, [today, weekStart]);
  const { events, isPending, error } = useMonthsEvents(months);
  const employees = useQuery(staffQuery());
  const housekeepers = useMemo(() => activeHousekeepers(employees.data ?? []), [employees.data]);
  const weeks = useMemo(() => weeksWithWork(events, today), [events, today]);
  const week = weekOf(weekStart);
  const { unassigned, byEmployee } = useMemo(() => splitWeek(events, week), [events, week.start]); // eslint-disable-line react-hooks/exhaustive-deps
  const capacity = useQuery(capacityQuery(week.start, 7));
  const { assign, unassign, refused } = useAssignment();
  const [chosen, setChosen] = useState<CleaningEvent | null>(null);
  const proof = useEventProof(chosen);
  const extras = useEventExtras(chosen);
  const admin = useEventAdmin(chosen, setChosen);
  const context = useMemo(() => ({ conflicts: eventConflicts(events), onOpen: setChosen }), [events]);
  const previous = neighbourWeek(weeks, weekStart, -1);
  const next = neighbourWeek(weeks, weekStart, 1);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          {t('pages.assign')}
        </Title>
        <Group gap="xs">
          <Button variant="light" leftSection={<IconBulb size={16} />} onClick={suggestPanel.open}>
            {t('capacity.suggest')}
          </Button>
          <Button leftSection={<IconPlus size={16} />} onClick={createModal.open}>
            {t('assign.createEvent')}
          </Button>
        </Group>
      </Group>
      <Stack gap={6}>
        <Text fw={700} ta="center" data-testid="assign-week">
          {format.weekRange(week.start, week.end)}
        </Text>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Button
            variant="default"
            size="xs"
            disabled={!previous}
            onClick={() => previous && setWeekStart(previous)}
            leftSection={<IconChevronLeft size={14} />}
          >
            {t('assign.previousWeek')}
          </Button>
          <Button
            variant="default"
            size="xs"
            disabled={!next}
            onClick={() => next && setWeekStart(next)}
            rightSection={<IconChevronRight size={14} />}
          >
            {t('assign.nextWeek')}
          </Button>
        </Group>
      </Stack>
      {error && (
        <Alert color="red" variant="light">
          {t('assign.loadError', { message: error.message })}
        </Alert>
      )}
      {isPending || employees.isPending ? (
        <Center mih={200} role="status" aria-label={t('common.loading')}>
          <Loader />
        </Center>
      ) : (
        <>
          <WeekCapacity days={capacity.data?.days} error={capacity.error} />
          <UnassignedList
            events={unassigned}
            employees={housekeepers}
            onAssign={(event, employee) =>
              assign.mutate({ cleaning_event_id: event.id, employee_id: employee.id, employee_name: employee.name })
            }
            context={context}
          />
          <EmployeeBoard
            employees={housekeepers}
            byEmployee={byEmployee}
            allEvents={events}
            weekStart={week.start}
            capacity={capacity.data?.days}
            onUnassign={(event) => unassign.mutate(event.id)}
            context={context}
          />
        </>
      )}
      <EventDetailsModal
        event={chosen}
        onClose={() => setChosen(null)}
        inAppLanguage
        admin={admin}
        proof={proof}
        extras={extras}
      />
      <SuggestionsPanel
        opened={suggesting}
        onClose={suggestPanel.close}
        week={week}
        events={events}
        employees={housekeepers}
      />
      <RefusalConfirm refusal={refused.refusal} onAssignAnyway={refused.assignAnyway} onClose={refused.dismiss} />
      <CreateEventModal
        opened={creating}
        onClose={createModal.close}
        onCreated={(serviceDate) => setWeekStart(businessWeek(serviceDate).start)}
      />
    </Stack>
  );
}
