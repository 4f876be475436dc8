// A remote container's readiness toward its shell (docs/operations.md#shared-contract-changes): not
// ready while the shell it is composed with (SHELL_INTERNAL_URL) provides less of `@site/shared`
// than this build needs, so a rolling update stops with the old pods serving. A shell that does
// not answer, or says nothing of its contract, lets the remote be ready: a shell outage must not
// take the remotes with it. Run by nginx/healthcheck.sh as `dist-server/readiness.cjs`; exits 0
// (ready) or 1 with one sentence on stderr.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { canDeploy, remoteOfFolder } from './canDeploy';

async function main(): Promise<number> {
  const folder = process.env.SITE_APP ?? '';
  const shell = process.env.SHELL_INTERNAL_URL ?? '';
  const siteRoot = process.env.SITE_ROOT ?? '';
  if (!shell || !remoteOfFolder(folder)) return 0;
  const manifest: unknown = JSON.parse(
    await readFile(path.join(siteRoot, 'mf-manifest.json'), 'utf8'),
  );
  const verdict = await canDeploy(folder, manifest, new URL(shell));
  if (verdict.ok || !verdict.known) return 0;
  console.error(`not ready: ${verdict.reason}`);
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`not ready: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
