import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../tooling/createAppConfig.ts';

const dir = path.dirname(fileURLToPath(import.meta.url));

// Its name, what it exposes, its dev server and its port come from its folder's entry in the
// federation table (shared/src/federation/remotes.ts).
export default createAppConfig({
  dir,
  // Its pages prerendered at start (render.cjs), and the server of its form sent before the
  // scripts ran (server.cjs, the name start-servers.sh starts).
  serverEntry: { render: './src/server/render.ts', server: './src/server/formServer.ts' },
});
