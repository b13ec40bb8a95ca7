import { Alert, List, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ImportHousesResponse } from '@common/contracts/imports';
import type { ApiFieldError } from '../../lib/api-error';

/** What the last upload answered: success with counts, or the server's detail and row errors. */
export function ImportOutcome({
  result,
  failure,
}: {
  result?: ImportHousesResponse;
  failure?: { detail?: string; errors: ApiFieldError[] };
}) {
  const { t } = useTranslation();
  if (result) {
    return (
      <Alert color="teal" icon={<IconCircleCheck />} title={t('importProperties.success')} role="status">
        {t('importProperties.summary', { created: result.created, updated: result.updated })}
      </Alert>
    );
  }
  if (!failure) return null;
  return (
    <Alert color="red" icon={<IconAlertTriangle />} title={t('importProperties.error')} role="alert">
      <Stack gap="xs">
        {failure.detail && <Text size="sm">{failure.detail}</Text>}
        {failure.errors.length > 0 && (
          <ScrollArea.Autosize mah={260} type="auto">
            <List size="sm" spacing={4} aria-label={t('importProperties.rowErrors')}>
              {failure.errors.map((e, i) => (
                <List.Item key={`${e.field}-${i}`}>
                  <Text span fw={700} size="sm">
                    {e.field}
                  </Text>
                  {`: ${e.message}`}
                </List.Item>
              ))}
            </List>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Alert>
  );
}

/** 'Loaded Properties': the names the last import created or updated. */
export function LoadedProperties({ properties }: { properties: { id: number; name: string }[] }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} size="h4" mb="sm">
        {t('importProperties.loaded')}
      </Title>
      {properties.length === 0 ? (
        <Text c="dimmed">{t('importProperties.noneLoaded')}</Text>
      ) : (
        <List spacing={4} aria-label={t('importProperties.loaded')}>
          {properties.map((p) => (
            <List.Item key={p.id}>{p.name}</List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}
