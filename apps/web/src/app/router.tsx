import { matchSiteRoute, SITE_ROUTES, type RouteArea, type SiteRoute } from '@site/contracts';
import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { PageSpinner } from '../components/page-spinner';
import { SiteLayout } from './layouts/site-layout';
import { NotFoundPage } from './pages/not-found-page';
import { REUNION_FRAME_PAGES } from './pages/frames';
import { pageFor } from './pages/registry';

// Signed-in areas are rare visits: their frame and guards load only when needed.
const AdminArea = lazy(() => import('./admin/admin-area'));

function element(route: SiteRoute) {
  if (route.redirectTo) return <Redirect to={route.redirectTo} replace />;
  const Page = pageFor(route.pageKey);
  return <Page pageKey={route.pageKey} />;
}

function routesOf(area: RouteArea) {
  return SITE_ROUTES.filter((r) => r.area === area).map((r) => (
    <Route key={r.path} path={r.path}>
      {element(r)}
    </Route>
  ));
}

function isAreaPath(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * Routes come from the shared route table (packages/contracts), so server and client agree on them.
 * The admin and Note Dance admin areas have their own frame without the site header.
 */
export function AppRouter() {
  const [pathname] = useLocation();
  const area: RouteArea | null = isAreaPath(pathname, '/note-dance/admin')
    ? 'note-dance-admin'
    : isAreaPath(pathname, '/admin')
      ? 'admin'
      : null;
  if (area) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <AdminArea area={area} routes={SITE_ROUTES.filter((r) => r.area === area)} />
      </Suspense>
    );
  }
  // The reunion pages bring their own header (app/layouts/reunion-frame.tsx).
  const ownHeader = REUNION_FRAME_PAGES.includes(matchSiteRoute(pathname)?.pageKey ?? '');
  return (
    <SiteLayout header={!ownHeader}>
      <Switch>
        {routesOf('site')}
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </SiteLayout>
  );
}
