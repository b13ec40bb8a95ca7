import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Image,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPhoto } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalCleaning } from '@common/contracts/portal';
import { addDays, monthRange } from '@common/domain/calendar';
import { todayIso } from '@common/domain/dates';
import { EventStatusBadge } from '../../components/event-status-badge';
import { ListState } from '../../components/list-state';
import { firstOfMonth, useViewedMonth } from '../../components/month-field';
import { useFormat } from '../../lib/format';
import { portalCleaningsQuery } from '../../lib/resources/portal';

/**
 * The Cleanings tab: a month of their cleanings (a step back or forward a tap), upcoming first, then those done
 * or past (newest first); one in review is done, its badge saying "In review".
 */
export function PortalCleanings() {
  const { t } = useTranslation();
  const format = useFormat();
  const month = useViewedMonth();
  const { start, end } = monthRange(month.year, month.month);
  const query = useQuery(portalCleaningsQuery(start, end));
  const today = todayIso();
  const all = query.data ?? [];
  // A cleaning she has finished (in review or completed) is done whatever its date: it is filed with the past.
  const upcoming = all.filter((c) => c.service_date >= today && !isFinished(c.status));
  const past = all.filter((c) => !upcoming.includes(c)).reverse();

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <ActionIcon
          variant="default"
          size="lg"
          onClick={() => month.setFirst(firstOfMonth(addDays(start, -1)))}
          aria-label={t('portal.cleanings.previous')}
        >
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <Text fw={600} aria-live="polite">
          {format.month(month.year, month.month)}
        </Text>
        <ActionIcon
          variant="default"
          size="lg"
          onClick={() => month.setFirst(addDays(end, 1))}
          aria-label={t('portal.cleanings.next')}
        >
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
      </Group>
      <ListState
        isPending={query.isPending}
        error={query.isLoadingError ? t('portal.loadError') : null}
        isEmpty={all.length === 0}
        emptyText={t('portal.cleanings.empty')}
      />
      {upcoming.length > 0 && <CleaningGroup title={t('portal.cleanings.upcoming')} cleanings={upcoming} />}
      {past.length > 0 && <CleaningGroup title={t('portal.cleanings.past')} cleanings={past} />}
    </Stack>
  );
}

const isFinished = (status: string) => status === 'completed' || status === 'in_review';

function CleaningGroup({ title, cleanings }: { title: string; cleanings: PortalCleaning[] }) {
  return (
    <Stack gap="xs">
      {/* elementtiming: BENCH_SCREEN=portal bench/phone-week.ts reads when the month is painted. */}
      <Text fw={600} size="sm" c="dimmed" tt="uppercase" elementtiming="portal-month">
        {title}
      </Text>
      {cleanings.map((cleaning) => (
        <CleaningCard key={cleaning.id} cleaning={cleaning} />
      ))}
    </Stack>
  );
}

/** One cleaning: when, where, its status and window, who; a completed one opens its photos and checklist. */
function CleaningCard({ cleaning }: { cleaning: PortalCleaning }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const hasProof = cleaning.photos.length > 0 || cleaning.checklist !== null;
  return (
    <Paper withBorder radius="md" p="sm" data-cleaning={cleaning.id}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {cleaning.property_name}
            </Text>
            <Text size="sm">{format.weekdayDayMonth(cleaning.service_date)}</Text>
          </Stack>
          <EventStatusBadge status={cleaning.status} style={{ flexShrink: 0 }} />
        </Group>
        <Text size="sm" c="dimmed">
          {t('portal.cleanings.window', { window: format.window(cleaning.window_start, cleaning.window_end) })}
          {cleaning.housekeeper && ` · ${t('portal.cleanings.by', { name: cleaning.housekeeper })}`}
        </Text>
        {cleaning.finished_at && (
          <Text size="sm" c="dimmed">
            {t('portal.cleanings.finished', { time: format.dateTime(cleaning.finished_at) })}
          </Text>
        )}
        {hasProof && (
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPhoto size={14} aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
            onClick={() => setOpen((shown) => !shown)}
            aria-expanded={open}
          >
            {t(open ? 'portal.cleanings.hideProof' : 'portal.cleanings.showProof', {
              count: cleaning.photos.length,
            })}
          </Button>
        )}
        {open && <Proof cleaning={cleaning} />}
      </Stack>
    </Paper>
  );
}

/** A completed cleaning's proof: its checklist per room and its photos (a tap shows one large). */
function Proof({ cleaning }: { cleaning: PortalCleaning }) {
  const { t } = useTranslation();
  const [enlarged, setEnlarged] = useState<string | null>(null);
  return (
    <Stack gap="xs">
      {cleaning.checklist && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('portal.cleanings.checklist', { done: cleaning.checklist.done, total: cleaning.checklist.total })}
          </Text>
          <Group gap={6}>
            {cleaning.checklist.sections.map((section) => (
              <Badge
                key={section.title}
                variant="light"
                color={section.done === section.total ? 'teal' : 'orange'}
                styles={{ label: { textTransform: 'none' } }}
              >
                {t('portal.cleanings.section', { title: section.title, done: section.done, total: section.total })}
              </Badge>
            ))}
          </Group>
        </Stack>
      )}
      {cleaning.photos.length > 0 && (
        <SimpleGrid cols={{ base: 3, sm: 5 }} spacing={6}>
          {cleaning.photos.map((photo, i) => (
            <UnstyledButton
              key={photo.id}
              onClick={() => setEnlarged(photo.url)}
              aria-label={t('portal.cleanings.photo', { number: i + 1, property: cleaning.property_name })}
            >
              <Image src={photo.url} alt="" radius="sm" h={88} fit="cover" loading="lazy" />
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
      <Modal
        opened={enlarged !== null}
        onClose={() => setEnlarged(null)}
        title={cleaning.property_name}
        size="xl"
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {enlarged && <Image src={enlarged} alt={t('portal.cleanings.photoLarge')} radius="sm" />}
      </Modal>
    </Stack>
  );
}
