import { expect, test, type Locator, type Page } from '@playwright/test';
import { returningVisitor } from '../support/language';
import { startUsingPage } from '../support/hydration';
import { SERVICE_IDS } from '../support/routes';

// The company remote's pages inside the shell (production builds behind nginx), in both
// languages, on the desktop project; at 375 px (mobile project) what CSS changes there: the home's
// responsive sections, the hero's phone picture and the partners strip's tiles. What the server
// writes in them (Home's sections in order, the counters' start values, the hero's pictures, the
// services' pages, a missing service, About's lists) is site-checks/company-html.test.ts's.

const TEXTS = {
  ka: {
    heroTitle: 'უსაფრთხო და საიმედო საინჟინრო სისტემები ნებისმიერი შენობისთვის',
    servicesTitle: 'რას ვაკეთებთ',
    statsTitle: 'ჩვენი საქმე ციფრებში',
    partnersTitle: 'ჩვენი პარტნიორები და კლიენტები',
    faqTitle: 'ხშირად დასმული კითხვები',
    team: 'ჩვენი გუნდი',
    servicesPage: 'ჩვენი სერვისები',
    back: 'სერვისებზე დაბრუნება',
  },
  en: {
    heroTitle: 'Safe, reliable engineering systems for every building',
    servicesTitle: 'What we do',
    statsTitle: 'Our work in numbers',
    partnersTitle: 'Our partners and clients',
    faqTitle: 'Frequently asked questions',
    team: 'Our team',
    servicesPage: 'Our services',
    back: 'Back to services',
  },
} as const;

/** The counters' run: 40 steps of 50 ms (COUNTER_STEPS, COUNTER_STEP_MS in statistics.ts). */
const COUNTER_RUN_MS = 2000;

async function useLanguage(page: Page, language: 'ka' | 'en') {
  // A manually chosen language: no detection, no language banner.
  await returningVisitor(page, language);
}

/**
 * Opens the page at `route` on `language`'s path (docs/product.md#language-paths) and waits for its
 * h1: the first visit loads the remote, slow on a busy machine.
 */
async function open(page: Page, language: 'ka' | 'en', route: string) {
  await page.goto(`/${language}${route}`);
  await expect(page.locator('main h1')).toBeVisible({ timeout: 30_000 });
}

/**
 * Scrolls to the page's last section, as a visitor reading to the end: it is in the server's HTML
 * (site-checks/company-html.test.ts), its code and the content widgets above it load as they near
 * the viewport.
 */
async function revealWholePage(page: Page) {
  const faq = page.locator('main [data-section="faq"]');
  await expect(faq).toBeAttached({ timeout: 15_000 });
  await faq.scrollIntoViewIfNeeded();
}

/**
 * Waits until React owns the element. The FAQ is in the server's HTML, and its code loads as it
 * comes near the viewport; its items open without it (html-first-toggles.spec.ts), and this waits
 * so that a test sees them as they behave once hydrated.
 */
async function waitUntilInteractive(locator: Locator) {
  await expect
    .poll(() =>
      locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react'))),
    )
    .toBe(true);
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

function trackTransform(track: Locator) {
  return track.evaluate((element) => getComputedStyle(element).transform);
}

/** Lets the page draw `count` more frames. */
function frames(page: Page, count: number) {
  return page.evaluate(async (left) => {
    for (let frame = 0; frame < left; frame += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  }, count);
}

/**
 * Scrolls the statistics into view and runs the page's clock (installed before the page) over
 * the counters' run until they show their end values; then over more than their run, after which
 * they still show them.
 */
async function countersReachTheirEnd(page: Page, statsTitle: string) {
  const stats = page.getByRole('region', { name: statsTitle });
  await stats.scrollIntoViewIfNeeded();
  // They start as their section's scripts arrive, in real time; their steps are the clock's.
  await expect(async () => {
    await page.clock.runFor(COUNTER_RUN_MS / 4);
    for (const end of ['25+', '150+', '65+']) {
      await expect(stats.getByText(end, { exact: true })).toBeVisible({ timeout: 100 });
    }
  }).toPass({ timeout: 20_000, intervals: [50] });
  await page.clock.runFor(COUNTER_RUN_MS);
  await expect(stats.getByText('150+', { exact: true })).toBeVisible();
}

// Home's sections, as the server writes them, are checked in both languages
// (site-checks/company-html.test.ts); every behaviour here in one of them, and the counters in both.
test.describe.configure({ timeout: 90_000 });

test(
  "Home (en): the hero's picture suits the width, and the counters reach their end values and stay there",
  { tag: '@mobile' },
  async ({ page }, testInfo) => {
    const t = TEXTS.en;
    await page.clock.install();
    await useLanguage(page, 'en');
    await open(page, 'en', '/');
    await expect(page.getByRole('heading', { level: 1, name: t.heroTitle })).toBeVisible();
    await test.step("the hero's picture is the phone's at 375 px, the desktop's at 1280", async () => {
      const hero = page.locator('[data-section="hero"] picture img');
      await expect
        .poll(() => hero.evaluate((img: HTMLImageElement) => img.currentSrc))
        .toContain(testInfo.project.name === 'mobile' ? 'hero-mobile' : 'hero-desktop');
    });
    await test.step('the counters reach their end values and stay there', () =>
      countersReachTheirEnd(page, t.statsTitle));
  },
);

test(
  'Home (ka): the counters reach their end values, the partners strip scrolls, pauses on hover and has no links, the FAQ items open independently',
  { tag: '@mobile' },
  async ({ page }) => {
    const t = TEXTS.ka;
    await page.clock.install();
    await useLanguage(page, 'ka');
    await open(page, 'ka', '/');
    await expect(page.getByRole('heading', { level: 1, name: t.heroTitle })).toBeVisible();

    await test.step('the counters reach their end values and stay there', () =>
      countersReachTheirEnd(page, t.statsTitle));

    await test.step('the partners strip scrolls, pauses on hover and has no links', async () => {
      const region = page.getByRole('region', { name: t.partnersTitle });
      await region.scrollIntoViewIfNeeded();
      const strip = region.getByTestId('partners-strip');
      const track = strip.locator('ul');
      await expect(track.locator('li')).toHaveCount(30);
      await expect(strip.locator('a')).toHaveCount(0);
      await expect(track).toHaveCSS('animation-duration', '80s');
      await expect(track).toHaveCSS('animation-timing-function', 'linear');
      await expect(track).toHaveCSS('animation-iteration-count', 'infinite');

      // docs/product.md#partners-strip: a tile is 1/6 of the viewport (min 150 px), 1/3 at 480 px
      // or narrower (min 110 px).
      const viewportWidth = page.viewportSize()?.width ?? 0;
      const expectedTile =
        viewportWidth <= 480 ? Math.max(110, viewportWidth / 3) : Math.max(150, viewportWidth / 6);
      const tileBox = await track.locator('li').first().boundingBox();
      expect(tileBox?.width).toBeCloseTo(expectedTile, 0);

      // A CSS animation runs on the browser's frames, not the page's clock: it moves from frame
      // to frame.
      const first = await trackTransform(track);
      await expect.poll(() => trackTransform(track), { intervals: [50] }).not.toBe(first);

      await strip.hover();
      await expect(track).toHaveCSS('animation-play-state', 'paused');
      const paused = await trackTransform(track);
      // Frames enough for the running strip to have moved (it moved within a few above).
      await frames(page, 10);
      expect(await trackTransform(track)).toBe(paused);

      // Moving away lets it run again.
      await page.mouse.move(1, 1);
      await expect(track).toHaveCSS('animation-play-state', 'running');
    });

    await test.step('the FAQ items open independently', async () => {
      await revealWholePage(page);
      const faq = page.getByRole('region', { name: t.faqTitle });
      // Native disclosures (details): a summary has no ARIA role, so they are found by element.
      const items = faq.locator('details');
      const summaries = items.locator(':scope > summary');
      await expect(items).toHaveCount(5);
      await expect(summaries.getByRole('heading', { level: 3 })).toHaveCount(5);
      await summaries.nth(0).scrollIntoViewIfNeeded();
      // Once the visitor uses the page, its scripts take the FAQ over.
      await startUsingPage(page, { target: faq.getByRole('heading', { level: 2 }) });
      await waitUntilInteractive(summaries.nth(0));
      await summaries.nth(0).click();
      await summaries.nth(2).click();
      await expect(items.nth(0)).toHaveAttribute('open', '');
      await expect(items.nth(1)).not.toHaveAttribute('open');
      await expect(items.nth(2)).toHaveAttribute('open', '');
      await expect(items.nth(2).getByRole('paragraph')).toBeVisible();
      await expect(items.nth(1).getByRole('paragraph')).toBeHidden();
    });
  },
);

test('with reduced motion the counters show their end values and the strip stands still', async ({
  page,
}) => {
  const t = TEXTS.en;
  await useLanguage(page, 'en');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, 'en', '/');
  const stats = page.getByRole('region', { name: t.statsTitle });
  // As the visitor reaches them (the page's scripts start as they come near).
  await stats.scrollIntoViewIfNeeded();
  for (const end of ['25+', '150+', '65+']) {
    await expect(stats.getByText(end, { exact: true })).toBeAttached();
  }
  const track = page.getByTestId('partners-strip').locator('ul');
  await expect(track).toHaveCSS('animation-name', 'none');
  await expect(track.locator('li:not([aria-hidden])')).toHaveCount(15);
});

test("an unknown service's way back leads to the services, and each services tile opens its detail page", async ({
  page,
}) => {
  const t = TEXTS.en;
  await useLanguage(page, 'en');
  await test.step("the unknown service's link back", async () => {
    await open(page, 'en', '/services/nope');
    await page.getByRole('link', { name: t.back }).click();
    await expect(page).toHaveURL('/en/services');
  });
  await test.step('each tile opens its detail page, titled as the tile', async () => {
    await expect(page.getByRole('heading', { level: 1, name: t.servicesPage })).toBeVisible();
    for (const id of SERVICE_IDS) {
      const link = page.locator(`main a[href="/en/services/${id}"]`);
      const title = (await link.textContent())?.trim() ?? '';
      expect(title).not.toBe('');
      await link.click();
      await expect(page).toHaveURL(`/en/services/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(title)} \\| `));
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: t.servicesPage })).toBeVisible();
    }
  });
});

test("About: a team member's long position is clipped, and whole in a tooltip on keyboard focus", async ({
  page,
}) => {
  const t = TEXTS.ka;
  await useLanguage(page, 'ka');
  await open(page, 'ka', '/about');
  const clipped = page.getByRole('region', { name: t.team }).getByRole('button').first();
  await clipped.focus();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toHaveText((await clipped.textContent()) ?? '');
  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();
});

test('Home still works when the content remote is unreachable', async ({ page }) => {
  const t = TEXTS.en;
  await useLanguage(page, 'en');
  await page.route('**/mfe/content/**', (route) => route.abort());
  await open(page, 'en', '/');
  await expect(page.getByRole('heading', { level: 1, name: t.heroTitle })).toBeVisible();
  await revealWholePage(page);
  for (const name of [t.servicesTitle, t.statsTitle, t.partnersTitle, t.faqTitle]) {
    await expect(page.getByRole('region', { name })).toBeAttached();
  }
  await expect(page.locator('[data-section="about"]')).toBeAttached();
  await page.getByRole('region', { name: t.faqTitle }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: t.faqTitle })).toBeVisible();
});
