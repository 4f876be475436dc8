import { lazy, Suspense } from 'react';
import { Route, Routes } from '@site/shared/router';
import { RemoteBoundary } from '@site/shared/federation';
import { Layout } from '../layout/Layout';
import { Spinner } from '@site/shared/ui';

// Only unknown addresses need the 404 page: it loads on demand.
const NotFoundPage = lazy(() =>
  import('../features/not-found/NotFoundPage').then((module) => ({ default: module.NotFoundPage })),
);

/** Every route of spec §2; each page is a module a remote exposes, loaded when first visited. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<RemoteBoundary module="company/Home" />} />
        <Route path="services" element={<RemoteBoundary module="company/ServicesList" />} />
        <Route
          path="services/:serviceId"
          element={<RemoteBoundary module="company/ServiceDetail" />}
        />
        <Route path="about" element={<RemoteBoundary module="company/About" />} />
        <Route path="projects" element={<RemoteBoundary module="content/ProjectsList" />} />
        <Route
          path="projects/:projectId"
          element={<RemoteBoundary module="content/ProjectDetail" />}
        />
        <Route path="blog" element={<RemoteBoundary module="content/BlogList" />} />
        <Route path="blog/:blogId" element={<RemoteBoundary module="content/BlogPost" />} />
        <Route path="contact" element={<RemoteBoundary module="contact/Contact" />} />
        <Route
          path="*"
          element={
            <Suspense fallback={<Spinner variant="page" />}>
              <NotFoundPage />
            </Suspense>
          }
        />
      </Route>
    </Routes>
  );
}
