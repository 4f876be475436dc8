import type { Language } from '@site/shared/language';

/**
 * What the renderer is asked to draw: a content page at its address (the path and the parameters
 * `pageAddress` keeps), or a widget region by its exposed name, each in one language.
 */
export type PageRequest =
  | { kind: 'page'; language: Language; address: string }
  | { kind: 'region'; language: Language; expose: string };

/**
 * The string a request's copy is kept and looked up under. Only ever derived, never read back:
 * the request itself is kept beside its copy. Kind and language hold no `|`, so an address that
 * does still names one request alone. The format is the one stores have always written: a renderer
 * of the same build that restarts, or one rolled back, finds the copies kept on disk under it.
 */
export function storageKey(request: PageRequest): string {
  switch (request.kind) {
    case 'page':
      return `page|${request.language}|${request.address}`;
    case 'region':
      return `region|${request.language}|${request.expose}`;
  }
}
