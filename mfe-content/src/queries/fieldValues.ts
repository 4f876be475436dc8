// Defensive readers for entry fields: content editors can leave optional fields empty, and an
// operator's own export may hold values keyed per locale ({ 'en-US': …, ka: … }).
import type { ContentLocale } from './contentLocale';

export const DEFAULT_LOCALE: ContentLocale = 'en-US';

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isLocaleKeyed(value: Record<string, unknown>): boolean {
  return DEFAULT_LOCALE in value || 'ka' in value;
}

/** The value for `locale` when keyed per locale (falling back to en-US), else the value itself. */
export function localized(value: unknown, locale: ContentLocale): unknown {
  if (isRecord(value) && isLocaleKeyed(value)) {
    return value[locale] ?? value[DEFAULT_LOCALE];
  }
  return value;
}

export function text(value: unknown, locale: ContentLocale): string | undefined {
  const resolved = localized(value, locale);
  if (typeof resolved !== 'string') return undefined;
  const trimmed = resolved.trim();
  return trimmed === '' ? undefined : trimmed;
}

export function texts(value: unknown, locale: ContentLocale): string[] {
  const resolved = localized(value, locale);
  if (!Array.isArray(resolved)) return [];
  return resolved
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

export function flag(value: unknown, locale: ContentLocale): boolean {
  return localized(value, locale) === true;
}

export function whole(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}
