// Keep-alive towards the remotes and the renderer. nginx reuses connections only to an `upstream`
// group, whose names it resolves once, at start, unless the server has `resolve` (open-source nginx
// 1.27.3 and later), which looks them up at run time: the entry then starts while a remote is down
// and follows a redeployed one to its new address. So: an address (preview) or a name with such an
// nginx gets a group with kept-alive connections; a name with an older nginx stays a per-request
// lookup (proxy_pass with a variable), without keep-alive.

/** Whether an nginx of `version` ("1.27.3") resolves an upstream's names at run time. */
export function resolvesAtRunTime(version: string | undefined): boolean {
  if (!version) return false;
  const [major = 0, minor = 0, patch = 0] = version.split('.').map(Number);
  return major * 1e6 + minor * 1e3 + patch >= 1 * 1e6 + 27 * 1e3 + 3;
}

export interface UpstreamGroup {
  /** What proxy_pass names: the group, or the address itself. */
  pass: string;
  /** The group's configuration (http level); empty when there is none. */
  conf: string;
}

export function upstreamGroup(
  name: string,
  address: string,
  {
    resolver,
    resolves,
    idleTimeout = '50s',
  }: { resolver: string; resolves: boolean; idleTimeout?: string },
): UpstreamGroup {
  const host = address.replace(/:\d+$/, '');
  const isAddress = /^[0-9.]+$/.test(host);
  if (!isAddress && !resolves) return { pass: address, conf: '' };
  const lines = isAddress
    ? [`  server ${address};`]
    : [
        `  zone ${name} 64k;`,
        `  resolver ${resolver} valid=5s ipv6=off;`,
        `  server ${address} resolve;`,
      ];
  return {
    pass: name,
    conf: [
      `upstream ${name} {`,
      ...lines,
      '  keepalive 64;',
      `  keepalive_timeout ${idleTimeout};`,
      '}',
      '',
    ].join('\n'),
  };
}
