// Starts contentServerProcess.ts and resolves with its origin once it listens: the one launcher
// of the local services for tests, here and in mfe-content's query tests.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';

export interface RunningServer {
  port: number;
  host: string;
  origin: string;
  stop: () => Promise<void>;
}

const SERVER_SCRIPT = path.join(__dirname, 'contentServerProcess.ts');

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
