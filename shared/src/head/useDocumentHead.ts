import { useEffect } from 'react';
import { commonTexts } from '../i18n/commonTexts';
import { useTexts } from '../i18n/useTexts';

export interface DocumentHead {
  /** The page's own title; the site name is appended. */
  title: string;
  description: string;
}

function setMeta(name: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.append(element);
  }
  element.content = content;
}

/** Sets the localized document title and meta description of the page that calls it. */
export function useDocumentHead({ title, description }: DocumentHead): void {
  const siteName = useTexts(commonTexts).pageTitles.siteName;
  useEffect(() => {
    document.title = title === siteName ? title : `${title} | ${siteName}`;
    setMeta('description', description);
  }, [title, description, siteName]);
}
