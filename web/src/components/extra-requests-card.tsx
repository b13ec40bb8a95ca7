import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExtraRequestsTools } from '../lib/event-extras';
import { useFormat } from '../lib/format';
import { ErrorAlert } from './error-alert';
import { ExtraItem } from './extra-item';

/**
 * "Extras to approve" (supervisor's review, admin dashboard): each housekeeper's request with its
 * cleaning (property, date, housekeeper), Approve (amounts editable first) and Refuse inline. Nothing
 * when none waits.
 */
export function ExtraRequestsCard({ tools }: { tools: ExtraRequestsTools }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!tools.error && !tools.requests?.length) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="extra-requests-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="extra-requests-title">
            {t('extras.requestsTitle')}
          </Title>
          {tools.requests && (
            <Badge color="yellow" variant="light" size="lg" tt="none">
              {tools.requests.length}
            </Badge>
          )}
        </Group>
        {tools.error && <ErrorAlert message={t('extras.requestsLoadError', { message: tools.error.message })} />}
        {tools.requests?.map((request) => (
          <Stack key={request.id} gap={4} data-testid="extra-request">
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {t('extras.requestLine', {
                property: request.property_name,
                date: format.date(request.service_date),
                name: request.housekeeper_name ?? t('extras.someone'),
              })}
            </Text>
            <ExtraItem
              extra={request}
              currency={tools.currencyOf(request)}
              frozen={false}
              canDelete={false}
              onApprove={(input) => tools.approve(request, input)}
              onRefuse={(reason) => tools.refuse(request, reason)}
              onRemove={() => Promise.resolve()}
            />
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
