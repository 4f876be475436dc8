import { isLanguage, LANGUAGES, type Language } from './languages';

// Every page has one address per language, its language path: `/ka/projects`, `/en/projects`,
// `/ka/` for Home (docs/product.md#language-paths). The spec's own addresses (`/projects`) are
// the route paths the federation table and the routers know; the language is the first segment in
// front of them. Written once here: the routers' base, the head's and the sitemap's addresses,
// the switch, the signals' routes and the entry's maps (platform/src/composition/languagePaths.ts)
// all ask this module.

/** The language an address's path starts with (`/ka`, `/ka/…`), or null for any other path. */
export function languageOfPath(pathname: string): Language | null {
  const first = /^\/([^/?#]*)/.exec(pathname)?.[1];
  return isLanguage(first) ? first : null;
}

/** The route path of an address (`/ka/projects` → `/projects`, `/ka/` → `/`); others as they are. */
export function routeOfPath(pathname: string): string {
  const language = languageOfPath(pathname);
  if (!language) return pathname;
  const rest = pathname.slice(language.length + 1);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * The router's base on a language path (`/ka/`), or undefined elsewhere. With the slash, a link to
 * Home (`to="/"`) is `/ka/`, Home's address, not `/ka`, which the entry moves there.
 */
export function languageBase(pathname: string): string | undefined {
  const language = languageOfPath(pathname);
  return language ? `/${language}/` : undefined;
}

/**
 * The language path of a route path, query and hash kept (`('ka', '/projects?page=2')` →
 * `/ka/projects?page=2`; `('en', '/')` → `/en/`). A route path that has a language already has it
 * replaced.
 */
export function languagePath(language: Language, route: string): string {
  const bare = routeOfPath(route);
  return `/${language}${bare.startsWith('/') ? bare : `/${bare}`}`;
}

/** The alternatives of a regular expression that matches exactly one language segment. */
export const LANGUAGE_SEGMENT_PATTERN = `(?:${LANGUAGES.join('|')})`;
