// Who listens on a port, for the sentence that names it: the listening socket's inode in
// /proc/net/tcp and tcp6, then the process that has that socket open (Linux; another user's
// processes only as root). Undefined wherever that cannot be told.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';

const LISTEN = '0A';

function listeningSockets(port: number): Set<string> {
  const sockets = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    // sl local_address rem_address st … inode; the address is hex IP:port.
    for (const line of text.split('\n').slice(1)) {
      const [, local, , state, , , , , , inode] = line.trim().split(/\s+/);
      const localPort = Number.parseInt(local?.split(':')[1] ?? '', 16);
      if (state === LISTEN && inode && localPort === port) sockets.add(`socket:[${inode}]`);
    }
  }
  return sockets;
}

function holdsOneOf(pid: string, sockets: Set<string>): boolean {
  let fds: string[];
  try {
    fds = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return false;
  }
  return fds.some((fd) => {
    try {
      return sockets.has(readlinkSync(`/proc/${pid}/fd/${fd}`));
    } catch {
      return false;
    }
  });
}

/** The process listening on `port`, as "nginx (pid 4242)". */
export function portHolder(port: number): string | undefined {
  const sockets = listeningSockets(port);
  if (sockets.size === 0) return undefined;
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  const pid = pids.find((each) => holdsOneOf(each, sockets));
  return pid === undefined ? undefined : `${programOf(pid)} (pid ${pid})`;
}

/**
 * The program a process runs: its command line's first word ("nginx: master process …" as nginx
 * rewrites it), as its thread's name may be another (Node's main thread is "MainThread").
 */
function programOf(pid: string): string {
  try {
    const [first = ''] = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(/[\0 ]/);
    return path.basename(first).replace(/:$/, '') || 'a process';
  } catch {
    return 'a process';
  }
}
