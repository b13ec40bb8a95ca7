import { Center, Group, Loader, Modal, SegmentedControl, Stack, Tabs, Text } from '@mantine/core';
import { useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { IconCalendarEvent, IconCamera, IconHistory, IconHome, IconListCheck, IconReceipt2 } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { EventChecklist } from '@common/contracts/checklists';
import type { CleaningEvent } from '@common/contracts/events';
import type { ConflictKind } from '@common/domain/conflicts';
import { formatDate } from '@common/domain/format';
import i18n, { loadLanguage, type Language } from '../lib/i18n';
import type { EventAdminTools } from '../lib/event-admin-tools';
import type { EventExtrasTools } from '../lib/event-extras';
import type { EventProofTools } from '../lib/event-proof';
import { EventAdminButtons, EventAdminPanel, type AdminMode } from './event-admin-panel';
import { EventHistoryTab } from './event-history-tab';
import { EventFlags } from './event-status-badge';
import { SentBackNote } from './sent-back-note';
import { EventInfoTab } from './event-info-tab';
import { EventPropertyTab } from './event-property-tab';
import { useCloseOnBack } from '../lib/use-close-on-back';
import { EventProofTab } from './event-proof-tab';
import { EventExtrasTab } from './event-extras-tab';
import { ChecklistReview } from './checklist-review';

/** localStorage key of the language chosen inside the event details (Spanish by default). */
export const DETAILS_LANGUAGE_KEY = 'eventDetailsLang';

export interface EventDetailsModalProps {
  event: CleaningEvent | null;
  onClose: () => void;
  /** The admin calendar shows the details in the app's language, without their own switch. */
  inAppLanguage?: boolean;
  /** Admin screens: the History tab and Edit, Reassign and Delete. */
  admin?: EventAdminTools;
  /** The event's schedule conflicts, when the screen computed them. */
  conflicts?: ConflictKind[];
  /** The Photos tab: the cleaning's photo proof and its problems (lib/resources/photos.ts useEventProof). */
  proof?: EventProofTools;
  /** The Extras tab (office): the cleaning's extras (lib/resources/extras.ts useEventExtras). */
  extras?: EventExtrasTools;
  /** The Checklist tab: the cleaning's checklist with its answers (lib/resources/checklists.ts useEventChecklist). */
  checklist?: EventChecklist;
}

/**
 * The one event-details modal: property and event tabs, and for admins the history
 * and Edit, Reassign and Delete (decision 0009). Staff read it in Spanish
 * unless they switch it to English inside the modal; the admin calendar reads it in the app's language.
 */
export function EventDetailsModal({
  event,
  onClose,
  inAppLanguage = false,
  admin,
  conflicts,
  proof,
  extras,
  checklist,
}: EventDetailsModalProps) {
  useCloseOnBack(event !== null, onClose);
  const isPhone = useMediaQuery('(max-width: 48em)');
  const [language, setLanguage] = useLocalStorage<Language>({
    key: DETAILS_LANGUAGE_KEY,
    defaultValue: 'es',
    getInitialValueInEffect: false,
  });
  const [loaded, setLoaded] = useState<Language | null>(null);
  // Keep showing the last event while the modal fades out after `event` turns null.
  const [shown, setShown] = useState(event);
  if (event && event !== shown) setShown(event);
  // A private copy of i18n keeps the modal in its own language without switching the whole app.
  const own = useMemo(() => (loaded ? i18n.cloneInstance({ lng: loaded, initAsync: false }) : null), [loaded]);
  const local = inAppLanguage ? i18n : own;

  useEffect(() => {
    if (inAppLanguage) return;
    let current = true;
    void loadLanguage(language).then(() => current && setLoaded(language));
    return () => {
      current = false;
    };
  }, [language, inAppLanguage]);

  return (
    <Modal
      opened={event !== null}
      onClose={onClose}
      fullScreen={isPhone}
      size="lg"
      padding="md"
      title={
        local
          ? local.t('eventDetails.title', {
              date: shown ? formatDate(shown.service_date, local.language, { weekday: true }) : '',
            })
          : ''
      }
      closeButtonProps={{ 'aria-label': local?.t('common.close') ?? 'Close', size: 'lg' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {!local || !shown ? (
        <Center py="xl">
          <Loader type="dots" />
        </Center>
      ) : (
        <I18nextProvider i18n={local}>
          <DetailsBody
            key={shown.id}
            event={shown}
            language={inAppLanguage ? null : language}
            onLanguage={setLanguage}
            admin={admin}
            conflicts={conflicts}
            proof={proof}
            extras={extras}
            checklist={checklist?.event_id === shown.id ? checklist : undefined}
          />
        </I18nextProvider>
      )}
    </Modal>
  );
}

const TABS = [
  { value: 'property', icon: IconHome, label: 'eventDetails.tabProperty' },
  { value: 'event', icon: IconCalendarEvent, label: 'eventDetails.tabEvent' },
] as const;

type BodyProps = {
  event: CleaningEvent;
  language: Language | null;
  onLanguage: (l: Language) => void;
  admin?: EventAdminTools;
  conflicts?: ConflictKind[];
  proof?: EventProofTools;
  extras?: EventExtrasTools;
  checklist?: EventChecklist;
};

function DetailsBody({ event, language, onLanguage, admin, conflicts, proof, extras, checklist }: BodyProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<AdminMode>('view');
  const [tab, setTab] = useState<string | null>('property');
  const tabs = [
    ...TABS,
    ...(proof ? [{ value: 'photos', icon: IconCamera, label: 'proof.tab' } as const] : []),
    ...(checklist?.sections.length
      ? [{ value: 'checklist', icon: IconListCheck, label: 'checklistReview.tab' } as const]
      : []),
    ...(extras ? [{ value: 'extras', icon: IconReceipt2, label: 'extras.title' } as const] : []),
    ...(admin ? [{ value: 'history', icon: IconHistory, label: 'eventHistory.tab' } as const] : []),
  ];
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={600} size="md" lineClamp={2}>
          {event.property?.name ?? event.house.name}
        </Text>
        {language && (
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
        )}
      </Group>
      <EventFlags event={event} conflicts={conflicts} />
      <SentBackNote event={event} />
      {admin && mode === 'view' && <EventAdminButtons event={event} tools={admin} onMode={setMode} />}
      {admin && mode !== 'view' ? (
        <EventAdminPanel event={event} tools={admin} mode={mode} onDone={() => setMode('view')} />
      ) : (
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List grow mb="sm">
            {tabs.map(({ value, icon: Icon, label }) => (
              <Tabs.Tab key={value} value={value} py="md">
                <Group gap={6} wrap="nowrap">
                  <Icon size={18} aria-hidden />
                  {t(label)}
                </Group>
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="property">
            <EventPropertyTab property={event.property} />
          </Tabs.Panel>
          <Tabs.Panel value="event">
            <EventInfoTab event={event} />
          </Tabs.Panel>
          {proof && (
            <Tabs.Panel value="photos">
              <EventProofTab tools={proof} />
            </Tabs.Panel>
          )}
          {checklist && (
            <Tabs.Panel value="checklist">
              <ChecklistReview checklist={checklist} />
            </Tabs.Panel>
          )}
          {extras && (
            <Tabs.Panel value="extras">
              <EventExtrasTab tools={extras} />
            </Tabs.Panel>
          )}
          {admin && (
            <Tabs.Panel value="history">
              <EventHistoryTab history={admin.history} />
            </Tabs.Panel>
          )}
        </Tabs>
      )}
    </Stack>
  );
}
