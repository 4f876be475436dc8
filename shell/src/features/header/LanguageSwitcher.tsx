import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { commonTexts, format, LANGUAGES, useTexts, type Language } from '@site/shared/i18n';
import { useLanguage } from '@site/shared/language';
import { CheckIcon, ChevronDownIcon, GlobeIcon } from '../../icons/Icons';
import { shellTexts } from '../../texts/shellTexts';
import styles from './LanguageSwitcher.module.scss';

export interface LanguageSwitcherProps {
  /** `light` inside the dark mobile menu. */
  tone?: 'dark' | 'light';
}

/**
 * The header's language dropdown. It closes on Escape (focus back on the toggle), on a click or
 * touch outside and when focus leaves it; arrow keys move between the two choices.
 */
export function LanguageSwitcher({ tone = 'dark' }: LanguageSwitcherProps) {
  const { language, setLanguage } = useLanguage();
  const t = useTexts(shellTexts);
  const names = useTexts(commonTexts).languageNames;
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const optionRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const listId = useId();

  useEffect(() => {
    if (!open) return undefined;
    // A click, a touch or focus (Tab) anywhere outside closes it.
    const onOutside = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('mousedown', onOutside);
    document.addEventListener('touchstart', onOutside);
    document.addEventListener('focusin', onOutside);
    document.addEventListener('keydown', onKeyDown);
    // Start keyboard users on the active choice.
    optionRefs.current[LANGUAGES.indexOf(language)]?.focus();
    return () => {
      document.removeEventListener('mousedown', onOutside);
      document.removeEventListener('touchstart', onOutside);
      document.removeEventListener('focusin', onOutside);
      document.removeEventListener('keydown', onKeyDown);
    };
    // Focus moves only when the list opens, not when the language changes while open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const choose = (next: Language) => {
    setLanguage(next);
    setOpen(false);
    toggleRef.current?.focus();
  };

  // Escape is handled on the controls first so a surrounding dialog (the mobile menu) stays open;
  // the document listener covers focus anywhere else.
  const closeOnEscape = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!open || event.key !== 'Escape') return false;
    event.preventDefault();
    setOpen(false);
    toggleRef.current?.focus();
    return true;
  };

  const onToggleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (closeOnEscape(event)) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };

  const onOptionKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (closeOnEscape(event)) return;
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      optionRefs.current[event.key === 'Home' ? 0 : LANGUAGES.length - 1]?.focus();
    } else if (step !== undefined) {
      event.preventDefault();
      optionRefs.current[(index + step + LANGUAGES.length) % LANGUAGES.length]?.focus();
    }
  };

  return (
    <div ref={rootRef} className={`${styles.switcher} ${styles[tone] ?? ''}`}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={format(t.header.currentLanguage, { language: names[language] })}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onToggleKeyDown}
      >
        <GlobeIcon />
        <span className={styles.code} aria-hidden="true">
          {language.toUpperCase()}
        </span>
        <ChevronDownIcon className={`${styles.chevron} ${open ? styles.chevronOpen : ''}`} />
      </button>
      <ul id={listId} className={styles.list} hidden={!open} aria-label={t.header.languageLabel}>
        {LANGUAGES.map((option, index) => (
          <li key={option}>
            <button
              ref={(element) => {
                optionRefs.current[index] = element;
              }}
              type="button"
              lang={option}
              className={`${styles.option} ${option === language ? styles.selected : ''}`}
              aria-current={option === language ? 'true' : undefined}
              onClick={() => choose(option)}
              onKeyDown={(event) => onOptionKeyDown(event, index)}
            >
              <span>{names[option]}</span>
              {option === language && <CheckIcon className={styles.check} />}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
