// Child-process helpers for the run scripts: start long-running services, wait for them, and
// stop them all (by process group) when the script ends for any reason.
import { spawn } from 'node:child_process';

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

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
    child.on('error', reject);
  });
}

export async function waitForUrl(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
