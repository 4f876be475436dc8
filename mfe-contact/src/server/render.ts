// The contact page, prerendered in both languages when the container starts (with that
// container's phone, e-mail and map): `node dist-server/render.cjs`.
import { environment } from './environment';
import { pageAddresses, prerenderRemote } from '@site/platform/server';
import { EXPOSED_MODULES } from '../exposedModules.generated';
import { REMOTE_NAME } from '../remoteName.generated';

prerenderRemote(REMOTE_NAME, environment, EXPOSED_MODULES, pageAddresses(REMOTE_NAME, {})).catch(
  (error: unknown) => {
    console.error(`${REMOTE_NAME}: prerendering failed`, error);
    process.exit(1);
  },
);
