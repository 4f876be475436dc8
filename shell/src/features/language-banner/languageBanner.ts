// The language banner (docs/product.md#language-banner), drawn by the shell's start script without
// React: it arrives on a first visit, and a page that only reads never loads the shell's React at
// all (docs/architecture.md#scripts-only-where-something-moves). Its stylesheet ships with the
// shell's, inlined in every page (ShellTop imports it); this bundle takes its class names only.
import { getSiteConfig } from '@site/shared/config';
import {
  isLanguage,
  readFlag,
  requestLanguage,
  safeStorage,
  STORAGE_KEYS,
  storeLanguage,
  syncLanguageCookies,
  writeFlag,
  type Language,
} from '@site/shared/language';
import { PAGE_REGIONS } from '@site/shared/federation';
import { afterLoad } from '../../start/pageLoad';
import { bannerTexts } from './bannerTexts';
import { pageInLanguage } from './languagePageAddress';
import { lookupCountry } from './lookupCountry';
import { suggestLanguage } from './suggestLanguage';
import styles from './LanguageBanner.module.scss';

/** docs/product.md#language-banner: the country is looked up this long after load. */
export const BANNER_DELAY_MS = 1000;

/**
 * How long an accepted suggestion waits for the shell's scripts (which the tap on it starts) to
 * switch the page in place. A shell that cannot start by then leaves the page to the server: the
 * browser loads this page on the suggested language's path (the language is stored and in the
 * cookies already).
 */
export const SHELL_TAKEOVER_MS = 10_000;

export interface LanguageBannerOptions {
  lookup?: typeof lookupCountry;
  delayMs?: number;
  takeoverMs?: number;
  /** Loads another address in the browser (the fallback when the shell does not take over). */
  navigate?: (address: string) => void;
}

/**
 * Whether the banner stays away: only a language the visitor chose (the manually-set flag, which
 * declining the suggestion stores too) or a banner they dismissed keeps it away. The address does
 * not: every page is on a language path now (docs/product.md#language-paths), so a path says which
 * language a link's author or the entry's rule gave this page, not what this visitor wants. So a
 * visitor who chose English and opens a Georgian link reads Georgian and sees no banner: they made
 * their choice, the link's author chose Georgian for them to read, and the switch is one tap away
 * (the manual flag holds). A visitor who chose nothing and opens a Georgian link from abroad gets
 * the English suggestion, as on any Georgian page: the suggestion is made against the page's own
 * language (`<html lang>`), never against what is stored.
 */
function suppressed(): boolean {
  const storage = safeStorage();
  return (
    readFlag(storage, STORAGE_KEYS.setManually) || readFlag(storage, STORAGE_KEYS.bannerDismissed)
  );
}

/** The page's language as the shell keeps it in `<html lang>`; null before it is known. */
function pageLanguage(): Language | null {
  const { lang } = document.documentElement;
  return isLanguage(lang) ? lang : null;
}

const SVG = 'http://www.w3.org/2000/svg';

function closeIcon(): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  const attributes = {
    width: '20',
    height: '20',
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    'aria-hidden': 'true',
    focusable: 'false',
  };
  for (const [name, value] of Object.entries(attributes)) svg.setAttribute(name, value);
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', 'M6 6l12 12M18 6L6 18');
  svg.append(path);
  return svg;
}

function button(className: string | undefined, text: string, onClick: () => void) {
  const element = document.createElement('button');
  element.type = 'button';
  if (className) element.className = className;
  element.textContent = text;
  element.addEventListener('click', onClick);
  return element;
}

/** Draws the banner suggesting `suggestion` on a page in `language`; returns its element. */
function drawBanner(
  language: Language,
  suggestion: Language,
  {
    takeoverMs = SHELL_TAKEOVER_MS,
    navigate = (address) => window.location.assign(address),
  }: LanguageBannerOptions,
): HTMLElement {
  const t = bannerTexts[language];
  const storage = safeStorage();
  const banner = document.createElement('section');
  banner.className = styles.banner ?? '';
  banner.setAttribute('aria-label', t.label);
  const stopWatching = watchPageLanguage((now) => {
    if (now === suggestion) remove();
  });
  function remove() {
    stopWatching();
    banner.remove();
  }

  const message = document.createElement('p');
  message.className = styles.message ?? '';
  message.setAttribute('role', 'status');
  message.textContent = suggestion === 'ka' ? t.suggestKa : t.suggestEn;

  const accept = button(styles.accept, suggestion === 'ka' ? t.acceptKa : t.acceptEn, () => {
    // What the switch does, not as the visitor's own choice: stored at once (so the unprefixed
    // addresses lead to it), and the page moves to the suggested language's path, in place by the
    // shell (LanguageRequests.tsx), which the tap on it starts if it is not running.
    storeLanguage(storage, suggestion, { manual: false });
    syncLanguageCookies(storage);
    writeFlag(storage, STORAGE_KEYS.bannerDismissed);
    remove();
    requestLanguage(suggestion);
    window.setTimeout(() => {
      if (window.siteLanguageRequest === suggestion) navigate(pageInLanguage(suggestion));
    }, takeoverMs);
  });
  accept.lang = suggestion;
  const decline = button(styles.decline, t.decline, () => {
    // "No, thanks" is a choice of the language being read: stored as the visitor's own, so the
    // unprefixed addresses lead to it, never to the language just turned down (which a language
    // detected from the browser's list, stored beside the flag, would be).
    storeLanguage(storage, pageLanguage() ?? language, { manual: true });
    writeFlag(storage, STORAGE_KEYS.bannerDismissed);
    syncLanguageCookies(storage);
    remove();
  });
  const close = button(styles.close, '', () => {
    writeFlag(storage, STORAGE_KEYS.bannerDismissed);
    remove();
  });
  close.setAttribute('aria-label', t.close);
  close.append(closeIcon());

  const actions = document.createElement('div');
  actions.className = styles.actions ?? '';
  actions.append(accept, decline);
  const inner = document.createElement('div');
  inner.className = styles.inner ?? '';
  inner.append(message, actions, close);
  banner.append(inner);
  return banner;
}

/** Calls `onChange` with the page's language whenever `<html lang>` changes. */
function watchPageLanguage(onChange: (language: Language | null) => void): () => void {
  const observer = new MutationObserver(() => onChange(pageLanguage()));
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  return () => observer.disconnect();
}

/**
 * Suggests the other language from the visitor's country, once (docs/product.md#language-banner):
 * about a second after load, unless a choice or a dismissal is stored (suppressed() says why the
 * address does not count), the country is looked up; the suggestion is fixed against the page's
 * language when the answer arrives. The banner goes in after the shell's top region: after the
 * skip link and the header in the tab order, over the top of the page on screen.
 */
export function offerLanguage(options: LanguageBannerOptions = {}): void {
  const { lookup = lookupCountry, delayMs = BANNER_DELAY_MS } = options;
  // Storage is read once the page has loaded: it may be a file the browser opens on first use.
  afterLoad(() => {
    if (suppressed()) return;
    window.setTimeout(() => {
      // A visitor who chose a language in the meantime is not asked again.
      if (suppressed()) return;
      void lookup(getSiteConfig().geo).then((country) => {
        const language = pageLanguage();
        if (!language || suppressed()) return;
        const suggestion = suggestLanguage(country, language);
        if (!suggestion) return;
        const banner = drawBanner(language, suggestion, options);
        const top = document.getElementById(PAGE_REGIONS.top.id);
        if (top) top.after(banner);
        else document.body.prepend(banner);
      });
    }, delayMs);
  });
}
