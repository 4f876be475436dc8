import { useLocation } from '@site/shared/router';
import { useRouteDefaultHead } from '@site/shared/head';
import { commonTexts, useTexts } from '@site/shared/i18n';

const SECTIONS = ['services', 'projects', 'about', 'blog', 'contact'] as const;
type Section = (typeof SECTIONS)[number];
type HeadKey = Section | 'home' | 'notFound';

export function headKeyFor(pathname: string): HeadKey {
  const first = pathname.split('/').filter(Boolean)[0];
  if (first === undefined) return 'home';
  return (SECTIONS as readonly string[]).includes(first) ? (first as Section) : 'notFound';
}

/**
 * A localized title and description for every route from the first moment, while its remote
 * loads; the page itself may refine them (a post's own title) with useDocumentHead.
 */
export function RouteHead() {
  const { pathname } = useLocation();
  const t = useTexts(commonTexts);
  const key = headKeyFor(pathname);
  useRouteDefaultHead({ title: t.pageTitles[key], description: t.pageDescriptions[key] });
  return null;
}
