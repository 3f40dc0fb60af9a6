import type { SiteRoute } from '@site/contracts';
import { Redirect, Route, Switch } from 'wouter';
import { RequireGuest, RequireSession, type GuardedArea } from './guards';
import { AdminLayout } from './admin-layout';
import { NotFoundPage } from '../pages/not-found-page';
import { adminPageFor } from './admin-pages';

/** One signed-in area (site admin or Note Dance admin): its frame, routes and guards. */
export default function AdminArea({ area, routes }: { area: GuardedArea; routes: SiteRoute[] }) {
  return (
    <AdminLayout area={area}>
      <Switch>
        {routes.map((route) => {
          if (route.redirectTo) {
            return (
              <Route key={route.path} path={route.path}>
                <Redirect to={route.redirectTo} replace />
              </Route>
            );
          }
          const Page = adminPageFor(route.pageKey);
          const Guard = route.access === 'guest' ? RequireGuest : RequireSession;
          return (
            <Route key={route.path} path={route.path}>
              <Guard area={area}>
                <Page pageKey={route.pageKey} />
              </Guard>
            </Route>
          );
        })}
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </AdminLayout>
  );
}
