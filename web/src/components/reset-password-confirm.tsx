import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/error-text';
import { ErrorAlert } from './error-alert';
import { useCloseOnBack } from '../lib/use-close-on-back';

interface ResetPasswordConfirmProps {
  /** Whose password; null while the dialog is closed. */
  name: string | null;
  mutation: { isPending: boolean; error: Error | null };
  onConfirm: () => void;
  onClose: () => void;
}

/** "Reset this password?": the current one and every session of that person stop working. */
export function ResetPasswordConfirm({ name, mutation, onConfirm, onClose }: ResetPasswordConfirmProps) {
  useCloseOnBack(name !== null, onClose);
  const { t } = useTranslation();
  return (
    <Modal
      opened={name !== null}
      onClose={onClose}
      title={t('accounts.resetTitle')}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="md">
        <Text size="sm">{t('accounts.resetText', { name: name ?? '' })}</Text>
        <ErrorAlert message={mutation.error ? errorText(mutation.error, t('accounts.resetError')) : null} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
            {t('accounts.cancel')}
          </Button>
          <Button color="orange" onClick={onConfirm} loading={mutation.isPending}>
            {t('accounts.reset')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
