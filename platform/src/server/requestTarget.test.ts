import { isNormalRequestPath } from './requestTarget';

describe('a Node server answers only a path already in its normal form', () => {
  test.each([
    '/_page/blog',
    '/_page/blog?page=2&PAGE=3',
    '/_page/blog/%E1%83%90',
    '/_preview/content/spaces/s/environments/master/entries?content_type=blogPost',
    '/healthz',
    '/',
  ])('%s is answered', (target) => {
    expect(isNormalRequestPath(target)).toBe(true);
  });

  test.each([
    '/_preview/..\\_page/blog',
    '/_preview\\..\\_page/blog',
    '/_preview/../_page/blog',
    '/_preview/./_page',
    '/_preview/%2e%2e/_page/blog',
    '//evil.example/_page/blog',
    '/_page/blog\\',
    'http://host/_page/blog',
    '*',
    '',
    undefined,
  ])('%j is refused', (target) => {
    expect(isNormalRequestPath(target)).toBe(false);
  });
});
