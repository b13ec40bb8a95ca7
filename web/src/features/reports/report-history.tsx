import { Alert, Button, Card, Center, Flex, Group, Loader, Select, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMail, IconRefresh } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportHistoryItem } from '@common/contracts/reports';
import { useFormat } from '../../lib/format';
import { reportHistoryQuery, useEmailReport, useIsGenerating, useRegenerateReport } from '../../lib/resources/reports';
import { ReportEmailConfirm } from './report-email-confirm';

// On a phone the table scrolls sideways; the actions column stays in view at the right edge, its buttons one
// above the other there so that it leaves the report's client and property in view beside it.
const STICKY = {
  position: 'sticky',
  right: 0,
  background: 'var(--mantine-color-body)',
  boxShadow: '-6px 0 6px -6px rgba(0, 0, 0, 0.25)',
} as const;

const COLUMNS = ['colClient', 'colProperty', 'colStart', 'colEnd', 'colGenerated', 'colActions'] as const;

/** The 'Report History' card: refresh, client filter, a table with 'Regenerate PDF' per row, and older pages on demand. */
export function ReportHistory() {
  const { t } = useTranslation();
  const format = useFormat();
  const history = useInfiniteQuery(reportHistoryQuery());
  const loaded = useMemo(() => history.data?.pages.flat(), [history.data]);
  const regenerate = useRegenerateReport();
  const email = useEmailReport();
  const [clientFilter, setClientFilter] = useState<string | null>(null);
  const [mailing, setMailing] = useState<ReportHistoryItem | null>(null);
  const busy = useIsGenerating() || regenerate.isPending;

  const clients = useMemo(() => {
    const byId = new Map((loaded ?? []).map((r) => [String(r.client.id), r.client.name]));
    return [...byId].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
  }, [loaded]);
  const rows = (loaded ?? []).filter((r) => !clientFilter || String(r.client.id) === clientFilter);

  // A failed refresh is only logged; the list already shown stays.
  const handleRefresh = () =>
    void history.refetch().then((r) => r.isError && console.error('Refreshing the report history failed', r.error));
  const handleRegenerate = (item: ReportHistoryItem) =>
    regenerate.mutate(item, {
      onError: () => notifications.show({ color: 'red', message: t('reports.errorGenerating') }),
    });

  const handleEmail = (item: ReportHistoryItem) => {
    setMailing(null);
    email.mutate(item, {
      onSuccess: ({ to }) => notifications.show({ color: 'green', message: t('reports.emailed', { to }) }),
      onError: (error) => notifications.show({ color: 'red', message: error.message }),
    });
  };

  return (
    <Card withBorder radius="lg" padding="lg">
      <Group justify="space-between" mb="md" gap="sm">
        <Title order={2} size="h4">
          {t('reports.historyTitle')}
        </Title>
        <Group gap="sm" wrap="wrap">
          <Select
            aria-label={t('reports.filterClient')}
            data={[{ value: '', label: t('reports.allClients') }, ...clients]}
            value={clientFilter ?? ''}
            onChange={(v) => setClientFilter(v || null)}
            allowDeselect={false}
            w={200}
          />
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            onClick={handleRefresh}
            disabled={busy || history.isFetching}
          >
            {t('reports.refresh')}
          </Button>
        </Group>
      </Group>
      {history.isLoading && (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      )}
      {history.isError && !loaded && (
        <Alert color="red" variant="light">
          {t('reports.errorLoading')}
        </Alert>
      )}
      {loaded && rows.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          {t('reports.empty')}
        </Text>
      )}
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                {COLUMNS.map((column) => (
                  <Table.Th key={column} style={column === 'colActions' ? STICKY : undefined}>
                    {t(`reports.${column}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((item) => {
                const mine = regenerate.isPending && regenerate.variables?.id === item.id;
                return (
                  <Table.Tr key={item.id}>
                    <Table.Td>{item.client.name || '-'}</Table.Td>
                    <Table.Td>{item.property?.name || '-'}</Table.Td>
                    <Table.Td>{format.dateOrDash(item.start_date)}</Table.Td>
                    <Table.Td>{format.dateOrDash(item.end_date)}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{format.dateTime(item.generated_at)}</Text>
                      {item.generated_by && (
                        <Text size="xs" c="dimmed">
                          {t('reports.generatedBy', { name: item.generated_by.name })}
                        </Text>
                      )}
                      {item.include_photos && (
                        <Text size="xs" c="dimmed">
                          {t('reports.withPhotos')}
                        </Text>
                      )}
                      {item.include_checklist && (
                        <Text size="xs" c="dimmed">
                          {t('reports.withChecklist')}
                        </Text>
                      )}
                      {item.emailed_at && (
                        <Text size="xs" c="green.8" data-testid={`report-emailed-${item.id}`}>
                          {t('reports.emailedAt', { date: format.dateTime(item.emailed_at) })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td style={STICKY}>
                      <Flex gap={6} direction={{ base: 'column', sm: 'row' }}>
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => handleRegenerate(item)}
                          disabled={busy}
                          leftSection={mine ? <Loader size={12} /> : undefined}
                        >
                          {mine ? t('reports.generating') : t('reports.regenerate')}
                        </Button>
                        <Button
                          size="xs"
                          variant="light"
                          color="teal"
                          onClick={() => setMailing(item)}
                          loading={email.isPending && email.variables?.id === item.id}
                          disabled={email.isPending}
                          leftSection={<IconMail size={14} />}
                          data-testid={`report-email-${item.id}`}
                        >
                          {t('reports.email')}
                        </Button>
                      </Flex>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ReportEmailConfirm report={mailing} onConfirm={handleEmail} onClose={() => setMailing(null)} />
      {history.hasNextPage && (
        <Group justify="center" mt="md">
          <Button variant="subtle" onClick={() => void history.fetchNextPage()} loading={history.isFetchingNextPage}>
            {t('reports.loadOlder')}
          </Button>
        </Group>
      )}
    </Card>
  );
}
