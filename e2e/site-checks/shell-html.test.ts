import assert from 'node:assert/strict';
import { test } from 'node:test';
import { within } from '@testing-library/dom';
import { landmark } from '../support/serverDocument';
import { siteDocument } from '../support/siteAnswer';

// What the shell's HTML holds around every page, as the server writes it: the footer's links and
// contacts, the not-found page in each language, each route's own title. Scripts change none of
// it when they take the page over (every-route.spec.ts: hydrated without being drawn again); what
// the visitor does with it (the links followed, the scroll, the switch) is shell.spec.ts's.

/**
 * An element the HTML puts on screen: not under `hidden` (what CSS hides is a browser's to see). The
 * not-found page's big 404 is `aria-hidden`, decoration on screen, so that does not count here.
 */
function shown(element: Element, what: string): Element {
  assert.equal(element.closest('[hidden]'), null, `${what} is hidden in the HTML`);
  return element;
}

test('the footer has the call to action, useful links, contacts, social links and the copyright', async () => {
  const { document } = await siteDocument('/en/about');
  const footer = landmark(document, 'contentinfo');
  const inFooter = within(footer);
  shown(inFooter.getByRole('img', { name: 'A red fire extinguisher' }), 'the call to action');

  const phoneLinks = [...footer.querySelectorAll('a[href^="tel:"]')];
  assert.equal(phoneLinks.length, 2);
  assert.match(phoneLinks[0]?.getAttribute('href') ?? '', /^tel:\+\d{6,}$/);

  const useful = within(inFooter.getByRole('navigation', { name: 'Useful links' }));
  for (const [name, href] of [
    ['Services', '/en/services'],
    ['About us', '/en/about'],
    ['Projects', '/en/projects'],
    ['Blog', '/en/blog'],
  ] as const) {
    assert.equal(useful.getByRole('link', { name }).getAttribute('href'), href, name);
  }

  shown(inFooter.getByText('Monday – Saturday: 9:00–18:00'), 'the weekdays’ hours');
  shown(inFooter.getByText('Sunday: closed'), 'Sunday’s hours');
  const mail = footer.querySelectorAll('a[href^="mailto:"]');
  assert.equal(mail.length, 1);
  assert.match(mail[0]?.getAttribute('href') ?? '', /^mailto:[^@\s]+@[^@\s]+\.\w+$/);
  const address = inFooter.getByRole('link', { name: /Khosharauli Street N27a/ });
  assert.match(address.getAttribute('href') ?? '', /^https:\/\//);
  assert.equal(address.getAttribute('target'), '_blank');

  for (const name of [/LinkedIn/, /Facebook/]) {
    const link = inFooter.getByRole('link', { name });
    assert.match(link.getAttribute('href') ?? '', /^https:\/\//, String(name));
    assert.equal(link.getAttribute('target'), '_blank', String(name));
    assert.equal(link.getAttribute('rel'), 'noopener noreferrer', String(name));
  }
  assert.match(footer.textContent ?? '', /© 2025/);
});

test('an unknown route answers 404 with the not-found page in English', async () => {
  const page = await siteDocument('/en/no-such-page');
  assert.equal(page.status, 404);
  const screen = within(page.document.documentElement);
  assert.equal(page.document.documentElement.lang, 'en');
  shown(screen.getByText('404', { exact: true, ignore: 'script, style' }), 'the 404');
  shown(screen.getByRole('heading', { level: 1, name: 'Page Not Found' }), 'the heading');
  assert.equal(page.document.title, 'Page Not Found | Alioni Engineering');
  const main = page.document.querySelector('main');
  assert.ok(main, 'the page has its main');
  assert.equal(
    within(main).getByRole('link', { name: 'Back to home' }).getAttribute('href'),
    '/en/',
  );
  for (const href of ['/services', '/projects', '/about', '/blog', '/contact']) {
    const link = main.querySelector(`a[href="/en${href}"]`);
    assert.ok(link, `a link to /en${href}`);
    shown(link, `the link to /en${href}`);
  }
});

test('an unknown route answers 404 with the not-found page in Georgian', async () => {
  const page = await siteDocument('/ka/services/a/b');
  assert.equal(page.status, 404);
  assert.equal(page.document.documentElement.lang, 'ka');
  shown(
    within(page.document.documentElement).getByRole('heading', {
      level: 1,
      name: 'გვერდი ვერ მოიძებნა',
    }),
    'the heading',
  );
  assert.equal(page.document.title, 'გვერდი ვერ მოიძებნა | ალიონი ინჟინერინგი');
});

test('every route has its own localized title', async () => {
  const ROUTES = ['/', '/services', '/projects', '/about', '/blog', '/contact', '/missing'];
  const titles = async (language: 'en' | 'ka') =>
    Promise.all(
      ROUTES.map(async (route) => {
        const { document } = await siteDocument(`/${language}${route}`);
        assert.ok(document.querySelector('h1'), `${language}${route} has its heading`);
        return document.title;
      }),
    );
  const [english, georgian] = await Promise.all([titles('en'), titles('ka')]);
  assert.equal(new Set(english).size, ROUTES.length, english.join(' / '));
  for (const title of english) assert.match(title, /Alioni Engineering$/);
  assert.equal(new Set(georgian).size, ROUTES.length, georgian.join(' / '));
  for (const title of georgian) assert.match(title, /ალიონი ინჟინერინგი$/);
  for (const [index, title] of georgian.entries()) assert.notEqual(title, english[index]);
});
