import {
  fetchManifest,
  fetchWithRetry,
  MANIFEST_TIMEOUT_MS,
  ManifestTimeoutError,
  remoteManifestResponse,
} from './remoteManifest';
import { preloadRoute } from './routePreload';

// A manifest every part of the page waits on must end: in an answer, or in a failure that is not
// kept (docs/architecture.md#the-shared-contract). Fake timers: nothing here waits for real.

const MANIFEST = { metaData: {}, exposes: [] };

/** A request that never ends: a stalled connection, a remote whose server does not answer. */
const never = () => new Promise<Response>(() => undefined);

/** The wait of three attempts that never answer, with the pauses between them. */
const THREE_STALLED_ATTEMPTS = 3 * MANIFEST_TIMEOUT_MS + 400 + 800;

let ownFetch: jest.SpyInstance;

beforeEach(() => {
  jest.useFakeTimers();
  ownFetch = jest.spyOn(globalThis, 'fetch');
});

afterEach(() => {
  ownFetch.mockRestore();
  jest.useRealTimers();
});

describe('a manifest that does not answer in time', () => {
  it('gives up on an attempt after MANIFEST_TIMEOUT_MS and tries again', async () => {
    ownFetch.mockImplementationOnce(never).mockResolvedValue(Response.json(MANIFEST));
    const answer = fetchWithRetry('http://site.test/mfe/a/mf-manifest.json', {});
    await jest.advanceTimersByTimeAsync(MANIFEST_TIMEOUT_MS - 1);
    expect(ownFetch).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1 + 400);
    expect(ownFetch).toHaveBeenCalledTimes(2);
    expect((await answer).ok).toBe(true);
  });

  it('fails after three attempts, is not kept, and the next ask goes to the network', async () => {
    const url = 'http://site.test/mfe/b/mf-manifest.json';
    ownFetch.mockImplementation(never);
    const first = remoteManifestResponse(url);
    const failed = expect(first).rejects.toBeInstanceOf(ManifestTimeoutError);
    // A second part of the page asking meanwhile shares the same request.
    const meanwhile = remoteManifestResponse(url);
    const alsoFailed = expect(meanwhile).rejects.toThrow(`${url} did not answer within 4000 ms`);
    await jest.advanceTimersByTimeAsync(THREE_STALLED_ATTEMPTS);
    await failed;
    await alsoFailed;
    expect(ownFetch).toHaveBeenCalledTimes(3);

    ownFetch.mockResolvedValue(Response.json(MANIFEST));
    const next = remoteManifestResponse(url);
    await jest.advanceTimersByTimeAsync(0);
    expect(await (await next).json()).toEqual(MANIFEST);
    expect(ownFetch).toHaveBeenCalledTimes(4);
  });

  it('gives up on a body that stops arriving', async () => {
    const url = 'http://site.test/mfe/c/mf-manifest.json';
    const stalledBody = new Response(new ReadableStream({ start: () => undefined }), {
      status: 200,
    });
    ownFetch.mockResolvedValueOnce(stalledBody).mockResolvedValue(Response.json(MANIFEST));
    const first = remoteManifestResponse(url);
    const failed = expect(first).rejects.toBeInstanceOf(ManifestTimeoutError);
    await jest.advanceTimersByTimeAsync(MANIFEST_TIMEOUT_MS);
    await failed;
    const next = remoteManifestResponse(url);
    await jest.advanceTimersByTimeAsync(0);
    expect((await next).ok).toBe(true);
  });

  it('counts a start-up fetch that never answered as the first attempt', async () => {
    const url = 'http://site.test/mfe/company/mf-manifest.json';
    const early = jest.fn(never);
    preloadRoute('/about', {
      location: new URL('http://site.test/about'),
      __SITE_CONFIG__: { remotes: { company: '/mfe/company/mf-manifest.json' } },
      fetch: early,
      document,
    } as unknown as Window);
    ownFetch.mockResolvedValue(Response.json(MANIFEST));
    const answer = fetchManifest(url, {});
    await jest.advanceTimersByTimeAsync(MANIFEST_TIMEOUT_MS);
    expect((await answer).ok).toBe(true);
    expect(early).toHaveBeenCalledTimes(1);
    expect(ownFetch).toHaveBeenCalledTimes(1);
  });
});
