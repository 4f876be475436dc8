import { languageBase, languageOfPath, languagePath, routeOfPath } from './languagePath';

describe('language paths', () => {
  it.each([
    ['/ka/', 'ka', '/'],
    ['/ka', 'ka', '/'],
    ['/en/projects', 'en', '/projects'],
    ['/en/blog/a-post', 'en', '/blog/a-post'],
    ['/ka?page=2', 'ka', '/?page=2'],
    ['/projects', null, '/projects'],
    ['/', null, '/'],
    ['/kab/x', null, '/kab/x'],
    ['/KA/x', null, '/KA/x'],
    ['/projects/ka', null, '/projects/ka'],
  ])('%s is in %s, on the route %s', (pathname, language, route) => {
    expect(languageOfPath(pathname)).toBe(language);
    expect(routeOfPath(pathname)).toBe(route);
  });

  it.each([
    ['ka', '/', '/ka/'],
    ['en', '/projects?page=2', '/en/projects?page=2'],
    ['en', '/ka/blog/a-post#top', '/en/blog/a-post#top'],
    ['ka', '/en/', '/ka/'],
    ['ka', '?page=2', '/ka/?page=2'],
  ] as const)('the %s path of %s is %s', (language, route, expected) => {
    expect(languagePath(language, route)).toBe(expected);
  });

  it("gives a router on a language path that language's base, with Home's slash", () => {
    expect(languageBase('/ka/projects')).toBe('/ka/');
    expect(languageBase('/en/')).toBe('/en/');
    expect(languageBase('/projects')).toBeUndefined();
  });
});
