import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconCheck, IconPencil, IconTrash, IconUserShare, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CleaningEvent } from '@common/contracts/events';
import type { EventAdminTools } from '../lib/event-admin-tools';
import { ApiError } from '../lib/api-error';
import { errorText } from '../lib/error-text';
import { EventEditForm } from './event-edit-form';
import { ErrorAlert } from './error-alert';

/** The admin's view of the event details: the tabs, or one of Edit, Reassign and Delete. */
export type AdminMode = 'view' | 'edit' | 'reassign' | 'delete' | 'dismiss';

const UNASSIGNED = 'none';

/** What a feed left on the event, with the admin's answers: acknowledge a change, confirm or dismiss. */
function FeedMarkButtons({
  event,
  tools,
  onMode,
}: {
  event: CleaningEvent;
  tools: EventAdminTools;
  onMode: (mode: AdminMode) => void;
}) {
  const { t } = useTranslation();
  const { busy, failure, run } = useRun('eventAdmin.markFailed');
  if (!event.feed_change && !event.unconfirmed) return null;
  return (
    <Stack gap={6} p="xs" bg="grape.0" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
      <Text size="sm">{t(event.unconfirmed ? 'eventAdmin.unconfirmedText' : 'eventAdmin.changedText')}</Text>
      <ErrorAlert message={failure} />
      <Group gap="xs" wrap="wrap">
        {event.feed_change && (
          <Button
            size="xs"
            leftSection={<IconCheck size={14} />}
            loading={busy}
            onClick={() => void run(() => tools.feedMark('acknowledge'))}
          >
            {t('eventAdmin.acknowledge')}
          </Button>
        )}
        {event.unconfirmed && (
          <>
            <Button
              size="xs"
              leftSection={<IconCheck size={14} />}
              loading={busy}
              onClick={() => void run(() => tools.feedMark('confirm'))}
            >
              {t('eventAdmin.confirm')}
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconX size={14} />}
              disabled={busy}
              onClick={() => onMode('dismiss')}
            >
              {t('eventAdmin.dismiss')}
            </Button>
          </>
        )}
      </Group>
    </Stack>
  );
}

/** The feed's mark (if any), then Edit, Reassign and Delete, above the tabs. */
export function EventAdminButtons({
  event,
  tools,
  onMode,
}: {
  event: CleaningEvent;
  tools: EventAdminTools;
  onMode: (mode: AdminMode) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FeedMarkButtons event={event} tools={tools} onMode={onMode} />
      <Group gap="xs" wrap="wrap">
        <Button size="xs" variant="light" leftSection={<IconPencil size={14} />} onClick={() => onMode('edit')}>
          {t('eventAdmin.edit')}
        </Button>
        <Button size="xs" variant="light" leftSection={<IconUserShare size={14} />} onClick={() => onMode('reassign')}>
          {t('eventAdmin.reassign')}
        </Button>
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconTrash size={14} />}
          onClick={() => onMode('delete')}
        >
          {t('eventAdmin.delete')}
        </Button>
      </Group>
    </>
  );
}

/** Runs one change, keeping its busy state and readable failure for the form that asked. */
function useRun(fallbackKey: string) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (change: () => Promise<unknown>) => {
    setBusy(true);
    setFailure(null);
    try {
      await change();
    } catch (cause) {
      setFailure(errorText(cause, t(fallbackKey)));
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, run };
}

type PanelProps = {
  event: CleaningEvent;
  tools: EventAdminTools;
  mode: Exclude<AdminMode, 'view'>;
  onDone: () => void;
};

/** The form of the chosen admin action; `onDone` goes back to the tabs (after a success or on Cancel). */
export function EventAdminPanel({ event, tools, mode, onDone }: PanelProps) {
  if (mode === 'edit')
    return (
      <EventEditForm
        event={event}
        properties={tools.properties}
        onCancel={onDone}
        onSave={async (input) => tools.save(input).then(onDone)}
      />
    );
  if (mode === 'reassign') return <ReassignForm event={event} tools={tools} onDone={onDone} />;
  if (mode === 'dismiss')
    return <ConfirmForm event={event} onDone={onDone} kind="dismiss" change={() => tools.feedMark('dismiss')} />;
  return <ConfirmForm event={event} onDone={onDone} kind="delete" change={tools.remove} />;
}

function ReassignForm({ event, tools, onDone }: Omit<PanelProps, 'mode'>) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<string>(
    event.assignedEmployeeId ? String(event.assignedEmployeeId) : UNASSIGNED,
  );
  // The server's sentence when the cleaning was already started: the admin confirms before it is handed over.
  const [started, setStarted] = useState<string | null>(null);
  const { busy, failure, run } = useRun('eventAdmin.reassignFailed');
  const options = [{ value: UNASSIGNED, label: t('eventAdmin.nobody') }, ...tools.housekeepers];
  const save = (confirmStarted: boolean) =>
    run(async () => {
      try {
        await tools.reassign(choice === UNASSIGNED ? null : Number(choice), confirmStarted);
      } catch (cause) {
        if (!confirmStarted && cause instanceof ApiError && cause.code === 'confirm_started') {
          setStarted(cause.message);
          return;
        }
        throw cause;
      }
      onDone();
    });
  if (started !== null)
    return (
      <Stack gap="sm">
        <Text fw={600}>{t('capacity.startedTitle')}</Text>
        <Text size="sm" data-testid="reassign-started">
          {started}
        </Text>
        <ErrorAlert message={failure} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={busy}>
            {t('eventAdmin.cancel')}
          </Button>
          <Button color="orange" onClick={() => void save(true)} loading={busy}>
            {t('capacity.reassignFresh')}
          </Button>
        </Group>
      </Stack>
    );
  return (
    <Stack gap="sm">
      <ErrorAlert message={failure} />
      <Select
        label={t('eventAdmin.housekeeper')}
        data={options}
        value={choice}
        onChange={(v) => setChoice(v ?? UNASSIGNED)}
        searchable
        allowDeselect={false}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone} disabled={busy}>
          {t('eventAdmin.cancel')}
        </Button>
        <Button onClick={() => void save(false)} loading={busy}>
          {t('eventAdmin.save')}
        </Button>
      </Group>
    </Stack>
  );
}

type ConfirmProps = {
  event: CleaningEvent;
  kind: 'delete' | 'dismiss';
  change: () => Promise<unknown>;
  onDone: () => void;
};

/** "Are you sure?" before deleting an event or dismissing an unconfirmed one; the failure says why. */
function ConfirmForm({ event, kind, change, onDone }: ConfirmProps) {
  const { t } = useTranslation();
  const { busy, failure, run } = useRun(`eventAdmin.${kind}Failed`);
  return (
    <Stack gap="sm">
      <Text fw={600}>{t(`eventAdmin.${kind}Title`)}</Text>
      <Text size="sm">{t(`eventAdmin.${kind}Text`, { name: event.event_summary, house: event.house.name })}</Text>
      <ErrorAlert message={failure} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone} disabled={busy}>
          {t('eventAdmin.cancel')}
        </Button>
        <Button color="red" onClick={() => void run(change)} loading={busy}>
          {t(`eventAdmin.${kind}Confirm`)}
        </Button>
      </Group>
    </Stack>
  );
}
