import { Badge } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@common/contracts/auth';
import { CredentialsPanel, type Credentials } from '../../components/credentials-panel';
import type { DataColumn } from '../../components/data-list';
import { DeleteConfirm } from '../../components/delete-confirm';
import { ListScreen } from '../../components/list-screen';
import { ReactivateConfirm } from '../../components/reactivate-confirm';
import { ResetPasswordConfirm } from '../../components/reset-password-confirm';
import { RowButton } from '../../components/row-button';
import { ReleasePreview } from '../../components/staff-cleanings';
import { getUserId } from '../../lib/session';
import { useDeactivationPreview, useReactivation } from '../../lib/staff-release';
import { usersQuery, useResetPassword, useUpdateUser } from '../../lib/resources/users';
import { RegisterUserModal } from './register-user-modal';
import { UserFormModal } from './user-form-modal';

// A client's portal people are never listed here (GET /auth/users lists staff), but the type has their role.
const ROLE_COLORS: Record<User['role'], string> = {
  admin: 'grape',
  supervisor: 'blue',
  employee: 'teal',
  client: 'orange',
};
// Many row actions leave the badges little room: they keep their whole word.
const NO_SHRINK = { minWidth: 'max-content' } as const;

/** /supervisors-admins: every account; register an admin, edit, deactivate or reactivate, reset a password. */
export function AdminsPage() {
  const { t } = useTranslation();
  const query = useQuery(usersQuery());
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<User | null>(null);
  const [resetting, setResetting] = useState<User | null>(null);
  const [credentials, setCredentials] = useState<Credentials | null>(null);
  const reset = useResetPassword();
  const update = useUpdateUser();
  const me = getUserId();

  const handleReset = () => {
    if (!resetting) return;
    reset.mutate(resetting.id, {
      onSuccess: ({ user, password }) => {
        setCredentials({ name: user.name, email: user.email, password });
        setResetting(null);
      },
    });
  };
  const closeReset = () => {
    reset.reset();
    setResetting(null);
  };
  // Deactivation shows what it releases and asks first; reactivation offers it back (decision 0029).
  const [deactivating, setDeactivating] = useState<User | null>(null);
  const preview = useDeactivationPreview(deactivating?.id ?? null);
  const closeDeactivate = () => {
    update.reset();
    setDeactivating(null);
  };
  const handleDeactivate = () => {
    const user = deactivating;
    if (!user) return;
    update.mutate(
      { id: user.id, input: { is_active: false } },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('accounts.deactivated', { name: user.name }) });
          setDeactivating(null);
        },
      },
    );
  };
  const reactivation = useReactivation<User>(
    (u) => u.id,
    (u) => update.mutateAsync({ id: u.id, input: { is_active: true } }),
  );

  const columns: DataColumn<User>[] = [
    { key: 'name', label: t('admins.name'), render: (u) => u.name },
    { key: 'email', label: t('admins.email'), render: (u) => u.email },
    {
      key: 'role',
      label: t('admins.role'),
      render: (u) => (
        <Badge color={ROLE_COLORS[u.role]} variant="light" style={NO_SHRINK}>
          {t(`admins.roles.${u.role}`)}
        </Badge>
      ),
    },
    {
      key: 'active',
      label: t('accounts.status'),
      render: (u) => (
        <Badge color={u.is_active ? 'teal' : 'gray'} variant="dot" style={NO_SHRINK}>
          {t(u.is_active ? 'accounts.active' : 'accounts.inactive')}
        </Badge>
      ),
    },
  ];

  const actions = (u: User) => (
    <>
      <RowButton kind="edit" label={t('accounts.edit')} name={u.name} onClick={() => setEditing(u)} />
      {u.id !== me && (
        <RowButton kind="reset" label={t('accounts.reset')} name={u.name} onClick={() => setResetting(u)} />
      )}
      {u.id !== me &&
        (u.is_active ? (
          <RowButton
            kind="deactivate"
            label={t('accounts.deactivate')}
            name={u.name}
            onClick={() => setDeactivating(u)}
          />
        ) : (
          <RowButton
            kind="activate"
            label={t('accounts.reactivate')}
            name={u.name}
            onClick={() => reactivation.open(u)}
          />
        ))}
    </>
  );

  return (
    <ListScreen
      section="admins"
      title={t('pages.supervisorsAdmins')}
      query={query}
      onAdd={() => setAdding(true)}
      maw={1100}
      columns={columns}
      rowKey={(u) => u.id}
      actions={actions}
      toolbar={credentials && <CredentialsPanel credentials={credentials} onClose={() => setCredentials(null)} />}
    >
      {adding && (
        <RegisterUserModal
          onClose={() => setAdding(false)}
          onRegistered={(registered) => {
            setAdding(false);
            setCredentials(registered);
          }}
        />
      )}
      {editing && <UserFormModal user={editing} onClose={() => setEditing(null)} />}
      <DeleteConfirm
        section="accounts"
        name={deactivating?.name ?? null}
        mutation={deactivating ? update : undefined}
        onConfirm={handleDeactivate}
        onClose={closeDeactivate}
        confirmDisabled={preview.loading}
      >
        <ReleasePreview cleanings={preview.cleanings} error={preview.error} />
      </DeleteConfirm>
      <ReactivateConfirm {...reactivation.dialog} />
      <ResetPasswordConfirm
        name={resetting?.name ?? null}
        mutation={reset}
        onConfirm={handleReset}
        onClose={closeReset}
      />
    </ListScreen>
  );
}
