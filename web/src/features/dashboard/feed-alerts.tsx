import { Alert, Anchor, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FeedAlerts as Alerts } from '@common/contracts/feeds';
import { useFormat } from '../../lib/format';
import { feedAlertsQuery } from '../../lib/resources/feeds';

type AlertEvent = Alerts['events'][number];

/** The cleanings behind one line, each a link that opens its details on the calendar. */
function EventLinks({ events }: { events: AlertEvent[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (events.length === 0) return null;
  return (
    <List size="sm" spacing={2} withPadding listStyleType="disc">
      {events.map((e) => (
        <List.Item key={e.id}>
          <Anchor
            component={Link}
            to={`/dashboard?event=${e.id}&date=${e.service_date}`}
            size="sm"
            data-testid="feed-alert-event"
            style={{ overflowWrap: 'anywhere' }}
          >
            {t('dashboard.feedAlerts.eventLink', {
              property: e.property_name,
              date: format.date(e.service_date),
              change: t(`dashboard.feedAlerts.kind.${e.feed_change ?? 'unconfirmed'}`),
            })}
          </Anchor>
        </List.Item>
      ))}
    </List>
  );
}

/**
 * What the calendar feeds need from the admin (GET /airbn_url/alerts): feeds failing for more than
 * 24 hours, calendars held before cancelling, cleanings a feed changed or left unconfirmed. Nothing when all is well.
 */
export function FeedAlerts() {
  const { t } = useTranslation();
  const { data } = useQuery(feedAlertsQuery());
  if (!data) return null;
  const lines = [
    ...data.failing.map((f) => ({
      key: `failing-${f.id}`,
      text: t('dashboard.feedAlerts.failing', { name: f.propertyName }),
    })),
    ...data.held.map((f) => ({ key: `held-${f.id}`, text: t('dashboard.feedAlerts.held', { name: f.propertyName }) })),
    ...(data.changed_events > 0
      ? [
          {
            key: 'changed',
            text: t('dashboard.feedAlerts.changed', { count: data.changed_events }),
            events: data.events.filter((e) => e.feed_change !== null),
          },
        ]
      : []),
    ...(data.unconfirmed_events > 0
      ? [
          {
            key: 'unconfirmed',
            text: t('dashboard.feedAlerts.unconfirmed', { count: data.unconfirmed_events }),
            events: data.events.filter((e) => e.feed_change === null && e.unconfirmed),
          },
        ]
      : []),
  ];
  if (lines.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t('dashboard.feedAlerts.title')}
      data-testid="feed-alerts"
    >
      <List size="sm" spacing={2}>
        {lines.map((line) => (
          <List.Item key={line.key}>
            {line.text}
            {'events' in line && <EventLinks events={line.events} />}
          </List.Item>
        ))}
      </List>
      {(data.failing.length > 0 || data.held.length > 0) && (
        <Anchor component={Link} to="/airbnb" size="sm" mt={6} mr="md" display="inline-block">
          {t('dashboard.feedAlerts.open')}
        </Anchor>
      )}
      {data.changed_events > 0 && (
        <Anchor component={Link} to="/removed-events" size="sm" mt={6} display="inline-block">
          {t('dashboard.feedAlerts.removed')}
        </Anchor>
      )}
    </Alert>
  );
}
