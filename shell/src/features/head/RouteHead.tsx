import { useLocation } from '@site/shared/router';
import { sectionOf } from '@site/shared/federation';
import { DocumentHead } from '@site/shared/head';
import { commonTexts, useTexts } from '@site/shared/i18n';

type HeadKey = Exclude<keyof typeof commonTexts.en.pageTitles, 'siteName'>;

function isHeadKey(key: string): key is HeadKey {
  return key !== 'siteName' && key in commonTexts.en.pageTitles;
}

/** The route's navigation section (the federation contract's), or not-found. */
export function headKeyFor(pathname: string): HeadKey {
  const section = sectionOf(pathname);
  return isHeadKey(section) ? section : 'notFound';
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
