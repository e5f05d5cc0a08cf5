import { DASHBOARD_ROUTE_KEYS, type DashboardRoute } from '@tableside/domain/access';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { BootScreen } from '../components/boot-screen.tsx';
import { STATIC_PUBLIC_PAGES } from '../features/public/public-pages.ts';
import { SUPERADMIN_SECTIONS } from '../features/superadmin/superadmin-nav.ts';
import { useLang } from '../hooks/use-lang.ts';
import { AuthenticatedRedirect } from './guards/authenticated-redirect.tsx';
import { LangPrefix } from './guards/lang-prefix.tsx';
import { LanguageRedirect } from './guards/language-redirect.tsx';
import { PublicOnly } from './guards/public-only.tsx';
import { lazyRoute, withProps } from './lazy-route.ts';

/** Console sections other than Restaurants, whose route also needs the session. */
const CONSOLE_SECTIONS = SUPERADMIN_SECTIONS.flatMap(({ id, path }) =>
  id === 'overview' || id === 'restaurants' ? [] : [{ id, path }],
);

function ToDashboardHome() {
  return <Navigate replace to={`/${useLang()}/dashboard/home`} />;
}
function ToConsoleHome() {
  return <Navigate replace to={`/${useLang()}/superadmin`} />;
}

const notFoundRoute = lazyRoute(
  () => import('./routes/not-found-route.tsx'),
  (m) => m.NotFoundRoute,
);

/** Public pages: their own chunks; they never load the signed-in area's code. */
const publicRoutes: RouteObject[] = [
  {
    index: true,
    lazy: lazyRoute(
      () => import('./routes/landing-route.tsx'),
      (m) => m.LandingRoute,
    ),
  },
  ...STATIC_PUBLIC_PAGES.map((page) => ({
    path: page,
    lazy: lazyRoute(
      () => import('./routes/public-page-route.tsx'),
      (m) => withProps(m.PublicPageRoute, { page }),
    ),
  })),
  {
    path: 'blog/:slug',
    lazy: lazyRoute(
      () => import('./routes/blog-post-route.tsx'),
      (m) => m.BlogPostRoute,
    ),
  },
  {
    path: 'onboarding',
    lazy: lazyRoute(
      () => import('./routes/onboarding-route.tsx'),
      (m) => m.OnboardingRoute,
    ),
  },
  {
    path: 'enterprise-quote',
    lazy: lazyRoute(
      () => import('./routes/enterprise-quote-route.tsx'),
      (m) => m.EnterpriseQuoteRoute,
    ),
  },
  {
    path: 'login',
    lazy: lazyRoute(
      () => import('./routes/login-route.tsx'),
      (m) => m.LoginRoute,
    ),
  },
  {
    // The link of an invitation e-mail: the invitee chooses their password here.
    path: 'set-password',
    lazy: lazyRoute(
      () => import('./routes/set-password-route.tsx'),
      (m) => m.SetPasswordRoute,
    ),
  },
  {
    path: 'forgot-password',
    lazy: lazyRoute(
      () => import('./routes/forgot-password-route.tsx'),
      (m) => m.ForgotPasswordRoute,
    ),
  },
  {
    // The link of a password reset e-mail.
    path: 'reset-password',
    lazy: lazyRoute(
      () => import('./routes/set-password-route.tsx'),
      (m) => m.ResetPasswordRoute,
    ),
  },
];

/** Screens built so far, each its own chunk; the others show their placeholder screen. */
const DASHBOARD_SCREENS: Partial<Record<DashboardRoute, RouteObject['lazy']>> = {
  agent: lazyRoute(
    () => import('./routes/agent-route.tsx'),
    (m) => m.AgentRoute,
  ),
  reviews: lazyRoute(
    () => import('./routes/reviews-route.tsx'),
    (m) => m.ReviewsRoute,
  ),
  home: lazyRoute(
    () => import('./routes/home-route.tsx'),
    (m) => m.HomeRoute,
  ),
  trends: lazyRoute(
    () => import('./routes/trends-route.tsx'),
    (m) => m.TrendsRoute,
  ),
  graphs: lazyRoute(
    () => import('./routes/graphs-route.tsx'),
    (m) => m.GraphsRoute,
  ),
  reports: lazyRoute(
    () => import('./routes/reports-route.tsx'),
    (m) => m.ReportsRoute,
  ),
  alerts: lazyRoute(
    () => import('./routes/alerts-route.tsx'),
    (m) => m.AlertsRoute,
  ),
  administration: lazyRoute(
    () => import('./routes/administration-route.tsx'),
    (m) => m.AdministrationRoute,
  ),
  keywords: lazyRoute(
    () => import('./routes/keywords-route.tsx'),
    (m) => m.KeywordsRoute,
  ),
  menu: lazyRoute(
    () => import('./routes/menu-route.tsx'),
    (m) => m.MenuRoute,
  ),
  staff: lazyRoute(
    () => import('./routes/staff-route.tsx'),
    (m) => m.StaffRoute,
  ),
  'staff/profiles': lazyRoute(
    () => import('./routes/staff-profiles-route.tsx'),
    (m) => m.StaffProfilesRoute,
  ),
  reservations: lazyRoute(
    () => import('./routes/reservations-route.tsx'),
    (m) => m.ReservationsRoute,
  ),
  'socials/posts': lazyRoute(
    () => import('./routes/socials-route.tsx'),
    (m) => m.SocialPostsRoute,
  ),
  'socials/platforms': lazyRoute(
    () => import('./routes/socials-route.tsx'),
    (m) => m.SocialPlatformsRoute,
  ),
};

const dashboardRoutes: RouteObject[] = [
  { index: true, element: <ToDashboardHome /> },
  ...DASHBOARD_ROUTE_KEYS.map((route) => ({
    path: route,
    lazy:
      DASHBOARD_SCREENS[route] ??
      lazyRoute(
        () => import('./routes/dashboard-screen-route.tsx'),
        (m) => withProps(m.DashboardScreenRoute, { route }),
      ),
  })),
  // One staff member's page, under the profiles screen's access rule.
  { path: 'staff/profiles/:memberId', lazy: DASHBOARD_SCREENS['staff/profiles'] },
  { path: '*', element: <ToDashboardHome /> },
];

const superadminRoutes: RouteObject[] = [
  {
    index: true,
    lazy: lazyRoute(
      () => import('./routes/superadmin-screen-route.tsx'),
      (m) => withProps(m.SuperadminScreenRoute, { section: 'overview' }),
    ),
  },
  {
    path: 'restaurants',
    lazy: lazyRoute(
      () => import('./routes/superadmin-restaurants-route.tsx'),
      (m) => m.SuperadminRestaurantsRoute,
    ),
  },
  ...CONSOLE_SECTIONS.map(({ id, path }) => ({
    path,
    lazy: lazyRoute(
      () => import('./routes/superadmin-screen-route.tsx'),
      (m) => withProps(m.SuperadminScreenRoute, { section: id }),
    ),
  })),
  { path: '*', element: <ToConsoleHome /> },
];

export const router = createBrowserRouter([
  { path: '/', element: <LanguageRedirect /> },
  {
    path: '/:lang',
    element: <LangPrefix />,
    hydrateFallbackElement: <BootScreen />,
    children: [
      {
        element: <PublicOnly />,
        children: [
          {
            lazy: lazyRoute(
              () => import('./layouts/public-layout.tsx'),
              (m) => m.PublicLayout,
              ['public'],
            ),
            children: publicRoutes,
          },
          {
            path: 'auth/callback',
            lazy: lazyRoute(
              () => import('./routes/callback-route.tsx'),
              (m) => m.CallbackRoute,
            ),
          },
        ],
      },
      { path: 'authenticated', element: <AuthenticatedRedirect /> },
      {
        lazy: lazyRoute(
          () => import('./layouts/signed-in-shell.tsx'),
          (m) => m.SignedInShell,
          ['dashboard'],
        ),
        children: [
          {
            path: 'dashboard',
            lazy: lazyRoute(
              () => import('./layouts/dashboard-layout.tsx'),
              (m) => m.DashboardLayout,
            ),
            children: dashboardRoutes,
          },
          {
            path: 'superadmin',
            lazy: lazyRoute(
              () => import('./layouts/superadmin-layout.tsx'),
              (m) => m.SuperadminLayout,
              ['superadmin'],
            ),
            children: superadminRoutes,
          },
        ],
      },
      {
        // An unknown path, signed in or not: the not-found page in the path's language (the
        // server answers it with status 404, docs/product/public-site.md#unknown-pages).
        lazy: lazyRoute(
          () => import('./layouts/public-layout.tsx'),
          (m) => m.PublicLayout,
          ['public'],
        ),
        children: [{ path: '*', lazy: notFoundRoute }],
      },
    ],
  },
]);
