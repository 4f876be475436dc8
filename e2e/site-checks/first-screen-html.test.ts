import assert from 'node:assert/strict';
import { test } from 'node:test';
import { siteDocument } from '../support/siteAnswer';

// Which pages the server writes with a first-screen picture (the one the browser fetches first,
// before the shell's code): first-screen.spec.ts times the shell's code against it where there is
// one, and times the first tap on the contact page, which has none.

test('the contact page has no first-screen picture; the projects list has one', async () => {
  const [contact, projects] = await Promise.all([
    siteDocument('/en/contact'),
    siteDocument('/en/projects'),
  ]);
  assert.equal(contact.document.querySelectorAll('main img[fetchpriority="high"]').length, 0);
  assert.ok(projects.document.querySelectorAll('main img[fetchpriority="high"]').length > 0);
});
