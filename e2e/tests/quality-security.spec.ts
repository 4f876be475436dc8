import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { INTERNAL_ADDRESSES } from '../../shared/src/federation/internalAddresses';
import { REMOTES } from '../../shared/src/federation/remotes';
import { watchForProblems } from '../support/pageGuards';

// Issue 9, security: a strict CSP that the site never violates, hostile input that is shown as
// text or ends on a not-found page (never a server error), and no secret in any built file.

// The CSP-violation and page-error check of every route, in both languages and at both widths,
// runs with the accessibility sweep (quality-a11y.spec.ts): one visit per route checks both.

test('the entry sends a strict Content-Security-Policy and the other security headers', async ({
  request,
}) => {
  const headers = (await request.get('/en/contact')).headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['x-frame-options']).toBe('DENY');
});

for (const hostile of [
  '/blog/..%2f..',
  '/blog/..%2f..%2f..%2fetc%2fpasswd',
  '/projects/%00',
  '/projects/%2e%2e%2f%2e%2e',
  `/projects/${'x'.repeat(3000)}`,
  '/blog/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
]) {
  test(`${hostile.slice(0, 40)} ends on a not-found page, never a server error`, async ({
    page,
  }) => {
    const problems = await watchForProblems(page);
    const response = await page.goto(hostile);
    expect(response?.status() ?? 0).toBeLessThan(500);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByText(/not found|ვერ მოიძებნა/i).first()).toBeVisible();
    expect(problems.errors).toEqual([]);
    // No inline script: only data blocks (JSON-LD, the content answers), never executed.
    const inline =
      'script:not([src]):not([type="application/ld+json"]):not([type="application/json"])';
    expect(await page.locator(inline).count()).toBe(0);
  });
}

test('a remote’s server-side answers are not public addresses', async ({ request }) => {
  const { page, region, preview, sitemap } = INTERNAL_ADDRESSES;
  for (const path of [
    `/mfe/company${page}about`,
    `/mfe/content${page}projects`,
    `/mfe/content${region}ka/FeaturedProjects`,
    `/mfe/contact${page}contact`,
    `/mfe/content${preview}content/spaces/local-space/environments/master/entries`,
    `/mfe/company${sitemap}`,
    `/mfe/content${sitemap}`,
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).not.toContain('<!--#');
  }
});

test('HTML typed into every contact field is kept as text', async ({ page }) => {
  const problems = await watchForProblems(page);
  await page.goto('/en/contact');
  await expect(page.getByRole('button', { name: /send/i })).toBeVisible();
  const payload = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>';
  const fields = page.locator('form input:visible, form textarea:visible');
  const count = await fields.count();
  expect(count).toBeGreaterThanOrEqual(4);
  for (let index = 0; index < count; index += 1) {
    await fields.nth(index).fill(payload);
    await expect(fields.nth(index)).toHaveValue(payload);
  }
  await page.getByRole('button', { name: /send/i }).click();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBe(
    undefined,
  );
  expect(await page.locator('form img[src="x"]').count()).toBe(0);
  expect(problems.errors).toEqual([]);
});

test('a very long message is accepted without breaking the page', async ({ page }) => {
  await page.goto('/en/contact');
  await expect(page.getByRole('button', { name: /send/i })).toBeVisible();
  const long = 'ხანძარი '.repeat(2000);
  const message = page.getByRole('textbox', { name: /message/i });
  await message.fill(long);
  await expect(message).toHaveValue(long);
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('no configured secret appears in any built file', () => {
  const root = path.resolve(__dirname, '../..');
  const secrets = readFileSync(path.join(root, 'nginx/site.env'), 'utf8')
    .split('\n')
    .map((line) => /^(CONTENT_ACCESS_TOKEN|MAIL_PUBLIC_KEY)=(.+)$/.exec(line)?.[2])
    .filter((value): value is string => Boolean(value));
  // The CI-provided values, if any, must not be in the bundles either.
  for (const name of ['CONTENT_ACCESS_TOKEN', 'MAIL_PUBLIC_KEY']) {
    const value = process.env[name];
    if (value) secrets.push(value);
  }
  expect(secrets.length).toBeGreaterThanOrEqual(2);
  const offenders: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const file = path.join(dir, entry);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.(js|css|html|json|map)$/.test(entry)) {
        const text = readFileSync(file, 'utf8');
        for (const secret of secrets)
          if (text.includes(secret)) offenders.push(`${file}: ${secret}`);
      }
    }
  };
  for (const app of ['shell', ...Object.values(REMOTES).map(({ folder }) => folder)]) {
    walk(path.join(root, app, 'dist'));
  }
  expect(offenders).toEqual([]);
});
