// What counts as a request's claim of an editor's preview by cookie (docs/operations.md#editor-preview),
// written once: the entry's nginx reads it from a map generated from this pattern
// (platform/src/composition/compose.ts), and the content renderer's reading of the cookie
// (mfe-content/src/server/preview/previewCookie.ts) never finds a claim this does not.

/** The preview cookie's name, as the content renderer sets it. */
export const PREVIEW_COOKIE = 'site_preview';

/**
 * A pattern (a regular expression's source, the same in PCRE and JS, read without regard to letter
 * case) that finds a claim in a Cookie header: the cookie's name anywhere in it, its letters in
 * order with anything between them but a letter, a digit, `_`, `;` or `=`. So white space of any
 * kind in any encoding (`site _preview`, a no-break space's bytes) still claims. Cautious on
 * purpose: a claim decides nothing but that the answer is never stored by a shared cache; what
 * it is worth is the renderer's word.
 */
export function previewCookieClaimPattern(): string {
  return [...PREVIEW_COOKIE].join('[^a-z0-9_;=]*');
}
