/**
 * @jest-environment node
 */
// `npm run can-deploy` as an operator runs it (scripts/can-deploy.ts, a Node process of its own)
// against a live site on a local port: its answer line and exit code for yes, no and cannot tell,
// and `--accept-unknown`, which lets a cannot-tell through and never a no.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '../../..');
const UI = '@site/shared/ui';

const manifest = (provides: Record<string, string[]>, needs: Record<string, string[]>) => ({
  metaData: { sharedContract: { version: JSON.stringify(provides), provides, needs } },
});

/** What the live site answers, by path; changed by each test. */
let answers: Record<string, unknown> = {};
let server: Server;
let site = '';
let work = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    const answer = answers[request.url ?? ''];
    if (answer === undefined) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  work = mkdtempSync(path.join(tmpdir(), 'can-deploy-'));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(work, { recursive: true, force: true });
});

/** Runs the command for company's build `build`; its line and exit code. */
function canDeploy(build: unknown, ...flags: string[]): Promise<{ code: number; line: string }> {
  const dist = path.join(work, `dist-${Math.random().toString(36).slice(2)}`);
  mkdirSync(dist);
  writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify(build));
  const args = [
    path.join(REPO_ROOT, 'scripts/can-deploy.ts'),
    '--app',
    path.join(REPO_ROOT, 'mfe-company'),
    '--dist',
    dist,
    '--site',
    site,
    ...flags,
  ];
  // Without jest's NODE_OPTIONS: the command runs as `npm run` starts it.
  const env = { ...process.env, NODE_OPTIONS: '' };
  return new Promise((resolve) => {
    execFile(process.execPath, args, { cwd: REPO_ROOT, env }, (error, stdout) => {
      const code = error ? Number((error as { code?: unknown }).code) : 0;
      resolve({ code, line: stdout.trim() });
    });
  });
}

const COMPANY = manifest({ [UI]: ['Breadcrumb', 'Spinner'] }, { [UI]: ['Breadcrumb'] });

it('answers yes (exit 0) when the live shell provides what the build needs', async () => {
  answers = { '/mf-manifest.json': manifest({ [UI]: ['Breadcrumb', 'Spinner'] }, {}) };
  const { code, line } = await canDeploy(COMPANY);
  expect({ code, line }).toEqual({
    code: 0,
    line: expect.stringMatching(/^yes: the live shell .* provides all that company needs$/),
  });
}, 30_000);

it('answers cannot tell (exit 3) for a live shell from before contracts, and --accept-unknown lets it through', async () => {
  answers = { '/mf-manifest.json': { metaData: {} } };
  const said = `the live shell's ${site}/mf-manifest.json says nothing of its shared contract (built before contracts were written)`;
  expect(await canDeploy(COMPANY)).toEqual({
    code: 3,
    line: `cannot tell: ${said} (to deploy anyway, run again with --accept-unknown)`,
  });
  expect(await canDeploy(COMPANY, '--accept-unknown')).toEqual({
    code: 0,
    line: `deploy anyway (--accept-unknown): cannot tell: ${said}`,
  });
}, 30_000);

it('answers no (exit 1), and --accept-unknown does not change a no', async () => {
  answers = { '/mf-manifest.json': manifest({ [UI]: ['Spinner'] }, {}) };
  for (const flags of [[], ['--accept-unknown']]) {
    const { code, line } = await canDeploy(COMPANY, ...flags);
    expect(code).toBe(1);
    expect(line).toMatch(/^no: .*without Breadcrumb/);
  }
}, 30_000);
