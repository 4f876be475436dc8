import { Route, Routes } from '@site/shared/router';
import { LoadedPart, PAGE_ROUTES, RemoteBoundary } from '@site/shared/federation';
import { RouteHead } from '../features/head/RouteHead';
import { StartupGate } from '../app/StartupGate';

// Only unknown addresses need the 404 page: it loads on demand, from the shell's own files, so a
// redeploy of the shell under the open page can leave it gone (LoadedPart reloads the page then).
const loadNotFoundPage = () =>
  import('../features/not-found/NotFoundPage').then((module) => ({ default: module.NotFoundPage }));

/**
 * The page region: every route of docs/product.md#routes (the federation contract's PAGE_ROUTES),
 * each page a module a remote exposes, loaded when first visited. A server-rendered page is
 * hydrated by this tree as it arrives: each page sits in one Suspense boundary, as the server
 * rendered it.
 */
export function PageRoutes() {
  return (
    <StartupGate>
      <Routes>
        {PAGE_ROUTES.map(({ path, module }) => (
          <Route
            key={path}
            path={path}
            element={<RemoteBoundary module={module} fallbackHead={<RouteHead />} />}
          />
        ))}
        <Route
          path="*"
          element={<LoadedPart load={loadNotFoundPage} fallbackHead={<RouteHead />} />}
        />
      </Routes>
    </StartupGate>
  );
}
