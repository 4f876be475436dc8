import { lazy, Suspense } from 'react';
import { Route, Routes } from '@site/shared/router';
import { PAGE_ROUTES, RemoteBoundary } from '@site/shared/federation';
import { RouteHead } from '../features/head/RouteHead';
import { Layout } from '../layout/Layout';
import { Spinner } from '@site/shared/ui';

// Only unknown addresses need the 404 page: it loads on demand.
const NotFoundPage = lazy(() =>
  import('../features/not-found/NotFoundPage').then((module) => ({ default: module.NotFoundPage })),
);

/**
 * Every route of spec §2 (the federation contract's PAGE_ROUTES); each page is a module a remote
 * exposes, loaded when first visited.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {PAGE_ROUTES.map(({ path, module }) =>
          path === '/' ? (
            <Route
              key={path}
              index
              element={<RemoteBoundary module={module} fallbackHead={<RouteHead />} />}
            />
          ) : (
            <Route
              key={path}
              path={path.slice(1)}
              element={<RemoteBoundary module={module} fallbackHead={<RouteHead />} />}
            />
          ),
        )}
        <Route
          path="*"
          element={
            <Suspense
              fallback={
                <>
                  <RouteHead />
                  <Spinner variant="page" />
                </>
              }
            >
              <NotFoundPage />
            </Suspense>
          }
        />
      </Route>
    </Routes>
  );
}
