import { Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CleaningEvent } from '@common/contracts/events';
import type { Employee } from '@common/contracts/staff';
import { EventLine, type LineContext } from './event-line';

interface UnassignedListProps {
  events: CleaningEvent[];
  employees: Employee[];
  onAssign: (event: CleaningEvent, employee: Employee) => void;
  context: LineContext;
}

/** The week's unassigned events, each card with an 'Assign to...' housekeeper select. */
export function UnassignedList({ events, employees, onAssign, context }: UnassignedListProps) {
  const { t } = useTranslation();
  const options = employees.map((e) => ({ value: String(e.id), label: e.name }));
  return (
    <Stack gap="sm" data-testid="week-unassigned">
      <Title order={2} size="h4">
        {t('assign.unassignedTitle', { count: events.length })}
      </Title>
      {events.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('assign.noUnassigned')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="sm">
          {events.map((event) => (
            <Paper key={event.id} withBorder radius="md" p="sm" data-testid={`unassigned-${event.id}`}>
              <EventLine event={event} context={context} />
              <Select
                mt="xs"
                size="xs"
                placeholder={t('assign.assignTo')}
                aria-label={t('assign.assignToFor', { name: event.house.name })}
                data={options}
                value={null}
                searchable
                onChange={(value) => {
                  const employee = employees.find((e) => String(e.id) === value);
                  if (employee) onAssign(event, employee);
                }}
              />
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
