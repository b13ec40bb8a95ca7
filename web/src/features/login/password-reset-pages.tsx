// The two signed-out pages of a forgotten password, one chunk: asking for the link, and using it.
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck, IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { passwordField, passwordResetRequestInput, type PasswordResetRequestInput } from '@common/contracts/auth';
import { AuthFrame } from '../../components/auth-frame';
import { ErrorAlert } from '../../components/error-alert';
import { NewPasswordInput } from '../../components/new-password-input';
import { ApiError } from '../../lib/api-error';
import { errorText } from '../../lib/error-text';
import { useSchemaForm } from '../../lib/form';
import { translateValidation } from '../../lib/i18n';
import { useConfirmPasswordReset, useRequestPasswordReset } from '../../lib/resources/auth';

/** /forgot-password: asks for a reset link by e-mail; the answer never tells whether the address has an account. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const mutation = useRequestPasswordReset();
  const form = useSchemaForm<PasswordResetRequestInput>(passwordResetRequestInput, { email: '' });
  const handleSubmit = form.onSubmit((values) => mutation.mutate(passwordResetRequestInput.parse(values)));

  return (
    <AuthFrame title={t('passwordReset.forgotTitle')} description={t('passwordReset.forgotText')}>
      {mutation.isSuccess ? (
        <Stack gap="md">
          <Alert color="teal" variant="light" icon={<IconMailCheck size={18} />} role="status">
            {t('passwordReset.sent', { email: mutation.variables.email })}
          </Alert>
          <Anchor component={Link} to="/login" size="sm">
            {t('passwordReset.toLogin')}
          </Anchor>
        </Stack>
      ) : (
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="md">
            <ErrorAlert message={mutation.isError ? errorText(mutation.error, t('passwordReset.sendError')) : null} />
            <TextInput
              label={t('login.email')}
              required
              size="md"
              type="email"
              autoComplete="username"
              key={form.key('email')}
              {...form.getInputProps('email')}
              error={translateValidation(form.errors.email)}
            />
            <Button type="submit" size="md" loading={mutation.isPending}>
              {t('passwordReset.sendLink')}
            </Button>
            <Text size="sm" ta="center">
              <Anchor component={Link} to="/login">
                {t('passwordReset.toLogin')}
              </Anchor>
            </Text>
          </Stack>
        </form>
      )}
    </AuthFrame>
  );
}

/** /reset-password?token=...: the page a reset e-mail links to; sets the new password once. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const mutation = useConfirmPasswordReset();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const badLink =
    token === '' || (mutation.error instanceof ApiError && mutation.error.errors.some((e) => e.field === 'token'));
  const refusal =
    mutation.error instanceof ApiError
      ? mutation.error.errors.find((e) => e.field === 'new_password')?.message
      : undefined;

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = passwordField.safeParse(password);
    setError(checked.success ? undefined : checked.error.issues[0]?.message);
    if (checked.success) mutation.mutate({ token, new_password: password });
  };

  const askAgain = (
    <Anchor component={Link} to="/forgot-password" size="sm">
      {t('passwordReset.askAgain')}
    </Anchor>
  );

  return (
    <AuthFrame title={t('passwordReset.resetTitle')} description={t('passwordReset.resetText')}>
      {mutation.isSuccess ? (
        <Stack gap="md">
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} role="status">
            {t('passwordReset.resetDone')}
          </Alert>
          <Button component={Link} to="/login" size="md">
            {t('passwordReset.toLogin')}
          </Button>
        </Stack>
      ) : badLink ? (
        <Stack gap="md">
          <ErrorAlert message={t('passwordReset.badLink')} />
          {askAgain}
        </Stack>
      ) : (
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="md">
            <ErrorAlert
              message={mutation.isError && !refusal ? errorText(mutation.error, t('passwordReset.resetError')) : null}
            />
            <NewPasswordInput
              section="passwordReset"
              value={password}
              onChange={setPassword}
              error={error ?? refusal}
            />
            <Button type="submit" size="md" loading={mutation.isPending}>
              {t('passwordReset.setPassword')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthFrame>
  );
}
