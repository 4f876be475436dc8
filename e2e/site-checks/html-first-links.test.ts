import assert from 'node:assert/strict';
import { test } from 'node:test';
import { getByRole, queryAllByText } from '@testing-library/dom';
import { SITE_URL } from '../support/ports';
import { LANGUAGES } from '../support/routes';
import { parseDocument } from '../support/serverDocument';
import { siteAnswer } from '../support/siteAnswer';

// Nothing a visitor does before the scripts run is lost: everything that navigates is a link the
// server answers (docs/product.md#pagination, #project-filter, #language-choice). Without scripts a
// browser follows a link by asking for its address, so the links and the pages they lead to are
// read here from the server's HTML, in each language on its language path and asked by a browser
// of that language. The language switch's disclosure, which the browser opens itself, and the
// same links once the scripts run are html-first-links.spec.ts's. The sample content has 3 pages
// of posts and of projects, 2 of completed projects.

const TEXTS = {
  en: {
    acceptLanguage: 'en-US,en',
    pagination: 'Pagination',
    page: (number: number) => `Page ${number}`,
    filters: 'Filter projects by status',
    completed: 'Completed',
    all: 'All',
  },
  ka: {
    acceptLanguage: 'ka-GE,ka',
    pagination: 'გვერდების ნავიგაცია',
    page: (number: number) => `გვერდი ${number}`,
    filters: 'პროექტების გაფილტვრა სტატუსით',
    completed: 'დასრულებული',
    all: 'ყველა',
  },
} as const;

/** The language path of a route path, query kept: (`ka`, `/projects?page=2`) → `/ka/projects?page=2`. */
const onPath = (language: 'en' | 'ka', route: string) => `/${language}${route}`;

/**
 * The page at `address` as a browser of `language` without scripts gets it (redirects followed):
 * where it ended and what it holds, after checking that the server drew it in that language.
 */
async function serverPage(address: string, language: 'en' | 'ka') {
  const answer = await siteAnswer(address, {
    follow: true,
    headers: { 'Accept-Language': TEXTS[language].acceptLanguage },
  });
  assert.equal(answer.status, 200, address);
  const { document, screen } = parseDocument(answer.text, answer.url);
  // Without scripts nothing else could have drawn it.
  assert.equal(document.documentElement.dataset.rendered, 'server', address);
  assert.equal(document.documentElement.lang, language, address);
  assert.ok(document.querySelector('main h1')?.textContent?.trim(), `${address}: a heading`);
  const url = new URL(answer.url);
  return { address: `${url.pathname}${url.search}`, document, screen };
}

type ServerPage = Awaited<ReturnType<typeof serverPage>>;

/** Where a link leads, as the browser resolves its `href`. */
const target = (link: HTMLElement) =>
  new URL(link.getAttribute('href') ?? '', SITE_URL).href.slice(SITE_URL.length);

const lastCardText = (page: ServerPage) =>
  [...page.document.querySelectorAll('main article')].at(-1)?.textContent ?? '';

for (const language of LANGUAGES) {
  const t = TEXTS[language];
  const pagination = (page: ServerPage) =>
    page.screen.getByRole('navigation', { name: t.pagination });

  for (const list of ['/blog', '/projects']) {
    test(`without scripts, in ${language}, ${list}: "${t.page(2)}" is a link the server answers with page 2`, async () => {
      const first = await serverPage(onPath(language, list), language);
      assert.equal(
        getByRole(pagination(first), 'link', { name: t.page(1) }).getAttribute('aria-current'),
        'page',
      );
      const onFirstPage = lastCardText(first);

      const next = getByRole(pagination(first), 'link', { name: t.page(2) });
      const second = await serverPage(target(next), language);
      assert.equal(second.address, onPath(language, `${list}?page=2`));
      assert.equal(
        getByRole(pagination(second), 'link', { name: t.page(2) }).getAttribute('aria-current'),
        'page',
      );
      assert.equal(
        getByRole(pagination(second), 'link', { name: t.page(1) }).getAttribute('aria-current'),
        null,
      );
      assert.notEqual(lastCardText(second), onFirstPage);
    });
  }

  test(`without scripts, in ${language}, a filter is a link to the filtered list, whose pages keep the filter`, async () => {
    const all = await serverPage(onPath(language, '/projects'), language);
    const filters = (page: ServerPage) => page.screen.getByRole('group', { name: t.filters });
    assert.equal(
      getByRole(filters(all), 'link', { name: t.all }).getAttribute('aria-current'),
      'true',
    );
    const completedLink = getByRole(filters(all), 'link', { name: t.completed });
    const completed = await serverPage(target(completedLink), language);
    assert.equal(completed.address, onPath(language, '/projects?status=completed'));
    assert.equal(
      getByRole(filters(completed), 'link', { name: t.completed }).getAttribute('aria-current'),
      'true',
    );
    assert.equal(
      getByRole(filters(completed), 'link', { name: t.all }).getAttribute('aria-current'),
      null,
    );
    const badges = [...completed.document.querySelectorAll<HTMLElement>('main article')].flatMap(
      (article) => queryAllByText(article, t.completed, { exact: true }),
    );
    assert.equal(badges.length, 12);
    assert.equal(
      getByRole(pagination(completed), 'link', { name: t.page(2) }).getAttribute('href'),
      onPath(language, '/projects?page=2&status=completed'),
    );
  });
}

test('the language address sends nowhere but this site', async () => {
  const chosen = await siteAnswer('/language/ka/blog?page=2&lang=en');
  assert.equal(chosen.status, 303);
  assert.equal(chosen.headers.location, '/ka/blog?page=2');
  assert.equal(chosen.headers['cache-control'], 'no-store');
  assert.ok(
    (chosen.headers['set-cookie'] ?? '').includes('language=ka; Path=/; Max-Age=31536000'),
    chosen.headers['set-cookie'],
  );
  // What a browser keeps of that answer, sent with the addresses below.
  const cookie = { Cookie: 'language=ka' };

  for (const address of [
    '/language/en//evil.example',
    '/language/en//evil.example/projects?page=2',
    '/language/en/%2F%2Fevil.example',
    '/language/en/%5C%5Cevil.example',
    '/language/en/%2fevil.example',
  ]) {
    const answer = await siteAnswer(address, { headers: cookie });
    assert.equal(answer.status, 404, address);
    assert.equal(answer.headers.location, undefined, address);
    assert.equal(answer.headers['set-cookie'], undefined, address);
  }
  // An unknown language is no address at all: like any address without a language, it leads to
  // the visitor's language path (Georgian, chosen above), where no page has it; nothing is stored
  // on the way.
  const unknown = await siteAnswer('/language/de/blog', { headers: cookie });
  assert.equal(unknown.status, 302);
  assert.equal(unknown.headers.location, '/ka/language/de/blog');
  assert.equal(unknown.headers['set-cookie'], undefined);
  const followed = await siteAnswer('/language/de/blog', { headers: cookie, follow: true });
  assert.equal(followed.status, 404);
  assert.equal(followed.headers['set-cookie'], undefined);
});
