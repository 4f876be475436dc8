import { spawn } from 'node:child_process';
import path from 'node:path';
import { REMOTES, type RemoteName } from '../../shared/src/federation/contract';
import { PORTS } from './ports';
import { timedStep } from './timedStep';

const repoRoot = path.resolve(__dirname, '../..');

/** Where a set of remotes' dev servers listen, and the local-services they use. */
export interface DevPorts {
  remotes: Readonly<Record<RemoteName, number>>;
  services: number;
}

/**
 * Dev-server ports counted from PORTS.entry + offset (each remote at its preview offset past it),
 * so they move with E2E_PORT_BASE like every other server of the tests.
 */
export function devPortsAt(offset: number, services: number): DevPorts {
  const base = PORTS.entry + offset;
  const remotes = Object.fromEntries(
    (Object.keys(REMOTES) as RemoteName[]).map((name) => [
      name,
      base + REMOTES[name].previewPortOffset,
    ]),
  ) as Record<RemoteName, number>;
  return { remotes, services };
}

export interface DevRemote {
  url: string;
  /** Stops the dev script as Ctrl+C does; resolves once it has exited. */
  stop: () => Promise<void>;
  /** What the dev script printed so far (for failure messages). */
  output: () => string;
}

async function waitUntilServed(url: string, running: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && running()) {
    try {
      // The dev server holds requests until its first build is done.
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} was not served within ${timeoutMs / 1000} s`);
}

export interface DevRemoteOptions {
  /** Arguments for `webpack serve`. */
  webpackArgs?: readonly string[];
  env?: Record<string, string>;
}

/**
 * `npm run dev -w <remote>` as a team runs it (scripts/dev-remote.ts in the remote's folder), on
 * the given ports.
 */
export async function startDevRemote(
  remote: RemoteName,
  ports: DevPorts,
  { webpackArgs = [], env: extraEnv = {} }: DevRemoteOptions = {},
): Promise<DevRemote> {
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    ...extraEnv,
    LOCAL_SERVICES_PORT: String(ports.services),
  };
  for (const [name, port] of Object.entries(ports.remotes)) {
    env[`DEV_${name.toUpperCase()}_PORT`] = String(port);
  }
  const child = spawn(
    process.execPath,
    [path.join(repoRoot, 'scripts/dev-remote.ts'), ...webpackArgs],
    { cwd: path.join(repoRoot, REMOTES[remote].folder), env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  const url = `http://localhost:${ports.remotes[remote]}`;
  const stop = async () => {
    if (running()) child.kill('SIGINT');
    await exited;
  };
  try {
    await timedStep(`dev server of ${remote} compiled and serving`, () =>
      waitUntilServed(`${url}/main.js`, running, 150_000),
    );
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}; the dev script printed:\n${output.slice(-3000)}`);
  }
  return { url, stop, output: () => output };
}
