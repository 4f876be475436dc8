import { PAGE_ROUTES } from './contract';
import { expandRoute, findRoute, matchRoute, routeRegex } from './routeMatching';

describe('route matching', () => {
  it('matches a pattern segment by segment, `:name` standing for one segment', () => {
    expect(matchRoute('/blog/:blogId', '/blog/a-post')).toEqual({ blogId: 'a-post' });
    expect(matchRoute('/blog/:blogId', '/blog/a-post/')).toEqual({ blogId: 'a-post' });
    expect(matchRoute('/blog', '/blog/')).toEqual({});
    expect(matchRoute('/', '/')).toEqual({});
    expect(matchRoute('/blog/:blogId', '/blog')).toBeNull();
    expect(matchRoute('/blog/:blogId', '/blog/a/b')).toBeNull();
    expect(matchRoute('/blog', '/projects')).toBeNull();
  });

  it('gives nginx the same rule as a regular expression', () => {
    const addresses = ['/', '/blog', '/blog/', '/blog/a-post', '/blog/a/b', '/blogs', '/x/blog'];
    for (const { path } of PAGE_ROUTES) {
      const regex = new RegExp(routeRegex(path));
      for (const address of addresses) {
        expect([path, address, regex.test(address)]).toEqual([
          path,
          address,
          matchRoute(path, address) !== null,
        ]);
      }
    }
    expect(routeRegex('/a.b/:id')).toBe('^/a\\.b/[^/]+/?$');
  });

  it('finds the first route of a list that an address matches', () => {
    expect(findRoute(PAGE_ROUTES, '/services/fire-safety')?.module).toBe('company/ServiceDetail');
    expect(findRoute(PAGE_ROUTES, '/no-such-page')).toBeUndefined();
  });

  it('expands a pattern into every address for the given values', () => {
    expect(expandRoute('/blog/:blogId', { blogId: ['a', 'b'] })).toEqual(['/blog/a', '/blog/b']);
    expect(expandRoute('/', {})).toEqual(['/']);
    expect(() => expandRoute('/blog/:blogId', {})).toThrow('no values for :blogId');
  });
});
