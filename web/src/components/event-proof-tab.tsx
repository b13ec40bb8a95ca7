import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  FileButton,
  Group,
  Image,
  Paper,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCamera, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventPhoto, Problem } from '@common/contracts/photos';
import { MAX_EVENT_PHOTOS, problemKinds, type ProblemKind } from '@common/domain/limits';
import { newTab } from '../lib/company';
import { errorText } from '../lib/error-text';
import type { EventProofTools, RefusedPhoto } from '../lib/event-proof';
import { ErrorAlert } from './error-alert';

/** A row of small photos, each opening the full one in a new tab. */
export function PhotoThumbs<T extends { id: number; url: string }>({
  photos,
  label,
  onRemove,
}: {
  photos: T[];
  label: string;
  onRemove?: (photo: T) => (() => void) | undefined;
}) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 3, xs: 4 }} spacing="xs">
      {photos.map((photo, i) => (
        <Paper key={photo.id} pos="relative" radius="sm" withBorder style={{ overflow: 'hidden' }}>
          <Anchor href={photo.url} {...newTab}>
            <Image src={photo.url} alt={t('proof.photoN', { label, n: i + 1 })} h={88} fit="cover" loading="lazy" />
          </Anchor>
          {onRemove?.(photo) && (
            <ActionIcon
              pos="absolute"
              top={4}
              right={4}
              size="md"
              color="red"
              variant="filled"
              aria-label={t('proof.removePhoto', { n: i + 1 })}
              onClick={onRemove(photo)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** The camera button: several pictures at once, from the back camera on a phone. */
export function CameraButton({
  onFiles,
  disabled,
  label,
}: {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  label: string;
}) {
  return (
    <FileButton
      onChange={(files) => onFiles(files)}
      accept="image/*"
      multiple
      disabled={disabled}
      inputProps={{ capture: 'environment' }}
    >
      {(props) => (
        <Button {...props} leftSection={<IconCamera size={18} />} variant="light" size="md" disabled={disabled}>
          {label}
        </Button>
      )}
    </FileButton>
  );
}

function ProblemItem({ problem }: { problem: Problem }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap={4}>
        <Group gap="xs" justify="space-between">
          <Badge color="orange" variant="light">
            {t(`problems.kind.${problem.kind}`)}
          </Badge>
          <Badge color={problem.status === 'open' ? 'red' : 'gray'} variant="outline">
            {t(`problems.status.${problem.status}`)}
          </Badge>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {problem.note}
        </Text>
        {problem.photos.length > 0 && (
          <PhotoThumbs photos={problem.photos} label={t(`problems.kind.${problem.kind}`)} />
        )}
        {problem.close_note && (
          <Text size="sm" c="dimmed">
            {t('problems.closedWith', { note: problem.close_note })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function ReportForm({ tools, onDone }: { tools: EventProofTools; onDone: (refused: RefusedPhoto[]) => void }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<ProblemKind | null>(null);
  const [note, setNote] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = () => {
    if (!kind || !note.trim()) return setFailure(t('problems.required'));
    setBusy(true);
    setFailure(null);
    tools
      .reportProblem({ kind, note }, files)
      .then(onDone)
      .catch((err: unknown) => setFailure(errorText(err, t('problems.reportFailed'))))
      .finally(() => setBusy(false));
  };
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="sm">
        <Select
          label={t('problems.kindLabel')}
          data={problemKinds.map((k) => ({ value: k, label: t(`problems.kind.${k}`) }))}
          value={kind}
          onChange={(v) => setKind(v as ProblemKind | null)}
          required
          size="md"
          comboboxProps={{ withinPortal: false }}
        />
        <Textarea
          label={t('problems.noteLabel')}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          required
          autosize
          minRows={2}
          maxLength={2000}
          size="md"
        />
        <Group gap="xs">
          <CameraButton
            onFiles={(chosen) => setFiles(chosen.slice(0, MAX_EVENT_PHOTOS))}
            label={t('proof.addPhotos')}
          />
          {files.length > 0 && <Text size="sm">{t('problems.photosChosen', { count: files.length })}</Text>}
        </Group>
        {failure && <ErrorAlert message={failure} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onDone([])} disabled={busy}>
            {t('problems.cancel')}
          </Button>
          <Button color="orange" onClick={submit} loading={busy}>
            {t('problems.send')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * The Photos tab of the event details: the cleaning's photo proof with "Add photos"
 * (each shrunk on the phone, with its progress) and the problems reported there, with "Report a problem".
 */
export function EventProofTab({ tools }: { tools: EventProofTools }) {
  const { t } = useTranslation();
  const [reporting, setReporting] = useState(false);
  // Photos of a reported problem that were not sent: named until she closes the message.
  const [refused, setRefused] = useState<RefusedPhoto[]>([]);
  const [removeFailure, setRemoveFailure] = useState<string | null>(null);
  const photos = tools.photos ?? [];
  const full = photos.length + tools.uploads.length >= MAX_EVENT_PHOTOS;
  const remove = (photo: EventPhoto) => {
    setRemoveFailure(null);
    tools.removePhoto(photo).catch((err: unknown) => setRemoveFailure(errorText(err, t('proof.removeFailed'))));
  };
  return (
    <Stack gap="md">
      {tools.error && <ErrorAlert message={errorText(tools.error, t('proof.loadFailed'))} />}
      <Group justify="space-between">
        <Title order={4}>{t('proof.photosTitle', { count: photos.length, max: MAX_EVENT_PHOTOS })}</Title>
        <CameraButton onFiles={tools.addPhotos} disabled={full} label={t('proof.addPhotos')} />
      </Group>
      {photos.length === 0 && tools.uploads.length === 0 && !tools.loading && (
        <Text c="dimmed" size="sm">
          {t('proof.noPhotos')}
        </Text>
      )}
      {photos.length > 0 && (
        <PhotoThumbs
          photos={photos}
          label={t('proof.photo')}
          onRemove={(photo) => (tools.canRemove(photo) ? () => remove(photo) : undefined)}
        />
      )}
      {tools.uploads.map((upload, i) => (
        <Stack key={upload.key} gap={2}>
          <Text size="xs" c={upload.failed !== undefined ? 'red' : 'dimmed'}>
            {upload.failed !== undefined
              ? t('proof.uploadFailed', { name: upload.name, detail: upload.failed })
              : t('proof.uploading', { n: i + 1, percent: upload.percent })}
          </Text>
          <Progress
            value={upload.percent}
            color={upload.failed !== undefined ? 'red' : 'blue'}
            size="sm"
            aria-label={t('proof.uploading', { n: i + 1, percent: upload.percent })}
          />
        </Stack>
      ))}
      {removeFailure && <ErrorAlert message={removeFailure} />}
      <Group justify="space-between" mt="sm">
        <Title order={4}>{t('problems.title')}</Title>
        {!reporting && (
          <Button
            variant="light"
            color="orange"
            leftSection={<IconAlertTriangle size={18} />}
            onClick={() => setReporting(true)}
            size="md"
          >
            {t('problems.report')}
          </Button>
        )}
      </Group>
      {reporting && (
        <ReportForm
          tools={tools}
          onDone={(notSent) => {
            setReporting(false);
            setRefused(notSent);
          }}
        />
      )}
      {refused.length > 0 && (
        <Alert
          color="red"
          variant="light"
          title={t('problems.photosRefused')}
          withCloseButton
          closeButtonLabel={t('outbox.dismiss')}
          onClose={() => setRefused([])}
          data-testid="problem-photos-refused"
        >
          {refused.map((photo, i) => (
            <Text key={i} size="sm">
              {t('employeeEvents.photoRefusedLine', { name: photo.name, reason: photo.reason })}
            </Text>
          ))}
        </Alert>
      )}
      {tools.problems?.length === 0 && !reporting && (
        <Text c="dimmed" size="sm">
          {t('problems.none')}
        </Text>
      )}
      {tools.problems?.map((problem) => (
        <ProblemItem key={problem.id} problem={problem} />
      ))}
    </Stack>
  );
}
