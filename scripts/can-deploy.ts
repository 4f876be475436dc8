// `npm run can-deploy -w <app> -- --site <url> [--image <ref> | --dist <dir>] [--accept-unknown]`:
// whether this app's build can go live beside the site that runs at <url> now, the step before
// every rollout, compose's and Kubernetes' alike (docs/operations.md#shared-contract-changes).
// It reads the build's mf-manifest.json (the app's dist/, a build made elsewhere with --dist, or
// the image about to be rolled out with --image) and the live manifests, and prints one answer:
//   yes: …          exit 0
//   no: …           exit 1 (the sentence names the side that changed and what to deploy first)
//   cannot tell: …  exit 3 (a side says nothing of its contract, or does not answer)
// Exit 2: the command was given wrong. An unknown is not a no, and not a yes either:
// `--accept-unknown` deploys it anyway (exit 0, saying so), for a site whose live builds are from
// before contracts were written; it never turns a no into a yes.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { importTypeScript } from '../tooling/importTypeScript.ts';
import type * as CanDeploy from '../platform/src/contract/canDeploy.ts';

const { canDeploy, IMAGE_MANIFEST } = await importTypeScript<typeof CanDeploy>(
  'platform/src/contract/canDeploy.ts',
);

const EXIT = { yes: 0, no: 1, usage: 2, unknown: 3 } as const;

const { values } = parseArgs({
  options: {
    site: { type: 'string' },
    // The app's folder, when not run from it (npm run -w sets the working directory).
    app: { type: 'string' },
    // A build made elsewhere (SITE_BUILD_OUTPUT_DIR), judged as this app's.
    dist: { type: 'string' },
    // The image about to be rolled out: its own manifest, so what is judged is what will run.
    image: { type: 'string' },
    'accept-unknown': { type: 'boolean', default: false },
  },
});
const appDir = path.resolve(values.app ?? process.cwd());
const folder = path.basename(appDir);

function usage(sentence: string): never {
  console.error(`can-deploy: ${sentence}`);
  process.exit(EXIT.usage);
}

/** The image's mf-manifest.json, copied out of a container that is created and never started. */
function manifestOfImage(image: string): unknown {
  const dir = mkdtempSync(path.join(tmpdir(), 'can-deploy-'));
  const docker = (args: string[]) =>
    execFileSync('docker', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
  try {
    const container = docker(['create', image]);
    try {
      docker(['cp', `${container}:${IMAGE_MANIFEST}`, path.join(dir, 'mf-manifest.json')]);
    } finally {
      docker(['rm', container]);
    }
    return JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function builtManifest(): unknown {
  if (values.image) {
    if (values.dist) usage('give --image or --dist, not both');
    return manifestOfImage(values.image);
  }
  const file = path.join(
    path.resolve(values.dist ?? path.join(appDir, 'dist')),
    'mf-manifest.json',
  );
  if (!existsSync(file)) {
    usage(`${folder} has no build to judge: npm run build -w ${folder} first, or give --image`);
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

if (!values.site) usage('name the live site: npm run can-deploy -w <app> -- --site <url>');
const verdict = await canDeploy(folder, builtManifest(), new URL(values.site));
if (verdict.answer === 'yes') {
  console.log(`yes: ${verdict.reason}`);
  process.exit(EXIT.yes);
}
if (verdict.answer === 'no') {
  console.log(`no: ${verdict.reason}`);
  process.exit(EXIT.no);
}
if (values['accept-unknown']) {
  console.log(`deploy anyway (--accept-unknown): cannot tell: ${verdict.reason}`);
  process.exit(EXIT.yes);
}
console.log(`cannot tell: ${verdict.reason} (to deploy anyway, run again with --accept-unknown)`);
process.exit(EXIT.unknown);
