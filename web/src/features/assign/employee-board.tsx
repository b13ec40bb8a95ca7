import { Badge, Box, Button, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CapacityDay } from '@common/contracts/capacity';
import type { CleaningEvent } from '@common/contracts/events';
import type { Employee } from '@common/contracts/staff';
import { EventLine, type LineContext } from './event-line';
import { StaffLoad } from './staff-load';
import { WhatsAppButton } from './whatsapp-button';
import type { OffDays } from './whatsapp';

/** Her cleanings of the week she is not available for (capacity names them), by cleaning id. */
export function offDaysOf(capacity: readonly CapacityDay[] | undefined, employeeId: number): OffDays {
  return new Map(
    (capacity ?? []).flatMap((day) =>
      (day.staff.find((s) => s.employee_id === employeeId)?.off_day_cleanings ?? []).map(
        (c) => [c.cleaning_event_id, c.reason] as const,
      ),
    ),
  );
}

interface EmployeeBoardProps {
  employees: Employee[];
  byEmployee: Map<number, CleaningEvent[]>;
  /** Every loaded event: each chat message takes its housekeeper's events of the week on screen. */
  allEvents: readonly CleaningEvent[];
  /** The first day of the week on screen. */
  weekStart: string;
  /** The week's capacity: each column shows her load per day. */
  capacity?: CapacityDay[];
  onUnassign: (event: CleaningEvent) => void;
  context: LineContext;
}

const COLUMN_WIDTH = 230;

/** One column per active housekeeper with her load per day and her assigned events; scrolls sideways inside itself. */
export function EmployeeBoard({
  employees,
  byEmployee,
  allEvents,
  weekStart,
  capacity,
  onUnassign,
  context,
}: EmployeeBoardProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('assign.boardTitle')}
      </Title>
      {employees.length === 0 && <Text c="dimmed">{t('assign.noHousekeepers')}</Text>}
      <ScrollArea type="auto" offsetScrollbars scrollbarSize={8} data-testid="employee-board">
        <Group align="flex-start" wrap="nowrap" gap="sm" pb="xs">
          {employees.map((employee) => {
            const events = byEmployee.get(employee.id) ?? [];
            const offDays = offDaysOf(capacity, employee.id);
            return (
              <Paper
                key={employee.id}
                withBorder
                radius="md"
                p="sm"
                w={COLUMN_WIDTH}
                miw={COLUMN_WIDTH}
                data-testid={`column-${employee.id}`}
              >
                <Text fw={700} truncate>
                  {employee.name}
                </Text>
                <Text size="xs" c="dimmed" mb="xs">
                  {t('assign.eventCount', { count: events.length })}
                </Text>
                <WhatsAppButton employee={employee} events={allEvents} weekStart={weekStart} offDays={offDays} />
                {capacity && <StaffLoad employeeId={employee.id} days={capacity} />}
                <Stack gap="xs" mt="sm">
                  {events.length === 0 && (
                    <Text size="xs" c="dimmed">
                      {t('assign.noneAssigned')}
                    </Text>
                  )}
                  {events.map((event) => {
                    const off = offDays.get(event.id);
                    return (
                      <Box
                        key={event.id}
                        p="xs"
                        bg={off ? 'red.0' : 'gray.0'}
                        style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                        data-off-day={off}
                      >
                        <EventLine event={event} context={context} />
                        {off && (
                          <Badge
                            color="red"
                            variant="light"
                            size="sm"
                            mt={4}
                            tt="none"
                            data-testid={`off-day-${event.id}`}
                          >
                            {t(`assign.offDay.${off}`, { name: employee.name })}
                          </Badge>
                        )}
                        <Button
                          mt={6}
                          size="compact-xs"
                          variant="subtle"
                          color="red"
                          onClick={() => onUnassign(event)}
                          aria-label={t('assign.unassignFrom', { name: event.house.name })}
                        >
                          {t('assign.unassign')}
                        </Button>
                      </Box>
                    );
                  })}
                </Stack>
              </Paper>
            );
          })}
        </Group>
      </ScrollArea>
    </Stack>
  );
}
