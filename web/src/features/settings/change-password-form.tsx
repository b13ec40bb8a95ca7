import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { changePasswordInput, type ChangePasswordInput } from '@common/contracts/auth';
import { ErrorAlert } from '../../components/error-alert';
import { NewPasswordInput } from '../../components/new-password-input';
import { ApiError } from '../../lib/api-error';
import { errorText } from '../../lib/error-text';
import { getUserId } from '../../lib/session';
import { useChangeOwnPassword } from '../../lib/resources/users';

const schema = changePasswordInput.required({ old_password: true });

/**
 * One's own password, proved with the current one (live policy check on the new one): Settings, and the
 * change a first admin with a generated password makes before anything else.
 */
export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation();
  const mutation = useChangeOwnPassword();
  const form = useForm<ChangePasswordInput>({
    mode: 'controlled',
    initialValues: { old_password: '', new_password: '' },
    validate: zod4Resolver(schema),
  });
  const serverField = (name: string) =>
    mutation.error instanceof ApiError ? mutation.error.errors.find((e) => e.field === name)?.message : undefined;

  const handleSubmit = form.onSubmit((values) => {
    const id = getUserId();
    if (id === null) return;
    mutation.mutate(
      { id, input: schema.parse(values) },
      {
        onSuccess: () => {
          form.reset();
          onChanged();
        },
      },
    );
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <PasswordInput
          label={t('settings.oldPassword')}
          required
          autoComplete="current-password"
          {...form.getInputProps('old_password')}
          error={
            form.errors.old_password
              ? t('settings.oldPasswordRequired')
              : serverField('old_password') && t('settings.oldPasswordWrong')
          }
        />
        <NewPasswordInput
          section="settings"
          value={form.values.new_password}
          onChange={(value) => form.setFieldValue('new_password', value)}
          error={form.errors.new_password ?? serverField('new_password')}
        />
        <ErrorAlert
          message={
            mutation.isError && !serverField('old_password') && !serverField('new_password')
              ? errorText(mutation.error, t('settings.changeError'))
              : null
          }
        />
        <Button type="submit" loading={mutation.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('settings.changePassword')}
        </Button>
      </Stack>
    </form>
  );
}
