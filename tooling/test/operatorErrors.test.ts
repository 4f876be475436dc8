// An operator's mistake (a port another process holds, a port variable that gives no port) ends
// `npm run preview`, `npm start` and a remote's dev server (scripts/dev-remote.ts) with one
// sentence on stderr naming the port and the variable that moves it, and a non-zero exit, before
// they start anything (scripts/lib/ports.ts). Each command is run for real, with ports of its own.
import { spawn } from 'node:child_process';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { previewEnvOnPorts } from '../../tooling/previewPorts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

interface Outcome {
  code: number | null;
  stderr: string;
}

/**
 * Runs `node <script> …args` from `cwd` with `env` added, as a terminal would (no NODE_OPTIONS
 * of jest's); a script that started its servers after all is stopped, with them, after 30 s.
 */
function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
  cwd = repoRoot,
): Promise<Outcome> {
  const environment: NodeJS.ProcessEnv = { ...process.env, ...env };
  delete environment.NODE_OPTIONS;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(repoRoot, script), ...args], {
      cwd,
      env: environment,
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    }, 30_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

/** A port this test listens on (every address), as another program would hold it. */
async function occupy(): Promise<{ port: number; release: () => Promise<void> }> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as AddressInfo;
  return { port, release: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A port nothing listens on (one the system just gave and took back). */
async function freePort(): Promise<number> {
  const { port, release } = await occupy();
  await release();
  return port;
}

function expectOneSentence({ code, stderr }: Outcome, ...naming: string[]): void {
  expect(code).not.toBe(0);
  expect(code).not.toBeNull();
  expect(stderr).not.toMatch(/\n\s+at /);
  expect(stderr.trim().split('\n')).toHaveLength(1);
  for (const text of naming) expect(stderr).toContain(text);
}

let held: Awaited<ReturnType<typeof occupy>>;
beforeEach(async () => {
  held = await occupy();
});
afterEach(() => held.release());

describe('npm run preview', () => {
  it("stops at once when the entry's port is in use, naming it, its holder and PORT", async () => {
    const outcome = await runScript(
      'scripts/preview.ts',
      ['--no-build'],
      previewEnvOnPorts(held.port),
    );
    expectOneSentence(outcome, String(held.port), 'PORT', 'in use', `(pid ${process.pid})`);
  });

  it("stops when local-services' port is in use, naming it and LOCAL_SERVICES_PORT", async () => {
    // The site's ports counted so that local-services (the entry's + 10) lands on the held one.
    const outcome = await runScript(
      'scripts/preview.ts',
      ['--no-build'],
      previewEnvOnPorts(held.port - 10),
    );
    expectOneSentence(outcome, String(held.port), 'LOCAL_SERVICES_PORT', 'local-services');
  });

  it('stops when a port variable gives no port, naming the variable', async () => {
    const outcome = await runScript('scripts/preview.ts', ['--no-build'], {
      ...previewEnvOnPorts(held.port),
      PORT: 'not-a-port',
    });
    expectOneSentence(outcome, 'PORT=not-a-port');
  });
});

describe('npm start', () => {
  it("stops before building when the entry's port is in use", async () => {
    const outcome = await runScript('scripts/start.ts', [], previewEnvOnPorts(held.port));
    expectOneSentence(outcome, String(held.port), 'PORT', 'in use');
  });
});

describe("a remote's dev server", () => {
  it('stops when its port is in use, naming DEV_<REMOTE>_PORT', async () => {
    const outcome = await runScript(
      'scripts/dev-remote.ts',
      [],
      { DEV_COMPANY_PORT: String(held.port), LOCAL_SERVICES_PORT: String(await freePort()) },
      path.join(repoRoot, 'mfe-company'),
    );
    expectOneSentence(outcome, String(held.port), 'DEV_COMPANY_PORT', 'in use');
  });
});
