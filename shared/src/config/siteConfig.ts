// The one typed accessor for the runtime configuration that /config.js puts on the window
// (DESIGN §4). Everything environment-specific is read here and nowhere else.

export interface SiteConfig {
  siteUrl: string;
  remotes: { company: string; content: string; contact: string };
  content: {
    host: string;
    insecure: boolean;
    space: string;
    environment: string;
    accessToken: string;
  };
  mail: {
    origin: string;
    publicKey: string;
    serviceId: string;
    templateId: string;
    recipient: string;
  };
  geo: { primaryUrl: string; fallbackUrl: string };
  company: {
    phone: string;
    email: string;
    mapUrl: string;
    mapEmbedUrl: string;
    linkedinUrl: string;
    facebookUrl: string;
  };
}

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

/**
 * Defaults for a page opened without /config.js (tests). Keys and tokens are never defaulted in
 * code, so no credential ends up in a bundle: /config.js always provides them.
 */
export const DEFAULT_SITE_CONFIG: SiteConfig = {
  siteUrl: 'http://localhost:8080',
  remotes: {
    company: '/mfe/company/mf-manifest.json',
    content: '/mfe/content/mf-manifest.json',
    contact: '/mfe/contact/mf-manifest.json',
  },
  content: {
    host: 'localhost:4000',
    insecure: true,
    space: 'local-space',
    environment: 'master',
    accessToken: '',
  },
  mail: {
    origin: 'http://localhost:4000',
    publicKey: '',
    serviceId: 'service_local',
    templateId: 'template_contact',
    recipient: 'info@alioni.ge',
  },
  geo: {
    primaryUrl: 'http://localhost:4000/geo/primary/json/',
    fallbackUrl: 'http://localhost:4000/geo/fallback/json/?fields=countryCode',
  },
  company: {
    phone: '+995 322 47 00 47',
    email: 'info@alioni.ge',
    mapUrl: 'https://www.google.com/maps/search/?api=1&query=Khosharauli+Street+27a+Tbilisi',
    mapEmbedUrl:
      'https://www.openstreetmap.org/export/embed.html?bbox=44.7495%2C41.7395%2C44.7635%2C41.7475&layer=mapnik&marker=41.7435%2C44.7565',
    linkedinUrl: 'https://www.linkedin.com/company/alioni-engineering',
    facebookUrl: 'https://www.facebook.com/alioni.engineering',
  },
};

function section<T extends object>(
  defaults: T,
  raw: Partial<Record<keyof T, unknown>> | undefined,
): T {
  const result = { ...defaults };
  if (!raw) return result;
  for (const key of Object.keys(defaults) as (keyof T)[]) {
    const value = raw[key];
    // An unset container variable renders as an empty string: keep the default then.
    if (value === undefined || value === '') continue;
    const fallback = defaults[key];
    if (typeof fallback === 'boolean') {
      result[key] = (value === true || value === 'true') as T[keyof T];
    } else if (typeof value === 'string') {
      result[key] = value as T[keyof T];
    }
  }
  return result;
}

export function parseSiteConfig(raw: RawConfig | undefined): SiteConfig {
  return {
    siteUrl: raw?.siteUrl || DEFAULT_SITE_CONFIG.siteUrl,
    remotes: section(DEFAULT_SITE_CONFIG.remotes, raw?.remotes),
    content: section(DEFAULT_SITE_CONFIG.content, raw?.content),
    mail: section(DEFAULT_SITE_CONFIG.mail, raw?.mail),
    geo: section(DEFAULT_SITE_CONFIG.geo, raw?.geo),
    company: section(DEFAULT_SITE_CONFIG.company, raw?.company),
  };
}

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

/** Tests only: forget the parsed configuration so a changed window.__SITE_CONFIG__ is read. */
export function resetSiteConfigForTests(): void {
  cached = undefined;
}
