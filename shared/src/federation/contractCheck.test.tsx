import { render, screen, waitFor } from '@testing-library/react';
import { Provider as StoreProvider } from 'jotai';
import { LanguageDetector } from '@site/shared/language';
import { assertRunnable, IncompatibleRemoteError, knownRunnable } from './contractCheck';
import { pageLoad } from './redeploy';
import { RemoteBoundary } from './RemoteBoundary';

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

// Each remote's manifest as its latest build wrote it.
const manifests: Record<string, unknown> = {
  'http://localhost/mfe/company/mf-manifest.json': contract({
    '@site/shared/ui': ['Breadcrumb', 'Spinner'],
    // An entry point the shell does not share: the remote's own copy serves it.
    '@site/shared/brand-new': ['anything'],
  }),
  // A build from before the contract was written into manifests.
  'http://localhost/mfe/content/mf-manifest.json': { metaData: {} },
  'http://localhost/mfe/contact/mf-manifest.json': contract({
    '@site/shared/ui': ['Spinner', 'acceptanceMark'],
    '@site/shared/i18n': ['useTexts'],
  }),
};

/** The page's queue of failures for the real-user signals (shared/src/signals/signals.ts). */
type Host = Window & { __siteSignals?: { queued: unknown[] } };

beforeEach(() => {
  window.fetch = (async (input: RequestInfo | URL) => {
    const manifest = manifests[String(input)];
    if (!manifest) throw new TypeError('Failed to fetch');
    return Response.json(manifest);
  }) as typeof fetch;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  window.history.replaceState(null, '', '/contact');
});

afterEach(() => jest.restoreAllMocks());

describe('the shared contract at run time', () => {
  it('runs a remote whose needs the shell meets, counting only what the shell shares', async () => {
    await expect(assertRunnable('company')).resolves.toBeUndefined();
    expect(knownRunnable('company')).toBe(true);
  });

  it('runs a build whose manifest says nothing of the contract, as before', async () => {
    await expect(assertRunnable('content')).resolves.toBeUndefined();
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

describe('a page of a remote the shell cannot run', () => {
  const renderContact = () =>
    render(
      <StoreProvider>
        <LanguageDetector detect={() => 'en'} minimumLoadingMs={0}>
          <RemoteBoundary module="contact/Contact" />
        </LanguageDetector>
      </StoreProvider>,
    );

  it('is loaded in full once (its server draws it), never run, and then says it failed', async () => {
    sessionStorage.clear();
    const reload = jest.spyOn(pageLoad, 'reload').mockImplementation(() => undefined);
    const first = renderContact();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    // The spinner stays while the page loads in full: never the "try again" box.
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    first.unmount();

    // The same address again after that full load (a page the server could not draw): no loop.
    renderContact();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This part of the page could not be loaded',
    );
    expect(reload).toHaveBeenCalledTimes(1);
    expect(loadRemote).not.toHaveBeenCalled();
  });
});
