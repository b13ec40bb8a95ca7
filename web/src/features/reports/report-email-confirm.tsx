import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ReportHistoryItem } from '@common/contracts/reports';
import { useFormat } from '../../lib/format';
import { clientsQuery } from '../../lib/resources/clients';

interface ReportEmailConfirmProps {
  /** The report about to be mailed; null while the dialog is closed. */
  report: ReportHistoryItem | null;
  onConfirm: (report: ReportHistoryItem) => void;
  onClose: () => void;
}

/** Before a report is mailed, who it goes to (the client's address), to confirm; a client without one is told so. */
export function ReportEmailConfirm({ report, onConfirm, onClose }: ReportEmailConfirmProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const clients = useQuery({ ...clientsQuery(), enabled: report !== null });
  const client = report ? clients.data?.find((c) => c.id === report.client.id) : undefined;
  const to = client?.email;
  const names = report && {
    client: report.client.name,
    start: format.dateOrDash(report.start_date),
    end: format.dateOrDash(report.end_date),
  };
  return (
    <Modal
      opened={report !== null}
      onClose={onClose}
      title={t('reports.emailTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="md">
        {names && client && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {to ? t('reports.emailTo', { ...names, to }) : t('reports.emailNoAddress', names)}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('reports.cancel')}
          </Button>
          <Button color="teal" disabled={!to} onClick={() => report && onConfirm(report)}>
            {t('reports.emailSend')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
