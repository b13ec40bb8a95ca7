import { Checkbox, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Employee } from '@common/contracts/staff';
import { CredentialsPanel, type Credentials } from '../../components/credentials-panel';
import type { DataColumn } from '../../components/data-list';
import { DeleteConfirm } from '../../components/delete-confirm';
import { ListScreen, useRowDialogs } from '../../components/list-screen';
import { ResetPasswordConfirm } from '../../components/reset-password-confirm';
import { ReactivateConfirm } from '../../components/reactivate-confirm';
import { RowButton } from '../../components/row-button';
import { ReleasePreview } from '../../components/staff-cleanings';
import { useFormat } from '../../lib/format';
import { useDeactivationPreview, useReactivation } from '../../lib/staff-release';
import { staffQuery, useDeleteEmployee, useUpdateEmployee } from '../../lib/resources/staff';
import { useResetPassword } from '../../lib/resources/users';
import { AvailabilityModal } from './availability-modal';
import { EmployeeFormModal } from './employee-form-modal';
import { ScheduleMenu } from './schedule-menu';
import { TimeOffModal } from './time-off-modal';
import { TimeOffRequests } from './time-off-requests';

/**
 * /staff: housekeepers and supervisors; register, edit, reset a password, delete or deactivate,
 * reactivate; a housekeeper's working week and time off, and the time-off requests waiting (decision 0035).
 */
export function StaffPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useQuery(staffQuery());
  const dialogs = useRowDialogs<Employee>();
  const deleteMutation = useDeleteEmployee();
  const update = useUpdateEmployee();
  const reset = useResetPassword();
  const [resetting, setResetting] = useState<Employee | null>(null);
  const [credentials, setCredentials] = useState<Credentials | null>(null);
  const [scheduling, setScheduling] = useState<Employee | null>(null);
  const [timeOff, setTimeOff] = useState<Employee | null>(null);

  const handleDelete = () => {
    const { deleting } = dialogs;
    if (!deleting) return;
    deleteMutation.mutate(deleting.id, {
      onSuccess: ({ outcome, unassigned_events }) => {
        const message = t(outcome === 'removed' ? 'staff.removed' : 'staff.deactivatedWithHistory', {
          name: deleting.name,
          count: unassigned_events,
        });
        notifications.show({ color: 'teal', message });
        dialogs.closeDelete();
      },
    });
  };
  const closeDelete = () => {
    deleteMutation.reset();
    dialogs.closeDelete();
  };
  const handleReset = () => {
    const userId = resetting?.user_id;
    if (!resetting || !userId) return;
    reset.mutate(userId, {
      onSuccess: ({ user, password }) => {
        setCredentials({ name: resetting.name, email: user.email, password, phone: resetting.phone });
        setResetting(null);
      },
    });
  };
  const closeReset = () => {
    reset.reset();
    setResetting(null);
  };
  // Deactivation shows what it releases first; reactivation offers it back (decision 0029).
  const preview = useDeactivationPreview(dialogs.deleting?.user_id ?? null);
  const reactivation = useReactivation<Employee>(
    (e) => e.user_id,
    (e) => update.mutateAsync({ id: e.id, input: { active_status: true } }),
  );

  const columns: DataColumn<Employee>[] = [
    { key: 'name', label: t('staff.name'), render: (e) => e.name },
    { key: 'email', label: t('staff.email'), render: (e) => e.email },
    {
      key: 'phone',
      label: t('staff.phone'),
      render: (e) => (e.phone ? <span style={{ whiteSpace: 'nowrap' }}>{format.phone(e.phone)}</span> : '—'),
    },
    { key: 'role', label: t('staff.role'), render: (e) => (e.role ? t(`staff.roles.${e.role}`) : '—') },
    {
      key: 'active',
      label: t('staff.active'),
      render: (e) => <Checkbox checked={e.active_status} readOnly aria-label={`${t('staff.active')} ${e.name}`} />,
    },
  ];

  // The row's buttons may wrap onto a second line: with Schedule, a housekeeper's four no longer fit beside
  // the columns at 1280 px and the table would scroll inside its box. They line up as the list's own group
  // does (right in the table, left on a phone's card).
  const actions = (e: Employee) => (
    <Group gap={6} style={{ justifyContent: 'inherit' }}>
      <RowButton kind="edit" label={t('staff.edit')} name={e.name} onClick={() => dialogs.edit(e)} />
      {e.role === 'employee' && e.active_status && (
        <ScheduleMenu name={e.name} onWeek={() => setScheduling(e)} onTimeOff={() => setTimeOff(e)} />
      )}
      {e.user_id !== null && e.active_status && (
        <RowButton kind="reset" label={t('accounts.reset')} name={e.name} onClick={() => setResetting(e)} />
      )}
      {e.active_status ? (
        <RowButton kind="delete" label={t('staff.delete')} name={e.name} onClick={() => dialogs.askDelete(e)} />
      ) : (
        <RowButton
          kind="activate"
          label={t('accounts.reactivate')}
          name={e.name}
          onClick={() => reactivation.open(e)}
        />
      )}
    </Group>
  );

  return (
    <ListScreen
      section="staff"
      title={t('pages.staff')}
      query={query}
      onAdd={() => dialogs.edit()}
      maw={1200}
      columns={columns}
      rowKey={(e) => e.id}
      actions={actions}
      toolbar={
        <>
          <TimeOffRequests />
          {credentials && <CredentialsPanel credentials={credentials} onClose={() => setCredentials(null)} />}
        </>
      }
    >
      {scheduling && <AvailabilityModal employee={scheduling} onClose={() => setScheduling(null)} />}
      {timeOff && <TimeOffModal employee={timeOff} onClose={() => setTimeOff(null)} />}
      {dialogs.editing && (
        <EmployeeFormModal employee={dialogs.editing.row} onClose={dialogs.closeEdit} onRegistered={setCredentials} />
      )}
      <DeleteConfirm
        section="staff"
        name={dialogs.deleting?.name ?? null}
        mutation={deleteMutation}
        onConfirm={handleDelete}
        onClose={closeDelete}
        confirmDisabled={preview.loading}
      >
        {dialogs.deleting?.user_id != null && <ReleasePreview cleanings={preview.cleanings} error={preview.error} />}
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
