import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { LoginInput } from '@common/contracts/auth';
import { homePathForRole } from '@common/domain/roles';
import { ErrorAlert } from '../../components/error-alert';
import { useDeferredSchemaForm } from '../../lib/deferred-form';
import { useHydrated } from '../../lib/hydration';
import { translateValidation } from '../../lib/i18n';
import { useLogin } from '../../lib/resources/auth';
import { getRole } from '../../lib/session';

/** Email and password, Login and Cancel; redirects by role on success. */
export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mutation = useLogin();
  const form = useDeferredSchemaForm<LoginInput>(
    () => import('@common/contracts/auth').then((contracts) => contracts.loginInput),
    { email: '', password: '' },
  );
  // The prerendered form waits for its handlers: typed text would be lost, a native submit would
  // put the password in the address.
  const live = useHydrated();

  const handleSubmit = form.onSubmit((values) => {
    mutation.mutate(values, {
      onSuccess: () => void navigate(homePathForRole(getRole()), { replace: true }),
    });
  });

  const field = (name: keyof LoginInput) => ({
    label: t(`login.${name}`),
    required: true,
    readOnly: !live,
    size: 'md',
    ...form.getInputProps(name),
    error: translateValidation(form.errors[name]),
  });

  return (
    <form onSubmit={handleSubmit} onFocusCapture={() => void form.preload()} noValidate>
      <Stack gap="md">
        <ErrorAlert message={mutation.isError ? t('login.failed') : null} />
        <TextInput key={form.key('email')} {...field('email')} type="email" autoComplete="username" />
        <PasswordInput key={form.key('password')} {...field('password')} autoComplete="current-password" />
        <Anchor component={Link} to="/forgot-password" size="sm" style={{ alignSelf: 'flex-end' }}>
          {t('login.forgot')}
        </Anchor>
        {/* Each button as wide as its words needs (halves cut "Iniciar sesión" at 375 px); they share
            the row, or take one each when they do not fit on it. */}
        <Group grow preventGrowOverflow={false} mt="xs">
          <Button component={Link} to="/" variant="default" size="md">
            {t('login.cancel')}
          </Button>
          <Button type="submit" size="md" loading={mutation.isPending || !live}>
            {t('login.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
