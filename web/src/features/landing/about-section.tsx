import { Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClockHour4, IconHeartHandshake, IconListCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const VALUES = [
  { icon: IconClockHour4, title: 'landing.about.value1Title', text: 'landing.about.value1Text' },
  { icon: IconListCheck, title: 'landing.about.value2Title', text: 'landing.about.value2Text' },
  { icon: IconHeartHandshake, title: 'landing.about.value3Title', text: 'landing.about.value3Text' },
];

/** Who the company is and what it stands for. */
export function AboutSection() {
  const { t } = useTranslation();
  return (
    <Container component="section" id="about" size="lg" py={{ base: 56, md: 96 }}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 32, md: 64 }}>
        <Stack gap="md">
          <Text tt="uppercase" fw={700} c="teal" size="sm" style={{ letterSpacing: '0.08em' }}>
            {t('landing.about.kicker')}
          </Text>
          <Title order={2} fz={{ base: 28, md: 38 }} lh={1.15}>
            {t('landing.about.title')}
          </Title>
          {(['body1', 'body2'] as const).map((paragraph) => (
            <Text key={paragraph} size="lg" c="gray.7">
              {t(`landing.about.${paragraph}`)}
            </Text>
          ))}
        </Stack>
        <Stack gap="md">
          {VALUES.map(({ icon: ValueIcon, title, text }) => (
            <Paper key={title} withBorder radius="lg" p="lg" shadow="xs">
              <Group wrap="nowrap" align="flex-start" gap="md">
                <ThemeIcon size={44} radius="md" variant="light">
                  <ValueIcon size={24} stroke={1.6} />
                </ThemeIcon>
                <div>
                  <Text fw={700} size="lg">
                    {t(title)}
                  </Text>
                  <Text c="gray.7">{t(text)}</Text>
                </div>
              </Group>
            </Paper>
          ))}
        </Stack>
      </SimpleGrid>
    </Container>
  );
}
