import { fetchManifest } from './remoteManifest';
import { pageAssetUrls, pageForPath, preloadCurrentRoute, takeEarlyFetch } from './routePreload';

const MANIFEST = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      path: './About',
      assets: {
        js: { sync: ['597.a1.js', '__federation_expose_About.b2.js'], async: ['1.js'] },
        css: { sync: ['__federation_expose_About.c3.css'], async: ['2.css'] },
      },
    },
    { path: './Home', assets: { js: { sync: ['home.js'] }, css: { sync: [] } } },
  ],
};

function fakeWindow(path: string, fetch: jest.Mock, remotes: Record<string, string> = {}) {
  return {
    location: new URL(`http://site.test${path}`),
    __SITE_CONFIG__: { remotes },
    fetch,
    document,
  } as unknown as Window;
}

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map(
    (link) => `${link.getAttribute('as')} ${link.getAttribute('href')}`,
  );

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('pageForPath', () => {
  it("maps each route to its remote's exposed page", () => {
    expect(pageForPath('/')).toEqual({ remote: 'company', expose: './Home' });
    expect(pageForPath('/services/fire-safety')).toEqual({
      remote: 'company',
      expose: './ServiceDetail',
    });
    expect(pageForPath('/blog/')).toEqual({ remote: 'content', expose: './BlogList' });
    expect(pageForPath('/projects/a-slug')).toEqual({
      remote: 'content',
      expose: './ProjectDetail',
    });
    expect(pageForPath('/contact')).toEqual({ remote: 'contact', expose: './Contact' });
  });

  it('leaves unknown addresses to the shell', () => {
    expect(pageForPath('/no-such-page')).toBeUndefined();
    expect(pageForPath('/blog/a/b')).toBeUndefined();
  });
});

describe('pageAssetUrls', () => {
  it('lists the remote entry and the page’s own files next to the manifest', () => {
    expect(
      pageAssetUrls(MANIFEST, 'http://site.test/mfe/company/mf-manifest.json', './About'),
    ).toEqual({
      scripts: [
        'http://site.test/mfe/company/remoteEntry.js',
        'http://site.test/mfe/company/597.a1.js',
        'http://site.test/mfe/company/__federation_expose_About.b2.js',
      ],
      styles: ['http://site.test/mfe/company/__federation_expose_About.c3.css'],
    });
  });

  it('uses an explicit public path when the manifest names one', () => {
    const manifest = { ...MANIFEST, metaData: { ...MANIFEST.metaData, publicPath: '/cdn/' } };
    expect(
      pageAssetUrls(manifest, 'http://site.test/mfe/company/mf-manifest.json', './Home'),
    ).toEqual({
      scripts: ['http://site.test/cdn/remoteEntry.js', 'http://site.test/cdn/home.js'],
      styles: [],
    });
  });
});

describe('preloadCurrentRoute', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('fetches the route’s manifest once, hints its files and hands the response to the runtime', async () => {
    const fetch = jest.fn().mockResolvedValue(new Response(JSON.stringify(MANIFEST)));
    const url = 'http://site.test/mfe/company/mf-manifest.json';
    preloadCurrentRoute(fakeWindow('/about', fetch, { company: '/mfe/company/mf-manifest.json' }));
    expect(fetch).toHaveBeenCalledWith(url);

    const response = await fetchManifest(url, {});
    expect(await response.json()).toEqual(MANIFEST);
    await settle();
    expect(preloads()).toEqual([
      'script http://site.test/mfe/company/remoteEntry.js',
      'script http://site.test/mfe/company/597.a1.js',
      'script http://site.test/mfe/company/__federation_expose_About.b2.js',
      'style http://site.test/mfe/company/__federation_expose_About.c3.css',
    ]);
    // Handed over once: a later load (a retry) goes to the network again.
    expect(takeEarlyFetch(url)).toBeUndefined();
  });

  it('does nothing on the not-found page or without a configured manifest', () => {
    const fetch = jest.fn();
    preloadCurrentRoute(fakeWindow('/no-such-page', fetch, { company: '/m.json' }));
    preloadCurrentRoute(fakeWindow('/contact', fetch, {}));
    expect(fetch).not.toHaveBeenCalled();
    expect(preloads()).toEqual([]);
  });

  it('lets the runtime fetch for itself when the start-up fetch failed', async () => {
    const url = 'http://site.test/mfe/contact/mf-manifest.json';
    const failing = jest.fn().mockResolvedValue(new Response('down', { status: 502 }));
    preloadCurrentRoute(
      fakeWindow('/contact', failing, { contact: '/mfe/contact/mf-manifest.json' }),
    );
    const ownFetch = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify(MANIFEST)));
    const response = await fetchManifest(url, {});
    expect(response.status).toBe(200);
    expect(ownFetch).toHaveBeenCalledWith(url, {});
    await settle();
    expect(preloads()).toEqual([]);
    ownFetch.mockRestore();
  });

  it('counts the start-up fetch as the first of the three attempts', async () => {
    const url = 'http://site.test/mfe/contact/mf-manifest.json';
    const down = () => Promise.resolve(new Response('down', { status: 502 }));
    const early = jest.fn(down);
    preloadCurrentRoute(
      fakeWindow('/contact', early, { contact: '/mfe/contact/mf-manifest.json' }),
    );
    const ownFetch = jest.spyOn(globalThis, 'fetch').mockImplementation(down);
    const response = await fetchManifest(url, {});
    expect(response.status).toBe(502);
    expect(early).toHaveBeenCalledTimes(1);
    expect(ownFetch).toHaveBeenCalledTimes(2);
    ownFetch.mockRestore();
  });
});
