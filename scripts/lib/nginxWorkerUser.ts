// Who nginx's workers run as on this machine. Started as root, nginx runs them as `nobody` unless
// told otherwise, and `nobody` cannot read a checkout in a folder only its owner may enter (a
// `mktemp -d` folder, a home directory): every page would be a 404 with only "Permission denied"
// in the error log. So they run as the checkout's owner, who can read it. Not root: nginx ignores
// `user` and its workers are this user already.
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';

/** `user [group]` for nginx's workers serving `folder`; empty when this process is not root. */
export function nginxWorkerUser(folder: string): string {
  if (process.getuid?.() !== 0) return '';
  const { uid } = statSync(folder);
  const name = (flag: string) =>
    execFileSync('id', [flag, String(uid)], { encoding: 'utf8' }).trim();
  return `${name('-nu')} ${name('-gn')}`;
}
