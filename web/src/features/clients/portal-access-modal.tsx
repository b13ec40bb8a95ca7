import { Badge, Button, Group, Modal, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMailForward, IconUserMinus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Client } from '@common/contracts/clients';
import { inviteClientUserInput, type ClientUser, type InviteClientUserInput } from '@common/contracts/portal';
import { ErrorAlert } from '../../components/error-alert';
import { ListState } from '../../components/list-state';
import { errorText } from '../../lib/error-text';
import { fieldError } from '../../lib/field-error';
import { useSchemaForm } from '../../lib/form';
import { useFormat } from '../../lib/format';
import { clientUsersQuery, useInviteClientUser, useRevokeClientUser } from '../../lib/resources/portal';
import { useCloseOnBack } from '../../lib/use-close-on-back';

/**
 * Who may sign in to a client's owners' portal (decision 0039): each person with their invitation and last
 * sign-in, invite again or revoke, and an invitation form (e-mail, language, optional name).
 */
export function PortalAccessModal({ client, onClose }: { client: Client; onClose: () => void }) {
  const { t } = useTranslation();
  useCloseOnBack(true, onClose);
  const users = useQuery(clientUsersQuery(client.id));
  const list = users.data ?? [];
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('portalAccess.title', { name: client.name })}
      centered
      size="lg"
      radius="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('portalAccess.description')}
        </Text>
        <ListState
          isPending={users.isPending}
          error={users.isLoadingError ? t('portalAccess.loadError') : null}
          isEmpty={list.length === 0}
          emptyText={t('portalAccess.empty')}
        />
        {list.map((user) => (
          <PersonRow key={user.id} clientId={client.id} user={user} />
        ))}
        <InviteForm clientId={client.id} language={client.language} />
      </Stack>
    </Modal>
  );
}

/** One person with access: name, e-mail, invitation or password state, last sign-in; invite again, revoke. */
function PersonRow({ clientId, user }: { clientId: number; user: ClientUser }) {
  const { t } = useTranslation();
  const format = useFormat();
  const invite = useInviteClientUser(clientId);
  const revoke = useRevokeClientUser(clientId);
  const [confirming, setConfirming] = useState(false);
  const fail = (error: Error, fallback: string) =>
    notifications.show({ color: 'red', message: errorText(error, t(fallback)), autoClose: 6000 });
  const resend = () =>
    invite.mutate(
      { email: user.email, language: user.language ?? 'en' },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t('portalAccess.sent', { email: user.email }) }),
        onError: (error) => fail(error, 'portalAccess.inviteError'),
      },
    );
  return (
    <Paper withBorder radius="md" p="sm" data-portal-user={user.email}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" align="flex-start">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {user.name}
          </Text>
          <Badge color={user.password_set ? 'teal' : 'orange'} variant="light">
            {t(user.password_set ? 'portalAccess.active' : 'portalAccess.pending')}
          </Badge>
        </Group>
        {/* On a line of its own: beside the badge a phone had room for a few letters per line. */}
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {user.email}
          {user.language && ` · ${t(`language.${user.language}Name`)}`}
        </Text>
        <Text size="sm" c="dimmed">
          {t('portalAccess.invited', { date: format.dateTime(user.invited_at) })} ·{' '}
          {user.last_login_at
            ? t('portalAccess.lastLogin', { date: format.dateTime(user.last_login_at) })
            : t('portalAccess.neverSignedIn')}
        </Text>
        {confirming ? (
          <Group gap="xs">
            <Text size="sm">{t('portalAccess.revokeConfirm', { name: user.name })}</Text>
            <Button
              size="xs"
              color="red"
              loading={revoke.isPending}
              onClick={() =>
                revoke.mutate(user.id, {
                  onSuccess: () => setConfirming(false),
                  onError: (error) => fail(error, 'portalAccess.revokeError'),
                })
              }
            >
              {t('portalAccess.revokeYes')}
            </Button>
            <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
              {t('clients.cancel')}
            </Button>
          </Group>
        ) : (
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              leftSection={<IconMailForward size={14} aria-hidden />}
              loading={invite.isPending}
              onClick={resend}
              aria-label={`${t('portalAccess.resend')} ${user.name}`}
            >
              {t('portalAccess.resend')}
            </Button>
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconUserMinus size={14} aria-hidden />}
              onClick={() => setConfirming(true)}
              aria-label={`${t('portalAccess.revoke')} ${user.name}`}
            >
              {t('portalAccess.revoke')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** The invitation: e-mail, the language of the mail and the portal (the client's at first), and a name. */
function InviteForm({ clientId, language }: { clientId: number; language: Client['language'] }) {
  const { t } = useTranslation();
  const invite = useInviteClientUser(clientId);
  const form = useSchemaForm(inviteClientUserInput, {
    email: '',
    name: '',
    language: language as InviteClientUserInput['language'],
  });
  const handleSubmit = form.onSubmit((values) =>
    invite.mutate(
      { ...values, name: values.name.trim() || undefined },
      {
        onSuccess: (user) => {
          notifications.show({ color: 'teal', message: t('portalAccess.sent', { email: user.email }) });
          form.reset();
        },
      },
    ),
  );
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h5">
            {t('portalAccess.inviteTitle')}
          </Title>
          <TextInput
            {...form.getInputProps('email')}
            key={form.key('email')}
            type="email"
            label={t('portalAccess.email')}
            required
            error={fieldError('portalAccess', form.errors.email)}
          />
          <TextInput {...form.getInputProps('name')} key={form.key('name')} label={t('portalAccess.name')} />
          <Select
            {...form.getInputProps('language')}
            key={form.key('language')}
            label={t('portalAccess.language')}
            data={[
              { value: 'en', label: t('language.enName') },
              { value: 'es', label: t('language.esName') },
            ]}
            allowDeselect={false}
          />
          <ErrorAlert message={invite.error ? errorText(invite.error, t('portalAccess.inviteError')) : null} />
          <Button type="submit" loading={invite.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('portalAccess.invite')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
