import { Alert, Badge, Button, Divider, Group, Loader, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconWifiOff } from '@tabler/icons-react';
import { onlineManager, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimeOff } from '@common/contracts/capacity';
import { ErrorAlert } from '../../components/error-alert';
import { useFormat } from '../../lib/format';
import { meQuery } from '../../lib/resources/auth';
import { timeOffQuery, useDeleteTimeOff } from '../../lib/resources/time-off';
import { useCloseOnBack } from '../../lib/use-close-on-back';
import { TimeOffForm } from './time-off-form';

const subscribeOnline = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/**
 * "Ask for time off" from her home (decision 0035): the request form and her requests with their
 * status, Cancel on those still requested. Downloaded when first opened; online only.
 */
export function TimeOffModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  useCloseOnBack(true, onClose);
  const online = useSyncExternalStore(subscribeOnline, isOnline, isOnline);
  const me = useQuery(meQuery());
  const employeeId = me.data?.employee_id ?? null;
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('myTimeOff.title')}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="md">
        {!online && (
          <Alert color="orange" variant="light" icon={<IconWifiOff size={18} />} data-testid="time-off-offline">
            {t('myTimeOff.offline')}
          </Alert>
        )}
        {me.isPending ? (
          online && <Loader size="sm" aria-label={t('myTimeOff.title')} />
        ) : me.error ? (
          <ErrorAlert message={t('myTimeOff.loadError', { message: me.error.message })} />
        ) : employeeId === null ? (
          <Text size="sm">{t('myTimeOff.noStaffRecord')}</Text>
        ) : (
          <>
            <TimeOffForm employeeId={employeeId} disabled={!online} />
            <Divider />
            <MyRequests employeeId={employeeId} online={online} />
          </>
        )}
      </Stack>
    </Modal>
  );
}

function MyRequests({ employeeId, online }: { employeeId: number; online: boolean }) {
  const { t } = useTranslation();
  const list = useQuery(timeOffQuery(employeeId));
  return (
    <Stack gap="xs" component="section" aria-labelledby="time-off-mine">
      <Title order={3} size="h5" id="time-off-mine">
        {t('myTimeOff.mine')}
      </Title>
      {list.error && <ErrorAlert message={t('myTimeOff.loadError', { message: list.error.message })} />}
      {list.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('myTimeOff.none')}
        </Text>
      )}
      {list.data?.map((item) => (
        <Request key={item.id} item={item} online={online} />
      ))}
    </Stack>
  );
}

function Request({ item, online }: { item: TimeOff; online: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const cancel = useDeleteTimeOff();
  const range = t('myTimeOff.range', { start: format.date(item.start_date), end: format.date(item.end_date) });
  const handleCancel = () =>
    cancel.mutate(
      { employeeId: item.employee_id, id: item.id },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t('myTimeOff.cancelled') }),
        onError: (error) =>
          notifications.show({ color: 'red', message: t('myTimeOff.cancelFailed', { message: error.message }) }),
      },
    );
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={range}>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text fw={600} size="sm">
            {range}
          </Text>
          <Badge
            color={item.status === 'approved' ? 'teal' : 'yellow'}
            variant="light"
            tt="none"
            style={{ flexShrink: 0 }}
          >
            {t(`myTimeOff.status.${item.status}`)}
          </Badge>
        </Group>
        {item.note && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {item.note}
          </Text>
        )}
        {item.assigned_cleanings.length > 0 && (
          <Text size="sm" c="orange">
            {t('myTimeOff.cleanings', { count: item.assigned_cleanings.length })}
          </Text>
        )}
        {item.status === 'requested' && (
          <Button
            variant="subtle"
            color="red"
            size="sm"
            h={44}
            onClick={handleCancel}
            loading={cancel.isPending}
            disabled={!online}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('myTimeOff.cancel')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
