import { Badge } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Client } from '@common/contracts/clients';
import type { DataColumn } from '../../components/data-list';
import { DeleteConfirm } from '../../components/delete-confirm';
import { ListScreen, useRowDialogs } from '../../components/list-screen';
import { RowButton } from '../../components/row-button';
import { errorText } from '../../lib/error-text';
import { useFormat } from '../../lib/format';
import { clientsQuery } from '../../lib/resources/clients';
import { ClientFormModal } from './client-form-modal';
import { useActiveToggle } from './use-active-toggle';

/** /clients (spec 2.7): the client list with register, edit, delete (inactive) and activate. */
export function ClientsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useQuery(clientsQuery());
  const dialogs = useRowDialogs<Client>();
  const deleteMutation = useActiveToggle(false);
  const activateMutation = useActiveToggle(true);

  const fail = (message: string) => notifications.show({ color: 'red', message, autoClose: 6000 });

  const handleDelete = () => {
    if (!dialogs.deleting) return;
    // The row turns inactive at once; the dialog closes and a failure puts it back with a message.
    deleteMutation.mutate(dialogs.deleting.id, {
      onError: (error) => fail(errorText(error, t('clients.deleteError'))),
    });
    dialogs.closeDelete();
  };

  const handleActivate = (client: Client) =>
    activateMutation.mutate(client.id, { onError: (error) => fail(errorText(error, t('clients.activateError'))) });

  const columns: DataColumn<Client>[] = [
    { key: 'name', label: t('clients.name'), render: (c) => c.name },
    { key: 'email', label: t('clients.email'), render: (c) => c.email || '—' },
    {
      key: 'phone',
      label: t('clients.phone'),
      render: (c) => (c.phone ? <span style={{ whiteSpace: 'nowrap' }}>{format.phone(c.phone)}</span> : '—'),
    },
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

  // Edit always; Delete for an active client, Activate for an inactive one.
  const actions = (c: Client) => (
    <>
      <RowButton kind="edit" label={t('clients.edit')} name={c.name} onClick={() => dialogs.edit(c)} />
      {c.active_status ? (
        <RowButton kind="delete" label={t('clients.delete')} name={c.name} onClick={() => dialogs.askDelete(c)} />
      ) : (
        <RowButton kind="activate" label={t('clients.activate')} name={c.name} onClick={() => handleActivate(c)} />
      )}
    </>
  );

  return (
    <ListScreen
      section="clients"
      title={t('pages.clients')}
      query={query}
      onAdd={() => dialogs.edit()}
      maw={1100}
      columns={columns}
      rowKey={(c) => c.id}
      actions={actions}
    >
      {dialogs.editing && <ClientFormModal client={dialogs.editing.row} onClose={dialogs.closeEdit} />}
      <DeleteConfirm
        section="clients"
        name={dialogs.deleting?.name ?? null}
        onConfirm={handleDelete}
        onClose={dialogs.closeDelete}
      />
    </ListScreen>
  );
}
