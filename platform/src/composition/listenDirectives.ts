import { isIP } from 'node:net';

/**
 * The server block's `listen` lines for the site's `port` (`${LISTEN_DIRECTIVES}` in the
 * templates, indented as they are): every interface, IPv4 and IPv6, unless `addresses`
 * (NGINX_LISTEN_ADDRESSES) names some. A list, not one address per family: a machine without an
 * IPv6 loopback has no `[::1]` to listen on.
 */
export function listenDirectives(port: string, addresses = ''): string {
  const chosen = addresses.split(/\s+/).filter(Boolean);
  for (const address of chosen) {
    const v6 = /^\[(.*)\]$/.exec(address)?.[1];
    if (isIP(v6 ?? address) !== (v6 === undefined ? 4 : 6)) {
      throw new Error(
        `compose: NGINX_LISTEN_ADDRESSES: "${address}" is neither an IPv4 address nor an IPv6 one in brackets (127.0.0.1, [::1])`,
      );
    }
  }
  const targets =
    chosen.length > 0 ? chosen.map((address) => `${address}:${port}`) : [port, `[::]:${port}`];
  return targets.map((target) => `listen ${target};`).join('\n  ');
}
