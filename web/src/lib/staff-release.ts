// Deactivation asks first, reactivation gives back (decision 0029): the staff and accounts screens
// share what their two dialogs read and do.
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fixableDetail } from './error-text';
import { releasedQuery, upcomingQuery, useGiveBack } from './resources/users';

/** The upcoming cleanings deactivating this user would release, read when the dialog opens (`userId` set). */
export function useDeactivationPreview(userId: number | null) {
  const query = useQuery({ ...upcomingQuery(userId ?? 0), enabled: userId !== null });
  return { cleanings: query.data?.cleanings, error: query.error, loading: userId !== null && query.isPending };
}

/**
 * The reactivate dialog of a row `T`: opens on a row, reads what its deactivation released, and on
 * confirm reactivates it (`reactivate`) and, when asked, gives the free cleanings back in one call.
 */
export function useReactivation<T extends { name: string }>(
  userIdOf: (row: T) => number | null,
  reactivate: (row: T) => Promise<unknown>,
) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const userId = target ? userIdOf(target) : null;
  const released = useQuery({ ...releasedQuery(userId ?? 0), enabled: userId !== null });
  const giveBack = useGiveBack();

  const close = () => {
    setTarget(null);
    setError(null);
  };
  const confirm = async (withCleanings: boolean) => {
    if (!target) return;
    const { name } = target;
    setBusy(true);
    setError(null);
    try {
      await reactivate(target);
    } catch (failure) {
      setError(failure as Error);
      setBusy(false);
      return;
    }
    let message = t('accounts.reactivated', { name });
    let color = 'teal';
    if (withCleanings && userId !== null) {
      try {
        const answer = await giveBack.mutateAsync(userId);
        message = t('release.givenBack', { name, count: answer.given_back.length });
        if (answer.taken.length > 0) message += ` ${t('release.stayed', { count: answer.taken.length })}`;
      } catch (failure) {
        // She is active again; only the give-back failed, and the admin is told why.
        message = t('release.giveBackError', { name, message: fixableDetail(failure) ?? '' });
        color = 'orange';
      }
    }
    notifications.show({ color, message });
    setBusy(false);
    close();
  };

  return {
    open: setTarget,
    dialog: {
      name: target?.name ?? null,
      // Someone without a sign-in has no released list to read.
      released: userId === null ? (target ? { free: [], taken: [] } : undefined) : released.data,
      loadError: released.error,
      busy,
      error,
      onConfirm: (withCleanings: boolean) => void confirm(withCleanings),
      onClose: close,
    },
  };
}
