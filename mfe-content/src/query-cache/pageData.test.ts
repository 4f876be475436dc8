import { createContentQueryClient } from './contentQueryClient';
import { contentDataScript, seedFromPage } from './pageData';

describe('the content answers a server-rendered page carries', () => {
  afterEach(() => {
    document.body.replaceChildren();
    jest.restoreAllMocks();
  });

  it('travel as inert JSON that no text in the content can break out of', async () => {
    const server = createContentQueryClient();
    const title = '</script><script>alert(1)</script> <!-- & ☃';
    await server.prefetchQuery({ queryKey: ['content', 'en', 'post', 'x'], queryFn: () => title });
    const script = contentDataScript(server);
    expect(script.match(/<script/g)).toHaveLength(1);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).not.toContain('<!--');

    document.body.innerHTML = script;
    const browser = createContentQueryClient();
    seedFromPage(browser);
    expect(browser.getQueryData(['content', 'en', 'post', 'x'])).toBe(title);
  });

  it('count as fetched when the page arrived, so the browser does not ask again at once', async () => {
    const server = createContentQueryClient();
    await server.prefetchQuery({ queryKey: ['content', 'ka', 'blogTeaser'], queryFn: () => [1] });
    // The page was rendered (and cached) five minutes ago.
    const [query] = server.getQueryCache().getAll();
    query?.setState({ dataUpdatedAt: Date.now() - 5 * 60_000 });
    document.body.innerHTML = contentDataScript(server);

    const browser = createContentQueryClient();
    seedFromPage(browser);
    const seeded = browser.getQueryCache().find({ queryKey: ['content', 'ka', 'blogTeaser'] });
    expect(seeded?.isStale()).toBe(false);
  });

  it('leave the cache empty, and say so, when they cannot be read', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML =
      '<script type="application/json" data-content-queries>{"queries": [</script>';
    const browser = createContentQueryClient();
    expect(() => seedFromPage(browser)).not.toThrow();
    expect(browser.getQueryCache().getAll()).toHaveLength(0);
    expect(log).toHaveBeenCalled();
  });
});
