import { expect, test, type Page } from '@playwright/test';
import { dismissLanguageBanner } from '../support/banner';
import { startUsingPage } from '../support/hydration';
import { newestSlug } from '../support/routes';
import { switchToGeorgian } from '../support/language';

// Issue 9, search engines, in the browser: the head a client-side navigation leaves, and the one
// that stands in while a page loads. What the server sends (every route's head in each language,
// JSON-LD, sitemap and robots) is read without a browser: e2e/site-checks/seo.test.ts; that a
// language path names the visit's language without storing it as a choice is read on every route
// in every-route.spec.ts, and where an old `?lang=` address moves in
// site-checks/language-paths-unprefixed.test.ts.

/**
 * The head's tags of the page in the browser, or of `html` (a document the server sent), read by
 * the browser's own parser.
 */
async function head(page: Page, html?: string) {
  return page.evaluate((sent) => {
    const document = sent ? new DOMParser().parseFromString(sent, 'text/html') : window.document;
    const meta = (selector: string) =>
      document.head.querySelector<HTMLMetaElement>(selector)?.content ?? null;
    const link = (selector: string) =>
      document.head.querySelector<HTMLLinkElement>(selector)?.href ?? null;
    const count = (selector: string) => document.head.querySelectorAll(selector).length;
    return {
      lang: document.documentElement.lang,
      serverRendered: document.documentElement.dataset.rendered === 'server',
      title: document.title,
      description: meta('meta[name="description"]'),
      canonical: link('link[rel="canonical"]'),
      ka: link('link[rel="alternate"][hreflang="ka"]'),
      en: link('link[rel="alternate"][hreflang="en"]'),
      xDefault: link('link[rel="alternate"][hreflang="x-default"]'),
      ogTitle: meta('meta[property="og:title"]'),
      ogDescription: meta('meta[property="og:description"]'),
      ogImage: meta('meta[property="og:image"]'),
      ogUrl: meta('meta[property="og:url"]'),
      twitterCard: meta('meta[name="twitter:card"]'),
      robots: meta('meta[name="robots"]'),
      // React renders every head tag it is given and the browser uses the first: a page's head
      // must not sit beside the shell's default or a previous page's.
      titles: [...document.head.querySelectorAll('title')].map((element) => element.textContent),
      counts: {
        description: count('meta[name="description"]'),
        canonical: count('link[rel="canonical"]'),
        ogTitle: count('meta[property="og:title"]'),
      },
    };
  }, html);
}

/**
 * The head a full load of `address` leaves: the server's, which the page keeps until the visitor
 * uses it (hydration keeps it too: every-route.spec.ts).
 */
async function serverHead(page: Page, address: string) {
  const response = await page.request.get(address);
  expect(response.status(), address).toBe(200);
  return head(page, await response.text());
}

type Head = Awaited<ReturnType<typeof head>>;

const ONE_OF_EACH: Head['counts'] = { description: 1, canonical: 1, ogTitle: 1 };

/**
 * The title of the client-rendered document (the shell's index.html, shell/webpack.config.mts),
 * for a client without JavaScript. It stays in the head: React puts the title it renders before
 * it, and the browser shows the first. A server-rendered document has the page's title only.
 */
const documentTitle = 'Alioni Engineering';

/** The titles a document must hold: its page's, and the static one if rendered in the browser. */
function expectedTitles(tags: Head, documentTitle: string): (string | null)[] {
  return tags.serverRendered ? [tags.title] : [tags.title, documentTitle];
}

/**
 * What the page itself put in the head, apart from how the document was made (a navigation keeps
 * the document the visit started with: server-rendered, or the client document with its title).
 */
function pageHead(tags: Head) {
  return {
    ...tags,
    serverRendered: undefined,
    titles: tags.titles.filter((title) => title !== documentTitle),
  };
}

test('a client-side navigation leaves exactly the head of the page it arrives at', async ({
  page,
}) => {
  // A full page load, then six navigations.
  test.setTimeout(90_000);
  await dismissLanguageBanner(page);
  const post = `/blog/${await newestSlug('blogPost')}`;
  const expected = new Map<string, ReturnType<typeof pageHead>>();
  for (const url of ['/en/contact', '/en/blog', `/en${post}`, '/ka/contact']) {
    const tags = await serverHead(page, url);
    expect(tags.counts, url).toEqual(ONE_OF_EACH);
    expect(tags.titles, url).toEqual(expectedTitles(tags, documentTitle));
    expected.set(url, pageHead(tags));
  }
  const arrivesAt = async (path: string, url: string) => {
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect
      .poll(async () => pageHead(await head(page)), { message: url })
      .toEqual(expected.get(url));
  };

  await page.goto('/en/about');
  // The visitor has used the page: the shell runs, and the header's links navigate in place.
  await startUsingPage(page);
  const aboutTitle = (await head(page)).title;
  // From one remote's page to another's (company to contact).
  await page.getByRole('banner').getByRole('link', { name: 'Contact us' }).click();
  await arrivesAt('/en/contact', '/en/contact');
  expect((await head(page)).title).not.toBe(aboutTitle);
  // To a page of a third remote, then to another page of the same remote.
  await page
    .getByRole('banner')
    .getByRole('navigation')
    .getByRole('link', { name: 'Blog' })
    .click();
  await arrivesAt('/en/blog', '/en/blog');
  await page.getByRole('main').locator(`a[href="/en${post}"]`).first().click();
  await arrivesAt(`/en${post}`, `/en${post}`);
  // Back through the history, the way the visitor came.
  await page.goBack();
  await arrivesAt('/en/blog', '/en/blog');
  await page.goBack();
  await arrivesAt('/en/contact', '/en/contact');
  // A language switch changes the tags in place, and the address to the other language's path.
  await switchToGeorgian(page);
  await arrivesAt('/ka/contact', '/ka/contact');
});

test("the route's own head stands in while its page loads and while its remote is unavailable", async ({
  page,
}) => {
  await dismissLanguageBanner(page);
  const contact = await serverHead(page, '/en/contact');
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/mfe/contact/**', async (route) => {
    await released;
    await route.abort();
  });
  const standsIn = async () => {
    const tags = await head(page);
    expect(tags.counts).toEqual(ONE_OF_EACH);
    expect(tags.titles).toEqual(expectedTitles(tags, documentTitle));
    expect(tags.title).toMatch(/ \| Alioni Engineering$/);
    expect(tags.canonical).toBe(contact.canonical);
    expect(tags.ogTitle).toBe(tags.title);
  };

  // From another remote's page, on to the contact page while its files are held: the page's
  // spinner shows. (The remote's files are not used yet on a page that has not loaded them.)
  // The visitor has used the page: the shell runs, and the header's links navigate in place.
  await page.goto('/en/about');
  await startUsingPage(page);
  await page.getByRole('banner').getByRole('link', { name: 'Contact us' }).click();
  await expect(page.getByRole('main').getByRole('status')).toBeVisible();
  await standsIn();
  // Then they fail: the retry message shows.
  release();
  const retry = page.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible({ timeout: 15_000 });
  await standsIn();
  // The remote is back: the page's own head replaces the route's, nothing of it left over.
  await page.unroute('**/mfe/contact/**');
  await retry.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect.poll(async () => pageHead(await head(page))).toEqual(pageHead(contact));
});
