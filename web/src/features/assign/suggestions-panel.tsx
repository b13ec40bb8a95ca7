import { Alert, Button, Center, Group, List, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AcceptResponse, Suggestion } from '@common/contracts/capacity';
import type { CleaningEvent } from '@common/contracts/events';
import type { Employee } from '@common/contracts/staff';
import type { DateRange } from '@common/domain/calendar';
import { useFormat } from '../../lib/format';
import { suggestionsQuery, useAcceptSuggestions } from '../../lib/resources/capacity';

interface SuggestionsPanelProps {
  opened: boolean;
  onClose: () => void;
  week: DateRange;
  /** The loaded events: each suggestion names its cleaning's property and day. */
  events: readonly CleaningEvent[];
  employees: readonly Employee[];
}

/**
 * Who could take each unassigned cleaning of the week and why (POST /assignments/suggest). Nothing is
 * assigned until Accept (one) or Accept all; what the server could not assign is listed with why.
 */
export function SuggestionsPanel({ opened, onClose, week, events, employees }: SuggestionsPanelProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const isPhone = useMediaQuery('(max-width: 48em)');
  const suggestions = useQuery({ ...suggestionsQuery(week.start), enabled: opened });
  const [skipped, setSkipped] = useState<AcceptResponse['skipped']>([]);
  const accept = useAcceptSuggestions({
    onSuccess: (answer) => {
      setSkipped(answer.skipped);
      if (answer.assigned.length > 0)
        notifications.show({ color: 'green', message: t('capacity.assigned', { count: answer.assigned.length }) });
    },
    onError: (error) =>
      notifications.show({ color: 'red', message: t('capacity.acceptFailed', { message: error.message }) }),
  });
  const eventOf = (id: number) => events.find((e) => e.id === id);
  const nameOf = (id: number | null) => employees.find((e) => e.id === id)?.name ?? '';
  const placeOf = (id: number) => eventOf(id)?.house.name ?? t('capacity.unknownEvent', { id });
  const acceptable = (suggestions.data?.suggestions ?? []).filter(
    (s): s is Suggestion & { employee_id: number } => s.employee_id !== null,
  );
  const send = (list: typeof acceptable) =>
    accept.mutate({
      assignments: list.map((s) => ({ cleaning_event_id: s.cleaning_event_id, employee_id: s.employee_id })),
    });
  const close = () => {
    setSkipped([]);
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      fullScreen={isPhone}
      size="lg"
      title={t('capacity.suggestTitle', { week: format.weekRange(week.start, week.end) })}
      closeButtonProps={{ 'aria-label': t('common.close'), size: 'lg' }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="sm">
        {skipped.length > 0 && (
          <Alert color="orange" variant="light" title={t('capacity.skippedTitle')} data-testid="suggestions-skipped">
            <List size="sm" spacing={4}>
              {skipped.map((s) => (
                <List.Item key={s.cleaning_event_id}>
                  <Text span size="sm" fw={600}>
                    {placeOf(s.cleaning_event_id)}
                  </Text>
                  : {s.detail}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        {suggestions.error && (
          <Alert color="red" variant="light">
            {t('capacity.suggestFailed', { message: suggestions.error.message })}
          </Alert>
        )}
        {suggestions.isPending ? (
          <Center mih={120} role="status" aria-label={t('common.loading')}>
            <Loader />
          </Center>
        ) : (
          // "Everything is assigned" only when nothing was left out either.
          suggestions.data?.suggestions.length === 0 &&
          suggestions.data.skipped.length === 0 && <Text c="dimmed">{t('capacity.nothingToSuggest')}</Text>
        )}
        {(suggestions.data?.skipped.length ?? 0) > 0 && (
          <Alert color="yellow" variant="light" title={t('capacity.leftOutTitle')} data-testid="suggestions-left-out">
            <List size="sm" spacing={4}>
              {suggestions.data?.skipped.map((s) => {
                const event = eventOf(s.cleaning_event_id);
                return (
                  <List.Item key={s.cleaning_event_id}>
                    <Text span size="sm" fw={600}>
                      {placeOf(s.cleaning_event_id)}
                      {event && `, ${format.weekdayDayMonth(event.service_date)}`}
                    </Text>
                    : {s.reason}
                  </List.Item>
                );
              })}
            </List>
          </Alert>
        )}
        {acceptable.length > 0 && (
          <Group justify="flex-end">
            <Button onClick={() => send(acceptable)} loading={accept.isPending}>
              {t('capacity.acceptAll', { count: acceptable.length })}
            </Button>
          </Group>
        )}
        {suggestions.data?.suggestions.map((s) => {
          const event = eventOf(s.cleaning_event_id);
          const who = s.employee_id;
          return (
            <Paper
              key={s.cleaning_event_id}
              withBorder
              radius="md"
              p="sm"
              data-testid={`suggestion-${s.cleaning_event_id}`}
            >
              <Group justify="space-between" align="flex-start" gap="xs">
                <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                  <Text size="xs" c="dimmed" fw={600}>
                    {event ? format.weekdayDayMonth(event.service_date) : ''}
                  </Text>
                  <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                    {placeOf(s.cleaning_event_id)}
                  </Text>
                  <Text size="sm" fw={600} c={who === null ? 'dimmed' : 'blue.8'}>
                    {who === null ? t('capacity.noSuggestion') : `→ ${nameOf(who)}`}
                  </Text>
                  <List size="xs" c="dimmed" spacing={2}>
                    {s.reasons.map((reason, i) => (
                      <List.Item key={i}>{reason}</List.Item>
                    ))}
                  </List>
                </Stack>
                {who !== null && (
                  <Button
                    size="xs"
                    variant="light"
                    loading={accept.isPending}
                    onClick={() => send([{ ...s, employee_id: who }])}
                    aria-label={t('capacity.acceptFor', {
                      name: nameOf(who),
                      property: placeOf(s.cleaning_event_id),
                    })}
                  >
                    {t('capacity.accept')}
                  </Button>
                )}
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </Modal>
  );
}
