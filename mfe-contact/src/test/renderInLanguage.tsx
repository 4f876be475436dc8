import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from '@site/shared/router';
import type { Language } from '@site/shared/i18n';
import { LanguageContext } from '@site/shared/language';

function inLanguage(ui: ReactElement, language: Language) {
  return (
    <MemoryRouter initialEntries={['/contact']}>
      <LanguageContext.Provider value={{ language, setLanguage: () => undefined, ready: true }}>
        {ui}
      </LanguageContext.Provider>
    </MemoryRouter>
  );
}

/** Renders a component of this app as the shell would, in a fixed language. */
export function renderInLanguage(ui: ReactElement, language: Language = 'en') {
  const result = render(inLanguage(ui, language));
  return {
    ...result,
    /** The same component, state kept, in another language (the visitor switched). */
    switchTo: (next: Language) => result.rerender(inLanguage(ui, next)),
  };
}
