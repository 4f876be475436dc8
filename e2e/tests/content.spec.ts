import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { serveClientRenderedPages } from '../support/clientDocument';
import { chooseLanguage, returningVisitor } from '../support/language';
import { MANIFEST_TIMEOUT_MS } from '../../shared/src/federation/remoteManifest';

// The content remote's pages against the local content API (local-services) and its sample
// space: 28 published projects (3 pages of 12; 2 pages of completed ones) and 22 posts (3 pages
// of 9). Every test starts with the language banner dismissed so it never covers the page, and
// visits the pages on their language paths (docs/product.md#language-paths: `/en/projects`). What
// the server writes in them (the lists' first pages, a post, a project's facts, the not-found
// pages, a Georgian post's date) is site-checks/content-html.test.ts's; here they are used.

async function startIn(page: Page, language: 'en' | 'ka') {
  await returningVisitor(page, language, { bannerDismissed: true, once: true });
}

const pagination = (page: Page) => page.getByRole('navigation', { name: /Pagination|გვერდების/ });
const main = (page: Page) => page.getByRole('main');
const filters = (page: Page) => page.getByRole('group', { name: 'Filter projects by status' });

test.describe('projects', () => {
  test.beforeEach(async ({ page }) => startIn(page, 'en'));

  test('list → detail → back keeps the filter and the page', async ({ page }) => {
    await page.goto('/en/projects');
    await expect(page.getByRole('heading', { level: 1, name: 'Our projects' })).toBeVisible();

    await filters(page).getByRole('link', { name: 'Completed', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/projects\?status=completed$/);
    const firstCard = main(page).getByRole('article').first().getByRole('link');
    await expect(firstCard).toContainText('Completed');
    const firstOfPageOne = (await firstCard.getByRole('heading').textContent())?.trim() ?? '';
    await pagination(page).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(
      /\/en\/projects\?(status=completed&page=2|page=2&status=completed)$/,
    );
    // The address changes at once and the list when page 2 has arrived: its first card is another.
    await expect(firstCard.getByRole('heading')).not.toHaveText(firstOfPageOne);
    await expect(firstCard).toContainText('Completed');
    const title = (await firstCard.getByRole('heading').textContent())?.trim() ?? '';
    expect(title).not.toBe('');

    await firstCard.click();
    await expect(page).toHaveURL(/\/en\/projects\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'About the project' })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(title));

    await page.goBack();
    await expect(page).toHaveURL(/\/en\/projects\?/);
    await expect(page).toHaveURL(/status=completed/);
    await expect(page).toHaveURL(/page=2/);
    await expect(
      filters(page).getByRole('link', { name: 'Completed', exact: true }),
    ).toHaveAttribute('aria-current', 'true');
    await expect(pagination(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(main(page).getByRole('heading', { name: title })).toBeVisible();
  });

  test('a filter change goes back to page 1', async ({ page }) => {
    await page.goto('/en/projects?page=3');
    await expect(pagination(page).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await filters(page).getByRole('link', { name: 'Installation' }).click();
    await expect(page).toHaveURL(/\/en\/projects\?status=ongoing$/);
    const badges = main(page).getByRole('article').getByText('Ongoing', { exact: true });
    await expect(badges.first()).toBeVisible();
    await expect(main(page).getByText('Completed', { exact: true })).toHaveCount(1); // the filter
  });

  test(
    'the project page shows its facts and toggles its services',
    { tag: '@mobile' },
    async ({ page }) => {
      await page.goto('/en/projects/saburtalo-business-center');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Saburtalo Business Center' }),
      ).toBeVisible();
      const about = page.getByRole('complementary', { name: 'About the project' });
      await expect(about.getByText('Ongoing')).toBeVisible();
      // A native disclosure (details): its summary has no ARIA role, so it is found by element.
      const dropdown = about.locator('details');
      const toggle = dropdown.locator(':scope > summary');
      await expect(about.getByRole('listitem').first()).toBeHidden();
      await toggle.click();
      await expect(dropdown).toHaveAttribute('open', '');
      await expect(about.getByRole('listitem').first()).toBeVisible();
    },
  );
});

test.describe('blog', () => {
  test.beforeEach(async ({ page }) => startIn(page, 'en'));

  test('the 3-page article list navigates', async ({ page }) => {
    await page.goto('/en/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(page.getByText('Featured article', { exact: true })).toBeVisible();
    const articles = page.getByRole('region', { name: 'Interesting articles' });

    await pagination(page).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/en\/blog\?page=2$/);
    await expect(articles.getByRole('article')).toHaveCount(9);

    await pagination(page).getByRole('link', { name: 'Page 3' }).click();
    await expect(page).toHaveURL(/\/en\/blog\?page=3$/);
    await expect(articles.getByRole('article')).toHaveCount(4);
    await expect(pagination(page).getByRole('link', { name: 'Next' })).toBeDisabled();

    await page.goBack();
    await expect(page).toHaveURL(/\/en\/blog\?page=2$/);
    await expect(articles.getByRole('article')).toHaveCount(9);
  });

  test(
    'a post shows its headings, lists and quote at each width',
    { tag: '@mobile' },
    async ({ page }) => {
      await page.goto('/en/blog/fire-alarm-maintenance-checklist');
      const article = main(page).getByRole('article').first();
      await expect(
        article.getByRole('heading', { level: 1, name: /Fire alarm maintenance/ }),
      ).toBeVisible();
      await expect(article.getByText(/Published on/)).toBeVisible();
      await expect(article.getByRole('heading', { name: 'Every month' })).toBeVisible();
      await expect(article.locator('ul li').first()).toBeVisible();
      await expect(article.locator('ol li').first()).toBeVisible();
      await expect(article.locator('blockquote')).toBeVisible();
    },
  );
});

test('Georgian pages show Georgian titles, switching language refetches in place, and a Georgian post followed in the page dates itself with a Georgian month name', async ({
  page,
}) => {
  await startIn(page, 'ka');
  await page.goto('/ka/projects/saburtalo-business-center');
  await expect(
    page.getByRole('heading', { level: 1, name: 'საბურთალოს ბიზნეს ცენტრი' }),
  ).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'პროექტის შესახებ' })).toBeVisible();

  // A marker on window survives only if the page is not reloaded.
  await page.evaluate(() => Object.assign(window, { contentSpecMarker: true }));
  const refetched = page.waitForRequest(
    (request) => request.url().includes('/entries') && request.url().includes('locale=en-US'),
  );
  await chooseLanguage(page, 'English');
  await expect(page).toHaveURL('/en/projects/saburtalo-business-center');
  await refetched;
  await expect(
    page.getByRole('heading', { level: 1, name: 'Saburtalo Business Center' }),
  ).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'About the project' })).toBeVisible();
  expect(await page.evaluate(() => 'contentSpecMarker' in window)).toBe(true);

  await page.goto('/en/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await chooseLanguage(page, 'ქართული');
  await expect(page).toHaveURL('/ka/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'ბლოგი' })).toBeVisible();
  const post = page
    .getByRole('link', { name: /ხანძარსაწინააღმდეგო სიგნალიზაციის მომსახურება/ })
    .first();
  await expect(post).toBeVisible();

  // Followed in the page, the post is drawn by the browser's scripts, whose Intl (Debian's
  // Chromium) has no Georgian date data and would print "2025 M02 15"; the server's date is
  // site-checks/content-html.test.ts's.
  await post.click();
  await expect(page).toHaveURL(/\/ka\/blog\/fire-alarm-maintenance-checklist$/);
  const published = page.getByRole('main').getByRole('article').first().locator('time').first();
  const written = await published.getAttribute('datetime');
  const [year, month, day] = (written ?? '').slice(0, 10).split('-').map(Number);
  const months = ['იანვარი', 'თებერვალი', 'მარტი', 'აპრილი', 'მაისი', 'ივნისი', 'ივლისი'];
  const later = ['აგვისტო', 'სექტემბერი', 'ოქტომბერი', 'ნოემბერი', 'დეკემბერი'];
  const name = [...months, ...later][(month ?? 1) - 1];
  await expect(published).toHaveText(`${day} ${name}, ${year}`);
});

test.describe('content API down', () => {
  // Down for everyone: the server has no page to give (content-cache.spec.ts shows the entry
  // serving the client-rendered document then), and the browser's own requests fail. The SDK
  // retries a refused connection 5 times with growing waits (docs/product.md#content-service)
  // before a query gives up. The page's clock is jumped ahead while the test waits, so it does not
  // sit through those waits in real time; everything else on the page runs as usual.
  test.setTimeout(90_000);

  // The remotes' files still on their way, and when one last started or ended. The federation
  // runtime gives a remote's script 120 s and a manifest 4 s on the page's clock: a jump while a
  // manifest still loads times it out and shows the remote's fallback instead of the content's
  // messages (the likeliest cause of a CI run whose projects list never showed it). The browser tells of a
  // request, and of a body it received, a little after the page's timer started or before the
  // page read it, so a request that is not in flight must also have been quiet for a while.
  const codeInFlight = new WeakMap<Page, { loading: Set<Request>; lastChange: number }>();
  const QUIET_MS = 300;
  // Shorter than a manifest's time-out: a jump that lands in a load the test did not see yet
  // cannot time it out alone. It fires at most the next retry's timer; a wait of the SDK's longer
  // than this takes two.
  const JUMP_MS = MANIFEST_TIMEOUT_MS - 500;

  test.beforeEach(async ({ page }) => {
    const code = { loading: new Set<Request>(), lastChange: Date.now() };
    codeInFlight.set(page, code);
    const isCode = (request: Request) => new URL(request.url()).pathname.startsWith('/mfe/');
    page.on('request', (request) => {
      if (!isCode(request)) return;
      code.loading.add(request);
      code.lastChange = Date.now();
    });
    const ended = (request: Request) => {
      if (!code.loading.delete(request)) return;
      code.lastChange = Date.now();
    };
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    await startIn(page, 'en');
    await serveClientRenderedPages(page);
    await page.clock.install();
    await page.route('**/spaces/**', (route) => route.abort('connectionrefused'));
  });

  /** Jumps the page's clock once no remote's file has been loading for a while. */
  const jumpClock = async (page: Page) => {
    await expect
      .poll(
        () => {
          const code = codeInFlight.get(page);
          return !code || (code.loading.size === 0 && Date.now() - code.lastChange >= QUIET_MS);
        },
        { intervals: [50] },
      )
      .toBe(true);
    await page.clock.fastForward(JUMP_MS);
  };

  /** The page's own code is drawn (its manifest read) before the clock moves at all. */
  const pageDrawn = (page: Page) =>
    expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

  const shownAfterRetries = async (page: Page, target: Locator, count = 1) => {
    await pageDrawn(page);
    await expect(async () => {
      await jumpClock(page);
      await expect(target).toHaveCount(count, { timeout: 100 });
      await expect(target.first()).toBeVisible({ timeout: 100 });
    }).toPass({ timeout: 45_000, intervals: [50] });
  };

  test('the projects list shows projects-not-found and the site around it works; the blog list shows its featured, sidebar and no-posts messages', async ({
    page,
  }) => {
    await test.step('the projects list', async () => {
      await page.goto('/en/projects');
      await shownAfterRetries(page, page.getByText('Projects Not Found'));
      await expect(pagination(page)).toHaveCount(0);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await filters(page).getByRole('link', { name: 'Completed', exact: true }).click();
      await expect(page).toHaveURL(/\/en\/projects\?status=completed/);
      await shownAfterRetries(page, page.getByText('Projects Not Found'));
    });

    await test.step('the blog list', async () => {
      await page.goto('/en/blog');
      await shownAfterRetries(page, page.getByText('Featured article not found'));
      await shownAfterRetries(page, page.getByText('Articles not found'), 2);
      await expect(pagination(page)).toHaveCount(0);
    });
  });

  test('the home widgets show their empty messages', async ({ page }) => {
    await page.goto('/en/');
    await pageDrawn(page);
    // The widgets load as they near the viewport: scroll down like a visitor until each appears.
    const scrollUntilShown = async (target: Locator) => {
      await expect(async () => {
        await page.evaluate(() => window.scrollBy(0, 600));
        await jumpClock(page);
        await expect(target).toBeAttached({ timeout: 100 });
      }).toPass({ timeout: 45_000, intervals: [50] });
      await target.scrollIntoViewIfNeeded();
      await expect(target).toBeVisible();
    };
    await scrollUntilShown(page.getByRole('heading', { name: 'Our portfolio' }));
    await shownAfterRetries(page, page.getByText('Projects Not Found'));
    await scrollUntilShown(page.getByText('Article Not Found'));
  });
});
