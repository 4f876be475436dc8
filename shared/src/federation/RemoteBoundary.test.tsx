import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider as StoreProvider } from 'jotai';
import type { ReactNode } from 'react';
import { LanguageDetector } from '@site/shared/language';
import { pageLoad } from './redeploy';
import { LoadedPart, RemoteBoundary } from './RemoteBoundary';

const loadRemote = jest.fn();
// The manifests the federation runtime loaded when the page started, by address.
const loadedManifests = new Map<string, unknown>();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
  getInstance: () => ({ snapshotHandler: { manifestCache: loadedManifests } }),
}));

const CONTACT_MANIFEST = 'http://localhost/mfe/contact/mf-manifest.json';
const BUILD_1 = { exposes: [{ path: './Contact', assets: { js: { sync: ['1.aaa.js'] } } }] };
const BUILD_2 = { exposes: [{ path: './Contact', assets: { js: { sync: ['1.bbb.js'] } } }] };

/** What webpack throws when a script chunk it asked for did not arrive. */
function chunkError(url: string): Error {
  return Object.assign(new Error(`Loading chunk 1 failed.\n(missing: ${url})`), {
    name: 'ChunkLoadError',
    request: url,
  });
}

/** The server as the page now finds it: each address's answer, or a lost connection. */
function serverAnswers(answers: Record<string, Response | 'unreachable'>) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const answer = answers[String(input)];
    if (!answer || answer === 'unreachable') throw new TypeError('Failed to fetch');
    return answer.clone();
  });
  window.fetch = fetchMock as typeof window.fetch;
  return fetchMock;
}

function renderBoundary(language: 'en' | 'ka' = 'en', fallbackHead?: ReactNode) {
  // A fresh jotai store per test: the language atoms would otherwise carry over.
  return render(
    <StoreProvider>
      <LanguageDetector detect={() => language} minimumLoadingMs={0}>
        <RemoteBoundary module="contact/Contact" fallbackHead={fallbackHead} />
      </LanguageDetector>
    </StoreProvider>,
  );
}

const originalFetch = window.fetch;
let reload: jest.SpyInstance;

beforeEach(() => {
  loadRemote.mockReset();
  loadedManifests.clear();
  sessionStorage.clear();
  serverAnswers({});
  reload = jest.spyOn(pageLoad, 'reload').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  window.fetch = originalFetch;
  jest.restoreAllMocks();
});

describe('RemoteBoundary', () => {
  it('renders the remote page once it has loaded', async () => {
    loadRemote.mockResolvedValue({ default: () => <h1>Contact page</h1> });
    renderBoundary();
    expect(await screen.findByRole('heading', { name: 'Contact page' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('contact/Contact');
  });

  it('shows a localized message with a retry button when the remote fails, and retries', async () => {
    loadRemote.mockRejectedValueOnce(new Error('network down'));
    renderBoundary();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the page could not be loaded');

    loadRemote.mockResolvedValue({ default: () => <h1>Contact page</h1> });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Contact page' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('renders the fallback head only while the page is loading or unavailable', async () => {
    const titles = () => [...document.head.querySelectorAll('title')].map((t) => t.textContent);
    function ContactPage() {
      return (
        <>
          <title>Contact page</title>
          <h1>Contact page</h1>
        </>
      );
    }
    let finishLoading: (module: { default: () => ReactNode }) => void = () => undefined;
    loadRemote.mockReturnValueOnce(new Promise((resolve) => (finishLoading = resolve)));
    renderBoundary('en', <title>Contact (default)</title>);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(titles()).toEqual(['Contact (default)']);

    await act(async () => finishLoading({ default: ContactPage }));
    expect(screen.getByRole('heading', { name: 'Contact page' })).toBeInTheDocument();
    expect(titles()).toEqual(['Contact page']);
  });

  it('renders the fallback head beside the message when the remote is unavailable', async () => {
    const titles = () => [...document.head.querySelectorAll('title')].map((t) => t.textContent);
    loadRemote.mockRejectedValueOnce(new Error('network down'));
    renderBoundary('en', <title>Contact (default)</title>);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(titles()).toEqual(['Contact (default)']);

    loadRemote.mockResolvedValue({ default: () => <title>Contact page</title> });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(titles()).toEqual(['Contact page']));
  });

  it('speaks Georgian when the visitor does', async () => {
    loadRemote.mockRejectedValue(new Error('404'));
    renderBoundary('ka');
    expect(await screen.findByRole('button', { name: 'თავიდან ცდა' })).toBeInTheDocument();
  });

  it('treats a module without a component as a failure', async () => {
    loadRemote.mockResolvedValue({});
    renderBoundary();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});

describe('RemoteBoundary when a remote was redeployed under the open page', () => {
  beforeEach(() => {
    loadedManifests.set(CONTACT_MANIFEST, BUILD_1);
    window.history.replaceState(null, '', '/contact');
  });

  it('loads the page again, showing no error, when the manifest names a new build', async () => {
    serverAnswers({ [CONTACT_MANIFEST]: Response.json(BUILD_2) });
    loadRemote.mockRejectedValue(chunkError('http://localhost/mfe/contact/1.aaa.js'));
    renderBoundary();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it.each([
    ['does not answer', 'unreachable' as const],
    ['answers 502', new Response('Bad Gateway', { status: 502 })],
  ])('shows the try-again box when the remote is down: its manifest %s', async (_, answer) => {
    serverAnswers({ [CONTACT_MANIFEST]: answer });
    loadRemote.mockRejectedValue(chunkError('http://localhost/mfe/contact/1.aaa.js'));
    renderBoundary();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows the try-again box when the manifest still names the build the page loaded', async () => {
    serverAnswers({
      [CONTACT_MANIFEST]: Response.json(BUILD_1),
      'http://localhost/mfe/contact/1.aaa.js': new Response('', { status: 200 }),
    });
    loadRemote.mockRejectedValue(chunkError('http://localhost/mfe/contact/1.aaa.js'));
    renderBoundary();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('loads the page again once per build: a deploy that fails again gets the try-again box', async () => {
    serverAnswers({ [CONTACT_MANIFEST]: Response.json(BUILD_2) });
    loadRemote.mockRejectedValue(chunkError('http://localhost/mfe/contact/1.aaa.js'));
    const first = renderBoundary();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    first.unmount();

    // The reloaded page was handed the old manifest again (a stale cache on the way) and fails
    // the same way: no second reload.
    const second = renderBoundary();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
    second.unmount();

    // A newer build is worth one reload of its own.
    serverAnswers({ [CONTACT_MANIFEST]: Response.json({ ...BUILD_2, version: 3 }) });
    renderBoundary();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
  });

  it('shows the try-again box when the page cannot keep the guard (storage refused)', async () => {
    serverAnswers({ [CONTACT_MANIFEST]: Response.json(BUILD_2) });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('refused', 'SecurityError');
    });
    loadRemote.mockRejectedValue(chunkError('http://localhost/mfe/contact/1.aaa.js'));
    renderBoundary();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('LoadedPart with files of the shell itself', () => {
  const SHELL_CHUNK = 'http://localhost/894.8cae4c93d6.js';
  function renderShellPart(load: () => Promise<{ default: () => ReactNode }>) {
    return render(
      <StoreProvider>
        <LanguageDetector detect={() => 'en'} minimumLoadingMs={0}>
          <LoadedPart load={load} />
        </LanguageDetector>
      </StoreProvider>,
    );
  }

  beforeEach(() => window.history.replaceState(null, '', '/no-such-page'));

  it('loads the page again when the chunk it asked for is gone (the shell was redeployed)', async () => {
    const fetchMock = serverAnswers({ [SHELL_CHUNK]: new Response('', { status: 404 }) });
    renderShellPart(() => Promise.reject(chunkError(SHELL_CHUNK)));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      SHELL_CHUNK,
      expect.objectContaining({ cache: 'no-store' }),
    );
  });

  it.each([
    ['the site does not answer', 'unreachable' as const],
    ['the file is there (a failure on the way)', new Response('', { status: 200 })],
    ['the entry answers 503', new Response('', { status: 503 })],
  ])('shows the try-again box when %s', async (_, answer) => {
    serverAnswers({ [SHELL_CHUNK]: answer });
    renderShellPart(() => Promise.reject(chunkError(SHELL_CHUNK)));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('renders the part once its chunk has loaded', async () => {
    renderShellPart(() => Promise.resolve({ default: () => <h1>Not found</h1> }));
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
  });
});

describe('RemoteBoundary reports what the visitor got (docs/operations.md#what-to-watch)', () => {
  // The failures waiting for the reporter, which has not started here.
  const host = window as { __siteSignals?: { queued: unknown[] } };
  const reported = () => host.__siteSignals?.queued ?? [];

  beforeEach(() => {
    delete host.__siteSignals;
    window.history.replaceState(null, '', '/contact');
  });

  it('a remote whose files did not load: remote_not_loaded, once, with its name', async () => {
    loadRemote.mockRejectedValueOnce(chunkError('http://localhost/mfe/contact/1.aaa.js'));
    renderBoundary();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(reported()).toEqual([{ kind: 'remote_not_loaded', remote: 'contact' }]);
  });

  it('a script that timed out: chunk_timeout', async () => {
    loadRemote.mockRejectedValueOnce(
      Object.assign(new Error('Loading chunk 1 failed.\n(timeout: /mfe/contact/1.aaa.js)'), {
        name: 'ChunkLoadError',
        type: 'timeout',
      }),
    );
    renderBoundary();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(reported()).toEqual([{ kind: 'chunk_timeout', remote: 'contact' }]);
  });

  it("the shell's own part: remote `shell`", async () => {
    render(
      <StoreProvider>
        <LanguageDetector detect={() => 'en'} minimumLoadingMs={0}>
          <LoadedPart load={() => Promise.reject(new Error('network down'))} />
        </LanguageDetector>
      </StoreProvider>,
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(reported()).toEqual([{ kind: 'remote_not_loaded', remote: 'shell' }]);
  });

  it('a redeploy, which loads the page again: nothing', async () => {
    loadedManifests.set(CONTACT_MANIFEST, BUILD_1);
    serverAnswers({ [CONTACT_MANIFEST]: Response.json(BUILD_2) });
    loadRemote.mockRejectedValue(chunkError('http://localhost/mfe/contact/1.aaa.js'));
    renderBoundary();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(reported()).toEqual([]);
  });
});
