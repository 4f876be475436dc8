import { expect, test } from '@playwright/test';
import { HOSTILE_ADDRESSES } from '../support/hostileAddresses';
import { watchForProblems } from '../support/pageGuards';

// Issue 9, security, in the browser: hostile input that is shown as text, and the not-found page
// of a hostile address shown and run without an error. What the server sends (the CSP and the
// other security headers, each hostile address's status and HTML, what is not public, no secret
// in any built file) is read without a browser: e2e/site-checks/security.test.ts.

// The CSP-violation and page-error check of every route, in both languages and at both widths,
// runs with the accessibility sweep (quality-a11y.spec.ts): one visit per route checks both.

test('a hostile address shows its not-found page and raises no page error', async ({ page }) => {
  const problems = await watchForProblems(page);
  for (const hostile of HOSTILE_ADDRESSES) {
    await page.goto(hostile);
    await expect(page.getByRole('heading', { level: 1 }).first(), hostile).toBeVisible();
    await expect(page.getByText(/not found|ვერ მოიძებნა/i).first(), hostile).toBeVisible();
    expect(problems.errors, hostile).toEqual([]);
  }
});

test('a very long message is accepted, and HTML typed into every contact field is kept as text', async ({
  page,
}) => {
  const problems = await watchForProblems(page);
  await page.goto('/en/contact');
  await expect(page.getByRole('button', { name: /send/i })).toBeVisible();
  const long = 'ხანძარი '.repeat(2000);
  const message = page.getByRole('textbox', { name: /message/i });
  await message.fill(long);
  await expect(message).toHaveValue(long);
  await expect(page.getByRole('contentinfo')).toBeVisible();

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
