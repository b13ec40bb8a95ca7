import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ProblemCard } from '../../components/problem-card';
import { problemsQuery } from '../../lib/resources/photos';

/** The property's history of problems: the latest 20, open and closed. */
export function PropertyProblems({ propertyId }: { propertyId: number }) {
  const { t } = useTranslation();
  const problems = useQuery(problemsQuery({ property_id: propertyId, limit: 20 }));
  const list = problems.data?.problems ?? [];
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('problems.history')}
      </Title>
      {problems.isSuccess && list.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('problems.none')}
        </Text>
      )}
      {list.map((problem) => (
        <ProblemCard key={problem.id} problem={problem} />
      ))}
    </Stack>
  );
}
