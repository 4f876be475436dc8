import { Route, Routes } from '@site/shared/router';
import ContactPage from './features/contact/ContactPage';

/** The remote's page on its spec route (and on every other path of the standalone page). */
export function StandaloneRoutes() {
  return (
    <Routes>
      <Route path="*" element={<ContactPage />} />
    </Routes>
  );
}
