// Child processes for the container test: commands whose output is shown or captured, and
// long-running helpers (engine, registry) that are stopped later by their process id.
import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';

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
