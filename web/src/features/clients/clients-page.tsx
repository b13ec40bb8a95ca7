import { Badge, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Client } from '@common/contracts/clients';
import type { DataColumn } from '../../components/data-list';
import { DeleteConfirm } from '../../components/delete-confirm';
import { ListScreen, useRowDialogs } from '../../components/list-screen';
import { RowButton } from '../../components/row-button';
import { errorText } from '../../lib/error-text';
import { useFormat } from '../../lib/format';
import { clientsQuery } from '../../lib/resources/clients';
import { clientBalancesQuery } from '../../lib/resources/invoices';
import { ClientFormModal } from './client-form-modal';
import { PortalAccessModal } from './portal-access-modal';
import { useActiveToggle } from './use-active-toggle';

/** An e-mail address that may wrap after its @ (and nowhere else). */
function breakableEmail(email: string) {
  const at = email.indexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

/** /clients: the client list with register, edit, delete (inactive) and activate; each client's currency and invoice balance. */
export function ClientsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useQuery(clientsQuery());
  const balances = useQuery(clientBalancesQuery());
  const balanceOf = (c: Client) => balances.data?.find((b) => b.client_id === c.id);
  const dialogs = useRowDialogs<Client>();
  const [access, setAccess] = useState<Client | null>(null);
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
    {
      key: 'name',
      label: t('clients.name'),
      // Its owners' portal under the name: one more row button made the table wider than a laptop's screen.
      render: (c) => (
        <Stack gap={0} align="flex-start">
          <Text size="sm">{c.name}</Text>
          <Button
            variant="subtle"
            size="compact-sm"
            px={0}
            onClick={() => setAccess(c)}
            aria-label={t('portalAccess.buttonOf', { name: c.name })}
          >
            {t('portalAccess.button')}
          </Button>
        </Stack>
      ),
    },
    // An address may break after its @: the table then fits a laptop's width in both languages.
    { key: 'email', label: t('clients.email'), render: (c) => (c.email ? breakableEmail(c.email) : '—') },
    {
      key: 'phone',
      label: t('clients.phone'),
      render: (c) => (c.phone ? <span style={{ whiteSpace: 'nowrap' }}>{format.phone(c.phone)}</span> : '—'),
    },
    { key: 'currency', label: t('clients.currency'), render: (c) => c.currency },
    {
      key: 'balance',
      label: t('clients.balance'),
      render: (c) => {
        const row = balanceOf(c);
        if (!row) return '—';
        return (
          <Stack gap={0}>
            {/* The words after the amount may wrap (the amount's own spaces do not break). */}
            <Text size="sm" c={row.balance > 0 ? 'orange' : undefined}>
              {row.balance > 0
                ? t('clients.owes', { amount: format.money(row.balance, row.currency) })
                : t('clients.noBalance')}
            </Text>
            <Button
              component={Link}
              to={`/invoices?client_id=${c.id}`}
              variant="subtle"
              size="compact-sm"
              px={0}
              style={{ alignSelf: 'flex-start' }}
              aria-label={t('clients.invoicesOf', { name: c.name })}
            >
              {t('clients.invoices')}
            </Button>
          </Stack>
        );
      },
    },
    {
      key: 'active',
      label: t('clients.active'),
      render: (c) => (
        <Badge color={c.active_status ? 'teal' : 'gray'} variant="light" style={{ minWidth: 'max-content' }}>
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
      {access && <PortalAccessModal client={access} onClose={() => setAccess(null)} />}
      <DeleteConfirm
        section="clients"
        name={dialogs.deleting?.name ?? null}
        onConfirm={handleDelete}
        onClose={dialogs.closeDelete}
      />
    </ListScreen>
  );
}
