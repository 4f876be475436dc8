import { Route, Routes } from '@site/shared/router';
import AboutPage from './features/about/AboutPage';
import HomePage from './features/home/HomePage';
import ServiceDetailPage from './features/services/ServiceDetailPage';
import ServicesListPage from './features/services/ServicesListPage';

/** The remote's pages on their spec routes, for its standalone page. */
export function StandaloneRoutes() {
  return (
    <Routes>
      <Route index element={<HomePage />} />
      <Route path="services" element={<ServicesListPage />} />
      <Route path="services/:serviceId" element={<ServiceDetailPage />} />
      <Route path="about" element={<AboutPage />} />
      <Route path="*" element={<HomePage />} />
    </Routes>
  );
}
