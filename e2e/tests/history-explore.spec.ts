import { expect, test, type Page } from '@playwright/test';
import { chooseLanguage, returningVisitor } from '../support/language';

async function state(page: Page) {
  return page.evaluate(() => ({
    doc: Math.round(performance.timeOrigin % 100000),
    navType: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type,
    shell: document.querySelectorAll('script[src*="main."]').length,
    title: document.title,
    url: location.pathname + location.search,
    lang: document.documentElement.lang,
    h1: document.querySelector('h1')?.textContent?.trim(),
    canonical: [...document.querySelectorAll('link[rel=canonical]')].map((l) => l.getAttribute('href')),
    titles: document.querySelectorAll('title').length,
    alternates: document.querySelectorAll('link[rel=alternate]').length,
    head: [...document.querySelectorAll('title, link[rel=canonical]')].map((e) => e.outerHTML.slice(0, 120) + ' in ' + e.parentElement?.tagName),
    roots: [...document.querySelectorAll('body *')].filter((e) => Object.keys(e).some((k) => k.startsWith('__reactContainer'))).map((e) => e.id),
  }));
}

test('explore', async ({ page }) => {
  await returningVisitor(page, 'en', { bannerDismissed: true, once: true });
  const log: unknown[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && log.push(['nav', frame.url()]));
  await page.goto('/en/projects');
  log.push(await state(page));
  await page.getByRole('navigation', { name: /Pagination/ }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  log.push(await state(page));
  await page.getByRole('main').getByRole('article').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/en\/projects\/[^?]+$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Our projects');
  log.push(await state(page));
  await chooseLanguage(page, 'ქართული');
  await page.waitForTimeout(1500);
  log.push(await state(page));
  await page.reload();
  await page.waitForTimeout(3000);
  log.push(['reload', await state(page)]);
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    new MutationObserver((records) => {
      for (const r of records) {
        for (const n of r.addedNodes) if (n instanceof Element) seen.push('+' + n.outerHTML.slice(0, 90));
        for (const n of r.removedNodes) if (n instanceof Element) seen.push('-' + n.outerHTML.slice(0, 90));
      }
    }).observe(document.head, { childList: true });
  });
  for (const step of ['back', 'back', 'back', 'forward', 'forward', 'forward'] as const) {
    if (step === 'back') await page.goBack(); else await page.goForward();
    await page.waitForTimeout(3000);
    log.push([step, await state(page), await page.evaluate(() => (window as unknown as { seen?: string[] }).seen?.splice(0))]);
  }
  console.log(JSON.stringify(log, null, 1));
});
