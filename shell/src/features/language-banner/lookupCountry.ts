import type { SiteConfig } from '@site/shared/config';

const LOOKUP_TIMEOUT_MS = 5000;

type Fetch = typeof fetch;

async function askService(fetchImpl: Fetch, url: string, field: string): Promise<string> {
  const signal =
    typeof AbortSignal !== 'undefined' && typeof AbortSignal.timeout === 'function'
      ? AbortSignal.timeout(LOOKUP_TIMEOUT_MS)
      : undefined;
  const response = await fetchImpl(url, { headers: { Accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body: unknown = await response.json();
  const code = typeof body === 'object' && body ? (body as Record<string, unknown>)[field] : null;
  if (typeof code !== 'string' || !/^[a-z]{2}$/i.test(code)) {
    throw new Error(`The answer has no ${field}`);
  }
  return code.toUpperCase();
}

/**
 * The visitor's country (docs/product.md#country-lookup): the primary service's `country_code`,
 * else the fallback's `countryCode`; null when both fail. Each failure is logged and the next
 * service tried.
 */
export async function lookupCountry(
  geo: SiteConfig['geo'],
  fetchImpl: Fetch = (...args) => fetch(...args),
): Promise<string | null> {
  const services = [
    { url: geo.primaryUrl, field: 'country_code' },
    { url: geo.fallbackUrl, field: 'countryCode' },
  ];
  for (const { url, field } of services) {
    try {
      return await askService(fetchImpl, url, field);
    } catch (error) {
      console.warn(`Country lookup failed at ${url}`, error);
    }
  }
  return null;
}
