// The language banner is drawn by the shell's start script, before (and without) any React; the
// language it suggests is set by the shell's React roots, which may start later or be running
// already. A request is kept on the window until the shell takes it, and announced as an event for
// a shell that runs.
import { isLanguage, type Language } from './languages';

const EVENT = 'site:language-request';

declare global {
  interface Window {
    /** A language asked for before the shell's scripts ran. */
    siteLanguageRequest?: Language;
  }
}

/** Asks the shell to switch to `language` (not counted as the visitor's own choice). */
export function requestLanguage(language: Language): void {
  window.siteLanguageRequest = language;
  window.dispatchEvent(new CustomEvent<Language>(EVENT, { detail: language }));
}

/**
 * Calls `handle` with a language asked for before now, then with each one asked for later; returns
 * the function that stops listening.
 */
export function onLanguageRequest(handle: (language: Language) => void): () => void {
  const take = () => {
    const asked = window.siteLanguageRequest;
    delete window.siteLanguageRequest;
    if (isLanguage(asked)) handle(asked);
  };
  take();
  window.addEventListener(EVENT, take);
  return () => window.removeEventListener(EVENT, take);
}
