import { useEffect, useState } from 'react';
import { commonTexts, useTexts } from '@site/shared/i18n';
import { newHeadId, removePageHead, setPageHead, setRouteDefaultHead } from './headStore';

export interface DocumentHead {
  /** The page's own title; the site name is appended. */
  title: string;
  description: string;
}

function useFullTitle(title: string): string {
  const siteName = useTexts(commonTexts).pageTitles.siteName;
  return title === siteName ? title : `${title} | ${siteName}`;
}

/**
 * Sets the localized document title and meta description of the page that calls it. It wins over
 * the shell's default for the route for as long as the page is mounted.
 */
export function useDocumentHead({ title, description }: DocumentHead): void {
  const fullTitle = useFullTitle(title);
  const [id] = useState(newHeadId);
  useEffect(() => {
    setPageHead(id, { title: fullTitle, description });
  }, [id, fullTitle, description]);
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
