import { isIP } from 'node:net';

// The visitor's address behind proxies the operator names (TRUSTED_PROXIES): nginx's realip module
// takes it from X-Forwarded-For, walking back only through those hops, so a header sent by anyone
// else changes nothing. nginx cannot split a variable into directives, so they are written here.

/** The addresses and CIDR ranges of a TRUSTED_PROXIES value; throws on anything else. */
export function trustedProxies(list: string): string[] {
  const entries = list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const bits = family === 6 ? 128 : 32;
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits);
    if (family === 0 || !prefixOk || rest.length > 0) {
      throw new Error(
        `compose: TRUSTED_PROXIES: "${entry}" is not an address or a CIDR range (10.0.0.0/8, 2001:db8::/32, 192.0.2.7)`,
      );
    }
  }
  return entries;
}

/**
 * For the entry's server block: the visitor's address ($remote_addr, and so every limit keyed on
 * it, the address passed to the form and signals servers and the error log's client) from
 * X-Forwarded-For through the trusted hops.
 */
export function realIpDirectives(proxies: readonly string[]): string {
  if (proxies.length === 0) {
    return '# TRUSTED_PROXIES is empty: the address that connects is the visitor.\n';
  }
  return [
    '# From TRUSTED_PROXIES: X-Forwarded-For is believed only through these hops.',
    ...proxies.map((proxy) => `set_real_ip_from ${proxy};`),
    'real_ip_header X-Forwarded-For;',
    'real_ip_recursive on;',
    '',
  ].join('\n');
}

/**
 * For the entry's http block: `$site_trusted_hop`, 1 when the connection came from a trusted
 * proxy (whose X-Forwarded-Host then names the address the visitor used), 0 otherwise.
 */
export function trustedHopMap(proxies: readonly string[]): string {
  return [
    'geo $realip_remote_addr $site_trusted_hop {',
    '  default 0;',
    ...proxies.map((proxy) => `  ${proxy} 1;`),
    '}',
    '',
  ].join('\n');
}
