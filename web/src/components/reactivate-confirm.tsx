import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReleasedCleanings } from '@common/contracts/staff';
import { errorText } from '../lib/error-text';
import { useCloseOnBack } from '../lib/use-close-on-back';
import { ErrorAlert } from './error-alert';
import { StaffCleaningList } from './staff-cleanings';

interface ReactivateConfirmProps {
  /** Who is reactivated; null while the dialog is closed. */
  name: string | null;
  /** What their last deactivation released (undefined while loading; a person without staff record has none). */
  released: ReleasedCleanings | undefined;
  loadError: Error | null;
  busy: boolean;
  error: Error | null;
  /** Reactivates, and gives the free cleanings back when `giveBack`. */
  onConfirm: (giveBack: boolean) => void;
  onClose: () => void;
}

/**
 * Reactivation (decision 0029): the cleanings the deactivation released that are still free can go back
 * to the person in the same step; those someone else took meanwhile are named and stay.
 */
export function ReactivateConfirm({
  name,
  released,
  loadError,
  busy,
  error,
  onConfirm,
  onClose,
}: ReactivateConfirmProps) {
  useCloseOnBack(name !== null, onClose);
  const { t } = useTranslation();
  const free = released?.free ?? [];
  const taken = released?.taken ?? [];
  return (
    <Modal
      opened={name !== null}
      onClose={onClose}
      title={t('release.reactivateTitle', { name: name ?? '' })}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="sm">
        <Text size="sm">{t('release.reactivateText', { name: name ?? '' })}</Text>
        {loadError && <ErrorAlert message={t('release.loadError')} />}
        {!released && !loadError && <Loader size="xs" aria-label={t('release.loading')} />}
        {free.length > 0 && <StaffCleaningList title={t('release.free', { count: free.length })} cleanings={free} />}
        {taken.length > 0 && (
          <StaffCleaningList title={t('release.taken', { count: taken.length })} cleanings={taken} holder />
        )}
        <ErrorAlert message={error ? errorText(error, t('release.error')) : null} />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('release.cancel')}
          </Button>
          <Button
            variant={free.length > 0 ? 'default' : 'filled'}
            onClick={() => onConfirm(false)}
            loading={busy}
            disabled={!released && !loadError}
          >
            {t(free.length > 0 ? 'release.reactivateOnly' : 'release.reactivate')}
          </Button>
          {free.length > 0 && (
            <Button onClick={() => onConfirm(true)} loading={busy}>
              {t('release.giveBack', { count: free.length })}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
