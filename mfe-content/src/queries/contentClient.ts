// The one Contentful client of this app, built from the runtime config
// (docs/architecture.md#content), plus an in-flight cache so identical concurrent requests (same
// query and locale) go out once — React's strict mode and several widgets asking at the same time
// would otherwise duplicate them.
import type { ContentfulClientApi, EntriesQueries } from 'contentful';
import { getSiteConfig } from '@site/shared/config';

type Client = ContentfulClientApi<undefined>;

/** An entry as the SDK returns it for one locale, links already resolved from `includes`. */
export interface RawEntry {
  sys: { id: string; createdAt: string; type?: string };
  fields: Record<string, unknown>;
}

export interface RawCollection {
  items: RawEntry[];
  total: number;
  skip: number;
  limit: number;
}

/** CDA query parameters: `content_type`, `locale`, `order`, `limit`, `skip`, field filters. */
export type EntryQuery = Record<string, string | number | boolean>;

/**
 * docs/product.md#content-service: time-out 30 s, retry limit 5 (the SDK retries 5xx, 429 and
 * connection errors).
 */
export const CLIENT_TIMEOUT_MS = 30_000;
export const CLIENT_RETRY_LIMIT = 5;

let cachedClient: { key: string; client: Promise<Client> } | undefined;

/** What a server renderer changes: its own way to the service, and shorter waits. */
export interface ContentClientOverrides {
  /** The service's host as this process reaches it (a container name), when not the browser's. */
  host?: string;
  /** Request headers, e.g. the host the browser knows, for a service that builds file URLs. */
  headers?: Record<string, string>;
  timeout?: number;
  retryLimit?: number;
}

let overrides: ContentClientOverrides = {};

/** Server renderer only: set before the first request. */
export function setContentClientOverrides(next: ContentClientOverrides): void {
  overrides = next;
  cachedClient = undefined;
}

function clientSettings() {
  const { host, insecure, space, environment, accessToken } = getSiteConfig().content;
  return { host: overrides.host || host, insecure, space, environment, accessToken };
}

/**
 * The client, built on first use. The SDK is loaded then too: a server-rendered page carries the
 * answers it shows, so its first load needs no SDK at all (a third of this remote's code).
 */
export function contentClient(): Promise<Client> {
  const settings = clientSettings();
  const key = JSON.stringify(settings);
  // Rebuilt only when the configuration changes (tests point it at another server).
  if (cachedClient?.key !== key) {
    cachedClient = {
      key,
      client: import(/* webpackChunkName: "contentful-sdk" */ 'contentful').then(
        ({ createClient }) =>
          createClient({
            ...settings,
            retryLimit: overrides.retryLimit ?? CLIENT_RETRY_LIMIT,
            timeout: overrides.timeout ?? CLIENT_TIMEOUT_MS,
            ...(overrides.headers ? { headers: overrides.headers } : {}),
          }),
      ),
    };
  }
  return cachedClient.client;
}

const inFlight = new Map<string, Promise<unknown>>();

/** Runs `request` once for every concurrent caller with the same `key`. */
function once<T>(key: string, request: () => Promise<T>): Promise<T> {
  const fullKey = `${JSON.stringify(clientSettings())}|${key}`;
  const pending = inFlight.get(fullKey) as Promise<T> | undefined;
  if (pending) return pending;
  const started = request().finally(() => inFlight.delete(fullKey));
  inFlight.set(fullKey, started);
  return started;
}

function stableKey(query: EntryQuery): string {
  return JSON.stringify(Object.entries(query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

export function getEntries(query: EntryQuery): Promise<RawCollection> {
  return once(`entries|${stableKey(query)}`, async () => {
    // The SDK's query type is generic over a skeleton; this app maps plain fields itself.
    const client = await contentClient();
    const response = await client.getEntries(query as EntriesQueries<never, undefined>);
    return response as unknown as RawCollection;
  });
}

/** Tests only: forget the client and any pending request. */
export function resetContentClientForTests(): void {
  cachedClient = undefined;
  inFlight.clear();
}
