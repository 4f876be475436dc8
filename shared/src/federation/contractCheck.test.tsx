import { act, render, screen, waitFor } from '@testing-library/react';
import { createStore, getDefaultStore, Provider as StoreProvider } from 'jotai';
import { LanguageDetector, languageAtom } from '@site/shared/language';
import { followSiteLink } from '@site/shared/router';
import { everythingInView } from '@site/shared/testing';
import type * as ContractCheck from './contractCheck';
import { assertRunnable, IncompatibleRemoteError, knownRunnable } from './contractCheck';
import { takeContractReload } from './pageStart';
import { pageLoad } from './redeploy';
import { MANIFEST_TIMEOUT_MS } from './remoteManifest';
import { RemoteBoundary } from './RemoteBoundary';
import { RemoteRegion, WidgetRegionMarkup } from './RemoteRegion';

// The shell's federation runtime: the shared modules it gives, as the shell's build has them.
const loadRemote = jest.fn();
const givenModules: Record<string, object> = {
  '@site/shared/ui': { Spinner: () => null, Breadcrumb: () => null },
  '@site/shared/i18n': { useTexts: () => ({}) },
};
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
  getInstance: () => ({
    options: { shared: { '@site/shared/ui': [{}], '@site/shared/i18n': [{}] } },
    snapshotHandler: { manifestCache: new Map() },
  }),
  loadShare: async (entry: string) => () => givenModules[entry],
}));

const contract = (needs: Record<string, string[]>) => ({
  metaData: { sharedContract: { version: 'abc123', provides: {}, needs } },
});

const COMPANY = 'http://localhost/mfe/company/mf-manifest.json';
const CONTENT = 'http://localhost/mfe/content/mf-manifest.json';
const CONTACT = 'http://localhost/mfe/contact/mf-manifest.json';

// Each remote's manifest as its latest build wrote it.
const manifests: Record<string, unknown> = {
  [COMPANY]: contract({
    '@site/shared/ui': ['Breadcrumb', 'Spinner'],
    // An entry point the shell does not share: the remote's own copy serves it.
    '@site/shared/brand-new': ['anything'],
  }),
  // Built on a newer @site/shared than the shell's: its widgets use a name the shell lacks.
  [CONTENT]: contract({ '@site/shared/ui': ['Spinner', 'acceptanceMark'] }),
  [CONTACT]: contract({
    '@site/shared/ui': ['Spinner', 'acceptanceMark'],
    '@site/shared/i18n': ['useTexts'],
  }),
};

/** Answers a test gives in place of the manifests above, by address, one per request. */
const answers = new Map<string, (() => Promise<Response>)[]>();

/** The page's queue of failures for the real-user signals (shared/src/signals/signals.ts). */
type Host = Window & { __siteSignals?: { queued: unknown[] } };

/** The history entry the router is at: its state carries the entry's key. */
function at(address: string, key: string) {
  window.history.pushState({ usr: null, key, idx: 0 }, '', address);
}

/**
 * The page a full load brings: this test's document plays it. Nothing of the last page's is left
 * in it, and the runtime plugin takes the note that load left as the page starts.
 */
function newDocument() {
  delete window.siteContractReload;
  takeContractReload(window);
}

/** What the last full load for a refused remote left for the page it brings. */
const note = () => JSON.parse(sessionStorage.getItem('contract-reload') ?? 'null') as unknown;

let reload: jest.SpyInstance;

beforeEach(() => {
  answers.clear();
  window.fetch = (async (input: RequestInfo | URL) => {
    const answer = answers.get(String(input))?.shift();
    if (answer) return answer();
    const manifest = manifests[String(input)];
    if (!manifest) throw new TypeError('Failed to fetch');
    return Response.json(manifest);
  }) as typeof fetch;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  reload = jest.spyOn(pageLoad, 'reload').mockImplementation(() => undefined);
  sessionStorage.clear();
  delete window.siteContractReload;
  at('/contact', 'first');
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  getDefaultStore().set(languageAtom, 'en');
});

describe('the shared contract at run time', () => {
  it('runs a remote whose needs the shell meets, counting only what the shell shares', async () => {
    await expect(assertRunnable('company')).resolves.toBeUndefined();
    expect(knownRunnable('company')).toBe(true);
  });

  it('refuses one that needs a name the shell lacks, says which, and reports it', async () => {
    const error = await assertRunnable('contact').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(IncompatibleRemoteError);
    expect((error as Error).message).toContain('@site/shared/ui without acceptanceMark');
    expect(knownRunnable('contact')).toBe(false);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('acceptanceMark'));
    expect((window as Host).__siteSignals?.queued).toContainEqual({
      kind: 'contract_mismatch',
      remote: 'contact',
    });
  });
});

describe('a verdict’s life (each test a page of its own: its verdicts and manifests start empty)', () => {
  async function freshPage(): Promise<typeof ContractCheck> {
    let check: typeof ContractCheck | undefined;
    await jest.isolateModulesAsync(async () => {
      check = await import('./contractCheck');
    });
    if (!check) throw new Error('contractCheck did not load');
    return check;
  }
  const stalled = () => new Promise<Response>(() => undefined);
  const lost = () => Promise.reject(new TypeError('Failed to fetch'));
  const fine = () => Promise.resolve(Response.json(manifests[COMPANY]));

  it.each([
    ['says nothing of the contract (a build from before it)', { metaData: {} }],
    ['has no metaData at all', { exposes: [] }],
    ['declares a malformed contract', { metaData: { sharedContract: { version: 1 } } }],
  ])('runs a remote whose manifest %s, as before', async (_, manifest) => {
    const check = await freshPage();
    answers.set(COMPANY, [() => Promise.resolve(Response.json(manifest))]);
    await expect(check.assertRunnable('company')).resolves.toBeUndefined();
    expect(check.knownRunnable('company')).toBe(true);
  });

  it('asks once while a verdict is pending: every part waits on the same answer', async () => {
    const check = await freshPage();
    const fetchSpy = jest.spyOn(window, 'fetch');
    await Promise.all([check.assertRunnable('company'), check.canHydrate('company')]);
    await check.assertRunnable('company');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('forgets one whose manifest did not answer in time: the next navigation asks again', async () => {
    jest.useFakeTimers();
    const check = await freshPage();
    // Three attempts, each given MANIFEST_TIMEOUT_MS, with their pauses between.
    answers.set(COMPANY, [stalled, stalled, stalled, fine]);
    const first = check.assertRunnable('company');
    // (The class of this page's own copy of the module.)
    const failed = expect(first).rejects.toThrow(`${COMPANY} did not answer within 4000 ms`);
    // Not known while pending: a server-drawn page keeps its markup meanwhile.
    expect(check.knownRunnable('company')).toBeUndefined();
    await jest.advanceTimersByTimeAsync(3 * MANIFEST_TIMEOUT_MS + 400 + 800);
    await failed;
    expect(check.knownRunnable('company')).toBeUndefined();
    // A markup it cannot judge is tried: loading it shows what a remote that is down shows.
    const tried = check.canHydrate('company');
    await jest.advanceTimersByTimeAsync(0);
    await expect(tried).resolves.toBe(true);
    expect(check.knownRunnable('company')).toBe(true);
  });

  it('forgets one whose manifest did not answer at all', async () => {
    jest.useFakeTimers();
    const check = await freshPage();
    answers.set(COMPANY, [lost, lost, lost, fine]);
    const first = check.assertRunnable('company');
    const failed = expect(first).rejects.toThrow('Failed to fetch');
    await jest.advanceTimersByTimeAsync(400 + 800);
    await failed;
    const next = check.assertRunnable('company');
    await jest.advanceTimersByTimeAsync(0);
    await expect(next).resolves.toBeUndefined();
  });

  it('keeps a refusal for the page’s life: the shell under it does not change', async () => {
    const check = await freshPage();
    const fetchSpy = jest.spyOn(window, 'fetch');
    await expect(check.assertRunnable('contact')).rejects.toBeInstanceOf(Error);
    await expect(check.assertRunnable('contact')).rejects.toBeInstanceOf(Error);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});

describe('a page of a remote the shell cannot run', () => {
  const renderContact = (store = createStore()) =>
    render(
      <StoreProvider store={store}>
        <LanguageDetector detect={() => 'en'} minimumLoadingMs={0}>
          <RemoteBoundary module="contact/Contact" />
        </LanguageDetector>
      </StoreProvider>,
    );

  /** The visitor's first visit to /contact from another page: a full load of it. */
  async function firstVisit() {
    const first = renderContact();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    // The spinner stays while the page loads in full: never the "try again" box.
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(note()).toEqual({ address: '/contact', entry: 'first', language: 'en' });
    first.unmount();
  }

  it('is loaded in full on every visit (its server draws it), and never run', async () => {
    // Issue 53: this test asserted that the second visit showed "This part of the page could not
    // be loaded", as intended; the reload's guard was kept for the tab's life. A later visit to the
    // address is a visit like the first.
    await firstVisit();
    // The page that load brought starts (its server drew it: kept, nothing refused at its start),
    // then the visitor goes to another page and comes back by a link.
    newDocument();
    at('/services', 'second');
    at('/contact', 'third');
    renderContact();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(note()).toEqual({ address: '/contact', entry: 'third', language: 'en' });
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('is not loaded again by the page that load brought, refusing at its start: nothing shows', async () => {
    await firstVisit();
    // That page had no markup of the remote's server to keep (drawn in the browser) and refuses
    // again before the visitor did anything: no loop, and no "try again" box either.
    newDocument();
    const { container } = renderContact();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(container).toBeEmptyDOMElement();

    // The visitor moves (a link to the same address, as any other): a visit of its own.
    act(() => followSiteLink('/contact'));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is loaded in full when the visitor comes Back (or Forward) to the page that load brought', async () => {
    await firstVisit();
    newDocument();
    // The visitor goes on to a page this shell runs, then Back to the entry the load was for
    // (its key and address are those of the note: only the move tells it apart).
    at('/about', 'second');
    const back = new Promise((resolve) =>
      window.addEventListener('popstate', resolve, { once: true }),
    );
    window.history.back();
    await back;
    expect(window.location.pathname).toBe('/contact');
    renderContact();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is loaded in full again in the language the visitor changes to', async () => {
    await firstVisit();
    newDocument();
    const store = createStore();
    const { container } = renderContact(store);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container).toBeEmptyDOMElement();
    act(() => store.set(languageAtom, 'ka'));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
    expect(note()).toEqual({ address: '/contact', entry: 'first', language: 'ka' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows nothing, and is not loaded in full, when storage refuses the note that stops a loop', async () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('refused', 'SecurityError');
    });
    const { container } = renderContact();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(reload).not.toHaveBeenCalled();
    expect(container).toBeEmptyDOMElement();
  });
});

describe('a widget of a remote the shell cannot run (Home’s content widgets)', () => {
  let restoreView: () => void;
  beforeEach(() => {
    restoreView = everythingInView();
    at('/', 'home');
  });
  afterEach(() => restoreView());

  // The default store, as in the browser: the widget's own root reads it.
  const renderWidget = (serverMarkup?: string) =>
    render(
      <LanguageDetector detect={() => 'en'} minimumLoadingMs={0}>
        <WidgetRegionMarkup.Provider value={serverMarkup ? () => serverMarkup : null}>
          <RemoteRegion module="content/FeaturedProjects" />
        </WidgetRegionMarkup.Provider>
      </LanguageDetector>,
    );
  const serverRegion = (language: string) =>
    `<div data-region="content/FeaturedProjects" data-language="${language}">` +
    '<!--$--><p>Featured projects, as the server drew them</p><!--/$--></div>';

  it('without server markup, loads the page in full on every visit: never the "try again" box', async () => {
    const first = renderWidget();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    first.unmount();

    // The page that load brought, then Home again by a link.
    newDocument();
    at('/services', 'services');
    at('/', 'home again');
    renderWidget();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('in the page that load brought, still without server markup: nothing, and no second load', async () => {
    const first = renderWidget();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    first.unmount();
    newDocument();
    const { container } = renderWidget();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(container.textContent).toBe('');
  });

  it('keeps its server markup, and loads the page in full in the language the visitor changes to', async () => {
    renderWidget(serverRegion('en'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByText('Featured projects, as the server drew them')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    expect(loadRemote).not.toHaveBeenCalled();

    act(() => getDefaultStore().set(languageAtom, 'ka'));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(note()).toEqual({ address: '/', entry: 'home', language: 'ka' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
  });
});
