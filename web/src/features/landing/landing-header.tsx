import {
  ActionIcon,
  Anchor,
  Box,
  Burger,
  Button,
  Collapse,
  Container,
  Group,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBrandFacebook, IconBrandWhatsapp, IconLogin, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../../components/language-switcher';
import { company, newTab, useCompanyContacts } from '../../lib/company';

const SECTIONS = [
  { href: '#about', key: 'landing.nav.about' },
  { href: '#services', key: 'landing.nav.services' },
  { href: '#contact', key: 'landing.nav.contact' },
];

/** The sticky top navigation: section anchors, chat and social links, Login. */
export function LandingHeader() {
  const { t } = useTranslation();
  const [menuOpened, menu] = useDisclosure(false);
  const whatsapp = t('landing.nav.whatsapp');
  const social = t('landing.nav.social');
  const { whatsappUrl, facebookUrl } = useCompanyContacts();
  const anchors = SECTIONS.map((section) => (
    <Anchor key={section.href} href={section.href} c="dark.6" fw={600} underline="never" onClick={menu.close}>
      {t(section.key)}
    </Anchor>
  ));

  return (
    <Box
      component="header"
      pos="sticky"
      top={0}
      style={{
        zIndex: 100,
        backdropFilter: 'blur(10px)',
        background: 'rgba(255,255,255,0.9)',
        borderBottom: '1px solid var(--mantine-color-gray-2)',
      }}
    >
      <Container size="lg" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Anchor href="#top" underline="never" c="dark" aria-label={t('common.brandHome', { company: company.name })}>
            <Group gap={8} wrap="nowrap">
              <ThemeIcon size={34} radius="md" variant="gradient" gradient={{ from: 'teal.6', to: 'cyan.6', deg: 135 }}>
                <IconSparkles size={20} />
              </ThemeIcon>
              <Text fw={800} size="xl" style={{ letterSpacing: '-0.02em' }}>
                {company.name}
              </Text>
            </Group>
          </Anchor>
          <Group component="nav" gap="xl" visibleFrom="md" aria-label={t('landing.nav.menuTitle')}>
            {anchors}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Group gap={4} visibleFrom="md" wrap="nowrap">
              {whatsappUrl && (
                <ActionIcon
                  component="a"
                  href={whatsappUrl}
                  {...newTab}
                  variant="subtle"
                  color="green"
                  size="lg"
                  aria-label={whatsapp}
                  title={whatsapp}
                >
                  <IconBrandWhatsapp size={22} />
                </ActionIcon>
              )}
              {facebookUrl && (
                <ActionIcon
                  component="a"
                  href={facebookUrl}
                  {...newTab}
                  variant="subtle"
                  color="blue"
                  size="lg"
                  aria-label={social}
                  title={social}
                >
                  <IconBrandFacebook size={22} />
                </ActionIcon>
              )}
              <LanguageSwitcher />
            </Group>
            <Button component={Link} to="/login" leftSection={<IconLogin size={16} />} radius="xl" visibleFrom="sm">
              {t('landing.nav.login')}
            </Button>
            <Button component={Link} to="/login" radius="xl" size="compact-md" hiddenFrom="sm">
              {t('landing.nav.login')}
            </Button>
            <Burger
              hiddenFrom="md"
              opened={menuOpened}
              onClick={menu.toggle}
              size="sm"
              aria-label={t('landing.nav.openMenu')}
              aria-expanded={menuOpened}
              aria-controls="landing-menu"
            />
          </Group>
        </Group>
      </Container>
      <Collapse expanded={menuOpened} hiddenFrom="md" id="landing-menu">
        <Container size="lg" pb="lg" pt="xs">
          <Stack component="nav" gap="md" aria-label={t('landing.nav.menuTitle')}>
            {anchors}
            {[
              { href: whatsappUrl, color: 'green.8', Icon: IconBrandWhatsapp, label: whatsapp },
              { href: facebookUrl, color: 'blue.7', Icon: IconBrandFacebook, label: social },
            ].map(
              ({ href, color, Icon, label }) =>
                href && (
                  <Anchor key={href} href={href} {...newTab} c={color} fw={600}>
                    <Group gap={6}>
                      <Icon size={20} />
                      {label}
                    </Group>
                  </Anchor>
                ),
            )}
            <LanguageSwitcher size="sm" />
          </Stack>
        </Container>
      </Collapse>
    </Box>
  );
}
