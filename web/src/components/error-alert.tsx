import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A red banner with what went wrong; nothing when there is no message. */
export function ErrorAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      {message}
    </Alert>
  );
}
