import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A centred spinner shown while a screen's code or data arrives. */
export function PageLoader({ fullHeight = false }: { fullHeight?: boolean }) {
  const { t } = useTranslation();
  return (
    <Center mih={fullHeight ? '100dvh' : 240} role="status" aria-label={t('common.loading')}>
      <Loader type="dots" size="lg" />
    </Center>
  );
}
