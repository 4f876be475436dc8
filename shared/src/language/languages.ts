export type Language = 'ka' | 'en';

export const LANGUAGES: readonly Language[] = ['ka', 'en'];

export function isLanguage(value: unknown): value is Language {
  return value === 'ka' || value === 'en';
}
