import { useLanguage } from '@site/shared/language';
import type { Catalogue, SameShape, TextTree } from './types';

/** The active language's texts of a catalogue; re-renders when the language changes. */
export function useTexts<T extends TextTree>(catalogue: Catalogue<T>): SameShape<T> {
  const { language } = useLanguage();
  return catalogue[language];
}
