import { Center, Group, Loader, Modal, SegmentedControl, Stack, Tabs, Text } from '@mantine/core';
import { useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { IconCalendarEvent, IconHome } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { CleaningEvent } from '@common/contracts/events';
import { formatDmy } from '../lib/dates';
import i18n, { loadLanguage, type Language } from '../lib/i18n';
import { EventFlags } from './event-status-badge';
import { EventInfoTab } from './event-info-tab';
import { EventPropertyTab } from './event-property-tab';

/** localStorage key of the language chosen inside the event details (Spanish by default, spec 9). */
export const DETAILS_LANGUAGE_KEY = 'eventDetailsLang';

interface EventDetailsModalProps {
  event: CleaningEvent | null;
  onClose: () => void;
}

/** Event details (spec 2.14): two tabs, in Spanish unless the reader switches it to English. */
export function EventDetailsModal({ event, onClose }: EventDetailsModalProps) {
  const isPhone = useMediaQuery('(max-width: 48em)');
  const [language, setLanguage] = useLocalStorage<Language>({ key: DETAILS_LANGUAGE_KEY, defaultValue: 'es', getInitialValueInEffect: false });
  const [loaded, setLoaded] = useState<Language | null>(null);
  // Keep showing the last event while the modal fades out after `event` turns null.
  const [shown, setShown] = useState(event);
  if (event && event !== shown) setShown(event);
  // A private copy of i18n keeps the modal in its own language without switching the whole app.
  const local = useMemo(() => (loaded ? i18n.cloneInstance({ lng: loaded, initAsync: false }) : null), [loaded]);

  useEffect(() => {
    let current = true;
    void loadLanguage(language).then(() => current && setLoaded(language));
    return () => {
      current = false;
    };
  }, [language]);

  return (
    <Modal
      opened={event !== null}
      onClose={onClose}
      fullScreen={isPhone}
      size="lg"
      padding="md"
      title={local ? local.t('eventDetails.title', { date: formatDmy(shown?.service_date) }) : ''}
      closeButtonProps={{ 'aria-label': local?.t('common.close') ?? 'Close', size: 'lg' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {!local || !shown ? (
        <Center py="xl">
          <Loader type="dots" />
        </Center>
      ) : (
        <I18nextProvider i18n={local}>
          <DetailsBody event={shown} language={language} onLanguage={setLanguage} />
        </I18nextProvider>
      )}
    </Modal>
  );
}

function DetailsBody({ event, language, onLanguage }: { event: CleaningEvent; language: Language; onLanguage: (l: Language) => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={600} size="md" lineClamp={2}>
          {event.property?.name ?? event.house.name}
        </Text>
        <SegmentedControl
          size="xs"
          value={language}
          onChange={(value) => onLanguage(value === 'en' ? 'en' : 'es')}
          data={[
            { value: 'es', label: 'ES' },
            { value: 'en', label: 'EN' },
          ]}
          aria-label={t('eventDetails.language')}
        />
      </Group>
      {(event.same_day_turnover || event.cancelled) && (
        <Group gap={6}>
          <EventFlags sameDay={event.same_day_turnover} cancelled={event.cancelled} />
        </Group>
      )}
      <Tabs defaultValue="property" keepMounted={false}>
        <Tabs.List grow mb="sm">
          <Tabs.Tab value="property" py="md">
            <Group gap={6} wrap="nowrap">
              <IconHome size={18} aria-hidden />
              {t('eventDetails.tabProperty')}
            </Group>
          </Tabs.Tab>
          <Tabs.Tab value="event" py="md">
            <Group gap={6} wrap="nowrap">
              <IconCalendarEvent size={18} aria-hidden />
              {t('eventDetails.tabEvent')}
            </Group>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="property">
          <EventPropertyTab property={event.property} />
        </Tabs.Panel>
        <Tabs.Panel value="event">
          <EventInfoTab event={event} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
