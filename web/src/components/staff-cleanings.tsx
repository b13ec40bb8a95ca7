import { Group, List, Loader, ScrollArea, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffCleaning } from '@common/contracts/staff';
import { useFormat } from '../lib/format';
import { ErrorAlert } from './error-alert';

/** Cleanings of one person under their title, one line each: date, property, and who has it now when asked. */
export function StaffCleaningList({
  title,
  cleanings,
  holder = false,
}: {
  title: string;
  cleanings: StaffCleaning[];
  holder?: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  return (
    <>
      <Text size="sm" fw={600} id={titleId}>
        {title}
      </Text>
      {/* A long week scrolls inside the dialog instead of pushing its buttons off a phone's screen; the scrolling
          region takes the keyboard's focus (arrow keys scroll it), named by its title. */}
      <ScrollArea.Autosize
        mah={220}
        type="auto"
        viewportProps={{ tabIndex: 0, role: 'region', 'aria-labelledby': titleId }}
      >
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
    </>
  );
}

/**
 * What a deactivation will release (decision 0029), shown in its confirmation before anything changes:
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
  return <StaffCleaningList title={t('release.willRelease', { count: cleanings.length })} cleanings={cleanings} />;
}
