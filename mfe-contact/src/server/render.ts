// The contact page, prerendered in both languages when the container starts (with that
// container's phone, e-mail and map): `node dist-server/render.cjs`.
import { environment } from './environment';
import { pageAddresses, prerenderRemote } from '@site/platform/server';
import { EXPOSED_MODULES } from '../exposedModules.generated';

prerenderRemote('contact', environment, EXPOSED_MODULES, pageAddresses('contact', {})).catch(
  (error: unknown) => {
    console.error('contact: prerendering failed', error);
    process.exit(1);
  },
);
