import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { rolesThatMay } from '@common/domain/policy';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { STAFF_ACCOUNT_ROLES } from '@common/domain/roles';
import { PageLoader } from '../components/page-loader';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { loadAppTranslations } from '../lib/i18n';
import { preloadable } from './preloadable';
import { RedirectIfAuthenticated, RequireRole } from './require-role';

/**
 * A screen downloaded together with the data layer (react-query, not in the landing page's bundle)
 * and drawn inside it; the staff app's screens are inside AppLayout, so they have it too.
 */
function withData(load: () => Promise<ComponentType>) {
  return preloadable(async () => {
    const [{ WithData }, Screen] = await Promise.all([import('../lib/data-layer'), load()]);
    return function ScreenWithData() {
      return (
        <WithData>
          <Screen />
        </WithData>
      );
    };
  });
}

// Every screen is its own chunk: the landing page never downloads the staff application.
const LandingPage = lazy(() => import('../features/landing/landing-page').then((m) => ({ default: m.LandingPage })));
// Sign-in, and the forgotten-password pages in a chunk of their own (their forms build zod's
// schemas, which the sign-in page loads only when used); their strings come with the staff app's.
const LoginPage = withData(() =>
  Promise.all([import('../features/login/login-page'), loadAppTranslations()]).then(([m]) => m.LoginPage),
);
const passwordResetPages = () =>
  Promise.all([import('../features/login/password-reset-pages'), loadAppTranslations()]).then(([m]) => m);
const ForgotPasswordPage = withData(() => passwordResetPages().then((m) => m.ForgotPasswordPage));
const ResetPasswordPage = withData(() => passwordResetPages().then((m) => m.ResetPasswordPage));
// The owners' portal, with the data layer and the app's strings, but not the staff layout (decision 0039). Its
// Account tab's password card (the settings screen's chunk) downloads when that tab opens, not before the month
// (docs/decisions/0044-the-portals-first-start.md).
const PasswordSection = lazy(() =>
  import('../features/settings/settings-page').then((m) => ({ default: m.PasswordSection })),
);
const PortalPage = withData(() =>
  Promise.all([import('../features/portal/portal-page'), loadAppTranslations()]).then(
    ([portal]) =>
      function OwnersPortal() {
        return (
          <portal.PortalPage
            account={
              <Suspense fallback={<PageLoader />}>
                <PasswordSection />
              </Suspense>
            }
          />
        );
      },
  ),
);
// A first admin's generated password is replaced here before any other screen (decision 0029).
const ForcedPasswordPage = withData(() =>
  Promise.all([import('../features/settings/forced-password-page'), loadAppTranslations()]).then(
    ([m]) => m.ForcedPasswordPage,
  ),
);
const SettingsPage = lazy(() =>
  import('../features/settings/settings-page').then((m) => ({ default: m.SettingsPage })),
);
const UnauthorizedPage = lazy(() =>
  import('../features/unauthorized/unauthorized-page').then((m) => ({ default: m.UnauthorizedPage })),
);
const AppLayout = withData(() =>
  Promise.all([import('./layout/app-layout'), loadAppTranslations()]).then(async ([m]) => {
    await m.preloadSidebar();
    return m.AppLayout;
  }),
);

// The screens a signed-in user most often opens the app on (each role's home, the installed app's
// start page): preloadStaffScreen() downloads them with the staff layout's, not after it.
const EmployeeHomePage = preloadable(() =>
  import('../features/employee-home/employee-home-page').then((m) => m.EmployeeHomePage),
);
const EmployeeEventsPage = preloadable(() =>
  import('../features/employee-events/employee-events-page').then((m) => m.EmployeeEventsPage),
);
const SupervisorReviewPage = preloadable(() =>
  import('../features/supervisor-review/supervisor-review-page').then((m) => m.SupervisorReviewPage),
);
const DashboardPage = preloadable(() => import('../features/dashboard/dashboard-page').then((m) => m.DashboardPage));
const openedFirst: Record<string, { preload: () => Promise<unknown> }> = {
  '/home-employee': EmployeeHomePage,
  '/cleaning-events-employee': EmployeeEventsPage,
  '/supervisor-path': SupervisorReviewPage,
  '/dashboard': DashboardPage,
};

/** How long a preloaded start waits for the housekeeper's saved week to come back from IndexedDB. */
const RESTORE_WAIT_MS = 2000;

/**
 * Downloads the staff layout and, when it is one of the usual first screens, the screen at
 * `pathname`, and puts the housekeeper's saved week back in the data cache. Resolves when all is in
 * (the restore waited for RESTORE_WAIT_MS at most) or failed: the screens then load, and report, as usual.
 */
export async function preloadStaffScreen(pathname: string): Promise<void> {
  // A client's people open the portal: its page, never the staff layout.
  if (pathname === '/portal')
    return PortalPage.preload().then(
      () => undefined,
      (error: unknown) => console.warn('The portal could not be downloaded ahead', error),
    );
  const restore = Promise.all([import('../lib/data-layer'), import('./offline')]).then(([data, offline]) =>
    // A browser whose IndexedDB does not answer must not keep her on the shell: the screen then
    // draws with a loader until the restore ends, as a start without preloading does.
    Promise.race([
      offline.restoreSavedEvents(data.appQueryClient),
      new Promise<void>((resolve) => window.setTimeout(resolve, RESTORE_WAIT_MS)),
    ]),
  );
  await Promise.all([AppLayout.preload(), openedFirst[pathname]?.preload(), restore]).catch((error: unknown) =>
    console.warn('The staff screens could not be downloaded ahead', error),
  );
}
const ImportPropertiesPage = lazy(() =>
  import('../features/import-properties/import-properties-page').then((m) => ({ default: m.ImportPropertiesPage })),
);
const ReportsPage = lazy(() => import('../features/reports/reports-page').then((m) => ({ default: m.ReportsPage })));
const ClientsPage = lazy(() => import('../features/clients/clients-page').then((m) => ({ default: m.ClientsPage })));
const PropertiesPage = lazy(() =>
  import('../features/properties/properties-page').then((m) => ({ default: m.PropertiesPage })),
);
const ChecklistPage = lazy(() =>
  import('../features/checklist/checklist-page').then((m) => ({ default: m.ChecklistPage })),
);
const StaffPage = lazy(() => import('../features/staff/staff-page').then((m) => ({ default: m.StaffPage })));
const AdminsPage = lazy(() => import('../features/admins/admins-page').then((m) => ({ default: m.AdminsPage })));

const ProblemsPage = lazy(() =>
  import('../features/problems/problems-page').then((m) => ({ default: m.ProblemsPage })),
);

const AssignPage = lazy(() => import('../features/assign/assign-page').then((m) => ({ default: m.AssignPage })));
const CompletedEventsPage = lazy(() =>
  import('../features/completed-events/completed-events-page').then((m) => ({ default: m.CompletedEventsPage })),
);
const HistoryEventsPage = lazy(() =>
  import('../features/history-events/history-events-page').then((m) => ({ default: m.HistoryEventsPage })),
);

const RemovedEventsPage = lazy(() =>
  import('../features/removed-events/removed-events-page').then((m) => ({ default: m.RemovedEventsPage })),
);
const PayrollPage = lazy(() => import('../features/payroll/payroll-page').then((m) => ({ default: m.PayrollPage })));
const MyPayPage = lazy(() => import('../features/payroll/payroll-page').then((m) => ({ default: m.MyPayPage })));
const InvoicesPage = lazy(() =>
  import('../features/invoices/invoices-page').then((m) => ({ default: m.InvoicesPage })),
);
const InvoicePage = lazy(() => import('../features/invoices/invoice-page').then((m) => ({ default: m.InvoicePage })));
const FeedsPage = lazy(() => import('../features/feeds/feeds-page').then((m) => ({ default: m.FeedsPage })));

const ADMIN = rolesThatMay('screen.office');
const CLIENT = rolesThatMay('screen.portal');
const SUPERVISOR_OR_ADMIN = rolesThatMay('screen.review');
const EMPLOYEE_OR_SUPERVISOR = rolesThatMay('screen.ownWork');

function page(element: ReactNode): ReactNode {
  return <Suspense fallback={<PageLoader fullHeight />}>{element}</Suspense>;
}

/** The route table, exported so tests can mount it in a memory router. */
export const routes: RouteObject[] = [
  { path: '/', element: <RedirectIfAuthenticated>{page(<LandingPage />)}</RedirectIfAuthenticated> },
  { path: '/login', element: page(<LoginPage />) },
  { path: '/forgot-password', element: page(<ForgotPasswordPage />) },
  { path: '/reset-password', element: page(<ResetPasswordPage />) },
  { path: '/unauthorized', element: page(<UnauthorizedPage />) },
  { path: '/change-password', element: page(<ForcedPasswordPage />) },
  {
    element: <RequireRole roles={STAFF_ACCOUNT_ROLES} />,
    children: [
      {
        element: page(<AppLayout />),
        children: [
          { path: '/settings', element: page(<SettingsPage />) },
          {
            element: <RequireRole roles={ADMIN} />,
            children: [
              { path: '/import-properties', element: page(<ImportPropertiesPage />) },
              { path: '/reports', element: page(<ReportsPage />) },
              { path: '/clients', element: <ClientsPage /> },
              { path: '/checklist', element: page(<ChecklistPage />) },
              { path: '/staff', element: <StaffPage /> },
              { path: '/supervisors-admins', element: <AdminsPage /> },
              { path: '/dashboard', element: <DashboardPage /> },
              { path: '/assign', element: <AssignPage /> },
              { path: '/cleaning-events', element: <CompletedEventsPage /> },
              { path: '/history-events', element: <HistoryEventsPage /> },
              { path: '/removed-events', element: page(<RemovedEventsPage />) },
              { path: '/airbnb', element: page(<FeedsPage />) },
              { path: '/payroll', element: page(<PayrollPage />) },
              { path: '/invoices', element: page(<InvoicesPage />) },
              { path: '/invoices/:id', element: page(<InvoicePage />) },
            ],
          },
          {
            element: <RequireRole roles={SUPERVISOR_OR_ADMIN} />,
            children: [
              { path: '/supervisor-path', element: <SupervisorReviewPage /> },
              { path: '/problems', element: <ProblemsPage /> },
              { path: '/propertys', element: <PropertiesPage /> },
            ],
          },
          {
            element: <RequireRole roles={EMPLOYEE_OR_SUPERVISOR} />,
            children: [
              { path: '/cleaning-events-employee', element: <EmployeeEventsPage /> },
              { path: '/home-employee', element: <EmployeeHomePage /> },
              { path: '/my-pay', element: page(<MyPayPage />) },
            ],
          },
        ],
      },
    ],
  },
  // A client's people: the owners' portal, its own page without the staff menu (decision 0039).
  {
    element: <RequireRole roles={CLIENT} />,
    children: [{ path: '/portal', element: page(<PortalPage />) }],
  },
  { path: '*', element: <Navigate to="/" replace /> },
];

/** Renders the screen for the current URL; a failing screen is contained until the next URL. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  return <RouteErrorBoundary resetKey={pathname}>{element}</RouteErrorBoundary>;
}
