import { Button, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { timeOffInput, type TimeOffInput } from '@common/contracts/capacity';
import { todayIso } from '@common/domain/dates';
import { ErrorAlert } from '../../components/error-alert';
import { fieldError } from '../../lib/field-error';
import { useSchemaForm } from '../../lib/form';
import { useAddTimeOff } from '../../lib/resources/time-off';

interface TimeOffFormProps {
  employeeId: number;
  /** No connection: the fields and the button wait. */
  disabled: boolean;
}

/** From, to and a note: her request for days off, checked by the schema the server uses. */
export function TimeOffForm({ employeeId, disabled }: TimeOffFormProps) {
  const { t } = useTranslation();
  const today = todayIso();
  const request = useAddTimeOff();
  const form = useSchemaForm<TimeOffInput>(timeOffInput, { start_date: today, end_date: today, note: '' });
  const handleSubmit = form.onSubmit((input) =>
    request.mutate(
      { employeeId, input },
      {
        onSuccess: () => {
          form.reset();
          notifications.show({ color: 'teal', message: t('myTimeOff.sent') });
        },
      },
    ),
  );
  const field = (name: keyof TimeOffInput) => ({
    ...form.getInputProps(name),
    error: fieldError('myTimeOff', form.errors[name]),
    label: t(`myTimeOff.${name === 'start_date' ? 'from' : name === 'end_date' ? 'to' : 'note'}`),
    disabled: disabled || request.isPending,
  });
  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('myTimeOff.ask')}>
      <Stack gap="sm">
        <SimpleGrid cols={2} spacing="sm">
          <TextInput key={form.key('start_date')} type="date" min={today} required {...field('start_date')} />
          <TextInput key={form.key('end_date')} type="date" min={today} required {...field('end_date')} />
        </SimpleGrid>
        <Textarea
          key={form.key('note')}
          autosize
          minRows={2}
          maxRows={4}
          maxLength={500}
          placeholder={t('myTimeOff.notePlaceholder')}
          {...field('note')}
        />
        <ErrorAlert message={request.error && t('myTimeOff.sendFailed', { message: request.error.message })} />
        <Button
          type="submit"
          h={44}
          leftSection={<IconSend size={18} />}
          loading={request.isPending}
          disabled={disabled}
        >
          {t('myTimeOff.send')}
        </Button>
      </Stack>
    </form>
  );
}
