import { Badge, Box, Button, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowDown, IconCircleCheck, IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { company } from '../../lib/company';
import { HeroIllustration } from './hero-illustration';
import { CONTACT_FRAGMENT } from './contact-fragment';

interface LandingHeroProps {
  /** Opens the contact form (the button is also a link to it, for a tap before the script runs). */
  onContact: (event: React.MouseEvent) => void;
  /** The visitor is about to open the contact form (hover or focus). */
  onContactIntent: () => void;
}

/** Welcome headline, tagline, View Services, and three reasons to trust the company. */
export function LandingHero({ onContact, onContactIntent }: LandingHeroProps) {
  const { t } = useTranslation();
  const highlights = ['landing.hero.highlight1', 'landing.hero.highlight2', 'landing.hero.highlight3'];
  return (
    <Box
      component="section"
      id="top"
      style={{
        background:
          'radial-gradient(ellipse at 10% 0%, var(--mantine-color-teal-0), transparent 60%), radial-gradient(ellipse at 90% 30%, var(--mantine-color-cyan-0), transparent 55%)',
      }}
    >
      <Container size="lg" py={{ base: 40, md: 88 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 32, md: 56 }} style={{ alignItems: 'center' }}>
          <Stack gap="lg">
            <Badge
              variant="light"
              size="lg"
              radius="xl"
              h="auto"
              py={4}
              style={{ alignSelf: 'flex-start', textTransform: 'none' }}
              styles={{ label: { whiteSpace: 'normal' } }}
            >
              {t('landing.hero.eyebrow')}
            </Badge>
            <Title order={1} fz={{ base: 36, sm: 48, md: 56 }} lh={1.08} style={{ letterSpacing: '-0.03em' }}>
              {t('landing.hero.headline', { company: company.name })}
            </Title>
            <Text fz={{ base: 'lg', md: 20 }} c="gray.7" maw={520}>
              {t('landing.hero.tagline')}
            </Text>
            <Group gap="sm">
              <Button component="a" href="#services" size="lg" radius="xl" rightSection={<IconArrowDown size={18} />}>
                {t('landing.hero.viewServices')}
              </Button>
              <Button
                size="lg"
                radius="xl"
                variant="default"
                leftSection={<IconMessage size={18} />}
                component="a"
                href={CONTACT_FRAGMENT}
                onClick={onContact}
                onPointerEnter={onContactIntent}
                onFocus={onContactIntent}
              >
                {t('landing.hero.contactUs')}
              </Button>
            </Group>
            <Stack gap={8} mt="xs">
              {highlights.map((key) => (
                <Group key={key} gap="xs" wrap="nowrap">
                  <ThemeIcon size={22} radius="xl" variant="light">
                    <IconCircleCheck size={16} />
                  </ThemeIcon>
                  <Text fw={500} c="gray.8">
                    {t(key)}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Stack>
          <Box maw={{ base: 340, md: 480 }} mx="auto" w="100%">
            <HeroIllustration />
          </Box>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
