import { Box, Card, Container, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconSparkles, IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const SERVICES = [
  {
    icon: IconTool,
    color: 'cyan',
    title: 'landing.services.maintenanceTitle',
    text: 'landing.services.maintenanceText',
    points: ['landing.services.maintenance1', 'landing.services.maintenance2', 'landing.services.maintenance3'],
  },
  {
    icon: IconSparkles,
    color: 'teal',
    title: 'landing.services.cleaningTitle',
    text: 'landing.services.cleaningText',
    points: ['landing.services.cleaning1', 'landing.services.cleaning2', 'landing.services.cleaning3'],
  },
];

/** Our Services: Property Maintenance and Professional Cleaning cards. */
export function ServicesSection() {
  const { t } = useTranslation();
  return (
    <Box component="section" id="services" bg="gray.0" py={{ base: 56, md: 96 }}>
      <Container size="lg">
        <Stack gap="xs" align="center" ta="center" mb={{ base: 32, md: 48 }}>
          <Text tt="uppercase" fw={700} c="teal" size="sm" style={{ letterSpacing: '0.08em' }}>
            {t('landing.services.kicker')}
          </Text>
          <Title order={2} fz={{ base: 28, md: 38 }}>
            {t('landing.services.title')}
          </Title>
          <Text size="lg" c="gray.7" maw={560}>
            {t('landing.services.subtitle')}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
          {SERVICES.map(({ icon: ServiceIcon, color, title, text, points }) => (
            <Card key={title} withBorder radius="lg" padding="xl" shadow="sm">
              <ThemeIcon
                size={56}
                radius="md"
                variant="gradient"
                gradient={{ from: `${color}.5`, to: `${color}.7`, deg: 135 }}
              >
                <ServiceIcon size={30} stroke={1.6} />
              </ThemeIcon>
              <Title order={3} mt="lg" mb="xs">
                {t(title)}
              </Title>
              <Text c="gray.7" mb="md">
                {t(text)}
              </Text>
              <List
                spacing="xs"
                icon={
                  <ThemeIcon size={20} radius="xl" color={color} variant="light">
                    <IconCheck size={13} stroke={2.5} />
                  </ThemeIcon>
                }
              >
                {points.map((point) => (
                  <List.Item key={point}>{t(point)}</List.Item>
                ))}
              </List>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
