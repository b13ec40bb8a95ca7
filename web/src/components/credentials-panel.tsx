import { Alert, Button, Code, Group, Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { whatsappLink } from '@common/domain/phone';

/** Sign-in details to hand over once: after a registration or a password reset. */
export interface Credentials {
  name: string;
  email: string;
  password: string;
  /** The person's phone, for the WhatsApp share; without one the share opens WhatsApp's chat picker. */
  phone?: string | null;
}

/** The message that carries the details: where to sign in, the e-mail and the password. */
export function credentialsText(t: (key: string, options?: Record<string, string>) => string, c: Credentials): string {
  return t('accounts.credentialsMessage', {
    name: c.name,
    url: `${window.location.origin}/login`,
    email: c.email,
    password: c.password,
  });
}

/**
 * The one-time credentials panel (decision 0010): the password is shown this once, with a copy
 * button and a WhatsApp share to that person's phone.
 */
export function CredentialsPanel({ credentials, onClose }: { credentials: Credentials; onClose: () => void }) {
  const { t } = useTranslation();
  const text = credentialsText(t, credentials);
  // Mantine's CopyButton would land in the landing page's shared chunk; this stays with the screen.
  const [copied, setCopied] = useState(false);
  const handleCopy = () =>
    void navigator.clipboard.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconKey size={18} />}
      title={t('accounts.credentialsTitle', { name: credentials.name })}
      withCloseButton
      closeButtonLabel={t('common.close')}
      onClose={onClose}
      role="status"
      aria-label={t('accounts.credentialsTitle', { name: credentials.name })}
    >
      <Stack gap={6}>
        <Text size="sm">
          {t('accounts.email')}: <Code>{credentials.email}</Code>
        </Text>
        <Text size="sm">
          {t('accounts.password')}: <Code data-testid="one-time-password">{credentials.password}</Code>
        </Text>
        <Text size="xs" c="dimmed">
          {t('accounts.shownOnce')}
        </Text>
        <Group gap="xs" mt={4}>
          <Button
            size="xs"
            variant={copied ? 'filled' : 'light'}
            color="teal"
            leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            onClick={handleCopy}
          >
            {t(copied ? 'accounts.copied' : 'accounts.copy')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="green"
            component="a"
            href={whatsappLink(credentials.phone, text)}
            target="_blank"
            rel="noopener noreferrer"
            leftSection={<IconBrandWhatsapp size={14} />}
          >
            {t('accounts.whatsapp')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
