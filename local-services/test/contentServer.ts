// Starts contentServerProcess.ts and resolves with its origin once it listens: the one launcher
// of the local services for tests, here and in mfe-content's query tests.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface RunningServer {
  port: number;
  host: string;
  origin: string;
  stop: () => Promise<void>;
}

// import.meta: jest runs this file as an ES module here and as CommonJS in mfe-content's tests,
// where swc turns import.meta.url into the file's URL.
const SERVER_SCRIPT = fileURLToPath(new URL('./contentServerProcess.ts', import.meta.url));

export function startContentServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, [SERVER_SCRIPT], {
    env: { ...process.env, ...env },
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) resolve();
      else {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }
    });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      // The server logs too (a working copy made, changes noticed): the port is on its own line.
      const line = output.split('\n').find((text) => text.startsWith('{"port":'));
      if (line) {
        const { port } = JSON.parse(line) as { port: number };
        const host = `127.0.0.1:${port}`;
        resolve({ port, host, origin: `http://${host}`, stop });
      }
    });
    child.once('exit', (code) => reject(new Error(`content server exited (${code}): ${errors}`)));
  });
}
