import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/error-text';
import { ErrorAlert } from './error-alert';
import { useCloseOnBack } from '../lib/use-close-on-back';

interface DeleteConfirmProps {
  /** The screen's translation section: its deleteTitle, deleteText ({{name}}), delete, cancel and deleteError texts. */
  section: string;
  /** The name of what is being deleted; null while the dialog is closed. */
  name: string | null;
  /** The delete call, when the dialog waits for it (busy, then its failure). */
  mutation?: { isPending: boolean; error: Error | null };
  onConfirm: () => void;
  onClose: () => void;
  /** A choice that goes with the deletion (a checkbox), or what it will change, shown under the question. */
  children?: ReactNode;
  /** Keeps the confirm button off (while what the dialog shows is still loading). */
  confirmDisabled?: boolean;
}

/** The "are you sure?" dialog before deleting something, with a red confirm button and the failure if any. */
export function DeleteConfirm({
  section,
  name,
  mutation,
  onConfirm,
  onClose,
  children,
  confirmDisabled,
}: DeleteConfirmProps) {
  useCloseOnBack(name !== null, onClose);
  const { t } = useTranslation();
  const busy = mutation?.isPending;
  const error = mutation?.error ? errorText(mutation.error, t(`${section}.deleteError`)) : null;
  return (
    <Modal
      opened={name !== null}
      onClose={onClose}
      title={t(`${section}.deleteTitle`)}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="md">
        <Text size="sm">{t(`${section}.deleteText`, { name: name ?? '' })}</Text>
        {children}
        <ErrorAlert message={error} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t(`${section}.cancel`)}
          </Button>
          <Button color="red" onClick={onConfirm} loading={busy} disabled={confirmDisabled}>
            {t(`${section}.delete`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
