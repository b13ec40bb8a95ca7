import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { ROLES, type Role } from '@common/domain/roles';
import { PageLoader } from '../components/page-loader';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { RedirectIfAuthenticated, RequireRole } from './require-role';

// Every screen is its own chunk: the landing page never downloads the staff application.
const LandingPage = lazy(() => import('../features/landing/landing-page').then((m) => ({ default: m.LandingPage })));
const LoginPage = lazy(() => import('../features/login/login-page').then((m) => ({ default: m.LoginPage })));
const UnauthorizedPage = lazy(() =>
  import('../features/unauthorized/unauthorized-page').then((m) => ({ default: m.UnauthorizedPage })),
);
const AppLayout = lazy(() => import('./layout/app-layout').then((m) => ({ default: m.AppLayout })));
const PlaceholderPage = lazy(() =>
  import('../features/placeholder/placeholder-page').then((m) => ({ default: m.PlaceholderPage })),
);

const FeedsPage = lazy(() => import('../features/feeds/feeds-page').then((m) => ({ default: m.FeedsPage })));

const ADMIN: readonly Role[] = ['admin'];
const SUPERVISOR_OR_ADMIN: readonly Role[] = ['supervisor', 'admin'];
const EMPLOYEE_OR_SUPERVISOR: readonly Role[] = ['employee', 'supervisor'];

function page(element: ReactNode): ReactNode {
  return <Suspense fallback={<PageLoader fullHeight />}>{element}</Suspense>;
}

// Screens that later issues replace with their own feature pages (path -> i18n title key).
function placeholders(entries: Record<string, string>): RouteObject[] {
  return Object.entries(entries).map(([path, titleKey]) => ({
    path,
    element: <PlaceholderPage titleKey={titleKey} />,
  }));
}

/** The route table of spec 2.1, exported so tests can mount it in a memory router. */
export const routes: RouteObject[] = [
  { path: '/', element: <RedirectIfAuthenticated>{page(<LandingPage />)}</RedirectIfAuthenticated> },
  { path: '/login', element: page(<LoginPage />) },
  { path: '/unauthorized', element: page(<UnauthorizedPage />) },
  {
    element: <RequireRole roles={ROLES} />,
    children: [
      {
        element: page(<AppLayout />),
        children: [
          {
            element: <RequireRole roles={ADMIN} />,
            children: [{ path: '/airbnb', element: page(<FeedsPage />) }, ...placeholders({
              '/dashboard': 'pages.dashboard',
              '/clients': 'pages.clients',
              '/import-properties': 'pages.importProperties',
              '/staff': 'pages.staff',
              '/assign': 'pages.assign',
              '/cleaning-events': 'pages.cleaningEvents',
              '/history-events': 'pages.historyEvents',
              '/reports': 'pages.reports',
              '/supervisors-admins': 'pages.supervisorsAdmins',
            })],
          },
          {
            element: <RequireRole roles={SUPERVISOR_OR_ADMIN} />,
            children: placeholders({
              '/supervisor-path': 'pages.supervisorPath',
              '/propertys': 'pages.properties',
            }),
          },
          {
            element: <RequireRole roles={EMPLOYEE_OR_SUPERVISOR} />,
            children: placeholders({
              '/cleaning-events-employee': 'pages.cleaningEventsEmployee',
              '/home-employee': 'pages.homeEmployee',
            }),
          },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
];

/** Renders the screen for the current URL; a failing screen is contained until the next URL. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  return <RouteErrorBoundary resetKey={pathname}>{element}</RouteErrorBoundary>;
}
