// Locale choice and fallback as the Delivery API does it: a field without a value in the asked
// locale takes the value of the locale's fallbackCode, and so on down the chain; a field that
// is not localized always reads the default locale; `locale=*` returns every locale's values.
import { badRequest } from './errors.ts';
import type { FieldDefinition, LocalizedFields, ServedStore } from './types.ts';

/** The locales a store knows and its default: all that locale choice needs. */
type LocaleStore = Pick<ServedStore, 'locales' | 'defaultLocale'>;

export const ALL_LOCALES = '*';

export function resolveLocale(store: LocaleStore, requested: string | undefined): string {
  if (requested === undefined || requested === '') return store.defaultLocale;
  if (requested === ALL_LOCALES) return ALL_LOCALES;
  if (!store.locales.some((locale) => locale.code === requested)) {
    throw badRequest(`Unknown locale: ${requested}`);
  }
  return requested;
}

export function fallbackChain(store: LocaleStore, code: string): string[] {
  const chain: string[] = [];
  let current: string | null = code;
  while (current && !chain.includes(current)) {
    chain.push(current);
    current = store.locales.find((locale) => locale.code === current)?.fallbackCode ?? null;
  }
  return chain;
}

/**
 * Per-locale `fields` ({ title: { 'en-US': …, ka: … } }) to one locale's values.
 * `definitions` (content type fields) tell which fields are localized; assets have none.
 */
export function localizeFields(
  store: LocaleStore,
  fields: LocalizedFields = {},
  locale: string,
  definitions?: FieldDefinition[],
): Record<string, unknown> {
  if (locale === ALL_LOCALES) return structuredClone(fields);
  const chain = fallbackChain(store, locale);
  const result: Record<string, unknown> = {};
  for (const [id, values] of Object.entries(fields)) {
    if (!values || typeof values !== 'object') continue;
    const definition = definitions?.find((field) => field.id === id);
    if (definition?.omitted) continue;
    const codes = definition && definition.localized === false ? [store.defaultLocale] : chain;
    const code = codes.find((candidate) => values[candidate] !== undefined);
    if (code !== undefined) result[id] = structuredClone(values[code]);
  }
  return result;
}
