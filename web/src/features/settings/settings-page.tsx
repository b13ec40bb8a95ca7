import { Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { changePasswordInput, type ChangePasswordInput } from '@common/contracts/auth';
import { ErrorAlert } from '../../components/error-alert';
import { LanguageSwitcher } from '../../components/language-switcher';
import { NewPasswordInput } from '../../components/new-password-input';
import { PageHeader } from '../../components/page-header';
import { ApiError } from '../../lib/api-error';
import { errorText } from '../../lib/error-text';
import { getUserId } from '../../lib/session';
import { useRememberLanguage } from '../../lib/resources/auth';
import { useChangeOwnPassword } from '../../lib/resources/users';

const schema = changePasswordInput.required({ old_password: true });

/** /settings, for everyone signed in: their own password (live policy check) and the app's language. */
export function SettingsPage() {
  const { t } = useTranslation();
  const mutation = useChangeOwnPassword();
  const remember = useRememberLanguage();
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
          notifications.show({ color: 'teal', message: t('settings.passwordChanged') });
        },
      },
    );
  });

  return (
    <Stack gap="lg" maw={560}>
      <PageHeader title={t('settings.title')} description={t('settings.description')} />
      <Paper withBorder radius="lg" p="lg">
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('settings.passwordTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('settings.passwordHint')}
            </Text>
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
      </Paper>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('settings.languageTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('settings.languageHint')}
          </Text>
          <LanguageSwitcher size="sm" onChange={(language) => remember.mutate({ language })} />
        </Stack>
      </Paper>
    </Stack>
  );
}
