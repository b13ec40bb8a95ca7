import { Badge, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A titled stand-in for a staff screen that a later release fills in. */
export function PlaceholderPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1} size="h2">
        {t(titleKey)}
      </Title>
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" gap="sm" py="lg" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconTools size={30} stroke={1.5} />
          </ThemeIcon>
          <Badge variant="light" size="lg">
            {t('placeholder.badge')}
          </Badge>
          <Text c="dimmed" maw={420}>
            {t('placeholder.comingSoon')}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
