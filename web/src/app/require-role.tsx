import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { homePathForRole, type Role } from '@common/domain/roles';
import { finishLogout, getRole, isAuthenticated, isLoggingOut, mustChangePassword } from '../lib/session';

/**
 * Route guard: no token -> /login, a generated password still to replace -> /change-password
 * (decision 0029), role missing or not allowed -> /unauthorized.
 */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  if (!isAuthenticated()) return isLoggingOut() ? null : <Navigate to="/login" replace />;
  if (mustChangePassword()) return <Navigate to="/change-password" replace />;
  const role = getRole();
  if (!role || !roles.includes(role)) return <Navigate to="/unauthorized" replace />;
  return <Outlet />;
}

/** Wraps the public landing page: a signed-in user goes straight to their home screen. */
export function RedirectIfAuthenticated({ children }: { children: React.ReactNode }) {
  useEffect(finishLogout, []);
  if (isAuthenticated()) return <Navigate to={homePathForRole(getRole())} replace />;
  return children;
}
