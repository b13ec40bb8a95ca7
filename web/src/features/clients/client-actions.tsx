import { Button } from '@mantine/core';
import { IconCircleCheck, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Client } from '@common/contracts/clients';

interface ClientActionsProps {
  client: Client;
  onEdit: () => void;
  onDelete: () => void;
  onActivate: () => void;
}

/** Edit always; Delete for an active client, Activate for an inactive one. */
export function ClientActions({ client, onEdit, onDelete, onActivate }: ClientActionsProps) {
  const { t } = useTranslation();
  const named = (action: string) => ({ 'aria-label': `${t(`clients.${action}`)} ${client.name}` });
  return (
    <>
      <Button size="xs" variant="light" leftSection={<IconPencil size={14} />} onClick={onEdit} {...named('edit')}>
        {t('clients.edit')}
      </Button>
      {client.active_status ? (
        <Button size="xs" variant="light" color="red" leftSection={<IconTrash size={14} />} onClick={onDelete} {...named('delete')}>
          {t('clients.delete')}
        </Button>
      ) : (
        <Button size="xs" variant="light" color="teal" leftSection={<IconCircleCheck size={14} />} onClick={onActivate} {...named('activate')}>
          {t('clients.activate')}
        </Button>
      )}
    </>
  );
}
