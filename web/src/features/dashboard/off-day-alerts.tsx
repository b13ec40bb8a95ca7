import { Alert, Anchor, List } from '@mantine/core';
import { IconCalendarX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../lib/format';
import { capacityQuery } from '../../lib/resources/capacity';

/** How many days ahead the calendar looks (the same days, and so the same request, as the capacity card). */
const DAYS = 14;

/**
 * The calendar's banner for cleanings on a day their housekeeper does not work (a feed moved them there, or
 * they were made or assigned so): each one opens its details; the board reassigns. Nothing when none.
 */
export function OffDayAlerts({ start }: { start: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { data } = useQuery(capacityQuery(start, DAYS));
  const lines = (data?.days ?? []).flatMap((day) =>
    day.staff.flatMap((person) => person.off_day_cleanings.map((c) => ({ ...c, date: day.date, name: person.name }))),
  );
  if (lines.length === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconCalendarX size={18} />}
      title={t('dashboard.offDays.title')}
      data-testid="off-day-alerts"
    >
      <List size="sm" spacing={2}>
        {lines.map((line) => (
          <List.Item key={line.cleaning_event_id}>
            <Anchor
              component={Link}
              to={`/dashboard?event=${line.cleaning_event_id}&date=${line.date}`}
              size="sm"
              style={{ overflowWrap: 'anywhere' }}
            >
              {t('dashboard.offDays.line', {
                property: line.property_name,
                date: format.weekdayDayMonth(line.date),
                reason: t(`dashboard.offDays.reason.${line.reason}`, { name: line.name }),
              })}
            </Anchor>
          </List.Item>
        ))}
      </List>
      <Anchor component={Link} to="/assign" size="sm" mt={6} display="inline-block">
        {t('dashboard.offDays.assign')}
      </Anchor>
    </Alert>
  );
}
