import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/error-alert';
import { useCloseOnBack } from '../../lib/use-close-on-back';

interface ConfirmModalProps {
  title: string;
  text: string;
  confirmLabel: string;
  color?: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
  /** Fields that go with the step (a reason). */
  children?: ReactNode;
}

/** The "are you sure?" step before an invoice changes for good (issue, delete a draft, void). */
export function ConfirmModal({
  title,
  text,
  confirmLabel,
  color,
  busy,
  error,
  onConfirm,
  onClose,
  children,
}: ConfirmModalProps) {
  const { t } = useTranslation();
  useCloseOnBack(true, onClose);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm();
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{text}</Text>
          {children}
          <ErrorAlert message={error} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('invoices.cancel')}
            </Button>
            <Button type="submit" color={color} loading={busy}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
