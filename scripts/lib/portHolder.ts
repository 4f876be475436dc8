// Who listens on a port, for the sentence that names it: iproute2's `ss` (on every Debian and
// Ubuntu) gives the process; another user's processes only as root. Undefined wherever that
// cannot be told.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The process listening on `port`, as "nginx (pid 4242)". */
export function portHolder(port: number): string | undefined {
  let listening = '';
  try {
    listening = execFileSync('ss', ['-Hltnp', `sport = :${port}`], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return undefined;
  }
  const pid = /pid=(\d+)/.exec(listening)?.[1];
  return pid === undefined ? undefined : `${programOf(pid)} (pid ${pid})`;
}

/**
 * The program a process runs: its command line's first word ("nginx: master process …" as nginx
 * rewrites it), as its thread's name, which `ss` shows, may be another (Node's is "MainThread").
 */
function programOf(pid: string): string {
  try {
    const [first = ''] = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(/[\0 ]/);
    return path.basename(first).replace(/:$/, '') || 'a process';
  } catch {
    return 'a process';
  }
}
