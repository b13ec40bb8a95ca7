import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TimeOffRequest } from '@common/contracts/capacity';
import { ErrorAlert } from '../../components/error-alert';
import { errorText } from '../../lib/error-text';
import { useFormat } from '../../lib/format';
import { timeOffRequestsQuery, useApproveTimeOff, useDeleteTimeOff } from '../../lib/resources/time-off';
import { cleaningsText, periodText } from './time-off-period';

/** One request: who, when, why, her cleanings then, Approve and Decline. */
function RequestRow({ request }: { request: TimeOffRequest }) {
  const { t } = useTranslation();
  const format = useFormat();
  const approve = useApproveTimeOff();
  const decline = useDeleteTimeOff();
  const ref = { employeeId: request.employee_id, id: request.id };
  const who = `${request.employee_name} ${periodText(format, request)}`;
  const failed = approve.error ?? decline.error;
  return (
    <Stack gap={4}>
      <Text size="sm">
        <Text span fw={600}>
          {request.employee_name}
        </Text>
        {' · '}
        {periodText(format, request)}
        {request.note && ` · ${request.note}`}
      </Text>
      {request.assigned_cleanings.length > 0 && (
        <Text size="xs" c="orange">
          {t('timeOff.cleaningsIn', {
            count: request.assigned_cleanings.length,
            cleanings: cleaningsText(format, request.assigned_cleanings),
          })}
        </Text>
      )}
      <ErrorAlert message={failed ? errorText(failed, t('timeOff.answerError')) : null} />
      <Group gap="xs">
        <Button
          size="xs"
          color="teal"
          variant="light"
          loading={approve.isPending}
          disabled={decline.isPending}
          onClick={() => approve.mutate(ref)}
          aria-label={`${t('timeOff.approve')} ${who}`}
        >
          {t('timeOff.approve')}
        </Button>
        <Button
          size="xs"
          color="red"
          variant="light"
          loading={decline.isPending}
          disabled={approve.isPending}
          onClick={() => decline.mutate(ref)}
          aria-label={`${t('timeOff.decline')} ${who}`}
        >
          {t('timeOff.decline')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The Staff screen's card of time-off requests waiting for an admin (nothing when there are none). */
export function TimeOffRequests() {
  const { t } = useTranslation();
  const query = useQuery(timeOffRequestsQuery());
  if (query.error) return <ErrorAlert message={errorText(query.error, t('timeOff.requestsLoadError'))} />;
  const requests = query.data ?? [];
  if (requests.length === 0) return null;
  return (
    <Paper withBorder radius="lg" p="md" bg="yellow.0" component="section" aria-labelledby="time-off-requests">
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={2} size="h5" id="time-off-requests">
            {t('timeOff.requestsTitle')}
          </Title>
          <Badge color="yellow" variant="filled" aria-label={t('timeOff.pending', { count: requests.length })}>
            {requests.length}
          </Badge>
        </Group>
        {requests.map((request) => (
          <RequestRow key={request.id} request={request} />
        ))}
      </Stack>
    </Paper>
  );
}
