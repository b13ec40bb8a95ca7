import { Alert, Badge, Button, Code, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@common/contracts/auth';
import { DataList, type DataColumn } from '../../components/data-list';
import { ListState } from '../../components/list-state';
import { PageHeader } from '../../components/page-header';
import { errorText } from '../../lib/error-text';
import { usersQuery } from './api';
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

  const users = query.data ?? [];
  return (
    <Stack gap="lg" maw={1000}>
      <PageHeader title={t('pages.supervisorsAdmins')}>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
          {t('admins.add')}
        </Button>
      </PageHeader>
      {created && (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} title={t('admins.created')}
          withCloseButton closeButtonLabel={t('common.close')} onClose={() => setCreated(null)} role="status">
          <Stack gap={2}>
            <Text size="sm">{t('admins.email')}: <Code>{created.email}</Code></Text>
            <Text size="sm">{t('admins.password')}: <Code>{created.password}</Code></Text>
            <Text size="sm">{t('admins.role')}: <Code>{created.role}</Code></Text>
            <Text size="xs" c="dimmed" mt={4}>{t(created.copied ? 'admins.copied' : 'admins.copyByHand')}</Text>
          </Stack>
        </Alert>
      )}
      <ListState
        isPending={query.isPending}
        error={query.isError ? errorText(query.error, t('admins.loadError')) : null}
        isEmpty={users.length === 0}
        emptyText={t('admins.empty')}
      />
      {users.length > 0 && (
        <DataList label={t('pages.supervisorsAdmins')} rows={users} columns={columns} rowKey={(u) => u.id} />
      )}
      {adding && <RegisterUserModal onClose={() => setAdding(false)} onRegistered={(r) => void handleRegistered(r)} />}
    </Stack>
  );
}
