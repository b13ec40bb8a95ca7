import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { homePathForRole } from '@common/domain/roles';
import { AuthFrame } from '../../components/auth-frame';
import { getRole, isAuthenticated } from '../../lib/session';
import { LoginForm } from './login-form';

/** The login screen; a signed-in visitor goes straight to their home screen. */
export function LoginPage() {
  const { t } = useTranslation();
  if (isAuthenticated()) return <Navigate to={homePathForRole(getRole())} replace />;
  return (
    <AuthFrame title={t('login.title')} description={t('login.subtitle')}>
      <LoginForm />
    </AuthFrame>
  );
}
