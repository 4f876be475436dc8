// Every field of window.__SITE_CONFIG__ (written by /config.js): the form its value must have,
// and the value the site uses while its runtime variable is unset, empty or invalid. The browser validates /config.js against these (siteConfig.ts); the schema of
// all runtime variables (runtimeVariables.ts) takes its browser variables from here, so each is
// described once. The forms are regular expressions: the schema makes zod checks of them, and
// the browser tests them directly, because zod (even zod/mini, about 4 KB gzip) does not fit in
// the first load's budget.

import { REMOTES } from '../federation/remotes';

export interface SiteConfigField<T extends string | boolean> {
  /** The form of the variable's value as the environment gives it (always a string). */
  form: RegExp;
  fallback: T;
}

/** The forms of values, shared with the variables only nginx and the servers read. */
export const VALUE_FORMS = {
  text: /^[^]*$/,
  flag: /^(?:true|false)$/,
  host: /^[A-Za-z0-9.-]+(?::\d{1,5})?$/,
  absoluteUrl: /^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/,
  /** An absolute http(s) URL, or a path on the site's own origin. */
  urlOrPath: /^(?:https?:\/\/[^\s/?#]+)?\/\S*$/,
  email: /^[^\s@]+@[^\s@]+$/,
} as const;

const field = (form: RegExp, fallback: string): SiteConfigField<string> => ({ form, fallback });

const flag = (fallback: boolean): SiteConfigField<boolean> => ({
  form: VALUE_FORMS.flag,
  fallback,
});

/**
 * The runtime variable that sets the field at `path`: the path in SNAKE_CASE
 * (content.accessToken: CONTENT_ACCESS_TOKEN), but REMOTE_<NAME>_URL for a remote's manifest. A
 * rule, not a name per field, because every byte here is in each page's first load.
 */
export function variableOf(path: string): string {
  const [section, key = ''] = path.split('.');
  if (section === 'remotes') return `REMOTE_${key.toUpperCase()}_URL`;
  return path.replace(/\.|(?=[A-Z])/g, '_').toUpperCase();
}

/** Where the shell finds each remote of the federation table: its manifest behind the entry. */
function manifestFields(): Record<keyof typeof REMOTES, SiteConfigField<string>> {
  const fields = Object.keys(REMOTES).map((name) => [
    name,
    field(VALUE_FORMS.urlOrPath, `/mfe/${name}/mf-manifest.json`),
  ]);
  // Built from the table's own keys, so every remote has its field.
  return Object.fromEntries(fields) as Record<keyof typeof REMOTES, SiteConfigField<string>>;
}

/**
 * The fallbacks are the development defaults (local-services, the offline stand-ins), except that
 * a key or token is never written in code, so no credential ends up in a bundle: /config.js
 * always provides them.
 */
export const SITE_CONFIG_FIELDS = {
  siteUrl: field(VALUE_FORMS.absoluteUrl, 'http://localhost:8080'),
  remotes: manifestFields(),
  content: {
    host: field(VALUE_FORMS.host, 'localhost:4000'),
    insecure: flag(true),
    space: field(VALUE_FORMS.text, 'local-space'),
    environment: field(VALUE_FORMS.text, 'master'),
    accessToken: field(VALUE_FORMS.text, ''),
  },
  mail: {
    origin: field(VALUE_FORMS.absoluteUrl, 'http://localhost:4000'),
    publicKey: field(VALUE_FORMS.text, ''),
    serviceId: field(VALUE_FORMS.text, 'service_local'),
    templateId: field(VALUE_FORMS.text, 'template_contact'),
    recipient: field(VALUE_FORMS.email, 'info@alioni.ge'),
  },
  geo: {
    primaryUrl: field(VALUE_FORMS.absoluteUrl, 'http://localhost:4000/geo/primary/json/'),
    fallbackUrl: field(
      VALUE_FORMS.absoluteUrl,
      'http://localhost:4000/geo/fallback/json/?fields=countryCode',
    ),
  },
  company: {
    phone: field(VALUE_FORMS.text, '+995 322 47 00 47'),
    email: field(VALUE_FORMS.email, 'info@alioni.ge'),
    mapUrl: field(
      VALUE_FORMS.absoluteUrl,
      'https://www.google.com/maps/search/?api=1&query=Khosharauli+Street+27a+Tbilisi',
    ),
    mapEmbedUrl: field(
      VALUE_FORMS.absoluteUrl,
      'https://www.openstreetmap.org/export/embed.html?bbox=44.7495%2C41.7395%2C44.7635%2C41.7475&layer=mapnik&marker=41.7435%2C44.7565',
    ),
    linkedinUrl: field(
      VALUE_FORMS.absoluteUrl,
      'https://www.linkedin.com/company/alioni-engineering',
    ),
    facebookUrl: field(VALUE_FORMS.absoluteUrl, 'https://www.facebook.com/alioni.engineering'),
  },
};

type Fields = typeof SITE_CONFIG_FIELDS;
type ValueOf<F> = F extends SiteConfigField<infer T> ? T : never;

/** The configuration the site runs with: every field present, flags as booleans. */
export type SiteConfig = {
  [K in keyof Fields]: Fields[K] extends SiteConfigField<string | boolean>
    ? ValueOf<Fields[K]>
    : { [P in keyof Fields[K]]: ValueOf<Fields[K][P]> };
};
