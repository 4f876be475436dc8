// A remote's mf-manifest.json, fetched once per page and read by two: the shared-contract check
// (contractCheck.ts), which must read it before any of the remote's code runs, and the federation
// runtime (the runtime plugin's fetch hook). Only a good answer is kept: a failed one, or one that
// did not come in time, is asked again next time (a navigation, the "try again" button), with the
// retries below. Every part of the page that needs the remote waits on that answer, so it must end.
import { takeEarlyFetch } from './routePreload';

const FETCH_ATTEMPTS = 3;
const RETRY_DELAY_MS = 400;
/**
 * How long one attempt at a manifest may wait for its answer (and, once it answered, for its body).
 * A manifest is 10–15 kB of JSON (a few kB as sent) from the site's own origin, never cached,
 * served by nginx from its files: about a second on a slow mobile connection, connection set-up
 * included. Four times that is a stalled connection or a remote that does not answer, for which a
 * fresh attempt is the better bet; the browser itself would wait for minutes. Three attempts bound
 * the wait of a navigation into the remote to about 13 s (the spinner), after which it shows what a
 * remote that is down shows, and the next navigation asks again.
 */
export const MANIFEST_TIMEOUT_MS = 4_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A manifest's request that did not end in time. */
export class ManifestTimeoutError extends Error {
  constructor(url: string, ms: number) {
    super(`${url} did not answer within ${ms} ms`);
    this.name = 'ManifestTimeoutError';
  }
}

/**
 * `work`, or a ManifestTimeoutError once `ms` have passed. The request is left to end by itself
 * (nothing waits on it): the init a caller passes goes to fetch unchanged.
 */
function withinTime<T>(work: Promise<T>, url: string, ms = MANIFEST_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new ManifestTimeoutError(url, ms)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Server errors are worth another try (so are lost connections and time-outs); a 404 is not. */
function retriable(response: Response): boolean {
  return response.status >= 500 || response.status === 429;
}

export async function fetchWithRetry(
  url: string,
  init: RequestInit,
  attempts = FETCH_ATTEMPTS,
  delayMs = RETRY_DELAY_MS,
): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      const response = await withinTime(fetch(url, init), url);
      if (!retriable(response) || attempt === attempts) return response;
    } catch (error) {
      lastError = error;
    }
    if (attempt < attempts) await wait(delayMs * attempt);
  }
  throw lastError instanceof Error ? lastError : new Error(`Could not fetch ${url}`);
}

/** The start-up fetch of a manifest when it succeeded, else a fetch with retries. */
export async function fetchManifest(url: string, init: RequestInit): Promise<Response> {
  const pending = takeEarlyFetch(url);
  if (!pending) return fetchWithRetry(url, init);
  const early = await withinTime(pending, url).catch(() => undefined);
  if (early?.ok) return early;
  // The start-up fetch was the first attempt: a remote that is down shows its fallback no later
  // than without it.
  return fetchWithRetry(url, init, FETCH_ATTEMPTS - 1);
}

/** Each manifest's text once it answered well, or the request still under way. */
const manifests = new Map<string, Promise<string | Response>>();

/** A manifest as a fresh response: its kept text, or the network's answer (kept when good). */
export async function remoteManifestResponse(url: string): Promise<Response> {
  let pending = manifests.get(url);
  if (!pending) {
    pending = fetchManifest(url, {}).then<string | Response>((response) =>
      response.ok ? withinTime(response.text(), url) : response,
    );
    manifests.set(url, pending);
    const forget = () => manifests.delete(url);
    pending.then((result) => typeof result === 'string' || forget(), forget);
  }
  const result = await pending;
  return typeof result === 'string'
    ? new Response(result, { headers: { 'Content-Type': 'application/json' } })
    : result.clone();
}

/** A manifest's JSON (rejects when it does not answer, or with an error status). */
export async function remoteManifest(url: string): Promise<unknown> {
  const response = await remoteManifestResponse(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json() as Promise<unknown>;
}
