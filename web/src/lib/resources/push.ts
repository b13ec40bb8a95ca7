// Notifications (/push/*, decision 0038): her settings, a test message, and this device's subscription.
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings, NotificationSettingsInput } from '@common/contracts/push';
import { api } from '../api-client';
import { pushDeviceState, turnOff, turnOn } from '../push';
import { useResourceMutation } from './resource';

/** Query keys of notifications: her settings (server) and this device's state (browser). */
export const pushKeys = {
  all: ['push'] as const,
  settings: () => [...pushKeys.all, 'settings'] as const,
  device: () => [...pushKeys.all, 'device'] as const,
};

/** GET /push/settings: the kinds she gets, the kinds her role can get, quiet hours and her devices. */
export const pushSettingsQuery = () =>
  queryOptions({
    queryKey: pushKeys.settings(),
    queryFn: ({ signal }) => api.get<NotificationSettings>('/push/settings', { signal }),
  });

/** This device's state (on, off, blocked, ...): asked of the browser, so it needs no connection. */
export const pushDeviceQuery = () =>
  queryOptions({ queryKey: pushKeys.device(), queryFn: pushDeviceState, networkMode: 'always', retry: false });

/** PUT /push/settings. */
export function useSaveNotificationSettings() {
  return useResourceMutation({
    call: (input: NotificationSettingsInput) => api.put<NotificationSettings>('/push/settings', input),
    update: (client, data) => client.setQueryData(pushKeys.settings(), data),
  });
}

/** POST /push/test: a test message to each of her subscribed devices (409 when she has none). */
export function useSendTestPush() {
  return useResourceMutation({ call: () => api.post<{ devices: number }>('/push/test') });
}

/**
 * Subscribes or unsubscribes this device (lib/push.ts); her device count changes with it. Asked again
 * after a failure too: a refused permission leaves the device blocked.
 */
export function useSetDevicePush() {
  const client = useQueryClient();
  return useResourceMutation(
    { call: (on: boolean) => (on ? turnOn() : turnOff()), networkMode: 'always' },
    { onSettled: () => client.invalidateQueries({ queryKey: pushKeys.all }) },
  );
}
