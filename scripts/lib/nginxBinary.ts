import { execFileSync } from 'node:child_process';
import { OperatorError } from './operatorErrors.ts';

/** Where this machine's nginx is (Debian's, or one built from source); npm test installs it. */
export function nginxBinary(): string {
  for (const candidate of [
    '/usr/sbin/nginx',
    '/usr/local/sbin/nginx',
    '/usr/local/nginx/sbin/nginx',
  ]) {
    try {
      execFileSync(candidate, ['-v'], { stdio: 'ignore' });
      return candidate;
    } catch {
      /* try the next */
    }
  }
  throw new OperatorError(
    'nginx is not installed: run `apt-get install -y nginx` (npm test does it for you)',
  );
}
