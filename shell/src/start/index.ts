// The shell's first script, on every page (docs/architecture.md#scripts-only-where-something-moves):
// a few kilobytes, no React and no federation runtime. It keeps what a page the server drew needs
// from scripts without loading the application: broken pictures hidden, the language in storage
// and cookies (a choice made with the switch included), the language banner, frames (the contact
// map) put in as they come near, real-user signals. The application (the document's `data-main`)
// loads when the visitor first needs it.
// Built apart from the shell's application (tooling/createAppConfig.ts): an entry of that build
// would carry a second federation runtime.
import { pageWaitsForNeed } from '@site/shared/federation';
import {
  adoptPageLanguage,
  isLanguage,
  safeStorage,
  syncLanguageCookies,
} from '@site/shared/language';
import { startRealUserSignals } from '@site/shared/signals';
import { loadFramesWhenNear } from '@site/shared/ui';
import { storeLanguageChoices } from '../features/header/languageChoice';
import { offerLanguage } from '../features/language-banner/languageBanner';
import { afterLoadWhenIdle } from './pageLoad';
import { hideBrokenPictures } from './hideBrokenPictures';
import { loadAddressOnHistoryMove } from './historyBeforeStart';
import { loadShellWhenNeeded } from './loadShellWhenNeeded';

const main = document.currentScript?.getAttribute('data-main');

hideBrokenPictures();
// Before the application: Back or Forward within this document loads the address moved to.
loadAddressOnHistoryMove();
if (main) loadShellWhenNeeded(main);
// At once: the switch may be used before the page has loaded, and long before the shell runs.
storeLanguageChoices();
offerLanguage();
// Once the page has loaded and painted (idle comes after a frame is drawn): the load event can
// fire before the first paint, and a frame asked for then (another host's page) would compete
// with the first screen for the network.
afterLoadWhenIdle(() => loadFramesWhenNear());
afterLoadWhenIdle(() => {
  const { lang } = document.documentElement;
  if (pageWaitsForNeed(document) && isLanguage(lang)) {
    // As the shell does at its start: storage takes the page's language in step (a choice made
    // without scripts, a first visit's detected language), and the cookies mirror storage again,
    // so the next page arrives in the stored language even if the shell never starts on this one.
    // Once the page has loaded: storage may be a file the browser opens on first use.
    adoptPageLanguage(lang);
    syncLanguageCookies(safeStorage());
  }
  startRealUserSignals();
});
