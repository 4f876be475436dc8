import { safeHref } from './safeHref';

describe('safeHref', () => {
  it.each([
    'https://example.com/a?b=c',
    'http://example.com',
    'mailto:info@example.com',
    'tel:+995555000000',
    '/projects/tower',
    '#section',
  ])('keeps %s', (uri) => {
    expect(safeHref(uri)).toBe(uri);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com',
    'example.com/no-scheme',
    '',
    '   ',
  ])('drops %j', (uri) => {
    expect(safeHref(uri)).toBeNull();
  });

  it('drops values that are not strings', () => {
    expect(safeHref(undefined)).toBeNull();
    expect(safeHref({ href: 'https://x' })).toBeNull();
  });
});
