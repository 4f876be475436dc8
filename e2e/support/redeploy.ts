import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { chmod, cp, mkdtemp, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PORTS } from './ports';
import { buildReplacing } from './replacingBuild';
import { siteEnv, startSite, type SiteOptions } from './degradedSite';
import { waitForUrl } from './waitForUrl';

// Parts of a whole extra site redeployed for real under an open page: each part's files are
// served from a temporary copy of its build, a second build (one source line changed, so new
// hashed file names) is made beside it, and `redeploy` swaps it in (the old files gone) and starts
// that part again as its container would. Only the content remote and the shell are needed.

const run = promisify(execFile);
const repoRoot = path.resolve(__dirname, '../..');

export type RedeployedApp = 'mfe-content' | 'shell';

export interface SourceChange {
  /** The file, relative to the repository. */
  file: string;
  from: string;
  to: string;
}

/** Copies an app's `dist/` and `dist-server/` (its image's files) into `into`. */
export async function copyBuild(app: string, into: string): Promise<void> {
  for (const folder of ['dist', 'dist-server']) {
    await cp(path.join(repoRoot, app, folder), path.join(into, folder), { recursive: true });
  }
}

// Changed copies of sources for a build that has not ended yet, each with what removes it.
const sourceCopies = new Map<string, () => Promise<void>>();

/**
 * Removes every changed copy a build left. A build ends by doing it itself; a hook that timed out
 * never sees its build end, so the describe block's afterAll calls this too.
 */
export async function removeSourceCopies(): Promise<void> {
  for (const remove of [...sourceCopies.values()]) await remove();
}

/**
 * Builds `app` for production with one source line changed, into `into` (SITE_BUILD_OUTPUT_DIR of
 * tooling/createAppConfig.ts), leaving the repository's own builds alone. The change is made in a
 * copy beside the source (ignored by git), which the build takes in the source's place
 * (replacing.webpack.mts): the repository's file is never written, so nothing that runs meanwhile
 * sees the change (another worker's dev server watching that file, its copy of the repository, its
 * build of the same app, or this test repeated there, which would read the changed line as the
 * original and find no line to change). The copy goes as soon as the build ends, whatever its outcome.
 */
async function buildChanged(app: RedeployedApp, change: SourceChange, into: string): Promise<void> {
  const original = path.join(repoRoot, change.file);
  const text = await readFile(original, 'utf8');
  if (!text.includes(change.from)) throw new Error(`${change.file} has no "${change.from}"`);
  const extension = path.extname(original);
  const copy = `${original.slice(0, -extension.length)}.e2e-copy-redeploy-${process.pid}${extension}`;
  sourceCopies.set(copy, async () => {
    sourceCopies.delete(copy);
    await rm(copy, { force: true });
  });
  await writeFile(copy, text.replace(change.from, change.to));
  try {
    await buildReplacing(app, into, [{ original, copy }]);
  } finally {
    await sourceCopies.get(copy)?.();
  }
}

/** The files of one build, for the test to tell the two builds apart. */
async function filesOf(folder: string): Promise<string[]> {
  return (await readdir(folder)).filter((name) => /\.[0-9a-f]{10}\.(js|css)$/.test(name));
}

/** One redeployable part of the site. */
export interface RedeployablePart {
  /** Hashed file names of the build served now and of the one `redeploy` brings. */
  servedFiles: () => Promise<string[]>;
  nextFiles: () => Promise<string[]>;
  /** Replaces the served build by the changed one and starts the part again as at start. */
  redeploy: () => Promise<void>;
}

export interface RedeployableSite {
  url: string;
  parts: Readonly<Record<RedeployedApp, RedeployablePart>>;
  stop: () => Promise<void>;
}

/**
 * A whole extra site at `offset` whose content remote and shell can each be redeployed once while a
 * page is open (one site for both: starting a site costs seconds, and each redeploy leaves the
 * site as a real one would be after it). The content remote's renderer runs here (not in the
 * preview) so that it can be restarted with the new build, on a port past the preview's own
 * servers.
 */
export async function startRedeployableSite(
  offset: number,
  changes: Readonly<Record<RedeployedApp, SourceChange>>,
): Promise<RedeployableSite> {
  const temp = await mkdtemp(path.join(os.tmpdir(), 'site-redeploy-'));
  // nginx's workers (user nobody when the tests run as root) read the files from here.
  await chmod(temp, 0o755);
  const apps = Object.keys(changes) as RedeployedApp[];
  const live = (app: RedeployedApp) => path.join(temp, app, 'live');
  const next = (app: RedeployedApp) => path.join(temp, app, 'next');
  // One build at a time (each writes its app's persistent cache; on two cores a second build
  // beside it only slows the first).
  for (const app of apps) {
    await copyBuild(app, live(app));
    await buildChanged(app, changes[app], next(app));
  }

  const base = PORTS.entry + offset;
  // Between the ports of the preview's own servers (tooling/previewPorts.ts: the
  // entry, the remotes, the content renderer and the form server below it; local-services, the
  // signals server, the nginx status and the metrics listeners above).
  const rendererPort = base + 6;
  const options: SiteOptions = {
    offset,
    serverEnv: {
      entry: { SITE_ROOT: path.join(live('shell'), 'dist') },
      content: {
        SITE_ROOT: path.join(live('mfe-content'), 'dist'),
        RENDERER_PORT: String(rendererPort),
      },
    },
  };
  const site = await startSite(options);
  // scripts/lib/nginxPreview.ts: one runtime folder per entry port.
  const runtimeDir = path.join(repoRoot, '.preview', `nginx-${base}`);

  let renderer: ChildProcess | undefined;
  const startRenderer = async () => {
    renderer = spawn(process.execPath, [path.join(live('mfe-content'), 'dist-server/server.cjs')], {
      stdio: 'ignore',
      env: {
        ...siteEnv(options),
        SITE_CONFIG_FILE: path.join(runtimeDir, 'config.js'),
        SITE_ROOT: path.join(live('mfe-content'), 'dist'),
        RENDERER_PORT: String(rendererPort),
      },
    });
    await waitForUrl(`http://127.0.0.1:${rendererPort}/healthz`, 30_000);
  };
  const stopRenderer = async () => {
    const running = renderer;
    renderer = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };
  await startRenderer();

  const part = (app: RedeployedApp): RedeployablePart => ({
    servedFiles: () => filesOf(path.join(live(app), 'dist')),
    nextFiles: () => filesOf(path.join(next(app), 'dist')),
    redeploy: async () => {
      if (app === 'mfe-content') await stopRenderer();
      for (const folder of ['dist', 'dist-server']) {
        await rm(path.join(live(app), folder), { recursive: true, force: true });
        await rename(path.join(next(app), folder), path.join(live(app), folder));
      }
      if (app === 'shell') {
        // The entry renders its head, header, footer and not-found page at start (configure.sh).
        await run(process.execPath, [path.join(__dirname, 'renderServer.mts'), 'entry'], {
          env: siteEnv(options),
        });
      } else {
        // A new content container starts with an empty page cache (nginx.conf's rendered_pages):
        // pages drawn by the old build name its files, which are gone.
        const cache = path.join(runtimeDir, 'cache/rendered');
        for (const entry of await readdir(cache)) {
          await rm(path.join(cache, entry), { recursive: true, force: true });
        }
        await startRenderer();
      }
    },
  });

  return {
    url: site.url,
    parts: { shell: part('shell'), 'mfe-content': part('mfe-content') },
    stop: async () => {
      await stopRenderer();
      await site.stop();
      await rm(temp, { recursive: true, force: true });
    },
  };
}
