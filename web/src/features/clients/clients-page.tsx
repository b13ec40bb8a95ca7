import { Badge, Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Client } from '@common/contracts/clients';
import { ConfirmModal } from '../../components/confirm-modal';
import { DataList, type DataColumn } from '../../components/data-list';
import { ListState } from '../../components/list-state';
import { PageHeader } from '../../components/page-header';
import { errorText } from '../../lib/error-text';
import { clientsQuery, useActivateClient, useDeleteClient } from './api';
import { ClientActions } from './client-actions';
import { ClientFormModal } from './client-form-modal';

type Editing = { client?: Client } | null;

/** /clients (spec 2.7): the client list with register, edit, delete (inactive) and activate. */
export function ClientsPage() {
  const { t } = useTranslation();
  const query = useQuery(clientsQuery());
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Client | null>(null);
  const deleteMutation = useDeleteClient();
  const activateMutation = useActivateClient();

  const fail = (message: string) => notifications.show({ color: 'red', message, autoClose: 6000 });

  const handleDelete = () => {
    if (!deleting) return;
    // The row turns inactive at once; the dialog closes and a failure puts it back with a message.
    deleteMutation.mutate(deleting.id, { onError: (error) => fail(errorText(error, t('clients.deleteError'))) });
    setDeleting(null);
  };

  const handleActivate = (client: Client) =>
    activateMutation.mutate(client.id, { onError: (error) => fail(errorText(error, t('clients.activateError'))) });

  const columns: DataColumn<Client>[] = [
    { key: 'name', label: t('clients.name'), render: (c) => c.name },
    { key: 'email', label: t('clients.email'), render: (c) => c.email || '—' },
    { key: 'phone', label: t('clients.phone'), render: (c) => c.phone || '—' },
    {
      key: 'active',
      label: t('clients.active'),
      render: (c) => (
        <Badge color={c.active_status ? 'teal' : 'gray'} variant="light">
          {t(c.active_status ? 'clients.yes' : 'clients.no')}
        </Badge>
      ),
    },
  ];

  const clients = query.data ?? [];
  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader title={t('pages.clients')}>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({})}>
          {t('clients.add')}
        </Button>
      </PageHeader>
      <ListState
        isPending={query.isPending}
        error={query.isError ? errorText(query.error, t('clients.loadError')) : null}
        isEmpty={clients.length === 0}
        emptyText={t('clients.empty')}
      />
      {clients.length > 0 && (
        <DataList
          label={t('pages.clients')}
          rows={clients}
          columns={columns}
          rowKey={(c) => c.id}
          actionsLabel={t('clients.actions')}
          actions={(c) => (
            <ClientActions client={c} onEdit={() => setEditing({ client: c })} onDelete={() => setDeleting(c)} onActivate={() => handleActivate(c)} />
          )}
        />
      )}
      {editing && <ClientFormModal client={editing.client} onClose={() => setEditing(null)} />}
      <ConfirmModal
        opened={deleting !== null}
        title={t('clients.deleteTitle')}
        confirmLabel={t('clients.delete')}
        cancelLabel={t('clients.cancel')}
        onConfirm={handleDelete}
        onClose={() => setDeleting(null)}
      >
        {t('clients.deleteText', { name: deleting?.name ?? '' })}
      </ConfirmModal>
    </Stack>
  );
}
