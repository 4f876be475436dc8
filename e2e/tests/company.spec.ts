import { expect, test, type Locator, type Page } from '@playwright/test';
import { returningVisitor } from '../support/language';
import { startUsingPage } from '../support/hydration';

// The company remote's pages inside the shell (production builds behind nginx), in both
// languages, on the desktop project; at 375 px (mobile project) what CSS changes there: the home's
// responsive sections (in one language: the texts are the same at any width), the hero's phone
// picture and the partners strip's tiles.

const TEXTS = {
  ka: {
    heroTitle: 'უსაფრთხო და საიმედო საინჟინრო სისტემები ნებისმიერი შენობისთვის',
    servicesTitle: 'რას ვაკეთებთ',
    statsTitle: 'ჩვენი საქმე ციფრებში',
    partnersTitle: 'ჩვენი პარტნიორები და კლიენტები',
    faqTitle: 'ხშირად დასმული კითხვები',
    certificates: 'სერტიფიკატები და ლიცენზიები',
    aboutPartners: 'პარტნიორები და კლიენტები',
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
    certificates: 'Certificates and licences',
    aboutPartners: 'Partners and clients',
    team: 'Our team',
    servicesPage: 'Our services',
    back: 'Back to services',
  },
} as const;

const SERVICE_IDS = [
  'engineering-systems',
  'fire-safety',
  'electrical',
  'water-supply',
  'heating-cooling',
  'service',
];

const HOME_ORDER = ['hero', 'services', 'about', 'stats', 'partners', 'faq'];

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
 * The FAQ and the content widgets load as they near the viewport: scroll down the page until the
 * last section has arrived, like a visitor reading to the end.
 */
async function revealWholePage(page: Page) {
  const faq = page.locator('main [data-section="faq"]');
  for (let step = 0; step < 40 && (await faq.count()) === 0; step += 1) {
    await page.evaluate(() => window.scrollBy(0, 700));
    await page.waitForTimeout(150);
  }
  await expect(faq).toBeAttached({ timeout: 15_000 });
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

// Home's sections are checked in both languages; every other behaviour once, in one of them (the
// texts of both languages are the catalogues', checked by unit tests).
for (const language of ['ka', 'en'] as const) {
  const t = TEXTS[language];

  test.describe(`company pages (${language})`, () => {
    test.describe.configure({ timeout: 90_000 });

    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test(
      'Home shows its sections in order and the counters reach their end values',
      language === 'ka' ? { tag: '@mobile' } : {},
      async ({ page }) => {
        await open(page, language, '/');
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByRole('heading', { level: 1, name: t.heroTitle })).toBeVisible();

        const stats = page.getByRole('region', { name: t.statsTitle });
        // Below the fold they still show their start values.
        await expect(stats.getByText('12+', { exact: true })).toBeAttached();
        await expect(stats.getByText('50+', { exact: true })).toBeAttached();

        await revealWholePage(page);
        const sections = page.locator('main [data-section]');
        await expect(sections).toHaveCount(HOME_ORDER.length);
        expect(
          await sections.evaluateAll((all) => all.map((el) => el.getAttribute('data-section'))),
        ).toEqual(HOME_ORDER);
        // Featured projects sits between the statistics and the partners, the blog teaser between
        // the partners and the FAQ (whatever state those content widgets are in).
        const neighbours = await page.evaluate(() => {
          const next = (name: string) =>
            document
              .querySelector(`[data-section="${name}"]`)
              ?.nextElementSibling?.getAttribute('data-section') ?? 'content-widget';
          return { afterStats: next('stats'), afterPartners: next('partners') };
        });
        expect(neighbours).toEqual({
          afterStats: 'content-widget',
          afterPartners: 'content-widget',
        });

        await stats.scrollIntoViewIfNeeded();
        for (const end of ['25+', '150+', '65+']) {
          await expect(stats.getByText(end, { exact: true })).toBeVisible({ timeout: 6000 });
        }
        // They stay at the end values.
        await page.waitForTimeout(600);
        await expect(stats.getByText('150+', { exact: true })).toBeVisible();
      },
    );

    if (language === 'en') {
      test(
        'the hero uses a different picture on phones',
        { tag: '@mobile' },
        async ({ page }, testInfo) => {
          await open(page, language, '/');
          const hero = page.locator('[data-section="hero"] picture img');
          await expect(hero).toHaveAttribute('width', '1600');
          await expect
            .poll(() => hero.evaluate((img: HTMLImageElement) => img.currentSrc))
            .toContain(testInfo.project.name === 'mobile' ? 'hero-mobile' : 'hero-desktop');
        },
      );
    }

    if (language === 'ka') {
      test(
        'the partners strip scrolls, pauses on hover and has no links',
        { tag: '@mobile' },
        async ({ page }) => {
          await open(page, language, '/');
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
            viewportWidth <= 480
              ? Math.max(110, viewportWidth / 3)
              : Math.max(150, viewportWidth / 6);
          const tileBox = await track.locator('li').first().boundingBox();
          expect(tileBox?.width).toBeCloseTo(expectedTile, 0);

          const first = await trackTransform(track);
          await page.waitForTimeout(700);
          expect(await trackTransform(track)).not.toBe(first);

          await strip.hover();
          await expect(track).toHaveCSS('animation-play-state', 'paused');
          const paused = await trackTransform(track);
          await page.waitForTimeout(700);
          expect(await trackTransform(track)).toBe(paused);

          // Moving away lets it run again.
          await page.mouse.move(1, 1);
          await expect(track).toHaveCSS('animation-play-state', 'running');
        },
      );
    }

    if (language === 'en') {
      test('with reduced motion the counters show their end values and the strip stands still', async ({
        page,
      }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await open(page, language, '/');
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
    }

    if (language === 'ka') {
      test('the FAQ items open independently', async ({ page }) => {
        await open(page, language, '/');
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
    }

    if (language === 'en') {
      test('each services tile opens its detail page', async ({ page }) => {
        await open(page, language, '/services');
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
    }

    if (language === 'en') {
      test('an unknown service shows the Georgian not-found message', async ({ page }) => {
        await open(page, language, '/services/nope');
        await expect(
          page.getByRole('heading', { level: 1, name: 'სერვისი ვერ მოიძებნა' }),
        ).toBeVisible();
        await page.getByRole('link', { name: t.back }).click();
        await expect(page).toHaveURL('/en/services');
      });
    }

    if (language === 'ka') {
      test('About shows 7 certificates, 15 partners and 8 team members', async ({ page }) => {
        await open(page, language, '/about');
        const items = (name: string) => page.getByRole('region', { name }).getByRole('listitem');
        await expect(items(t.certificates)).toHaveCount(7);
        await expect(items(t.aboutPartners)).toHaveCount(15);
        await expect(items(t.team)).toHaveCount(8);
        for (const image of await page.locator('main img').all()) {
          await expect(image).toHaveAttribute('width', /\d+/);
          await expect(image).toHaveAttribute('height', /\d+/);
        }

        // A long position: clipped, and whole in a tooltip on keyboard focus.
        const clipped = page.getByRole('region', { name: t.team }).getByRole('button').first();
        await clipped.focus();
        const tooltip = page.getByRole('tooltip');
        await expect(tooltip).toBeVisible();
        await expect(tooltip).toHaveText((await clipped.textContent()) ?? '');
        await page.keyboard.press('Escape');
        await expect(tooltip).toBeHidden();
      });
    }

    if (language === 'en') {
      test('Home still works when the content remote is unreachable', async ({ page }) => {
        await page.route('**/mfe/content/**', (route) => route.abort());
        await open(page, language, '/');
        await expect(page.getByRole('heading', { level: 1, name: t.heroTitle })).toBeVisible();
        await revealWholePage(page);
        for (const name of [t.servicesTitle, t.statsTitle, t.partnersTitle, t.faqTitle]) {
          await expect(page.getByRole('region', { name })).toBeAttached();
        }
        await expect(page.locator('[data-section="about"]')).toBeAttached();
        await page.getByRole('region', { name: t.faqTitle }).scrollIntoViewIfNeeded();
        await expect(page.getByRole('region', { name: t.faqTitle })).toBeVisible();
      });
    }
  });
}
