import { Alert, Button, FileInput, Group, Loader, NativeSelect, Stack } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { clientsQuery } from '../../lib/resources/clients';

type Props = {
  busy: boolean;
  onUpload: (input: { clientId: string; file: File }) => void;
  onDownloadTemplate: () => void;
  downloading: boolean;
};

/** Whether a chosen file has an Excel extension (the server checks the content). */
export function isExcelFileName(name: string): boolean {
  return /\.xlsx?$/i.test(name);
}

/** Client, file and the two buttons of the import screen. */
export function ImportForm({ busy, onUpload, onDownloadTemplate, downloading }: Props) {
  const { t } = useTranslation();
  const clients = useQuery(clientsQuery());
  const [clientId, setClientId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<'noClient' | 'onlyExcel' | null>(null);

  const options = clients.isPending
    ? [{ value: '', label: t('importProperties.loadingClients') }]
    : [
        { value: '', label: t('importProperties.selectClient') },
        ...(clients.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
      ];

  function handleFile(chosen: File | null) {
    if (chosen && !isExcelFileName(chosen.name)) {
      setFile(null);
      setProblem('onlyExcel');
      return;
    }
    setProblem(null);
    setFile(chosen);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!clientId) return setProblem('noClient');
    if (!file) return;
    setProblem(null);
    onUpload({ clientId, file });
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {clients.isError && (
          <Alert color="red" variant="filled" role="alert">
            {t('importProperties.loadError')}
          </Alert>
        )}
        <NativeSelect
          label={t('importProperties.client')}
          data={options}
          value={clientId}
          disabled={clients.isPending}
          rightSection={clients.isPending ? <Loader size={14} /> : undefined}
          onChange={(event) => {
            setClientId(event.currentTarget.value);
            if (problem === 'noClient') setProblem(null);
          }}
        />
        <FileInput
          label={t('importProperties.file')}
          description={t('importProperties.fileHint')}
          placeholder={t('importProperties.filePlaceholder')}
          accept=".xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel"
          leftSection={<IconFileSpreadsheet size={18} />}
          value={file}
          onChange={handleFile}
          clearable
        />
        {problem && (
          <Alert color={problem === 'noClient' ? 'yellow' : 'red'} role="alert">
            {t(`importProperties.${problem}`)}
          </Alert>
        )}
        <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
          <Button
            type="submit"
            disabled={!file || busy}
            leftSection={busy ? <Loader size={16} color="white" /> : <IconUpload size={18} />}
          >
            {busy ? t('importProperties.uploading') : t('importProperties.upload')}
          </Button>
          <Button
            type="button"
            variant="light"
            onClick={onDownloadTemplate}
            loading={downloading}
            leftSection={<IconDownload size={18} />}
          >
            {t('importProperties.downloadTemplate')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
