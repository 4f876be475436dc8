import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REMOTES } from '../../shared/src/federation/remotes';
import { startSite, type DegradedSite } from '../support/degradedSite';
import { PORTS, SITE_OFFSETS } from '../support/ports';
import { previewPorts } from '../../shared/src/federation/previewPorts';

// What an operator sees of a request: one ID from the entry to the renderer that drew the page,
// in the answer's X-Request-ID and in every JSON log line about it (nginx's access log and the
// renderer's own), and nothing public under /mfe/ but the remotes' files.
test.describe('what operators see', () => {
  // One site for the three tests, in one worker.
  test.describe.configure({ mode: 'default' });
  let site: DegradedSite;
  // Kept in test-results until the next run, to read when a test fails.
  const folder = path.join(__dirname, '../test-results/sites');
  const accessLog = path.join(folder, 'operations-access.log');
  const siteLog = path.join(folder, 'operations-site.log');

  test.beforeAll(async () => {
    mkdirSync(folder, { recursive: true });
    for (const file of [accessLog, siteLog]) rmSync(file, { force: true });
    site = await startSite({
      offset: SITE_OFFSETS.operations,
      serverEnv: {},
      env: { PREVIEW_ACCESS_LOG: `${accessLog} site` },
      logFile: siteLog,
    });
    // The entry answers before the renderer beside the content remote listens.
    const renderer = `http://127.0.0.1:${previewPorts(PORTS.entry + SITE_OFFSETS.operations).contentRenderer}/healthz`;
    await expect
      .poll(
        () =>
          fetch(renderer).then(
            (answer) => answer.ok,
            () => false,
          ),
        { timeout: 30_000 },
      )
      .toBe(true);
  });

  test.afterAll(async () => {
    await site?.stop();
  });

  /** The JSON lines of a log that carry `id`, read until `enough` holds or 10 s have passed. */
  async function linesOf(
    file: string,
    id: string,
    enough: (lines: Record<string, unknown>[]) => boolean,
  ) {
    let lines: Record<string, unknown>[] = [];
    await expect
      .poll(
        () => {
          lines = readFileSync(file, 'utf8')
            .split('\n')
            .filter((line) => line.startsWith('{') && line.includes(id))
            .map((line) => JSON.parse(line) as Record<string, unknown>);
          return enough(lines);
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    return lines;
  }

  test('one request ID from the entry to the renderer, in the answer and in every log line', async () => {
    const answer = await fetch(`${site.url}/blog?lang=en`);
    expect(answer.status).toBe(200);
    const id = answer.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[0-9a-f]{32}$/);

    // The renderer drew the page (a first visit to this site) and said so with the entry's ID.
    const rendered = await linesOf(siteLog, id, (lines) => lines.length > 0);
    expect(rendered).toContainEqual(
      expect.objectContaining({
        server: 'content-renderer',
        request_id: id,
        msg: 'page rendered',
        path: '/_page/blog',
        status: 200,
      }),
    );
    // nginx logged it at the entry and at the content remote's server, with the same ID.
    const served = await linesOf(accessLog, id, (lines) => lines.length >= 2);
    expect(served.map(({ path }) => path)).toEqual(
      expect.arrayContaining(['/blog', '/_page/blog']),
    );
    // Nothing personal: no client address and no query string (a preview secret may be in one).
    for (const line of [...rendered, ...served]) {
      expect(JSON.stringify(line)).not.toMatch(/127\.0\.0\.1|lang=/);
    }
  });

  test('keeps an ID of a safe form that a proxy in front gave the request', async () => {
    const answer = await fetch(`${site.url}/projects`, {
      headers: { 'X-Request-ID': 'edge-proxy-000123' },
    });
    expect(answer.headers.get('x-request-id')).toBe('edge-proxy-000123');
    const served = await linesOf(accessLog, 'edge-proxy-000123', (lines) => lines.length >= 2);
    expect(served.map(({ path }) => path)).toEqual(
      expect.arrayContaining(['/projects', '/_page/projects']),
    );
  });

  test('answers 404 under /mfe/ for anything but a remote file: no standalone page is public', async () => {
    for (const name of Object.keys(REMOTES)) {
      for (const address of [`/mfe/${name}/`, `/mfe/${name}/index.html`, `/mfe/${name}/about`]) {
        const answer = await fetch(`${site.url}${address}`);
        expect({ address, status: answer.status }).toEqual({ address, status: 404 });
      }
      expect((await fetch(`${site.url}/mfe/${name}/mf-manifest.json`)).status).toBe(200);
    }
  });
});
