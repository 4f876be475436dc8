import assert from 'node:assert/strict';
import { test } from 'node:test';
import { within } from '@testing-library/dom';
import { siteDocument } from '../support/siteAnswer';

// The content remote's pages as the server writes them from the local content API's sample space
// (28 published projects, 12 to a page; 22 posts, 9 to a page): the lists' first pages, a post's
// rich text, a project's facts, the not-found pages, a Georgian post's date. Scripts take a page
// over without drawing it again (every-route.spec.ts); the lists' pages and filters followed in
// the page, the services toggled and the language switched in place are content.spec.ts's.

const main = (document: Document) => {
  const found = document.querySelector('main');
  assert.ok(found, 'the page has its main');
  return found;
};

test('the projects list’s first page holds twelve projects', async () => {
  const { document } = await siteDocument('/en/projects');
  within(document.documentElement).getByRole('heading', { level: 1, name: 'Our projects' });
  assert.equal(within(main(document)).getAllByRole('article').length, 12);
});

test('the blog’s first page: the featured article, three recent ones, nine in the list, no way back', async () => {
  const { document } = await siteDocument('/en/blog');
  const screen = within(document.documentElement);
  screen.getByRole('heading', { level: 1, name: 'Blog' });
  screen.getByText('Featured article', { exact: true });
  const recent = within(screen.getByRole('complementary', { name: 'Recent articles' }));
  assert.equal(recent.getAllByRole('link').length, 3);
  const articles = within(screen.getByRole('region', { name: 'Interesting articles' }));
  assert.equal(articles.getAllByRole('article').length, 9);
  const pagination = within(screen.getByRole('navigation', { name: 'Pagination' }));
  assert.equal(
    pagination.getByRole('link', { name: 'Previous' }).getAttribute('aria-disabled'),
    'true',
  );
});

test('a post has headings, lists, a quote, a picture and a safe new-tab link', async () => {
  const { document } = await siteDocument('/en/blog/fire-alarm-maintenance-checklist');
  const article = main(document).querySelector('article');
  assert.ok(article, 'the post is an article');
  const post = within(article as HTMLElement);
  post.getByRole('heading', { level: 1, name: /Fire alarm maintenance/ });
  post.getByText(/Published on/);
  post.getByRole('heading', { name: 'Every month' });
  assert.ok(article.querySelector('ul li'), 'a bulleted list');
  assert.ok(article.querySelector('ol li'), 'a numbered list');
  assert.ok(article.querySelector('blockquote'), 'a quote');
  const bodyImage = article.querySelector('figure img');
  assert.match(bodyImage?.getAttribute('alt') ?? '', /.+/);
  assert.match(bodyImage?.getAttribute('src') ?? '', /fm=webp/);
  const link = post.getByRole('link', { name: /NFPA/ });
  assert.equal(link.getAttribute('target'), '_blank');
  assert.equal(link.getAttribute('rel'), 'noopener noreferrer');
  assert.equal(document.querySelectorAll('a[href^="javascript:"]').length, 0);
  const related = within(
    within(document.documentElement).getByRole('region', { name: 'Related articles' }),
  );
  assert.equal(related.getAllByRole('article').length, 3);
  assert.match(document.title, /Fire alarm maintenance/);
});

test('a project page has its facts and its services folded away', async () => {
  const { document } = await siteDocument('/en/projects/saburtalo-business-center');
  const screen = within(document.documentElement);
  screen.getByRole('heading', { level: 1, name: 'Saburtalo Business Center' });
  const about = screen.getByRole('complementary', { name: 'About the project' });
  within(about).getByText('Ongoing');
  const dropdown = about.querySelector('details');
  assert.equal(dropdown?.querySelector(':scope > summary')?.textContent, 'Services');
  assert.equal(dropdown?.hasAttribute('open'), false);
  const related = within(screen.getByRole('region', { name: 'Related projects' }));
  assert.equal(related.getAllByRole('article').length, 4);
});

for (const [path, heading] of [
  ['/en/projects/no-such-project', 'Project Not Found'],
  ['/en/blog/no-such-post', 'Article Not Found'],
] as const) {
  test(`${path} answers 404 with “${heading}”`, async () => {
    const page = await siteDocument(path);
    assert.equal(page.status, 404);
    within(page.document.documentElement).getByRole('heading', { level: 1, name: heading });
  });
}

test('a Georgian post dates itself with a Georgian month name', async () => {
  const { document } = await siteDocument('/ka/blog/fire-alarm-maintenance-checklist');
  const published = main(document).querySelector('article time');
  const [year, month, day] = (published?.getAttribute('datetime') ?? '')
    .slice(0, 10)
    .split('-')
    .map(Number);
  const months = ['იანვარი', 'თებერვალი', 'მარტი', 'აპრილი', 'მაისი', 'ივნისი', 'ივლისი'];
  const later = ['აგვისტო', 'სექტემბერი', 'ოქტომბერი', 'ნოემბერი', 'დეკემბერი'];
  const name = [...months, ...later][(month ?? 1) - 1];
  assert.equal(published?.textContent, `${day} ${name}, ${year}`);
});
