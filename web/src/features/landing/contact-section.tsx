import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconBrandFacebook, IconBrandWhatsapp, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { newTab, useCompanyContacts } from '../../lib/company';
import { CONTACT_FRAGMENT } from './contact-fragment';

interface ContactSectionProps {
  /** Opens the contact form (the button is also a link to it, for a tap before the script runs). */
  onSendEmail: (event: React.MouseEvent) => void;
  /** The visitor is about to open the contact form (hover or focus). */
  onContactIntent: () => void;
}

/** Contact: Send Email (opens the Contact Us modal), chat and social links. */
export function ContactSection({ onSendEmail, onContactIntent }: ContactSectionProps) {
  const { t } = useTranslation();
  const { whatsappUrl, facebookUrl } = useCompanyContacts();
  return (
    <Container component="section" id="contact" size="lg" py={{ base: 56, md: 96 }}>
      <Box
        p={{ base: 'xl', md: 56 }}
        style={{
          borderRadius: 'var(--mantine-radius-xl)',
          color: 'white',
          background: 'linear-gradient(135deg, var(--mantine-color-teal-7), var(--mantine-color-cyan-8))',
          boxShadow: 'var(--mantine-shadow-lg)',
        }}
      >
        <Stack gap="md" align="center" ta="center">
          <Text tt="uppercase" fw={700} size="sm" style={{ letterSpacing: '0.08em', opacity: 0.85 }}>
            {t('landing.contact.kicker')}
          </Text>
          <Title order={2} fz={{ base: 28, md: 38 }} c="white">
            {t('landing.contact.title')}
          </Title>
          <Text size="lg" maw={560} style={{ opacity: 0.92 }}>
            {t('landing.contact.text')}
          </Text>
          <Group justify="center" gap="sm" mt="sm">
            <Button
              size="lg"
              radius="xl"
              color="white"
              c="teal.9"
              leftSection={<IconMail size={18} />}
              component="a"
              href={CONTACT_FRAGMENT}
              onClick={onSendEmail}
              onPointerEnter={onContactIntent}
              onFocus={onContactIntent}
            >
              {t('landing.contact.sendEmail')}
            </Button>
            {whatsappUrl && (
              <Button
                component="a"
                href={whatsappUrl}
                {...newTab}
                size="lg"
                radius="xl"
                variant="outline"
                color="white"
                leftSection={<IconBrandWhatsapp size={18} />}
              >
                {t('landing.contact.chat')}
              </Button>
            )}
          </Group>
          {facebookUrl && (
            <Button
              component="a"
              href={facebookUrl}
              {...newTab}
              variant="subtle"
              color="white"
              leftSection={<IconBrandFacebook size={18} />}
            >
              {t('landing.contact.social')}
            </Button>
          )}
        </Stack>
      </Box>
    </Container>
  );
}
