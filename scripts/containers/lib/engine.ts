// A private Docker engine for the test: dockerd runs as root inside a network namespace of its
// own (never the machine's), joined to the machine by a veth pair whose two addresses exist only
// on that pair. dockerd also gets a mount namespace of its own, so the overlay and namespace
// mounts it makes vanish with it instead of staying on the machine.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  isAlive,
  messageOf,
  run,
  type RunOptions,
  type Runner,
  startDetached,
  stopProcess,
  waitFor,
} from '../../lib/processes.ts';

/** The test's engine: its namespace, veth pair and addresses, dockerd's folders and process. */
export interface Engine {
  namespace: string;
  hostVeth: string;
  engineVeth: string;
  /** The machine's end of the veth pair. */
  host: string;
  /** The engine's end, in its namespace. */
  engine: string;
  dataRoot: string;
  execRoot: string;
  socket: string;
  pidFile: string;
  logFile: string;
  dockerHost: string;
  pid: number | undefined;
  created: { namespace: boolean };
}

const ip = (args: readonly string[]) => execFileSync('ip', args, { encoding: 'utf8' });

/** A /30 in 10.213.0.0/16 that no interface or route of the machine uses yet. */
function freeSubnet(): { host: string; engine: string } {
  const used = ip(['-4', 'addr']) + ip(['-4', 'route']);
  for (let attempt = 0; attempt < 64; attempt++) {
    const third = (process.pid + attempt * 7) % 250;
    const fourth = ((process.pid >> 3) % 63) * 4;
    const prefix = `10.213.${third}.`;
    if (!used.includes(prefix)) {
      return { host: `${prefix}${fourth + 1}`, engine: `${prefix}${fourth + 2}` };
    }
  }
  throw new Error('no free /30 in 10.213.0.0/16 for the engine namespace');
}

export function createEngine(workDir: string): Engine {
  const id = String(process.pid);
  const socket = path.join(workDir, 'docker.sock');
  return {
    namespace: `site-ct-${id}`,
    hostVeth: `sct${id}h`,
    engineVeth: `sct${id}n`,
    ...freeSubnet(),
    dataRoot: path.join(workDir, 'docker-data'),
    execRoot: path.join(workDir, 'docker-exec'),
    socket,
    pidFile: path.join(workDir, 'dockerd.pid'),
    logFile: path.join(workDir, 'dockerd.log'),
    dockerHost: `unix://${socket}`,
    pid: undefined,
    created: { namespace: false },
  };
}

/** The namespace, the veth pair and dockerd; resolves once the engine answers. */
export async function startEngine(engine: Engine): Promise<void> {
  const { namespace, hostVeth, engineVeth } = engine;
  ip(['netns', 'add', namespace]);
  engine.created.namespace = true;
  ip(['link', 'add', hostVeth, 'type', 'veth', 'peer', 'name', engineVeth]);
  ip(['link', 'set', engineVeth, 'netns', namespace]);
  ip(['addr', 'add', `${engine.host}/30`, 'dev', hostVeth]);
  ip(['link', 'set', hostVeth, 'up']);
  const inside = (args: readonly string[]) => ip(['netns', 'exec', namespace, 'ip', ...args]);
  inside(['addr', 'add', `${engine.engine}/30`, 'dev', engineVeth]);
  inside(['link', 'set', engineVeth, 'up']);
  inside(['link', 'set', 'lo', 'up']);

  // unshare and nsenter exec into dockerd, so the child's pid is dockerd's.
  const child = startDetached(
    'unshare',
    [
      '--mount',
      '--propagation',
      'slave',
      '--',
      'nsenter',
      `--net=/run/netns/${namespace}`,
      '--',
      'dockerd',
      `--data-root=${engine.dataRoot}`,
      `--exec-root=${engine.execRoot}`,
      `--pidfile=${engine.pidFile}`,
      `--host=${engine.dockerHost}`,
      '--ip6tables=false',
      '--log-level=warn',
    ],
    { logFile: engine.logFile },
  );
  engine.pid = child.pid;
  await waitFor(
    'the Docker engine to answer',
    async () => {
      if (engine.pid === undefined || !isAlive(engine.pid)) {
        throw new Error(`dockerd exited; see ${engine.logFile}:\n${readTail(engine.logFile)}`);
      }
      await engineDocker(engine)(['version', '--format', '{{.Server.Version}}'], { capture: true });
      return true;
    },
    { timeoutMs: 60000 },
  );
  console.log(
    `engine: dockerd pid ${engine.pid} in namespace ${namespace} (${engine.engine}; machine side ${engine.host})`,
  );
}

function readTail(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim().split('\n').slice(-15).join('\n');
  } catch {
    return '';
  }
}

/** The environment every docker / docker-compose call of the test uses. */
export function engineEnv(engine: Engine): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DOCKER_HOST: engine.dockerHost,
    DOCKER_BUILDKIT: '1',
    COMPOSE_DOCKER_CLI_BUILD: '1',
    // Debian's docker 20.10 client matches the engine and has BuildKit built in.
    PATH: `/usr/bin:/usr/sbin:${process.env.PATH ?? '/bin'}`,
  };
}

export function engineDocker(engine: Engine): Runner {
  return (args, options = {}) =>
    run('/usr/bin/docker', args, { ...options, env: engineEnv(engine) });
}

/** Runs a command in the engine's network namespace (where the published ports are). */
export function inNamespace(
  engine: Engine,
  command: string,
  args: readonly string[],
  options: RunOptions = {},
) {
  return run('nsenter', [`--net=/run/netns/${engine.namespace}`, '--', command, ...args], options);
}

/**
 * Stops dockerd, then every process still in the namespace (by pid), then removes the namespace
 * (which takes the veth pair with it). Safe to call at any point of startEngine.
 */
export async function stopEngine(engine: Engine): Promise<string[]> {
  const problems: string[] = [];
  if (engine.pid) await stopProcess(engine.pid, { graceMs: 30000 });
  if (engine.created.namespace) {
    let pids: number[] = [];
    try {
      pids = ip(['netns', 'pids', engine.namespace]).split(/\s+/).filter(Boolean).map(Number);
    } catch {
      /* namespace already gone */
    }
    for (const pid of pids) await stopProcess(pid, { graceMs: 5000 });
    // A mount of the engine left in the machine's mount namespace would keep the network
    // namespace alive (dockerd 20.10 leaves <exec-root>/netns/default when it runs without
    // a mount namespace of its own).
    for (const mountPoint of mountsUnder(path.dirname(engine.socket)).reverse()) {
      try {
        execFileSync('umount', ['-l', mountPoint]);
      } catch (error) {
        problems.push(`umount ${mountPoint}: ${messageOf(error)}`);
      }
    }
    try {
      ip(['netns', 'delete', engine.namespace]);
    } catch (error) {
      problems.push(`ip netns delete ${engine.namespace}: ${messageOf(error)}`);
    }
  }
  // The kernel frees a deleted namespace, and the veth pair with it, a moment later.
  const vethGone = () => !existsSync(`/sys/class/net/${engine.hostVeth}`);
  await waitFor('the veth pair to go', vethGone, { timeoutMs: 15000, intervalMs: 250 }).catch(
    () => undefined,
  );
  if (!vethGone()) {
    try {
      ip(['link', 'delete', engine.hostVeth]);
    } catch (error) {
      problems.push(`ip link delete ${engine.hostVeth}: ${messageOf(error)}`);
    }
  }
  return problems;
}

export function mountsUnder(dir: string): string[] {
  return readFileSync('/proc/self/mounts', 'utf8')
    .split('\n')
    .map((line) => line.split(' ')[1])
    .filter(
      (mountPoint): mountPoint is string =>
        !!mountPoint && (mountPoint === dir || mountPoint.startsWith(`${dir}/`)),
    );
}
