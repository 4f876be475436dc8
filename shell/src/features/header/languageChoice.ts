// The language switch's choices are plain links to this page on each language's path
// (docs/product.md#language-paths). With the shell's React running, a plain click on one is
// answered in place (LanguageSwitcher.tsx). A page that only reads never loads that React
// (docs/architecture.md#scripts-only-where-something-moves): there the click is a whole
// navigation, and the start script stores the choice on its way, so the unprefixed addresses
// (`/`, `/projects`) lead this visitor to the chosen language from now on. Without any script
// nothing is stored: the address alone carries the language. No React here: the start script runs
// this.
import { isLanguage, safeStorage, storeLanguage, syncLanguageCookies } from '@site/shared/language';
import { isPlainClick } from '@site/shared/router';

/** The attribute on each of the switch's choice links, naming the language it chooses. */
export const LANGUAGE_CHOICE_ATTRIBUTE = 'data-language-choice';

/**
 * Stores the language of a switch choice clicked before the switch itself runs: with the
 * manually-set flag and in the cookies, as the switch does, and leaves the browser to follow the
 * link. A click the switch answered (its navigation prevented: isPlainClick) is the switch's; a
 * click for a new tab or window is not taken as a choice, as the switch takes none. Returns what
 * stops listening.
 */
export function storeLanguageChoices(): () => void {
  const onClick = (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    const link =
      event.target instanceof Element
        ? event.target.closest(`a[href][${LANGUAGE_CHOICE_ATTRIBUTE}]`)
        : null;
    const language = link?.getAttribute(LANGUAGE_CHOICE_ATTRIBUTE);
    if (!isLanguage(language)) return;
    const storage = safeStorage();
    storeLanguage(storage, language, { manual: true });
    syncLanguageCookies(storage);
  };
  // On the document, in the bubbling phase: after React's handlers (at its roots) have answered.
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
