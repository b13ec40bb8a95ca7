import { ActionIcon, Box, Button, Container, Group, Stack, Text } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconBrandLinkedin, IconBrandWhatsapp, IconCopy, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { company, newTab, useCompanyContacts } from '../../lib/company';

/** Footer: copyright, copy-and-mail the company address, chat and LinkedIn links. */
export function LandingFooter() {
  const { t } = useTranslation();
  const clipboard = useClipboard();
  const { email, whatsappUrl, linkedinUrl } = useCompanyContacts();

  const handleCopyEmail = (address: string) => {
    // Copying can fail outside a secure context; the mail composer still opens.
    clipboard.copy(address);
    notifications.show({ id: 'email-copied', color: 'teal', message: t('landing.footer.copied') });
    window.location.href = `mailto:${address}`;
  };

  return (
    <Box component="footer" bg="dark.8" c="gray.3" py={{ base: 40, md: 56 }}>
      <Container size="lg">
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start" gap="lg">
            <Stack gap={6} maw={360}>
              <Group gap={8}>
                <IconSparkles size={22} color="var(--mantine-color-teal-4)" />
                <Text fw={800} size="lg" c="white">
                  {company.name}
                </Text>
              </Group>
              <Text size="sm" c="gray.5">
                {t('landing.footer.tagline')}
              </Text>
            </Stack>
            <Group gap="xs">
              {email && (
                <Button
                  variant="light"
                  color="teal"
                  radius="xl"
                  leftSection={<IconCopy size={16} />}
                  onClick={() => handleCopyEmail(email)}
                  // The name holds the address shown (label-content-name-mismatch).
                  aria-label={`${t('landing.footer.copyEmail')}: ${email}`}
                  title={t('landing.footer.copyEmail')}
                >
                  {email}
                </Button>
              )}
              {whatsappUrl && (
                <ActionIcon
                  component="a"
                  href={whatsappUrl}
                  {...newTab}
                  size="xl"
                  radius="xl"
                  variant="light"
                  color="green"
                  aria-label={t('landing.footer.whatsapp')}
                  title={t('landing.footer.whatsapp')}
                >
                  <IconBrandWhatsapp size={20} />
                </ActionIcon>
              )}
              {linkedinUrl && (
                <ActionIcon
                  component="a"
                  href={linkedinUrl}
                  {...newTab}
                  size="xl"
                  radius="xl"
                  variant="light"
                  color="blue"
                  aria-label={t('landing.footer.linkedin')}
                  title={t('landing.footer.linkedin')}
                >
                  <IconBrandLinkedin size={20} />
                </ActionIcon>
              )}
            </Group>
          </Group>
          <Text
            size="sm"
            c="gray.5"
            pt="md"
            suppressHydrationWarning
            style={{ borderTop: '1px solid var(--mantine-color-dark-5)' }}
          >
            {t('landing.footer.copyright', { year: new Date().getFullYear(), company: company.name })}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
