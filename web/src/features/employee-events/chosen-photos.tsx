import { ActionIcon, Group, Image, Paper } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OutboxItemOf } from '../../lib/outbox-store';
import { useBlobUrl } from '../../lib/resources/checklist-phone';
import { dismissOutboxItem } from '../../lib/resources/outbox';

/**
 * The photos she chose with "Add photos", as kept on the phone (shrunk) until she marks the cleaning serviced,
 * each with a button to remove it (docs/decisions/0042-phone-outbox-on-a-patchy-signal.md).
 */
export function ChosenPhotos({ items }: { items: readonly OutboxItemOf<'photo'>[] }) {
  if (items.length === 0) return null;
  return (
    <Group gap="xs" data-testid="chosen-photos">
      {items.map((item, index) => (
        <ChosenPhoto key={item.key} item={item} n={index + 1} />
      ))}
    </Group>
  );
}

function ChosenPhoto({ item, n }: { item: OutboxItemOf<'photo'>; n: number }) {
  const { t } = useTranslation();
  const url = useBlobUrl(item.photo ?? null);
  return (
    <Paper withBorder radius="sm" pos="relative" w={72} h={72} style={{ overflow: 'hidden' }}>
      {url && <Image src={url} alt={t('employeeEvents.chosenPhoto', { n })} w={72} h={72} fit="cover" />}
      <ActionIcon
        pos="absolute"
        top={0}
        right={0}
        size={44}
        variant="transparent"
        color="dark"
        aria-label={t('employeeEvents.removeChosenPhoto', { n })}
        onClick={() => void dismissOutboxItem(item.key)}
      >
        <IconX size={20} style={{ background: 'white', borderRadius: 10 }} />
      </ActionIcon>
    </Paper>
  );
}
