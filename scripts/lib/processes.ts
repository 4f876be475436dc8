// Child processes for every script: commands run to their end (output shown or captured),
// services that live as long as the script (stopped together, by process group, when it ends for
// any reason), detached helpers stopped later by their process id, and waiting for any of them.
import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { createInterface } from 'node:readline';

const children = new Set<ChildProcess>();
// Children stopped on purpose, to be started again (restartable): their exit stops nothing.
const replaced = new WeakSet<ChildProcess>();

/**
 * spawn's options, and: `quiet` shows only its errors; `critical: false` lets it exit alone;
 * `stderrLine` rewrites each line of its stderr before it is shown (nginx's error lines lose their
 * queries: platform/src/errorLog/redactErrorLine.ts).
 */
export interface StartOptions extends SpawnOptions {
  quiet?: boolean;
  critical?: boolean;
  stderrLine?: (line: string) => string;
}

/** A command with its arguments and start() options. */
export interface Launch {
  command: string;
  args: readonly string[];
  options?: StartOptions;
}

export interface Restartable {
  restart(whileStopped?: () => void): Promise<void>;
}

export function start(
  name: string,
  command: string,
  args: readonly string[],
  options: StartOptions = {},
): ChildProcess {
  const { stderrLine, ...spawnOptions } = options;
  const child = spawn(command, args, {
    stdio: [
      options.quiet ? 'ignore' : 'inherit',
      options.quiet ? 'ignore' : 'inherit',
      stderrLine ? 'pipe' : 'inherit',
    ],
    // Same process group as this script: whoever stops the group (Ctrl+C, Playwright's
    // webServer teardown) stops every service with it.
    ...spawnOptions,
  });
  if (stderrLine && child.stderr) {
    createInterface({ input: child.stderr, crlfDelay: Infinity }).on('line', (line) =>
      process.stderr.write(`${stderrLine(line)}\n`),
    );
  }
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping && !replaced.has(child) && options.critical !== false) {
      console.error(`${name} exited (${signal ?? code})`);
      stopAll(1);
    }
  });
  return child;
}

/**
 * A long-running service that can be stopped and started again on purpose (`npm start`, after a
 * rebuild); `launch` returns its command, args and options each time. Between the two, `restart`
 * runs `whileStopped` (for example, to empty a cache the service keeps on disk).
 */
export function startRestartable(name: string, launch: () => Launch): Restartable {
  const spawnIt = () => {
    const { command, args, options } = launch();
    return start(name, command, args, options);
  };
  let child = spawnIt();
  return {
    async restart(whileStopped = () => {}) {
      const previous = child;
      replaced.add(previous);
      if (previous.exitCode === null && previous.signalCode === null) {
        const exited = new Promise<void>((resolve) => previous.once('exit', () => resolve()));
        previous.kill('SIGTERM');
        await exited;
      }
      whileStopped();
      child = spawnIt();
    },
  };
}

let stopping = false;
// How long the services get to end on their own (webpack writes its persistent cache as it stops;
// a second signal would make it quit halfway) before this script exits anyway.
const STOP_GRACE_MS = 10_000;

/** Stops every service once (SIGTERM), then exits with `exitCode` when they have ended. */
export function stopAll(exitCode = 0): void {
  if (stopping) return;
  stopping = true;
  const ended = [...children].map((child) => {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      child.kill('SIGTERM');
    } catch {
      /* already gone */
    }
    return exited;
  });
  const grace = new Promise<void>((resolve) => setTimeout(resolve, STOP_GRACE_MS));
  void Promise.race([Promise.all(ended), grace]).then(() => process.exit(exitCode));
}

export function stopOnSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => stopAll(0));
  }
  // Exiting for another reason: stop what was never signalled (a signalled child is ending).
  process.on('exit', () => {
    for (const child of children) if (!child.killed) child.kill('SIGTERM');
  });
}

export interface RunOptions {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  capture?: boolean;
  /** Written to its standard input (otherwise it has none). */
  input?: string;
  timeoutMs?: number;
  /** Ends the command (SIGKILL) when aborted; it then rejects as a failure. */
  signal?: AbortSignal;
}

/** What a command printed (empty unless `capture`). */
export interface RunOutput {
  stdout: string;
  stderr: string;
}

/**
 * Runs a command to its end. Output goes to the terminal unless `capture` is set, in which case
 * it is returned. Rejects with the command, exit status and the end of its output.
 */
export function run(
  command: string,
  args: readonly string[],
  { env, cwd, capture = false, input, timeoutMs, signal }: RunOptions = {},
): Promise<RunOutput> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: env ?? process.env,
      stdio: [
        input === undefined ? 'ignore' : 'pipe',
        capture ? 'pipe' : 'inherit',
        capture ? 'pipe' : 'inherit',
      ],
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    if (input !== undefined) child.stdin?.end(input);
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            stderr += `\n(timed out after ${timeoutMs / 1000} s)`;
            child.kill('SIGKILL');
          }, timeoutMs);
    const abort = () => child.kill('SIGKILL');
    signal?.addEventListener('abort', abort, { once: true });
    child.on('error', (error) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
      reject(new Error(`cannot run ${command}: ${error.message}`));
    });
    child.on('close', (code, exitSignal) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
      if (code === 0) {
        resolve({ stdout, stderr });
        return;
      }
      const tail = `${stdout}\n${stderr}`.trim().split('\n').slice(-25).join('\n');
      reject(
        new Error(
          `${command} ${args.join(' ')} failed (${exitSignal ?? `exit ${code}`})${tail ? `:\n${tail}` : ''}`,
        ),
      );
    });
  });
}

/** A program bound to its settings (docker or docker-compose for one engine): args to output. */
export type Runner = (args: readonly string[], options?: RunOptions) => Promise<RunOutput>;

/** Starts a long-running process with its output in `logFile`; the caller stops it by pid. */
export function startDetached(
  command: string,
  args: readonly string[],
  { env, cwd, logFile }: { env?: NodeJS.ProcessEnv; cwd?: string; logFile: string },
): ChildProcess {
  const out = openSync(logFile, 'a');
  const child = spawn(command, args, { cwd, env: env ?? process.env, stdio: ['ignore', out, out] });
  child.unref();
  return child;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** An error that ends waitFor at once (something broke), where others mean "not yet". */
export const fatal = (error: Error): Error => Object.assign(error, { fatal: true });
const isFatal = (error: unknown) => error instanceof Error && 'fatal' in error && !!error.fatal;

/** An error's message, or the thrown value itself. */
export const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : String(error);

export interface WaitOptions {
  timeoutMs?: number;
  intervalMs?: number;
}

/** Polls `probe` until it returns a truthy value or `timeoutMs` passes (then throws `what`). */
export async function waitFor<T>(
  what: string,
  probe: () => T | Promise<T>,
  { timeoutMs = 60000, intervalMs = 500 }: WaitOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (error) {
      if (isFatal(error)) throw error;
      lastError = error;
    }
    await sleep(intervalMs);
  }
  throw new Error(
    `${what}: not within ${timeoutMs / 1000} s${lastError ? ` (last error: ${messageOf(lastError)})` : ''}`,
  );
}

/** True while a process with this id exists. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves once the process is gone. */
export async function stopProcess(
  pid: number | undefined,
  { graceMs = 15000 }: { graceMs?: number } = {},
): Promise<void> {
  if (!pid || !isAlive(pid)) return;
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return;
  }
  const deadline = Date.now() + graceMs;
  while (isAlive(pid) && Date.now() < deadline) await sleep(200);
  if (isAlive(pid)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
    while (isAlive(pid)) await sleep(100);
  }
}

/** Waits until `url` answers 2xx. */
export function waitForUrl(url: string, timeoutMs = 60_000): Promise<boolean> {
  return waitFor(url, async () => (await fetch(url)).ok, { timeoutMs, intervalMs: 250 });
}
