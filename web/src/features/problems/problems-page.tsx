import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Problem, ProblemStatus } from '@common/contracts/photos';
import { PROBLEMS_PAGE, problemKinds, type ProblemKind } from '@common/domain/limits';
import { ErrorAlert } from '../../components/error-alert';
import { PageHeader } from '../../components/page-header';
import { ProblemCard } from '../../components/problem-card';
import { errorText } from '../../lib/error-text';
import { problemPagesQuery, useCloseProblem } from '../../lib/resources/photos';
import { propertiesQuery } from '../../lib/resources/properties';

const ALL = 'all';

function CloseDialog({ problem, onClose }: { problem: Problem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const close = useCloseProblem();
  const submit = () => {
    if (!problem || !note.trim()) return;
    close.mutate(
      { id: problem.id, note },
      {
        onSuccess: () => {
          setNote('');
          onClose();
        },
      },
    );
  };
  return (
    <Modal
      opened={problem !== null}
      onClose={onClose}
      title={t('problems.closeTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="sm">
        <Text size="sm">{problem?.note}</Text>
        <Textarea
          label={t('problems.closeNote')}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          required
          autosize
          minRows={2}
          maxLength={2000}
          data-autofocus
        />
        <ErrorAlert message={close.error ? errorText(close.error, t('problems.closeFailed')) : null} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('problems.cancel')}
          </Button>
          {/* Named for what it does: a plain "Close" would share its name with the dialog's close button. */}
          <Button onClick={submit} loading={close.isPending} disabled={!note.trim()}>
            {t('problems.closeTitle')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** /problems (admins and supervisors): problems reported from cleanings, open first by default, with filters and Close. */
export function ProblemsPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<string>('open');
  const [kind, setKind] = useState<string>(ALL);
  const [property, setProperty] = useState<string>(ALL);
  const [closing, setClosing] = useState<Problem | null>(null);
  const properties = useQuery(propertiesQuery());
  const list = useInfiniteQuery(
    problemPagesQuery({
      status: status === ALL ? undefined : (status as ProblemStatus),
      kind: kind === ALL ? undefined : (kind as ProblemKind),
      property_id: property === ALL ? undefined : Number(property),
      limit: PROBLEMS_PAGE,
    }),
  );
  const problems = list.data?.pages.flatMap((page) => page.problems);
  const all = { value: ALL, label: t('problems.all') };
  return (
    <Stack gap="md">
      <PageHeader title={t('problems.pageTitle')} />
      <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
        <Select
          label={t('problems.filterStatus')}
          value={status}
          onChange={(v) => setStatus(v ?? ALL)}
          data={[
            all,
            { value: 'open', label: t('problems.status.open') },
            { value: 'closed', label: t('problems.status.closed') },
          ]}
          allowDeselect={false}
          miw={140}
        />
        <Select
          label={t('problems.filterKind')}
          value={kind}
          onChange={(v) => setKind(v ?? ALL)}
          data={[all, ...problemKinds.map((k) => ({ value: k, label: t(`problems.kind.${k}`) }))]}
          allowDeselect={false}
          miw={160}
        />
        <Select
          label={t('problems.filterProperty')}
          value={property}
          onChange={(v) => setProperty(v ?? ALL)}
          data={[all, ...(properties.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))]}
          searchable
          allowDeselect={false}
          miw={180}
        />
      </Group>
      <ErrorAlert message={list.error ? errorText(list.error, t('problems.loadFailed')) : null} />
      {problems?.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          {t('problems.empty')}
        </Text>
      )}
      {problems?.map((problem) => (
        <ProblemCard key={problem.id} problem={problem} onClose={setClosing} />
      ))}
      {list.hasNextPage && (
        <Button variant="subtle" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
          {t('problems.more')}
        </Button>
      )}
      <CloseDialog problem={closing} onClose={() => setClosing(null)} />
    </Stack>
  );
}
