import { languagePath, routeOfPath, type Language } from '@site/shared/language';

/**
 * This page's address on `language`'s path (docs/product.md#language-paths), its query and hash
 * kept: where accepting the banner's suggestion takes the visitor (`/ka/projects?page=2#list` →
 * `/en/projects?page=2#list`). Read from the browser's address: the banner is drawn without React
 * and its router.
 */
export function pageInLanguage(
  language: Language,
  { pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location,
): string {
  return languagePath(language, `${routeOfPath(pathname)}${search}${hash}`);
}
