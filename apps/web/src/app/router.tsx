import { DASHBOARD_ROUTE_KEYS, type DashboardRoute } from '@tableside/domain/access';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { BootScreen } from '../components/boot-screen.tsx';
import { PUBLIC_PAGES } from '../features/public/public-pages.ts';
import { SUPERADMIN_SECTIONS } from '../features/superadmin/superadmin-nav.ts';
import { useLang } from '../hooks/use-lang.ts';
import { AuthenticatedRedirect } from './guards/authenticated-redirect.tsx';
import { LangPrefix } from './guards/lang-prefix.tsx';
import { LanguageRedirect } from './guards/language-redirect.tsx';
import { PublicOnly } from './guards/public-only.tsx';
import { lazyRoute, withProps } from './lazy-route.ts';

/** Console sections that show a placeholder screen until a later issue fills them. */
const CONSOLE_PLACEHOLDERS = SUPERADMIN_SECTIONS.filter(
  ({ id }) => id !== 'overview' && id !== 'restaurants',
);

function ToLanguageHome() {
  return <Navigate replace to={`/${useLang()}`} />;
}
function ToDashboardHome() {
  return <Navigate replace to={`/${useLang()}/dashboard/home`} />;
}
function ToConsoleHome() {
  return <Navigate replace to={`/${useLang()}/superadmin`} />;
}

/** Public pages: their own chunks; they never load the signed-in area's code. */
const publicRoutes: RouteObject[] = [
  {
    index: true,
    lazy: lazyRoute(
      () => import('./routes/landing-route.tsx'),
      (m) => m.LandingRoute,
    ),
  },
  ...PUBLIC_PAGES.map((page) => ({
    path: page,
    lazy: lazyRoute(
      () => import('./routes/public-page-route.tsx'),
      (m) => withProps(m.PublicPageRoute, { page }),
    ),
  })),
  {
    path: 'login',
    lazy: lazyRoute(
      () => import('./routes/login-route.tsx'),
      (m) => m.LoginRoute,
    ),
  },
];

/** Screens built so far, each its own chunk; the others show their placeholder screen. */
const DASHBOARD_SCREENS: Partial<Record<DashboardRoute, RouteObject['lazy']>> = {
  reviews: lazyRoute(
    () => import('./routes/reviews-route.tsx'),
    (m) => m.ReviewsRoute,
  ),
  administration: lazyRoute(
    () => import('./routes/administration-route.tsx'),
    (m) => m.AdministrationRoute,
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
  ...CONSOLE_PLACEHOLDERS.map(({ id, path }) => ({
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
            ),
            children: superadminRoutes,
          },
        ],
      },
      { path: '*', element: <ToLanguageHome /> },
    ],
  },
]);
