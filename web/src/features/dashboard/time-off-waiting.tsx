import { Badge, Button, Group, List, Paper, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../lib/format';
import { timeOffRequestsQuery } from '../../lib/resources/time-off';

/** "Time off waiting for your answer": who asked for which days, and where to answer. Nothing when none waits. */
export function TimeOffWaiting() {
  const { t } = useTranslation();
  const format = useFormat();
  const { data } = useQuery(timeOffRequestsQuery());
  if (!data?.length) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="time-off-waiting-title">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="time-off-waiting-title">
            {t('dashboard.waiting.timeOffTitle')}
          </Title>
          <Badge color="yellow" variant="light" size="lg" tt="none">
            {data.length}
          </Badge>
        </Group>
        <List size="sm" spacing={2} data-testid="time-off-waiting">
          {data.map((request) => (
            <List.Item key={request.id} style={{ overflowWrap: 'anywhere' }}>
              {t('dashboard.waiting.timeOffLine', {
                name: request.employee_name,
                period:
                  request.start_date === request.end_date
                    ? format.date(request.start_date)
                    : format.weekRange(request.start_date, request.end_date),
              })}
              {request.note && ` · ${request.note}`}
            </List.Item>
          ))}
        </List>
        {/* A button-sized link: a thumb's target on a phone (decision 0034). */}
        <Button component={Link} to="/staff" variant="light" size="compact-sm" style={{ alignSelf: 'flex-start' }}>
          {t('dashboard.waiting.answer')}
        </Button>
      </Stack>
    </Paper>
  );
}
