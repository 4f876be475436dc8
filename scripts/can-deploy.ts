// `npm run can-deploy -w <app> -- --site <url>`: whether this app's build can go live beside the
// site that runs at <url> now (docs/operations.md#shared-contract-changes). Reads the app's built
// dist/mf-manifest.json and the live manifests; prints yes or no with the reason; exits 0 or 1.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { importTypeScript } from '../tooling/importTypeScript.ts';
import type * as CanDeploy from '../platform/src/contract/canDeploy.ts';

const { canDeploy } = await importTypeScript<typeof CanDeploy>(
  'platform/src/contract/canDeploy.ts',
);

const { values } = parseArgs({
  // --dist: a build made elsewhere (SITE_BUILD_OUTPUT_DIR), judged as this app's.
  options: { site: { type: 'string' }, app: { type: 'string' }, dist: { type: 'string' } },
});
const appDir = path.resolve(values.app ?? process.cwd());
const folder = path.basename(appDir);
const manifestFile = path.join(
  path.resolve(values.dist ?? path.join(appDir, 'dist')),
  'mf-manifest.json',
);
if (!values.site) {
  console.error('can-deploy: name the live site: npm run can-deploy -w <app> -- --site <url>');
  process.exit(2);
}
if (!existsSync(manifestFile)) {
  console.error(`can-deploy: ${folder} has no build to judge: npm run build -w ${folder} first`);
  process.exit(2);
}
const verdict = await canDeploy(
  folder,
  JSON.parse(readFileSync(manifestFile, 'utf8')),
  new URL(values.site),
);
console.log(`${verdict.ok ? 'yes' : 'no'}: ${verdict.reason}`);
process.exit(verdict.ok ? 0 : 1);
