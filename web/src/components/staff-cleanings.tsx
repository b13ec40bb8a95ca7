import { Group, List, Loader, ScrollArea, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StaffCleaning } from '@common/contracts/staff';
import { useFormat } from '../lib/format';
import { ErrorAlert } from './error-alert';

/** Cleanings of one person, one line each: date, property, and who has it now when asked. */
export function StaffCleaningList({ cleanings, holder = false }: { cleanings: StaffCleaning[]; holder?: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    // A long week scrolls inside the dialog instead of pushing its buttons off a phone's screen.
    <ScrollArea.Autosize mah={220} type="auto">
      <List size="sm" spacing={4} data-testid="staff-cleanings">
        {cleanings.map((c) => (
          <List.Item key={c.id}>
            <Text span size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {format.date(c.service_date)}
            </Text>{' '}
            · {c.property_name}
            {holder && c.housekeeper_name && (
              <Text span size="sm" c="dimmed">
                {' '}
                ({t('release.with', { name: c.housekeeper_name })})
              </Text>
            )}
          </List.Item>
        ))}
      </List>
    </ScrollArea.Autosize>
  );
}

/**
 * What a deactivation will release (decisions.md 7), shown in its confirmation before anything changes:
 * the upcoming cleanings that go back to unassigned, or that there are none.
 */
export function ReleasePreview({ cleanings, error }: { cleanings: StaffCleaning[] | undefined; error: Error | null }) {
  const { t } = useTranslation();
  if (error) return <ErrorAlert message={t('release.loadError')} />;
  if (!cleanings)
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          {t('release.loading')}
        </Text>
      </Group>
    );
  if (cleanings.length === 0) return <Text size="sm">{t('release.none')}</Text>;
  return (
    <>
      <Text size="sm" fw={600}>
        {t('release.willRelease', { count: cleanings.length })}
      </Text>
      <StaffCleaningList cleanings={cleanings} />
    </>
  );
}
