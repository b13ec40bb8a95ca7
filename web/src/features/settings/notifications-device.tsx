import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/error-alert';
import { errorText } from '../../lib/error-text';
import { PushSetupError } from '../../lib/push';
import { pushDeviceQuery, useSetDevicePush } from '../../lib/resources/push';
import { company } from '../../lib/company';

/** The sentence for a failure to turn this device on or off: the browser's reason or the server's detail. */
function deviceErrorText(error: unknown, on: boolean, t: (key: string) => string): string {
  if (error instanceof PushSetupError) return t(`settings.notifications.setup.${error.reason}`);
  return errorText(error, t(on ? 'settings.notifications.turnOnError' : 'settings.notifications.turnOffError'));
}

/**
 * Settings' notifications on this device: whether they are on, off, blocked by the browser or not
 * possible here (with the iPhone's Home Screen hint), and the button that turns them on or off. The
 * browser asks for permission only after that tap.
 */
export function NotificationsDevice() {
  const { t } = useTranslation();
  const device = useQuery(pushDeviceQuery());
  const setPush = useSetDevicePush();
  const state = device.data;

  const handleSet = (on: boolean) =>
    setPush.mutate(on, {
      onSuccess: () =>
        notifications.show({
          color: 'teal',
          message: t(on ? 'settings.notifications.turnedOn' : 'settings.notifications.turnedOff'),
        }),
    });

  if (!state) return <Loader size="sm" aria-label={t('settings.notifications.deviceTitle')} />;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('settings.notifications.deviceTitle')}
      </Text>
      {state === 'ios-hint' ? (
        <Alert color="blue" variant="light">
          {t('settings.notifications.state.ios-hint', { company: company.name })}
        </Alert>
      ) : (
        <Text size="sm" c={state === 'on' ? 'teal' : state === 'off' ? undefined : 'orange'}>
          {t(`settings.notifications.state.${state}`, { company: company.name })}
        </Text>
      )}
      {(state === 'on' || state === 'off') && (
        <Group>
          <Button
            variant={state === 'on' ? 'default' : 'filled'}
            loading={setPush.isPending}
            onClick={() => handleSet(state === 'off')}
          >
            {t(state === 'on' ? 'settings.notifications.turnOff' : 'settings.notifications.turnOn')}
          </Button>
        </Group>
      )}
      <ErrorAlert message={setPush.isError ? deviceErrorText(setPush.error, setPush.variables, t) : null} />
    </Stack>
  );
}
