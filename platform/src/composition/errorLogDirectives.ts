/**
 * nginx's `error_log` for `target` (NGINX_ERROR_LOG). A syslog target (the images' filter, which
 * drops query strings: platform/src/errorLog) is not enough alone: nginx also writes warnings and
 * errors straight to its stderr unless its first file log takes stderr over, so a file log at
 * `crit` on /dev/null does, and no line reaches the container's log unfiltered.
 */
export function errorLogDirectives(target: string): string {
  if (!target.startsWith('syslog:')) return `error_log ${target} warn;`;
  return `error_log ${target} warn;\nerror_log /dev/null crit;`;
}
