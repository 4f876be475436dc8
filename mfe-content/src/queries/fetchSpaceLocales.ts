import { contentClient, once } from './contentClient';
import { safely } from './safely';

/** Spec §8: when the space cannot be read, these are assumed. */
export const FALLBACK_LOCALES = ['en-US', 'ka'];

/** The locale codes of the space (GET /spaces/:space), used to choose a locale. */
export function fetchSpaceLocales(): Promise<string[]> {
  return safely(
    'space locales',
    async () => {
      const space = await once('space', async () => (await contentClient()).getSpace());
      const codes = (space.locales ?? [])
        .map((locale) => locale.code)
        .filter((code): code is string => typeof code === 'string' && code !== '');
      return codes.length > 0 ? codes : [...FALLBACK_LOCALES];
    },
    [...FALLBACK_LOCALES],
  );
}
