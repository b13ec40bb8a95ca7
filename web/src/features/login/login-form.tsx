import { Alert, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { loginInput, type LoginInput } from '@common/contracts/auth';
import { homePathForRole } from '@common/domain/roles';
import { translateValidation } from '../../lib/i18n';
import { getRole, setToken } from '../../lib/session';
import { useLogin } from './api';

/** Email and password, Login and Cancel (spec 2.4); redirects by role on success. */
export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useLogin();
  const form = useForm<LoginInput>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: zod4Resolver(loginInput),
  });

  const handleSubmit = form.onSubmit((values) => {
    mutation.mutate(values, {
      onSuccess: ({ access_token }) => {
        setToken(access_token);
        queryClient.clear();
        void navigate(homePathForRole(getRole()), { replace: true });
      },
    });
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {mutation.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {t('login.failed')}
          </Alert>
        )}
        <TextInput
          label={t('login.email')}
          type="email"
          autoComplete="username"
          required
          size="md"
          key={form.key('email')}
          {...form.getInputProps('email')}
          error={translateValidation(form.errors.email)}
        />
        <PasswordInput
          label={t('login.password')}
          autoComplete="current-password"
          required
          size="md"
          key={form.key('password')}
          {...form.getInputProps('password')}
          error={translateValidation(form.errors.password)}
        />
        <Group grow mt="xs">
          <Button component={Link} to="/" variant="default" size="md">
            {t('login.cancel')}
          </Button>
          <Button type="submit" size="md" loading={mutation.isPending}>
            {t('login.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
