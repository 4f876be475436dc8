import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider as StoreProvider } from 'jotai';
import { useState } from 'react';
import { LanguageDetector } from '@site/shared/language';
import { controlledView, type ControlledView } from '@site/shared/testing';
import { pageLoad } from './redeploy';
import { RemoteRegion, WidgetRegionMarkup } from './RemoteRegion';

const loadRemote = jest.fn();
// The content manifest the page loaded at start, by address.
const loadedManifests = new Map<string, unknown>();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
  getInstance: () => ({ snapshotHandler: { manifestCache: loadedManifests } }),
}));

function Counter() {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks(clicks + 1)}>
      {`Clicked ${clicks} times`}
    </button>
  );
}

// What the owner's renderer sends for the region (its markup inside React's Suspense markers).
const serverRegion = (language: string) =>
  `<div data-region="content/FeaturedProjects" data-language="${language}">` +
  '<!--$--><button type="button">Clicked 0 times</button><!--/$--></div>';

let view: ControlledView;

function renderRegion(serverMarkup?: string) {
  return render(
    <StoreProvider>
      <LanguageDetector detect={() => 'en'} minimumLoadingMs={0}>
        <WidgetRegionMarkup.Provider value={serverMarkup ? () => serverMarkup : null}>
          <RemoteRegion module="content/FeaturedProjects" />
        </WidgetRegionMarkup.Provider>
      </LanguageDetector>
    </StoreProvider>,
  );
}

describe('RemoteRegion', () => {
  beforeEach(() => {
    loadRemote.mockReset();
    loadRemote.mockResolvedValue({ default: Counter });
    view = controlledView();
  });
  afterEach(() => view.restore());

  it('loads nothing until its place nears the viewport, then draws the widget', async () => {
    renderRegion();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loadRemote).not.toHaveBeenCalled();
    act(() => view.report(true));
    expect(await screen.findByRole('button', { name: 'Clicked 0 times' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('content/FeaturedProjects');
  });

  it('in an editor’s preview, draws the widget at once, to follow the editor’s changes', async () => {
    // docs/operations.md#live-preview: /config.js says so.
    window.__SITE_PREVIEW__ = true;
    try {
      renderRegion();
      expect(await screen.findByRole('button', { name: 'Clicked 0 times' })).toBeInTheDocument();
      expect(loadRemote).toHaveBeenCalledWith('content/FeaturedProjects');
    } finally {
      delete window.__SITE_PREVIEW__;
    }
  });

  it('keeps the markup its owner rendered and makes it interactive', async () => {
    renderRegion(serverRegion('en'));
    const fromServer = screen.getByRole('button', { name: 'Clicked 0 times' });
    act(() => view.report(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    await userEvent.click(fromServer);
    expect(fromServer).toHaveTextContent('Clicked 1 times');
    expect(screen.getAllByRole('button')).toEqual([fromServer]);
  });

  it('draws the widget afresh when the page now shows another language than its markup', async () => {
    renderRegion(serverRegion('ka'));
    const fromServer = screen.getByRole('button', { name: 'Clicked 0 times' });
    act(() => view.report(true));
    const drawn = await screen.findByRole('button', { name: 'Clicked 0 times' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByRole('button')).not.toBe(fromServer);
    expect(drawn.isConnected).toBe(true);
  });

  it('loads Home again rather than show the try-again box when content was redeployed', async () => {
    const manifest = 'http://localhost/mfe/content/mf-manifest.json';
    loadedManifests.set(manifest, { exposes: ['FeaturedProjects.old.js'] });
    const originalFetch = window.fetch;
    window.fetch = (async () =>
      Response.json({ exposes: ['FeaturedProjects.new.js'] })) as typeof fetch;
    const reload = jest.spyOn(pageLoad, 'reload').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemote.mockRejectedValue(
      Object.assign(new Error('Loading chunk 1 failed.'), { name: 'ChunkLoadError' }),
    );
    try {
      renderRegion();
      act(() => view.report(true));
      await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByRole('status')).toBeInTheDocument();
    } finally {
      window.fetch = originalFetch;
      jest.restoreAllMocks();
      loadedManifests.clear();
      sessionStorage.clear();
    }
  });
});
