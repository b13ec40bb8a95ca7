import { Alert, Button, Checkbox, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedSyncResponse, FeedView } from '@common/contracts/feeds';
import { DeleteConfirm } from '../../components/delete-confirm';
import { feedsQuery, useDeleteFeed } from '../../lib/resources/feeds';
import { FeedActivityModal } from './feed-activity';
import { FeedModal } from './feed-modal';
import { FeedsList } from './feeds-list';

/** How long the 'URL successfully registered' banner stays. */
export const BANNER_MS = 2_000;

/** /airbnb: calendar-feed integrations with their health, activity log, sync now, edit and delete. */
export function FeedsPage() {
  const { t } = useTranslation();
  const feeds = useQuery(feedsQuery());
  const remove = useDeleteFeed();
  const [editing, setEditing] = useState<FeedView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<FeedView | null>(null);
  // Whether the feed's future unassigned cleanings go with it: asked afresh for each deletion.
  const [removeFuture, setRemoveFuture] = useState(false);
  const [watching, setWatching] = useState<FeedView | null>(null);
  const [banner, setBanner] = useState(false);
  // A feed registered but whose first sync failed: it stays until dismissed, saying why.
  const [firstSyncFailed, setFirstSyncFailed] = useState<FeedSyncResponse | null>(null);

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(false), BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  // The success banner only when the first sync worked.
  const handleRegistered = (answer: FeedSyncResponse) => {
    setEditing(null);
    const failed = answer.sync.result === 'error';
    setBanner(!failed);
    setFirstSyncFailed(failed ? answer : null);
  };
  const handleAskDelete = (feed: FeedView) => {
    setRemoveFuture(false);
    setDeleting(feed);
  };
  const handleDelete = () => {
    if (deleting) remove.mutate({ id: deleting.id, removeFuture }, { onSuccess: () => setDeleting(null) });
  };

  return (
    <Stack gap="md" maw={1200}>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {t('pages.airbnb')}
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          {t('feeds.new')}
        </Button>
      </Group>
      {banner && (
        <Alert color="teal" variant="light" role="status">
          {t('feeds.registered')}
        </Alert>
      )}
      {firstSyncFailed && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          role="alert"
          withCloseButton
          onClose={() => setFirstSyncFailed(null)}
          closeButtonLabel={t('common.close')}
        >
          {t('feeds.firstSyncFailed', {
            name: firstSyncFailed.propertyName,
            error: firstSyncFailed.sync.error ?? t('feeds.result.error'),
          })}
        </Alert>
      )}
      {feeds.isPending && <Loader size="sm" aria-label={t('common.loading')} />}
      {feeds.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {t('feeds.errorLoad')}
        </Alert>
      )}
      {feeds.data?.length === 0 && (
        <Paper withBorder radius="md" p="lg">
          <Text c="dimmed" ta="center">
            {t('feeds.empty')}
          </Text>
        </Paper>
      )}
      {feeds.data && feeds.data.length > 0 && (
        <FeedsList feeds={feeds.data} onEdit={setEditing} onDelete={handleAskDelete} onActivity={setWatching} />
      )}
      <FeedActivityModal feed={watching} onClose={() => setWatching(null)} />
      {editing && (
        <FeedModal
          feed={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onRegistered={handleRegistered}
        />
      )}
      <DeleteConfirm
        section="feeds"
        name={deleting?.propertyName ?? null}
        mutation={remove}
        onConfirm={handleDelete}
        onClose={() => setDeleting(null)}
      >
        <Checkbox
          label={t('feeds.deleteRemoveFuture')}
          description={t('feeds.deleteRemoveFutureHint')}
          checked={removeFuture}
          onChange={(event) => setRemoveFuture(event.currentTarget.checked)}
          disabled={remove.isPending}
        />
      </DeleteConfirm>
    </Stack>
  );
}
