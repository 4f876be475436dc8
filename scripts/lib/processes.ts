// @ts-nocheck -- not yet typed (TypeScript migration)
// Child processes for every script: commands run to their end (output shown or captured),
// services that live as long as the script (stopped together, by process group, when it ends for
// any reason), detached helpers stopped later by their process id, and waiting for any of them.
import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';

const children = new Set();
// Children stopped on purpose, to be started again (restartable): their exit stops nothing.
const replaced = new WeakSet();

export function start(name, command, args, options = {}) {
  const child = spawn(command, args, {
    stdio: options.quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    // Same process group as this script: whoever stops the group (Ctrl+C, Playwright's
    // webServer teardown) stops every service with it.
    ...options,
  });
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
export function startRestartable(name, launch) {
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
        const exited = new Promise((resolve) => previous.once('exit', resolve));
        previous.kill('SIGTERM');
        await exited;
      }
      whileStopped();
      child = spawnIt();
    },
  };
}

let stopping = false;
export function stopAll(exitCode = 0) {
  stopping = true;
  for (const child of children) {
    try {
      child.kill('SIGTERM');
    } catch {
      /* already gone */
    }
  }
  if (exitCode !== undefined) setTimeout(() => process.exit(exitCode), 300);
}

export function stopOnSignals() {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0));
  process.on('exit', () => {
    for (const child of children) child.kill('SIGTERM');
  });
}

/**
 * Runs a command to its end. Output goes to the terminal unless `capture` is set, in which case
 * it is returned. Rejects with the command, exit status and the end of its output.
 */
export function run(command, args, { env, cwd, capture = false, input, timeoutMs } = {}) {
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
    child.stdout?.on('data', (chunk) => (stdout += chunk));
    child.stderr?.on('data', (chunk) => (stderr += chunk));
    if (input !== undefined) child.stdin.end(input);
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            stderr += `\n(timed out after ${timeoutMs / 1000} s)`;
            child.kill('SIGKILL');
          }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`cannot run ${command}: ${error.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) {
        resolve({ stdout, stderr });
        return;
      }
      const tail = `${stdout}\n${stderr}`.trim().split('\n').slice(-25).join('\n');
      reject(
        new Error(
          `${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})${tail ? `:\n${tail}` : ''}`,
        ),
      );
    });
  });
}

/** Starts a long-running process with its output in `logFile`; the caller stops it by pid. */
export function startDetached(command, args, { env, cwd, logFile }) {
  const out = openSync(logFile, 'a');
  const child = spawn(command, args, { cwd, env: env ?? process.env, stdio: ['ignore', out, out] });
  child.unref();
  return child;
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it returns a truthy value or `timeoutMs` passes (then throws `what`). */
export async function waitFor(what, probe, { timeoutMs = 60000, intervalMs = 500 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (error) {
      if (error.fatal) throw error;
      lastError = error;
    }
    await sleep(intervalMs);
  }
  throw new Error(
    `${what}: not within ${timeoutMs / 1000} s${lastError ? ` (last error: ${lastError.message})` : ''}`,
  );
}

/** True while a process with this id exists. */
export function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves once the process is gone. */
export async function stopProcess(pid, { graceMs = 15000 } = {}) {
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
export function waitForUrl(url, timeoutMs = 60_000) {
  return waitFor(url, async () => (await fetch(url)).ok, { timeoutMs, intervalMs: 250 });
}
