import { atom } from 'jotai';
import type { Language } from './languages';

// Start-up shows English while detection runs (spec §4); `languageReadyAtom` ends the spinner.
export const languageAtom = atom<Language>('en');
export const languageReadyAtom = atom(false);
