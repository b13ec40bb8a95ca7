import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconHistory, IconPencil, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Feed } from '@common/contracts/feeds';
import { useSyncFeed } from '../../lib/resources/feeds';

type Props<F extends Feed> = {
  feed: F;
  onEdit: (feed: F) => void;
  onDelete: (feed: F) => void;
  onActivity: (feed: F) => void;
};

/** A row's actions: sync now (spinner while it runs, then the row updates), activity log, edit, delete. */
export function FeedActions<F extends Feed>({ feed, onEdit, onDelete, onActivity }: Props<F>) {
  const { t } = useTranslation();
  const sync = useSyncFeed();
  const handleSync = () =>
    sync.mutate(feed.id, {
      onSuccess: (answer) => {
        const s = answer.sync;
        notifications.show({
          color: s.result === 'error' ? 'red' : 'teal',
          message:
            s.result === 'error'
              ? t('feeds.syncFailed', { name: feed.propertyName })
              : t('feeds.syncDone', { name: feed.propertyName, ...s }),
        });
      },
      onError: () => notifications.show({ color: 'red', message: t('feeds.syncFailed', { name: feed.propertyName }) }),
    });
  return (
    <Group gap={6} wrap="nowrap">
      <Button
        size="xs"
        variant="light"
        leftSection={<IconRefresh size={14} />}
        loading={sync.isPending}
        onClick={handleSync}
        aria-label={t('feeds.syncNowFor', { name: feed.propertyName })}
      >
        {t('feeds.syncNow')}
      </Button>
      <Tooltip label={t('feeds.activity.open')}>
        <ActionIcon
          variant="subtle"
          onClick={() => onActivity(feed)}
          aria-label={t('feeds.activity.openFor', { name: feed.propertyName })}
        >
          <IconHistory size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('feeds.edit')}>
        <ActionIcon
          variant="subtle"
          onClick={() => onEdit(feed)}
          aria-label={t('feeds.editFor', { name: feed.propertyName })}
        >
          <IconPencil size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('feeds.delete')}>
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={() => onDelete(feed)}
          aria-label={t('feeds.deleteFor', { name: feed.propertyName })}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
