import { useLocation } from '@site/shared/router';
import { DocumentHead } from '@site/shared/head';
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
 * A localized title and description for a route whose page is not shown: while its remote loads,
 * or when the remote is unavailable. Rendered only then, because the browser shows the first
 * title in the head and the loaded page renders its own (a post's own title).
 */
export function RouteHead() {
  const { pathname } = useLocation();
  const t = useTexts(commonTexts);
  const key = headKeyFor(pathname);
  return (
    <DocumentHead
      title={t.pageTitles[key]}
      description={t.pageDescriptions[key]}
      indexable={key !== 'notFound'}
    />
  );
}
