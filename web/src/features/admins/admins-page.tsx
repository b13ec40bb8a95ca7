import { Alert, Badge, Code, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@common/contracts/auth';
import type { DataColumn } from '../../components/data-list';
import { ListScreen } from '../../components/list-screen';
import { usersQuery } from '../../lib/resources/users';
import { RegisterUserModal, type Registered } from './register-user-modal';

const ROLE_COLORS: Record<User['role'], string> = { admin: 'grape', supervisor: 'blue', employee: 'teal' };

/** /supervisors-admins (spec 2.11): the accounts list and 'Add Admin'. */
export function AdminsPage() {
  const { t } = useTranslation();
  const query = useQuery(usersQuery());
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<(Registered & { copied: boolean }) | null>(null);

  const handleRegistered = async (registered: Registered) => {
    setAdding(false);
    const text = `${t('admins.email')}: ${registered.email}\n${t('admins.password')}: ${registered.password}\n${t('admins.role')}: ${registered.role}`;
    let copied = false;
    try {
      await navigator.clipboard.writeText(text);
      copied = true;
    } catch {
      // No clipboard permission: the credentials stay on screen to copy by hand.
    }
    setCreated({ ...registered, copied });
  };

  const columns: DataColumn<User>[] = [
    { key: 'name', label: t('admins.name'), render: (u) => u.name },
    { key: 'email', label: t('admins.email'), render: (u) => u.email },
    {
      key: 'role',
      label: t('admins.role'),
      render: (u) => (
        <Badge color={ROLE_COLORS[u.role]} variant="light">
          {t(`admins.roles.${u.role}`)}
        </Badge>
      ),
    },
  ];

  return (
    <ListScreen
      section="admins"
      title={t('pages.supervisorsAdmins')}
      query={query}
      onAdd={() => setAdding(true)}
      maw={1000}
      columns={columns}
      rowKey={(u) => u.id}
      toolbar={
        created && (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} title={t('admins.created')}
            withCloseButton closeButtonLabel={t('common.close')} onClose={() => setCreated(null)} role="status">
            <Stack gap={2}>
              <Text size="sm">{t('admins.email')}: <Code>{created.email}</Code></Text>
              <Text size="sm">{t('admins.password')}: <Code>{created.password}</Code></Text>
              <Text size="sm">{t('admins.role')}: <Code>{created.role}</Code></Text>
              <Text size="xs" c="dimmed" mt={4}>{t(created.copied ? 'admins.copied' : 'admins.copyByHand')}</Text>
            </Stack>
          </Alert>
        )
      }
    >
      {adding && <RegisterUserModal onClose={() => setAdding(false)} onRegistered={(r) => void handleRegistered(r)} />}
    </ListScreen>
  );
}
