import { spawn } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { INTERNAL_ADDRESSES } from '../../shared/src/federation/internalAddresses';
import { previewEnvOnPorts, previewPorts } from '../../tooling/previewPorts';
import { forward } from './forward';
import { PORTS, SITE_OFFSETS } from './ports';
import { timedStep } from './timedStep';
import { waitForUrl } from './waitForUrl';

const repoRoot = path.resolve(__dirname, '../..');

export interface DegradedSite {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Passes everything to `port`, but holds the requests for server-rendered pages (`/_page/…`) for
 * `delayMs`: an owner whose renderer has become slow.
 */
function slowPagesProxy(port: number, delayMs: number): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const pass = () => forward(port, request, response);
    if (request.url?.startsWith(INTERNAL_ADDRESSES.page)) setTimeout(pass, delayMs);
    else pass();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

export interface SiteOptions {
  /** The site's entry is on PORTS.entry + offset, its other servers counted from there. */
  offset: number;
  /** Settings per server (PREVIEW_SERVER_ENV of scripts/lib/nginxPreview.ts). */
  serverEnv: Record<string, Record<string, string>>;
  /** Settings of the whole site (local-services reads them too). */
  env?: Record<string, string>;
  /**
   * Where the site's processes write what they log (an operator's view). By default a file of
   * test-results/sites/, kept until the next run, to read when a test fails.
   */
  logFile?: string;
  /** The repository whose builds and scripts it serves: this one unless a test made a copy. */
  root?: string;
}

/** The environment of such a site's preview, and of anything that renders its files again. */
export function siteEnv({ offset, serverEnv, env = {} }: SiteOptions): NodeJS.ProcessEnv {
  const base = PORTS.entry + offset;
  return {
    ...process.env,
    ...previewEnvOnPorts(base),
    SITE_URL: `http://localhost:${base}`,
    ...env,
    PREVIEW_SERVER_ENV: JSON.stringify(serverEnv),
  };
}

/** Another whole site (entry, remotes, renderer, local-services) from the same builds. */
export async function startSite(options: SiteOptions): Promise<DegradedSite> {
  const logFile =
    options.logFile ?? path.join(repoRoot, 'e2e/test-results/sites', `site-${options.offset}.log`);
  mkdirSync(path.dirname(logFile), { recursive: true });
  const log = openSync(logFile, 'a');
  const root = options.root ?? repoRoot;
  const site = spawn(process.execPath, [path.join(root, 'scripts/preview.ts'), '--no-build'], {
    cwd: root,
    stdio: ['ignore', log, log],
    env: siteEnv(options),
  });
  const url = `http://localhost:${PORTS.entry + options.offset}`;
  const stop = async () => {
    if (site.exitCode !== null || site.signalCode !== null) return;
    const exited = new Promise((resolve) => site.once('exit', resolve));
    site.kill('SIGTERM');
    await exited;
  };
  // A site that never answered is stopped too: left running, it holds its ports for the next test
  // (the test's afterAll has no site to stop). Its log says why it did not answer.
  await timedStep(`site at ${url} answers`, () => waitForUrl(`${url}/healthz`)).catch(
    async (error: unknown) => {
      await stop();
      throw new Error(`${error instanceof Error ? error.message : String(error)}; see ${logFile}`);
    },
  );
  return { url, stop };
}

/**
 * A second whole site with the company's pages answered slowly and the contact container's
 * renderer and form server missing; with `contentRendererDown`, the content server's nginx points
 * at a port where no renderer listens too.
 */
export async function startDegradedSite({
  contentRendererDown = false,
}: { contentRendererDown?: boolean } = {}): Promise<DegradedSite> {
  const offset = SITE_OFFSETS.degraded;
  // Far past the entry's one-second wait, so that an answer that did not wait for the company is
  // told apart from one that did even when a busy machine is slow to give it.
  const proxy = await slowPagesProxy(previewPorts(PORTS.entry + offset).company, 10_000);
  const proxyPort = (proxy.address() as { port: number }).port;
  const site = await startSite({
    offset,
    serverEnv: {
      entry: { COMPANY_UPSTREAM: `127.0.0.1:${proxyPort}` },
      // No renderer, and its nginx pointed at a form server that is not there.
      contact: { SITE_SERVER_RENDERER: '/nonexistent/render.cjs', FORM_SERVER_PORT: '9' },
      ...(contentRendererDown ? { content: { RENDERER_PORT: '9' } } : {}),
    },
  });
  return {
    url: site.url,
    stop: async () => {
      await site.stop();
      await new Promise((resolve) => proxy.close(resolve));
    },
  };
}
