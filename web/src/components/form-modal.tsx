import { Button, Group, Modal, Stack, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from './error-alert';
import { useCloseOnBack } from '../lib/use-close-on-back';

interface FormModalProps {
  title: string;
  onClose: () => void;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** The fields. */
  children: ReactNode;
  /** Why the last submit failed, shown above the buttons. */
  error?: string | null;
  cancelLabel: string;
  submitLabel: string;
  /** While saving: the submit button spins, Cancel waits. */
  busy: boolean;
  submitDisabled?: boolean;
  size?: ModalProps['size'];
  /** Wide forms take the whole screen on a phone. */
  fullScreenOnPhone?: boolean;
}

/** A dialog holding one form: title, fields, the failure if any, Cancel and the submit button. */
export function FormModal({
  title,
  onClose,
  onSubmit,
  children,
  error,
  cancelLabel,
  submitLabel,
  busy,
  submitDisabled,
  size,
  fullScreenOnPhone,
}: FormModalProps) {
  const { t } = useTranslation();
  useCloseOnBack(true, onClose);
  const isPhone = useMediaQuery('(max-width: 47.99em)');
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      centered
      size={size}
      fullScreen={fullScreenOnPhone && isPhone}
      radius="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {children}
          <ErrorAlert message={error} />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {cancelLabel}
            </Button>
            <Button type="submit" loading={busy} disabled={submitDisabled}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
