import { Alert, Button, Group, Modal, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays } from '@common/domain/calendar';
import type { Employee } from '@common/contracts/staff';
import { ErrorAlert } from '../../components/error-alert';
import { TimeField } from '../../components/time-field';
import { errorText } from '../../lib/error-text';
import { capitalizeFirst, useFormat } from '../../lib/format';
import { useUpdateEmployee } from '../../lib/resources/staff';
import { useCloseOnBack } from '../../lib/use-close-on-back';
import { dayProblem, weekRows, weekSlots, type DayRow } from './availability-week';

// A Sunday, to name the weekdays in the reader's language.
const A_SUNDAY = '2026-11-01';

/** One weekday: does she work, and from when to when (one slot; more from the server are kept and listed). */
function DayEditor({ row, onChange }: { row: DayRow; onChange: (row: DayRow) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const name = capitalizeFirst(format.weekday(addDays(A_SUNDAY, row.weekday)));
  const problem = dayProblem(row);
  return (
    <Stack gap={6}>
      <Switch
        label={name}
        checked={row.works}
        onChange={(event) => onChange({ ...row, works: event.currentTarget.checked })}
      />
      {row.works && (
        <SimpleGrid cols={2} spacing="sm">
          <TimeField
            label={t('availability.fromShort')}
            aria-label={t('availability.from', { day: name })}
            value={row.start}
            onChange={(start) => onChange({ ...row, start })}
            error={problem === 'time' && row.start === '' ? t('availability.timeRequired') : undefined}
          />
          <TimeField
            label={t('availability.toShort')}
            aria-label={t('availability.to', { day: name })}
            endOfDay
            value={row.end}
            onChange={(end) => onChange({ ...row, end })}
            error={
              problem === 'order'
                ? t('availability.endAfterStart')
                : problem === 'time' && row.end === ''
                  ? t('availability.timeRequired')
                  : undefined
            }
          />
        </SimpleGrid>
      )}
      {row.works && row.extra.length > 0 && (
        <Text size="xs" c="dimmed">
          {t('availability.extra', { slots: row.extra.map((s) => `${s.start}–${s.end}`).join(', ') })}
        </Text>
      )}
    </Stack>
  );
}

/** A housekeeper's working week (decision 0035): each weekday on or off with its hours; never set means every day 08:00-18:00. */
export function AvailabilityModal({ employee, onClose }: { employee: Employee; onClose: () => void }) {
  const { t } = useTranslation();
  useCloseOnBack(true, onClose);
  const isPhone = useMediaQuery('(max-width: 47.99em)');
  const update = useUpdateEmployee();
  const [rows, setRows] = useState<DayRow[] | null>(employee.availability ? weekRows(employee.availability) : null);
  const invalid = rows?.some((row) => dayProblem(row) !== null) ?? false;

  const save = (availability: ReturnType<typeof weekSlots> | null) =>
    update.mutate({ id: employee.id, input: { availability } }, { onSuccess: onClose });

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('availability.title', { name: employee.name })}
      centered
      fullScreen={isPhone}
      radius="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="md">
        {rows === null ? (
          <Alert color="blue" variant="light" title={t('availability.notSet')}>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('availability.notSetHint')}</Text>
              <Button variant="light" onClick={() => setRows(weekRows(null))}>
                {t('availability.setWeek')}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('availability.hint')}
            </Text>
            {rows.map((row) => (
              <DayEditor
                key={row.weekday}
                row={row}
                onChange={(next) =>
                  setRows((current) => current && current.map((r) => (r.weekday === next.weekday ? next : r)))
                }
              />
            ))}
          </>
        )}
        <ErrorAlert message={update.isError ? errorText(update.error, t('availability.saveError')) : null} />
        <Group justify="space-between" gap="sm">
          {rows !== null && employee.availability !== null ? (
            <Button variant="subtle" color="gray" onClick={() => save(null)} disabled={update.isPending}>
              {t('availability.unset')}
            </Button>
          ) : (
            <span />
          )}
          <Group gap="sm">
            <Button variant="default" onClick={onClose} disabled={update.isPending}>
              {t('availability.cancel')}
            </Button>
            <Button
              onClick={() => rows && save(weekSlots(rows))}
              loading={update.isPending}
              disabled={rows === null || invalid}
            >
              {t('availability.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
