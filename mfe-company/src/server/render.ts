// The company's pages, prerendered in both languages when its container starts (with that
// container's configuration): `node dist-server/render.cjs`.
import { environment } from './environment';
import { pageAddresses, prerenderRemote } from '@site/platform/server';
import { EXPOSED_MODULES } from '../exposedModules.generated';
import { REMOTE_NAME } from '../remoteName.generated';
import { SERVICE_IDS } from '../features/services/serviceDefinitions';

prerenderRemote(REMOTE_NAME, environment, EXPOSED_MODULES, [
  ...pageAddresses(REMOTE_NAME, { serviceId: SERVICE_IDS }),
  // Any other service id: the page's own not-found message, answered with status 404.
  { url: '/services/_', expose: 'ServiceDetail', file: '_not-found' },
]).catch((error: unknown) => {
  console.error(`${REMOTE_NAME}: prerendering failed`, error);
  process.exit(1);
});
