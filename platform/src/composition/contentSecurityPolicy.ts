import { REMOTE_NAMES, variableOf } from '@site/shared/definitions';

// The Content-Security-Policy of every HTML answer, from the running configuration: scripts only
// from the site and the remotes' origins (no inline script, no eval), and connections only to the
// services the configuration names. No page is framed, except an editor's preview by the editors'
// app.

type Values = ReadonlyMap<string, string>;

/** The origin (scheme://host[:port]) of an absolute http(s) URL; nothing for a path. */
export function originOf(url: string): string {
  const match = /^(https?:\/\/[^/?#]+)/.exec(url);
  return match?.[1] ?? '';
}

const unique = (words: readonly string[]) =>
  [...new Set(words.flatMap((word) => word.split(/\s+/)).filter(Boolean))].join(' ');

/**
 * @param frameAncestors who may show the page in a frame: nobody (every visitor's page), or in an
 *   editor's preview the editors' app (PREVIEW_FRAME_ORIGINS, docs/operations.md#live-preview)
 */
export function contentSecurityPolicy(
  values: Values,
  remotes: readonly string[] = REMOTE_NAMES,
  frameAncestors = "'none'",
): string {
  const value = (name: string) => values.get(name) ?? '';
  const scheme = value('CONTENT_INSECURE') === 'true' ? 'http' : 'https';
  const content = `${scheme}://${value('CONTENT_HOST')}`;
  const remoteOrigins = unique(
    remotes.map((remote) => originOf(value(variableOf(`remotes.${remote}`)))),
  );
  const connect = unique([
    "'self'",
    content,
    originOf(value('MAIL_ORIGIN')),
    originOf(value('GEO_PRIMARY_URL')),
    originOf(value('GEO_FALLBACK_URL')),
    remoteOrigins,
  ]);
  const images = unique(["'self'", 'data:', content, value('CONTENT_ASSET_ORIGINS')]);
  const frames = originOf(value('COMPANY_MAP_EMBED_URL')) || "'none'";
  return [
    "default-src 'self'",
    `script-src 'self'${remoteOrigins ? ` ${remoteOrigins}` : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images}`,
    "font-src 'self'",
    `connect-src ${connect}`,
    `frame-src ${frames}`,
    `frame-ancestors ${frameAncestors}`,
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** An editor's preview: the same policy, and the editors' app may frame it. */
export function previewContentSecurityPolicy(
  values: Values,
  remotes: readonly string[] = REMOTE_NAMES,
): string {
  const origins = unique([values.get('PREVIEW_FRAME_ORIGINS') ?? '']);
  return contentSecurityPolicy(values, remotes, origins || "'none'");
}
