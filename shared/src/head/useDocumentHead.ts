import { useEffect, useState } from 'react';
import { commonTexts, useTexts } from '@site/shared/i18n';
import { useLanguage } from '@site/shared/language';
import { newHeadId, removePageHead, setPageHead, setRouteDefaultHead } from './headStore';

export interface DocumentHead {
  /** The page's own title; the site name is appended. */
  title: string;
  description: string;
  /** Absolute URL of the page's own picture for link previews (projects, posts). */
  image?: string;
  type?: 'website' | 'article';
}

function useFullTitle(title: string): string {
  const siteName = useTexts(commonTexts).pageTitles.siteName;
  return title === siteName ? title : `${title} | ${siteName}`;
}

/**
 * Sets the localized document title and meta description of the page that calls it. It wins over
 * the shell's default for the route for as long as the page is mounted.
 */
export function useDocumentHead({ title, description, image, type }: DocumentHead): void {
  const fullTitle = useFullTitle(title);
  const [id] = useState(newHeadId);
  const { language } = useLanguage();
  useEffect(() => {
    setPageHead(id, { title: fullTitle, description, image, type });
    // The language is a dependency: canonical and og:locale follow it.
  }, [id, fullTitle, description, image, type, language]);
  useEffect(() => () => removePageHead(id), [id]);
}

/**
 * The shell's head for the current route, shown while the route's page is loading and kept when
 * the page sets none of its own.
 */
export function useRouteDefaultHead({ title, description }: DocumentHead): void {
  const fullTitle = useFullTitle(title);
  useEffect(() => {
    setRouteDefaultHead({ title: fullTitle, description });
  }, [fullTitle, description]);
}
