import { Alert, Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportHousesResponse } from '@common/contracts/imports';
import { PageHeader } from '../../components/page-header';
import { ApiError, type ApiFieldError } from '../../lib/api-error';
import { downloadImportTemplate, useImportProperties } from '../../lib/resources/properties';
import { ImportForm } from './import-form';
import { ImportOutcome, LoadedProperties } from './import-result';

/** Import Properties from Excel (spec 2.19): choose a client and a file, upload, see what was loaded. */
export function ImportPropertiesPage() {
  const { t } = useTranslation();
  const upload = useImportProperties();
  const [loaded, setLoaded] = useState<ImportHousesResponse['properties']>([]);
  const [downloading, setDownloading] = useState(false);
  const [templateFailed, setTemplateFailed] = useState(false);

  function handleUpload(input: { clientId: string; file: File }) {
    setLoaded([]);
    upload.mutate(input, { onSuccess: (result) => setLoaded(result.properties) });
  }

  async function handleDownload() {
    setDownloading(true);
    setTemplateFailed(false);
    try {
      await downloadImportTemplate();
    } catch {
      setTemplateFailed(true);
    } finally {
      setDownloading(false);
    }
  }

  const error = upload.error;
  const failure = error
    ? { detail: error instanceof ApiError ? error.detail : undefined, errors: error instanceof ApiError ? error.errors : ([] as ApiFieldError[]) }
    : undefined;

  return (
    <Stack gap="lg" maw={760}>
      <PageHeader title={t('importProperties.title')} description={t('importProperties.intro')} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <ImportForm busy={upload.isPending} onUpload={handleUpload} onDownloadTemplate={() => void handleDownload()} downloading={downloading} />
      </Paper>
      {templateFailed && (
        <Alert color="red" variant="filled" role="alert">
          {t('importProperties.templateError')}
        </Alert>
      )}
      {!upload.isPending && <ImportOutcome result={upload.data} failure={failure} />}
      <LoadedProperties properties={loaded} />
    </Stack>
  );
}
