import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { homePathForRole } from '@common/domain/roles';
import { AuthFrame } from '../../components/auth-frame';
import { forgetThisDevice } from '../../lib/push';
import { getRole, isAuthenticated, logout, mustChangePassword } from '../../lib/session';
import { ChangePasswordForm } from './change-password-form';

/**
 * /change-password: a first admin created with a generated password chooses their own before anything
 * else (decision 0029). Every other signed-in route sends them here until it is changed; then home.
 */
export function ForcedPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  if (!isAuthenticated()) return <Navigate to="/login" replace />;
  if (!mustChangePassword()) return <Navigate to={homePathForRole(getRole())} replace />;

  const signOut = () =>
    void forgetThisDevice()
      .then(() => logout(queryClient))
      .then(() => navigate('/', { replace: true }));
  return (
    <AuthFrame title={t('forcedPassword.title')}>
      <Stack gap="md">
        <Alert color="orange" variant="light" icon={<IconKey size={18} />}>
          {t('forcedPassword.why')}
        </Alert>
        <ChangePasswordForm onChanged={() => navigate(homePathForRole(getRole()), { replace: true })} />
        <Text size="sm" ta="center">
          <Anchor component="button" type="button" onClick={signOut}>
            {t('forcedPassword.signOut')}
          </Anchor>
        </Text>
      </Stack>
    </AuthFrame>
  );
}
