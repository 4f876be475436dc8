// The entry's answer to the language switcher's links for a visitor without scripts
// (docs/product.md#language-choice): generated from the language definitions when a server starts
// (compose.ts writes it to language-switch.conf, which the entry's server block includes), so the
// languages, the address and the cookies are never copied into nginx by hand.
import { INTERNAL_ADDRESSES } from '@site/shared/addresses';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  LANGUAGE_PARAMETER,
  LANGUAGE_SWITCH_ADDRESS,
  LANGUAGES,
  MANUAL_LANGUAGE_COOKIE,
} from '@site/shared/definitions';

const PLAIN = /^[a-z][a-z0-9_-]*$/i;
const ADDRESS = /^\/[a-z][a-z0-9_-]*\/$/;

function plain(value: string, what: string): string {
  if (!PLAIN.test(value)) throw new Error(`languageSwitch: ${what} "${value}" is not a plain name`);
  return value;
}

/**
 * `<switch address><language><path and query>` keeps the choice as the switcher does (the cookies
 * of languageCookies.ts) and sends the visitor to that page on the chosen language's path, without
 * its language parameter, never cached (links from before language paths; the switch itself now
 * links to the other language's path). The page is read from the address as sent ($request_uri, never the decoded $uri)
 * and followed only when it is a path of this site: one leading slash, not followed by another, a
 * backslash or an encoded one; anything else is the not-found page, so no link sends a visitor
 * elsewhere. Another language is no route (404, from `location /`).
 */
export function languageSwitchLocation(): string {
  if (!ADDRESS.test(LANGUAGE_SWITCH_ADDRESS)) {
    throw new Error(`languageSwitch: "${LANGUAGE_SWITCH_ADDRESS}" is not a plain /folder/`);
  }
  const address = LANGUAGE_SWITCH_ADDRESS;
  const languages = LANGUAGES.map((language) => plain(language, 'a language')).join('|');
  const parameter = plain(LANGUAGE_PARAMETER, 'the parameter');
  const cookie = (name: string, value: string) =>
    `add_header Set-Cookie "${plain(name, 'a cookie')}=${value}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax\${site_language_secure}" always;`;
  // Every language parameter dropped (in any letter case, as nginx reads $arg_), up to two.
  const dropParameter = [
    String.raw`if ($site_language_args ~ "^(?<site_language_before>.*)&(?i:${parameter})(?:=[^&]*)?(?<site_language_after>&.*)$") {`,
    '  set $site_language_args "${site_language_before}${site_language_after}";',
    '}',
  ];
  const body = [
    'absolute_redirect off;',
    'include snippets/security-headers.conf;',
    'add_header Cache-Control "no-store" always;',
    `error_page 404 ${INTERNAL_ADDRESSES.notFound}$site_language/404.html;`,
    // A byte no browser sends (nginx.conf: $site_request_unwritten) would go into the Location.
    'if ($site_request_unwritten) {',
    '  return 404;',
    '}',
    'set $site_language_valid "";',
    // The page may name a language path already (`/language/en/ka/projects`): it is the page.
    String.raw`if ($request_uri ~ "^${address}(?<site_language_chosen>${languages})(?:/(?:${languages})(?=[/?]|$))?(?<site_language_path>/(?!/|\x5c|%2[fF]|%5[cC])[^?\x5c]*)?(?:\?(?<site_language_query>.*))?$") {`,
    '  set $site_language_valid 1;',
    '}',
    'if ($site_language_valid = "") {',
    '  return 404;',
    '}',
    // That page's path in the chosen language (docs/product.md#language-paths).
    'set $site_language_to /${site_language_chosen}${site_language_path};',
    'if ($site_language_path = "") {',
    '  set $site_language_to /${site_language_chosen}/;',
    '}',
    'set $site_language_args "&${site_language_query}&";',
    ...dropParameter,
    ...dropParameter,
    'if ($site_language_args ~ "^&(?<site_language_kept>.*?)&?$") {',
    '  set $site_language_args $site_language_kept;',
    '}',
    'if ($site_language_args != "") {',
    '  set $site_language_to "${site_language_to}?${site_language_args}";',
    '}',
    // Secure over https, here or at a proxy in front (an ingress); a visitor who forges the header
    // only keeps their own cookie off plain http.
    'set $site_language_secure "";',
    'if ($scheme = https) {',
    '  set $site_language_secure "; Secure";',
    '}',
    'if ($http_x_forwarded_proto = https) {',
    '  set $site_language_secure "; Secure";',
    '}',
    cookie(LANGUAGE_COOKIE, '${site_language_chosen}'),
    cookie(MANUAL_LANGUAGE_COOKIE, 'true'),
    'return 303 $site_language_to;',
  ];
  return [
    '# Generated from shared/src/language/languageRule.ts (platform/src/composition/languageSwitch.ts).',
    `location ~ ^${address}(?:${languages})(?:/|$) {`,
    ...body.map((line) => `  ${line}`),
    '}',
    '',
  ].join('\n');
}
