import assert from 'node:assert/strict';
import { test } from 'node:test';
import { within } from '@testing-library/dom';
import { siteDocument } from '../support/siteAnswer';
import { SERVICE_IDS } from '../support/routes';

// The company remote's pages as the server writes them: Home's sections in order with the
// counters at their start values, the hero's pictures for each width, the services and their
// pages, a missing service, About's lists. Scripts take these pages over without drawing them
// again (every-route.spec.ts); what they do then (the counters running, the strip moving, the
// FAQ, a tile followed in the page, the tooltip) is company.spec.ts's.

const HOME = {
  ka: {
    heroTitle: 'უსაფრთხო და საიმედო საინჟინრო სისტემები ნებისმიერი შენობისთვის',
    statsTitle: 'ჩვენი საქმე ციფრებში',
  },
  en: {
    heroTitle: 'Safe, reliable engineering systems for every building',
    statsTitle: 'Our work in numbers',
  },
} as const;

const HOME_ORDER = ['hero', 'services', 'about', 'stats', 'partners', 'faq'];

for (const language of ['ka', 'en'] as const) {
  test(`Home (${language}) has its sections in order, the counters at their start values`, async () => {
    const { document } = await siteDocument(`/${language}/`);
    const screen = within(document.documentElement);
    assert.equal(document.documentElement.lang, language);
    screen.getByRole('heading', { level: 1, name: HOME[language].heroTitle });
    const stats = within(screen.getByRole('region', { name: HOME[language].statsTitle }));
    // Below the fold they start from these; the browser runs them up as they come into view.
    stats.getByText('12+', { exact: true });
    stats.getByText('50+', { exact: true });

    const sections = [...document.querySelectorAll('main [data-section]')];
    assert.deepEqual(
      sections.map((section) => section.getAttribute('data-section')),
      HOME_ORDER,
    );
    // Featured projects sits between the statistics and the partners, the blog teaser between the
    // partners and the FAQ.
    const holds = (name: string, region: string) => {
      const next = document.querySelector(`[data-section="${name}"]`)?.nextElementSibling;
      assert.ok(next, `something follows ${name}`);
      assert.equal(next.getAttribute('data-section'), null, `after ${name}`);
      const selector = `[data-region="${region}"]`;
      assert.ok(next.matches(selector) || next.querySelector(selector), `${region} after ${name}`);
    };
    holds('stats', 'content/FeaturedProjects');
    holds('partners', 'content/BlogTeaser');
  });
}

test('the hero offers a picture of its own to phones', async () => {
  const { document } = await siteDocument('/en/');
  const picture = document.querySelector('[data-section="hero"] picture');
  assert.ok(picture, 'the hero has a picture');
  const image = picture.querySelector('img');
  assert.equal(image?.getAttribute('width'), '1600');
  assert.match(image?.getAttribute('src') ?? '', /hero-desktop/);
  const phone = picture.querySelector('source[media="(max-width: 768px)"]');
  assert.match(phone?.getAttribute('srcset') ?? '', /hero-mobile/);
});

test('each services tile links to its detail page, which is titled as the tile', async () => {
  const list = await siteDocument('/en/services');
  within(list.document.documentElement).getByRole('heading', { level: 1, name: 'Our services' });
  await Promise.all(
    SERVICE_IDS.map(async (id) => {
      const link = list.document.querySelector(`main a[href="/en/services/${id}"]`);
      const title = link?.textContent?.trim() ?? '';
      assert.notEqual(title, '', `the tile for ${id}`);
      const detail = await siteDocument(`/en/services/${id}`);
      assert.equal(detail.status, 200, id);
      within(detail.document.documentElement).getByRole('heading', { level: 1, name: title });
      assert.ok(detail.document.title.startsWith(`${title} | `), detail.document.title);
    }),
  );
});

test('an unknown service answers with the Georgian not-found message and a way back', async () => {
  const page = await siteDocument('/en/services/nope');
  assert.equal(page.status, 404);
  const screen = within(page.document.documentElement);
  screen.getByRole('heading', { level: 1, name: 'სერვისი ვერ მოიძებნა' });
  assert.equal(
    screen.getByRole('link', { name: 'Back to services' }).getAttribute('href'),
    '/en/services',
  );
});

test('About shows 7 certificates, 15 partners and 8 team members, every picture sized', async () => {
  const { document } = await siteDocument('/ka/about');
  const screen = within(document.documentElement);
  const items = (name: string) =>
    within(screen.getByRole('region', { name })).getAllByRole('listitem').length;
  assert.equal(items('სერტიფიკატები და ლიცენზიები'), 7);
  assert.equal(items('პარტნიორები და კლიენტები'), 15);
  assert.equal(items('ჩვენი გუნდი'), 8);
  for (const image of document.querySelectorAll('main img')) {
    assert.match(image.getAttribute('width') ?? '', /\d+/, image.outerHTML);
    assert.match(image.getAttribute('height') ?? '', /\d+/, image.outerHTML);
  }
});
