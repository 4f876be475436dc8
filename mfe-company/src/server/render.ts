// The company's pages, prerendered in both languages when its container starts (with that
// container's configuration): `node dist-server/render.cjs`.
import { environment } from './environment';
import { prerenderRemote } from '@site/shared/server';
import AboutPage from '../features/about/AboutPage';
import HomePage from '../features/home/HomePage';
import { SERVICE_IDS } from '../features/services/serviceDefinitions';
import ServiceDetailPage from '../features/services/ServiceDetailPage';
import ServicesListPage from '../features/services/ServicesListPage';

prerenderRemote(
  'company',
  environment,
  {
    Home: HomePage,
    ServicesList: ServicesListPage,
    ServiceDetail: ServiceDetailPage,
    About: AboutPage,
  },
  [
    { url: '/', expose: 'Home' },
    { url: '/services', expose: 'ServicesList' },
    ...SERVICE_IDS.map((id) => ({ url: `/services/${id}`, expose: 'ServiceDetail' })),
    { url: '/about', expose: 'About' },
    // Any other service id: the page's own not-found message, answered with status 404.
    { url: '/services/_', expose: 'ServiceDetail', file: '_not-found' },
  ],
).catch((error: unknown) => {
  console.error('company: prerendering failed', error);
  process.exit(1);
});
