// An operator's mistake in starting the local services (an export that is not there or cannot be
// read, a port already taken) ends `node local-services/src/server.ts` with one sentence on stderr
// saying what to change: no stack trace. The real server, in its own process.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const STACK_LINE = /\n\s+at /;
const TIMEOUT_MS = 20_000;

interface Outcome {
  code: number | null;
  stderr: string;
}

let folder: string;

beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'local-services-start-'));
  writeFileSync(path.join(folder, 'broken.json'), '{ "entries": [');
  writeFileSync(path.join(folder, 'empty.json'), '{ "locales": [] }');
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Runs the server until it exits (failing the test if it starts instead). */
function runServer(env: Record<string, string>): Promise<Outcome> {
  // Without jest's NODE_OPTIONS: the server runs as `node` runs it, warnings and all.
  const inherited = { ...process.env };
  delete inherited.NODE_OPTIONS;
  const child = spawn(process.execPath, [SERVER], {
    env: {
      ...inherited,
      LOCAL_SERVICES_HOST: '127.0.0.1',
      LOCAL_SERVICES_PORT: '0',
      MAIL_OUTBOX_FILE: path.join(folder, 'outbox.json'),
      CONTENT_EXPORT_FILE: '',
      CONTENT_EXPORT_COPY_DIR: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not stop by itself; stderr: ${stderr}`));
    }, TIMEOUT_MS - 2000);
    child.once('error', reject);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

/** Exit status 1 and exactly one line on stderr, with no stack trace; returns that line. */
function theOneLine({ code, stderr }: Outcome): string {
  expect(stderr).not.toMatch(STACK_LINE);
  const lines = stderr.trimEnd().split('\n');
  expect(lines).toHaveLength(1);
  expect(code).toBe(1);
  return lines[0]!;
}

describe('a content export that cannot be served', () => {
  test(
    'a missing file is named, with the variable that chooses it',
    async () => {
      const missing = path.join(folder, 'no-such-export.json');
      const line = theOneLine(await runServer({ CONTENT_EXPORT_FILE: missing }));
      expect(line).toContain(missing);
      expect(line).toMatch(/does not exist/);
      expect(line).toContain('CONTENT_EXPORT_FILE');
    },
    TIMEOUT_MS,
  );

  test.each([
    ['a folder', (file: string) => file, /is a folder/],
    ['a file that is not JSON', (file: string) => `${file}/broken.json`, /is not valid JSON/],
    ['an export without locales', (file: string) => `${file}/empty.json`, /lists no locales/],
  ])(
    '%s: named, with what is wrong',
    async (_case, fileIn, fault) => {
      const file = fileIn(folder);
      const line = theOneLine(await runServer({ CONTENT_EXPORT_FILE: file }));
      expect(line).toContain(file);
      expect(line).toMatch(fault);
      expect(line).toContain('CONTENT_EXPORT_FILE');
    },
    TIMEOUT_MS,
  );

  test(
    'with CONTENT_EXPORT_COPY_DIR, the missing export is named, not its copy',
    async () => {
      const missing = path.join(folder, 'elsewhere', 'export.json');
      const copyDir = path.join(folder, 'copy');
      const line = theOneLine(
        await runServer({ CONTENT_EXPORT_FILE: missing, CONTENT_EXPORT_COPY_DIR: copyDir }),
      );
      expect(line).toContain(missing);
      expect(line).not.toContain(copyDir);
    },
    TIMEOUT_MS,
  );
});

describe('a port already in use', () => {
  let blocker: Server;
  let port: number;

  beforeAll(async () => {
    blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const address = blocker.address();
    if (address === null || typeof address === 'string') throw new Error('no TCP port');
    port = address.port;
  });

  afterAll(() => new Promise<void>((resolve) => blocker.close(() => resolve())));

  test(
    'is named, with the variable that sets it',
    async () => {
      const line = theOneLine(await runServer({ LOCAL_SERVICES_PORT: String(port) }));
      expect(line).toContain(`port ${port}`);
      expect(line).toMatch(/already in use/);
      expect(line).toContain('LOCAL_SERVICES_PORT');
    },
    TIMEOUT_MS,
  );
});
