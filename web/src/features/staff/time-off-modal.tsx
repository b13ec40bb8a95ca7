import { Badge, Button, Divider, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimeOff } from '@common/contracts/capacity';
import type { Employee } from '@common/contracts/staff';
import { DeleteConfirm } from '../../components/delete-confirm';
import { ErrorAlert } from '../../components/error-alert';
import { ListState } from '../../components/list-state';
import { errorText } from '../../lib/error-text';
import { useFormat } from '../../lib/format';
import { timeOffQuery, useApproveTimeOff, useDeleteTimeOff } from '../../lib/resources/time-off';
import { useCloseOnBack } from '../../lib/use-close-on-back';
import { TimeOffForm } from './time-off-form';
import { cleaningsText, periodText } from './time-off-period';

/** One period: its dates, note and status, her cleanings in it, and Approve (when requested) and Delete. */
function PeriodRow({ period, onDelete }: { period: TimeOff; onDelete: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const approve = useApproveTimeOff();
  const dates = periodText(format, period);
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={600} size="sm">
            {dates}
          </Text>
          <Badge color={period.status === 'approved' ? 'teal' : 'yellow'} variant="light">
            {t(`timeOff.status.${period.status}`)}
          </Badge>
        </Group>
        {period.note && (
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {period.note}
          </Text>
        )}
        {period.assigned_cleanings.length > 0 && (
          <Text size="xs" c="orange">
            {t('timeOff.cleaningsIn', {
              count: period.assigned_cleanings.length,
              cleanings: cleaningsText(format, period.assigned_cleanings),
            })}
          </Text>
        )}
        <ErrorAlert message={approve.isError ? errorText(approve.error, t('timeOff.approveError')) : null} />
        <Group gap="xs">
          {period.status === 'requested' && (
            <Button
              size="xs"
              color="teal"
              variant="light"
              loading={approve.isPending}
              onClick={() => approve.mutate({ employeeId: period.employee_id, id: period.id })}
              aria-label={`${t('timeOff.approve')} ${dates}`}
            >
              {t('timeOff.approve')}
            </Button>
          )}
          <Button
            size="xs"
            color="red"
            variant="light"
            onClick={onDelete}
            aria-label={`${t('timeOff.delete')} ${dates}`}
          >
            {t('timeOff.delete')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** A housekeeper's time off: her periods (approve requests, delete) and a form to add one. */
export function TimeOffModal({ employee, onClose }: { employee: Employee; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const isPhone = useMediaQuery('(max-width: 47.99em)');
  const query = useQuery(timeOffQuery(employee.id));
  const remove = useDeleteTimeOff();
  const [deleting, setDeleting] = useState<TimeOff | null>(null);
  useCloseOnBack(deleting === null, onClose);
  const periods = [...(query.data ?? [])].sort((a, b) => a.start_date.localeCompare(b.start_date));

  const closeDelete = () => {
    remove.reset();
    setDeleting(null);
  };
  const handleDelete = () =>
    deleting && remove.mutate({ employeeId: employee.id, id: deleting.id }, { onSuccess: closeDelete });

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('timeOff.title', { name: employee.name })}
      centered
      fullScreen={isPhone}
      radius="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="md">
        <ListState
          isPending={query.isPending}
          error={query.error ? errorText(query.error, t('timeOff.loadError')) : null}
          isEmpty={periods.length === 0}
          emptyText={t('timeOff.empty')}
        />
        {periods.map((period) => (
          <PeriodRow key={period.id} period={period} onDelete={() => setDeleting(period)} />
        ))}
        <Divider />
        <Title order={3} size="h5">
          {t('timeOff.addTitle')}
        </Title>
        <TimeOffForm employee={employee} />
      </Stack>
      <DeleteConfirm
        section="timeOff"
        name={deleting ? periodText(format, deleting) : null}
        mutation={remove}
        onConfirm={handleDelete}
        onClose={closeDelete}
      />
    </Modal>
  );
}
