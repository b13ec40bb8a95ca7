import { Checkbox } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Employee } from '@common/contracts/staff';
import type { DataColumn } from '../../components/data-list';
import { DeleteConfirm } from '../../components/delete-confirm';
import { ListScreen, useRowDialogs } from '../../components/list-screen';
import { RowButton } from '../../components/row-button';
import { staffQuery, useDeleteEmployee } from '../../lib/resources/staff';
import { EmployeeFormModal } from './employee-form-modal';

/** /staff (spec 2.10): housekeepers and supervisors with register, edit and delete. */
export function StaffPage() {
  const { t } = useTranslation();
  const query = useQuery(staffQuery());
  const dialogs = useRowDialogs<Employee>();
  const deleteMutation = useDeleteEmployee();

  const handleDelete = () => {
    const { deleting } = dialogs;
    if (!deleting) return;
    deleteMutation.mutate(deleting.id, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('staff.deleted', { name: deleting.name }) });
        dialogs.closeDelete();
      },
    });
  };
  const closeDelete = () => {
    deleteMutation.reset();
    dialogs.closeDelete();
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

  const actions = (e: Employee) => (
    <>
      <RowButton kind="edit" label={t('staff.edit')} name={e.name} onClick={() => dialogs.edit(e)} />
      <RowButton kind="delete" label={t('staff.delete')} name={e.name} onClick={() => dialogs.askDelete(e)} />
    </>
  );

  return (
    <ListScreen section="staff" title={t('pages.staff')} query={query} onAdd={() => dialogs.edit()} maw={1100} columns={columns} rowKey={(e) => e.id} actions={actions}>
      {dialogs.editing && <EmployeeFormModal employee={dialogs.editing.row} onClose={dialogs.closeEdit} />}
      <DeleteConfirm
        section="staff"
        name={dialogs.deleting?.name ?? null}
        mutation={deleteMutation}
        onConfirm={handleDelete}
        onClose={closeDelete}
      />
    </ListScreen>
  );
}
