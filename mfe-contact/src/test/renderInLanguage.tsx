import { act, render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { Language } from '@site/shared/i18n';
import { languageAtom, languageReadyAtom } from '@site/shared/language';

/** Renders a component of this app as the shell would, in a fixed language. */
export function renderInLanguage(ui: ReactElement, language: Language = 'en') {
  const store = createStore();
  store.set(languageAtom, language);
  store.set(languageReadyAtom, true);
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/contact']}>{ui}</MemoryRouter>
    </Provider>,
  );
  return {
    ...result,
    /** The same component, state kept, in another language (the visitor switched). */
    switchTo: (next: Language) => act(() => store.set(languageAtom, next)),
  };
}
