import { Button, Checkbox, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Employee } from '@common/contracts/staff';
import { ConfirmModal } from '../../components/confirm-modal';
import { DataList, type DataColumn } from '../../components/data-list';
import { ListState } from '../../components/list-state';
import { PageHeader } from '../../components/page-header';
import { errorText } from '../../lib/error-text';
import { staffQuery, useDeleteEmployee } from './api';
import { EmployeeFormModal } from './employee-form-modal';

type Editing = { employee?: Employee } | null;

/** /staff (spec 2.10): housekeepers and supervisors with register, edit and delete. */
export function StaffPage() {
  const { t } = useTranslation();
  const query = useQuery(staffQuery());
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Employee | null>(null);
  const deleteMutation = useDeleteEmployee();

  const handleDelete = () => {
    if (!deleting) return;
    deleteMutation.mutate(deleting.id, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('staff.deleted', { name: deleting.name }) });
        setDeleting(null);
      },
    });
  };
  const closeDelete = () => {
    deleteMutation.reset();
    setDeleting(null);
  };

  const columns: DataColumn<Employee>[] = [
    { key: 'name', label: t('staff.name'), render: (e) => e.name },
    { key: 'email', label: t('staff.email'), render: (e) => e.email },
    { key: 'phone', label: t('staff.phone'), render: (e) => e.phone || '—' },
    { key: 'role', label: t('staff.role'), render: (e) => (e.role ? t(`staff.roles.${e.role}`) : '—') },
    {
      key: 'active',
      label: t('staff.active'),
      render: (e) => <Checkbox checked={e.active_status} readOnly aria-label={`${t('staff.active')} ${e.name}`} />,
    },
  ];
  const named = (action: string, e: Employee) => ({ 'aria-label': `${t(`staff.${action}`)} ${e.name}` });

  const staff = query.data ?? [];
  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader title={t('pages.staff')}>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({})}>
          {t('staff.add')}
        </Button>
      </PageHeader>
      <ListState
        isPending={query.isPending}
        error={query.isError ? errorText(query.error, t('staff.loadError')) : null}
        isEmpty={staff.length === 0}
        emptyText={t('staff.empty')}
      />
      {staff.length > 0 && (
        <DataList
          label={t('pages.staff')}
          rows={staff}
          columns={columns}
          rowKey={(e) => e.id}
          actionsLabel={t('staff.actions')}
          actions={(e) => (
            <>
              <Button size="xs" variant="light" leftSection={<IconPencil size={14} />} onClick={() => setEditing({ employee: e })} {...named('edit', e)}>
                {t('staff.edit')}
              </Button>
              <Button size="xs" variant="light" color="red" leftSection={<IconTrash size={14} />} onClick={() => setDeleting(e)} {...named('delete', e)}>
                {t('staff.delete')}
              </Button>
            </>
          )}
        />
      )}
      {editing && <EmployeeFormModal employee={editing.employee} onClose={() => setEditing(null)} />}
      <ConfirmModal
        opened={deleting !== null}
        title={t('staff.deleteTitle')}
        confirmLabel={t('staff.delete')}
        cancelLabel={t('staff.cancel')}
        busy={deleteMutation.isPending}
        error={deleteMutation.isError ? errorText(deleteMutation.error, t('staff.deleteError')) : null}
        onConfirm={handleDelete}
        onClose={closeDelete}
      >
        {t('staff.deleteText', { name: deleting?.name ?? '' })}
      </ConfirmModal>
    </Stack>
  );
}
