import { Alert, Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportHousesResponse, ImportPreviewResponse } from '@common/contracts/imports';
import { PageHeader } from '../../components/page-header';
import { ApiError, type ApiFieldError } from '../../lib/api-error';
import {
  downloadImportTemplate,
  useImportProperties,
  usePreviewImport,
  type ImportInput,
} from '../../lib/resources/properties';
import { ImportForm } from './import-form';
import { ImportPreview } from './import-preview';
import { ImportOutcome, LoadedProperties } from './import-result';

/**
 * Import Properties from Excel: choose a client and a file; the server's dry run shows what
 * would be created and changed, and the import runs only when the admin confirms it.
 */
export function ImportPropertiesPage() {
  const { t } = useTranslation();
  const upload = useImportProperties();
  const preview = usePreviewImport();
  const [pending, setPending] = useState<{ input: ImportInput; preview: ImportPreviewResponse } | null>(null);
  const [loaded, setLoaded] = useState<ImportHousesResponse['properties']>([]);
  const [downloading, setDownloading] = useState(false);
  const [templateFailed, setTemplateFailed] = useState(false);

  function handleUpload(input: ImportInput) {
    setLoaded([]);
    setPending(null);
    upload.reset();
    preview.mutate(input, { onSuccess: (answer) => setPending({ input, preview: answer }) });
  }

  function handleImport() {
    if (!pending) return;
    upload.mutate(pending.input, {
      onSuccess: (result) => {
        setLoaded(result.properties);
        setPending(null);
      },
    });
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

  const error = upload.error ?? preview.error;
  const failure = error
    ? {
        detail: error instanceof ApiError ? error.detail : undefined,
        errors: error instanceof ApiError ? error.errors : ([] as ApiFieldError[]),
      }
    : undefined;

  return (
    <Stack gap="lg" maw={760}>
      <PageHeader title={t('importProperties.title')} description={t('importProperties.intro')} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <ImportForm
          busy={upload.isPending || preview.isPending}
          onUpload={handleUpload}
          onDownloadTemplate={() => void handleDownload()}
          downloading={downloading}
        />
      </Paper>
      {templateFailed && (
        <Alert color="red" variant="filled" role="alert">
          {t('importProperties.templateError')}
        </Alert>
      )}
      {pending && (
        <ImportPreview
          preview={pending.preview}
          busy={upload.isPending}
          onImport={handleImport}
          onCancel={() => setPending(null)}
        />
      )}
      {!upload.isPending && !preview.isPending && <ImportOutcome result={upload.data} failure={failure} />}
      <LoadedProperties properties={loaded} />
    </Stack>
  );
}
