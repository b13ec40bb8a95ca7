import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { passwordResetRequestInput, type PasswordResetRequestInput } from '@common/contracts/auth';
import { AuthFrame } from '../../components/auth-frame';
import { ErrorAlert } from '../../components/error-alert';
import { errorText } from '../../lib/error-text';
import { useSchemaForm } from '../../lib/form';
import { translateValidation } from '../../lib/i18n';
import { useRequestPasswordReset } from '../../lib/resources/auth';

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
