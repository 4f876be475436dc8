import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../tooling/createAppConfig.ts';

const dir = path.dirname(fileURLToPath(import.meta.url));

// Its name, what it exposes, its dev server and its port come from its folder's entry in the
// federation table (shared/src/federation/remotes.ts).
export default createAppConfig({
  dir,
  // The renderer that answers content pages and widget regions (dist-server/server.cjs).
  serverEntry: { server: './src/server/server.ts' },
});
