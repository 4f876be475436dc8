import type { ReactElement } from 'react';
import type { Language } from '@site/shared/i18n';
import { renderInSite } from '@site/shared/testing';

/** Renders a component of this app at its address, /contact, in a fixed language. */
export function renderInLanguage(ui: ReactElement, language: Language = 'en') {
  return renderInSite(ui, { language, route: '/contact' });
}
