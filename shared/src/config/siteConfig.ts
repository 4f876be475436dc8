// The one typed accessor for the runtime configuration that /config.js puts on the window
// (docs/architecture.md#runtime-configuration). Everything environment-specific is read here and
// nowhere else.
import {
  SITE_CONFIG_FIELDS,
  type SiteConfig,
  type SiteConfigField,
  variableOf,
} from './siteConfigFields';

export type { SiteConfig } from './siteConfigFields';

type RawConfig = {
  [K in keyof SiteConfig]?: SiteConfig[K] extends object
    ? { [P in keyof SiteConfig[K]]?: string | boolean }
    : string;
};

declare global {
  interface Window {
    __SITE_CONFIG__?: RawConfig;
  }
}

type AnyField = SiteConfigField<string | boolean>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The configuration from what /config.js assigned. An unset or empty variable (rendered as an
 * empty string) keeps its fallback; so does an invalid one, which is named on the console: a
 * wrong value must cost that one setting, never the page.
 */
export function parseSiteConfig(raw: unknown): SiteConfig {
  const invalid: string[] = [];
  const read = (field: AnyField, value: unknown, path: string): string | boolean => {
    if (value === undefined || value === '') return field.fallback;
    if (typeof field.fallback === 'boolean' && typeof value === 'boolean') return value;
    if (typeof value === 'string' && field.form.test(value)) {
      return typeof field.fallback === 'boolean' ? value === 'true' : value;
    }
    invalid.push(`${variableOf(path)}=${JSON.stringify(value)}`);
    return field.fallback;
  };
  const record = (given: unknown, path: string): Record<string, unknown> => {
    if (isRecord(given)) return given;
    if (given !== undefined) invalid.push(`window.__SITE_CONFIG__${path}=${JSON.stringify(given)}`);
    return {};
  };
  const given = record(raw, '');
  const config = Object.fromEntries(
    Object.entries(SITE_CONFIG_FIELDS).map(([key, fields]) => {
      if ('form' in fields) return [key, read(fields, given[key], key)];
      const values = record(given[key], `.${key}`);
      const section = Object.entries(fields).map(([name, field]: [string, AnyField]) => [
        name,
        read(field, values[name], `${key}.${name}`),
      ]);
      return [key, Object.fromEntries(section)];
    }),
  ) as SiteConfig;
  if (invalid.length > 0) {
    console.error(`/config.js: invalid ${invalid.join(', ')}; using the default of each.`);
  }
  return config;
}

/** What the site runs with where /config.js sets nothing (a page opened without it: tests). */
export const DEFAULT_SITE_CONFIG: SiteConfig = parseSiteConfig({});

let cached: SiteConfig | undefined;

// A server render (no window) finds the same object on the global, put there from /config.js.
function rawSiteConfig(): RawConfig | undefined {
  if (typeof window !== 'undefined') return window.__SITE_CONFIG__;
  return (globalThis as { __SITE_CONFIG__?: RawConfig }).__SITE_CONFIG__;
}

export function getSiteConfig(): SiteConfig {
  cached ??= parseSiteConfig(rawSiteConfig());
  return cached;
}

/**
 * The page's start: reads the configuration once, so an invalid value is reported at once, and
 * says so when /config.js did not load at all (the site then runs on its fallbacks).
 */
export function checkSiteConfig(): void {
  if (rawSiteConfig() === undefined) {
    console.error(
      '/config.js did not load (no window.__SITE_CONFIG__): using the default of every variable.',
    );
  }
  getSiteConfig();
}

/** Tests only: forget the parsed configuration so a changed window.__SITE_CONFIG__ is read. */
export function resetSiteConfigForTests(): void {
  cached = undefined;
}
