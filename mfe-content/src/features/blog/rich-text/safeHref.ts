const ALLOWED_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * A link target that is safe to render, or null. Only http(s), mailto and tel survive, plus
 * site-relative paths; `javascript:`, `data:`, `vbscript:` and anything else are dropped.
 * Browsers ignore tabs, new lines and leading control characters in a scheme
 * (`java\tscript:`), so those are removed before the scheme is read.
 */
export function safeHref(uri: unknown): string | null {
  if (typeof uri !== 'string') return null;
  // eslint-disable-next-line no-control-regex
  const cleaned = uri.trim().replace(/[\u0000-\u001F\u007F-\u009F]/g, '');
  if (!cleaned) return null;
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(cleaned)?.[1];
  if (scheme) return ALLOWED_SCHEMES.has(`${scheme.toLowerCase()}:`) ? cleaned : null;
  // No scheme: only paths on this site ('/blog/x', '#part'; '//host' is still http(s)).
  if (cleaned.startsWith('/') || cleaned.startsWith('#')) return cleaned;
  return null;
}
