import { useLayoutEffect } from 'react';
import { getSiteConfig } from '@site/shared/config';
import { commonTexts, useTexts } from '@site/shared/i18n';
import { useLanguage } from '@site/shared/language';
import { useLocation } from '@site/shared/router';
import { headTags, type DocumentHeadProps } from './headTags';

/**
 * The page's title, description and sharing tags as React elements, so that a server render emits
 * them with the page: React hoists them into the document head, adopts them on hydration and
 * removes them when the page unmounts. Render one at a time: React keeps every title it is given
 * and the browser shows the first. Nothing here may read the window or the document, which a
 * server does not have.
 */
export function DocumentHead(props: DocumentHeadProps) {
  // On a language path the router's base is the language, so this is the route path; the page's
  // addresses are built from it and the page's language (headTags).
  const { pathname } = useLocation();
  const { language } = useLanguage();
  const siteName = useTexts(commonTexts).pageTitles.siteName;
  const tags = headTags(props, { pathname, language, siteUrl: getSiteConfig().siteUrl, siteName });
  useLayoutEffect(dropOthersHeadTags);
  return (
    <>
      <title {...PAGE_HEAD} ref={own}>
        {tags.title}
      </title>
      {tags.meta.map((meta) => (
        <meta key={meta.name ?? meta.property} {...meta} {...PAGE_HEAD} ref={own} />
      ))}
      {tags.links.map((link) => (
        <link key={`${link.rel} ${link.hrefLang ?? ''}`} {...link} {...PAGE_HEAD} ref={own} />
      ))}
    </>
  );
}

/** The head tags the page's DocumentHead draws now (its own, or the server's it adopted). */
const ownTags = new Set<Element>();

function own(element: Element | null) {
  if (!element) return undefined;
  ownTags.add(element);
  return () => {
    ownTags.delete(element);
  };
}

/**
 * Takes away every page head tag in the document that the page's DocumentHead does not draw: the
 * server's, when React drew the page itself instead of hydrating it (an update, such as Back to
 * the other language's page, reached the region while it hydrated), which would stay beside
 * React's: two titles and two canonicals, the server's first. Run after each commit of the one
 * DocumentHead, once its tags are attached.
 */
function dropOthersHeadTags() {
  document.head.querySelectorAll('[data-page-head]').forEach((element) => {
    if (!ownTags.has(element)) element.remove();
  });
}

// Marks the page's own head tags, so that a page drawn afresh over the server's (not hydrated:
// shell/src/app/pageWhenNeeded.ts) can take the server's away first; hydration adopts them.
const PAGE_HEAD = { 'data-page-head': '' } as const;

/** Removes the head tags the server drew for the page, before a page is drawn afresh in their place. */
export function removeServerPageHead(doc: Document = document): void {
  doc.querySelectorAll('[data-page-head]').forEach((element) => element.remove());
}
