/**
 * Addresses a prober sends (a way out of the folder, a null byte, a very long id, markup), which
 * must end on a not-found page: the server's answer is a site check's (security.test.ts), the page
 * a browser runs from it quality-security.spec.ts's.
 */
export const HOSTILE_ADDRESSES: readonly string[] = [
  '/blog/..%2f..',
  '/blog/..%2f..%2f..%2fetc%2fpasswd',
  '/projects/%00',
  '/projects/%2e%2e%2f%2e%2e',
  `/projects/${'x'.repeat(3000)}`,
  '/blog/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
];
