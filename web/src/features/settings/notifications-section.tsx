import { Button, Checkbox, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationSettingsInput, type NotificationSettings } from '@common/contracts/push';
import type { NotificationKind } from '@common/domain/notifications';
import { ErrorAlert } from '../../components/error-alert';
import { TimeField } from '../../components/time-field';
import { errorText } from '../../lib/error-text';
import { fieldError } from '../../lib/field-error';
import { pushSettingsQuery, useSaveNotificationSettings, useSendTestPush } from '../../lib/resources/push';
import { NotificationsDevice } from './notifications-device';

/** Quiet hours offered when she first ticks the box: the night. */
const NIGHT = { start: '22:00', end: '07:00' };
const QUIET_FIELDS = ['quiet_start', 'quiet_end'] as const;
type ErrorPlace = (typeof QUIET_FIELDS)[number] | 'form';

interface Values {
  kinds: NotificationKind[];
  quiet: boolean;
  quiet_start: string;
  quiet_end: string;
}

/** Settings' 'Notifications', for every role: this device, what she is told, quiet hours and a test message. */
export function NotificationsSection() {
  const { t } = useTranslation();
  const query = useQuery(pushSettingsQuery());
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('settings.notifications.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('settings.notifications.hint')}
      </Text>
      <NotificationsDevice />
      <ErrorAlert message={query.error ? errorText(query.error, t('settings.notifications.loadError')) : null} />
      {query.isPending && <Loader size="sm" aria-label={t('settings.notifications.title')} />}
      {query.data && <NotificationsForm initial={query.data} />}
    </Stack>
  );
}

const valuesOf = (settings: NotificationSettings): Values => ({
  kinds: settings.kinds,
  quiet: settings.quiet_start !== null,
  quiet_start: settings.quiet_start ?? '',
  quiet_end: settings.quiet_end ?? '',
});

function NotificationsForm({ initial }: { initial: NotificationSettings }) {
  const { t } = useTranslation();
  const save = useSaveNotificationSettings();
  const test = useSendTestPush();
  const [values, setValues] = useState<Values>(() => valuesOf(initial));
  const [errors, setErrors] = useState<Partial<Record<ErrorPlace, string>>>({});

  const toggleQuiet = (quiet: boolean) =>
    setValues((v) => ({
      ...v,
      quiet,
      quiet_start: quiet && !v.quiet_start && !v.quiet_end ? NIGHT.start : v.quiet_start,
      quiet_end: quiet && !v.quiet_start && !v.quiet_end ? NIGHT.end : v.quiet_end,
    }));

  /** Where a refusal shows: "both or neither" under the time left empty, anything else above Save. */
  const errorPlace = (path: PropertyKey | undefined): ErrorPlace => {
    const field = QUIET_FIELDS.find((name) => name === path);
    if (!field) return 'form';
    return values[field] !== '' ? (QUIET_FIELDS.find((name) => values[name] === '') ?? field) : field;
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = notificationSettingsInput.safeParse({
      kinds: initial.available.filter((kind) => values.kinds.includes(kind)),
      quiet_start: values.quiet ? values.quiet_start || null : null,
      quiet_end: values.quiet ? values.quiet_end || null : null,
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [errorPlace(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        setValues(valuesOf(saved));
        notifications.show({ color: 'teal', message: t('settings.notifications.saved') });
      },
    });
  };

  const handleTest = () =>
    test.mutate(undefined, {
      onSuccess: ({ devices }) =>
        notifications.show({ color: 'teal', message: t('settings.notifications.testSent', { count: devices }) }),
      onError: (error) =>
        notifications.show({ color: 'red', message: errorText(error, t('settings.notifications.testError')) }),
    });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('settings.notifications.devices', { count: initial.devices })}
        </Text>
        <Checkbox.Group
          label={t('settings.notifications.kindsTitle')}
          value={values.kinds}
          onChange={(kinds) => setValues((v) => ({ ...v, kinds: kinds as NotificationKind[] }))}
        >
          <Stack gap="xs" mt="xs">
            {initial.available.map((kind) => (
              <Checkbox key={kind} value={kind} label={t(`settings.notifications.kinds.${kind}`)} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Checkbox
          label={t('settings.notifications.quietHours')}
          description={t('settings.notifications.quietHint')}
          checked={values.quiet}
          onChange={(event) => toggleQuiet(event.currentTarget.checked)}
        />
        {values.quiet && (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {QUIET_FIELDS.map((name) => (
              <TimeField
                key={name}
                label={t(`settings.notifications.${name}`)}
                value={values[name]}
                onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
                clearLabel={t('settings.notifications.clear', { field: t(`settings.notifications.${name}`) })}
                error={fieldError('settings', errors[name])}
              />
            ))}
          </SimpleGrid>
        )}
        <ErrorAlert message={errors.form} />
        <ErrorAlert message={save.isError ? errorText(save.error, t('settings.notifications.saveError')) : null} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('settings.notifications.save')}
          </Button>
          <Button variant="default" loading={test.isPending} onClick={handleTest}>
            {t('settings.notifications.test')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
