// A remote's mf-manifest.json, fetched once per page and read by two: the shared-contract check
// (contractCheck.ts), which must read it before any of the remote's code runs, and the federation
// runtime (the runtime plugin's fetch hook). Only a good answer is kept: a failed one is asked
// again next time (the "try again" button), with the retries below.
import { takeEarlyFetch } from './routePreload';

const FETCH_ATTEMPTS = 3;
const RETRY_DELAY_MS = 400;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Server errors and lost connections are worth another try; a 404 is not. */
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
      const response = await fetch(url, init);
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
  const early = await pending.catch(() => undefined);
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
      response.ok ? response.text() : response,
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
