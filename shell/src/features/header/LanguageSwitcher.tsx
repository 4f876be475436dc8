import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { commonTexts, format, LANGUAGES, useTexts, type Language } from '@site/shared/i18n';
import { languagePath, useLanguage } from '@site/shared/language';
import { followSiteLink, isPlainClick } from '@site/shared/router';
import { CheckIcon, ChevronDownIcon, GlobeIcon } from '../../icons/Icons';
import { shellTexts } from '../../texts/shellTexts';
import { useCurrentAddress } from './currentAddress';
import { LANGUAGE_CHOICE_ATTRIBUTE } from './languageChoice';
import styles from './LanguageSwitcher.module.scss';

export interface LanguageSwitcherProps {
  /** `light` inside the dark mobile menu. */
  tone?: 'dark' | 'light';
}

/**
 * The header's language dropdown (docs/product.md#language-choice). It is a native disclosure
 * (`details`) whose choices are links to this page on each language's path
 * (docs/product.md#language-paths: `/ka/projects?page=2`), so it opens and leads to the other
 * language before and without the scripts, and crawlers follow it to every page in both languages.
 * The choice is stored by the start script on such a click (languageChoice.ts). Once React runs, a
 * plain click stores it and moves the address in place; the dropdown closes on Escape (focus back
 * on the toggle), on a click or touch outside and when focus leaves it, and arrow keys, Home and
 * End move between the choices. Its expanded state is the disclosure's own (no `aria-expanded`,
 * which a `summary` may not carry).
 */
export function LanguageSwitcher({ tone = 'dark' }: LanguageSwitcherProps) {
  const { language, setLanguage } = useLanguage();
  const t = useTexts(shellTexts);
  const names = useTexts(commonTexts).languageNames;
  const address = useCurrentAddress();
  const [open, setOpen] = useState(false);
  // False on the server and while hydrating, so the markup is the server's.
  const [started, setStarted] = useState(false);
  const rootRef = useRef<HTMLDetailsElement>(null);
  const toggleRef = useRef<HTMLElement>(null);
  const choiceRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  // The choice to focus once the list is shown (it is `hidden` until React draws it open).
  const focusWhenShown = useRef<number | null>(null);

  // The element's own state is the truth; this keeps React's in step when the scripts open or
  // close it.
  const show = useCallback((next: boolean) => {
    if (rootRef.current) rootRef.current.open = next;
    setOpen(next);
  }, []);
  const focusChoice = (index: number) => choiceRefs.current[index]?.focus();

  // A visitor may have opened it before the scripts ran.
  useEffect(() => {
    setOpen(Boolean(rootRef.current?.open));
    setStarted(true);
  }, []);

  useEffect(() => {
    if (!open || focusWhenShown.current === null) return;
    focusChoice(focusWhenShown.current);
    focusWhenShown.current = null;
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    // A click, a touch or focus (Tab) anywhere outside closes it.
    const onOutside = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) show(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      show(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('mousedown', onOutside);
    document.addEventListener('touchstart', onOutside);
    document.addEventListener('focusin', onOutside);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onOutside);
      document.removeEventListener('touchstart', onOutside);
      document.removeEventListener('focusin', onOutside);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, show]);

  // Opening starts keyboard users on the active choice.
  const openAtActiveChoice = () => {
    focusWhenShown.current = LANGUAGES.indexOf(language);
    show(true);
  };

  const onToggleClick = (event: MouseEvent<HTMLElement>) => {
    // Opened and closed here rather than by the browser, so the element and the state agree at once.
    event.preventDefault();
    if (rootRef.current?.open) show(false);
    else openAtActiveChoice();
  };

  const choose = (event: MouseEvent<HTMLAnchorElement>, next: Language) => {
    // A new tab or window follows the link: its address is in that language, and nothing is
    // stored (a look at the other language in another tab is not a choice for this one).
    if (!isPlainClick(event)) return;
    event.preventDefault();
    // Stored as the visitor's choice (the unprefixed addresses follow it), then the address moves
    // to the same page on the chosen language's path, as the link would, without a page load.
    setLanguage(next);
    const to = languagePath(next, address);
    if (to !== `${window.location.pathname}${window.location.search}`) followSiteLink(to);
    show(false);
    toggleRef.current?.focus();
  };

  // Escape is handled on the controls first so a surrounding dialog (the mobile menu) stays open;
  // the document listener covers focus anywhere else.
  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (!open || event.key !== 'Escape') return false;
    event.preventDefault();
    show(false);
    toggleRef.current?.focus();
    return true;
  };

  const onToggleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (closeOnEscape(event)) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAtActiveChoice();
    }
  };

  const onChoiceKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    if (closeOnEscape(event)) return;
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      focusChoice(event.key === 'Home' ? 0 : LANGUAGES.length - 1);
    } else if (step !== undefined) {
      event.preventDefault();
      focusChoice((index + step + LANGUAGES.length) % LANGUAGES.length);
    }
  };

  return (
    <details
      ref={rootRef}
      className={`${styles.switcher} ${styles[tone] ?? ''}`}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      {/* tabIndex: a summary is focusable anyway, but focus traps (the mobile menu's) find
          focusable elements by selector. */}
      <summary
        ref={toggleRef}
        tabIndex={0}
        className={styles.toggle}
        aria-label={format(t.header.currentLanguage, { language: names[language] })}
        onClick={onToggleClick}
        onKeyDown={onToggleKeyDown}
      >
        <GlobeIcon />
        <span className={styles.code} aria-hidden="true">
          {language.toUpperCase()}
        </span>
        <ChevronDownIcon className={styles.chevron} />
      </summary>
      {/* Hidden as well as closed once the scripts run, for the same focus traps. */}
      <ul className={styles.list} hidden={started && !open} aria-label={t.header.languageLabel}>
        {LANGUAGES.map((option, index) => (
          <li key={option}>
            <a
              ref={(element) => {
                choiceRefs.current[index] = element;
              }}
              href={languagePath(option, address)}
              hrefLang={option}
              lang={option}
              {...{ [LANGUAGE_CHOICE_ATTRIBUTE]: option }}
              className={`${styles.option} ${option === language ? styles.selected : ''}`}
              aria-current={option === language ? 'true' : undefined}
              onClick={(event) => choose(event, option)}
              onKeyDown={(event) => onChoiceKeyDown(event, index)}
            >
              <span>{names[option]}</span>
              {option === language && <CheckIcon className={styles.check} />}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
