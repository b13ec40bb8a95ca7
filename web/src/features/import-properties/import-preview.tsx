import { Alert, Button, Group, List, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportPreviewResponse } from '@common/contracts/imports';

type Props = { preview: ImportPreviewResponse; busy: boolean; onImport: () => void; onCancel: () => void };

const value = (v: string | number) => (v === '' ? '—' : String(v));

/**
 * What an import would do (the server's dry run), before anything is written: properties to create,
 * properties to update with each changing field (old → new), row errors as sentences. Import asks
 * only when there is something to write and no row is wrong.
 */
export function ImportPreview({ preview, busy, onImport, onCancel }: Props) {
  const { t } = useTranslation();
  const writes = preview.to_create.length + preview.to_update.length;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="import-preview">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('importProperties.preview.title')}
        </Title>
        {preview.errors.length > 0 && (
          <Alert
            color="red"
            icon={<IconAlertTriangle />}
            title={t('importProperties.preview.errors', { count: preview.errors.length })}
          >
            <ScrollArea.Autosize mah={220} type="auto">
              <List size="sm" spacing={4} aria-label={t('importProperties.rowErrors')}>
                {preview.errors.map((e) => (
                  <List.Item key={`${e.row}-${e.field}`}>{e.message}</List.Item>
                ))}
              </List>
            </ScrollArea.Autosize>
          </Alert>
        )}
        <Section title={t('importProperties.preview.toCreate', { count: preview.to_create.length })}>
          {preview.to_create.map((p) => (
            <List.Item key={p.row}>{t('importProperties.preview.row', { row: p.row, name: p.name })}</List.Item>
          ))}
        </Section>
        <Section title={t('importProperties.preview.toUpdate', { count: preview.to_update.length })}>
          {preview.to_update.map((p) => (
            <List.Item key={p.row}>
              <Text size="sm" fw={600}>
                {t('importProperties.preview.row', { row: p.row, name: p.name })}
              </Text>
              <List size="sm" withPadding listStyleType="disc">
                {p.changes.map((c) => (
                  <List.Item key={c.field} style={{ overflowWrap: 'anywhere' }}>
                    {t('importProperties.preview.change', { column: c.column, old: value(c.old), new: value(c.new) })}
                  </List.Item>
                ))}
              </List>
            </List.Item>
          ))}
        </Section>
        {preview.unchanged.length > 0 && (
          <Text size="sm">{t('importProperties.preview.unchanged', { count: preview.unchanged.length })}</Text>
        )}
        {preview.ignored_columns.length > 0 && (
          <Text size="sm" c="dimmed">
            {t('importProperties.preview.ignored', { columns: preview.ignored_columns.join(', ') })}
          </Text>
        )}
        <Text size="sm" fw={600}>
          {preview.errors.length > 0
            ? t('importProperties.preview.fixFirst')
            : writes === 0
              ? t('importProperties.preview.nothing')
              : t('importProperties.preview.ask', { count: writes })}
        </Text>
        <Group gap="sm" justify="flex-end" wrap="wrap">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('importProperties.preview.cancel')}
          </Button>
          <Button onClick={onImport} loading={busy} disabled={preview.errors.length > 0 || writes === 0}>
            {t('importProperties.preview.import', { count: writes })}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function Section({ title, children }: { title: string; children: ReactNode[] }) {
  return (
    <Stack gap={4}>
      <Text fw={700} size="sm">
        {title}
      </Text>
      {children.length > 0 && (
        <List size="sm" spacing={6} aria-label={title}>
          {children}
        </List>
      )}
    </Stack>
  );
}
