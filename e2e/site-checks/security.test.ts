import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { INTERNAL_ADDRESSES } from '../../shared/src/federation/internalAddresses';
import { REMOTES } from '../../shared/src/federation/remotes';
import { HOSTILE_ADDRESSES } from '../support/hostileAddresses';
import { siteAnswer, siteDocument } from '../support/siteAnswer';

// Issue 9, security, as the server answers: a strict CSP and the other security headers, hostile
// addresses that end on a not-found page (never a server error), nothing internal made public,
// and no secret in any built file. What a browser does with hostile input (typed into the form,
// or a hostile address's page run) is quality-security.spec.ts's.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

test('the entry sends a strict Content-Security-Policy and the other security headers', async () => {
  const { headers } = await siteAnswer('/en/contact');
  const csp = headers['content-security-policy'] ?? '';
  assert.match(csp, /script-src 'self'/);
  assert.doesNotMatch(csp, /unsafe-eval/);
  assert.doesNotMatch(csp, /script-src[^;]*unsafe-inline/);
  assert.match(csp, /frame-ancestors 'none'/);
  assert.match(csp, /object-src 'none'/);
  assert.equal(headers['x-content-type-options'], 'nosniff');
  assert.equal(headers['referrer-policy'], 'strict-origin-when-cross-origin');
  assert.match(headers['permissions-policy'] ?? '', /camera=\(\)/);
  assert.equal(headers['x-frame-options'], 'DENY');
});

test('a hostile address ends on a not-found page, never a server error, with no inline script', async () => {
  for (const hostile of HOSTILE_ADDRESSES) {
    const where = hostile.slice(0, 40);
    const page = await siteDocument(hostile, { follow: true });
    assert.ok(page.status < 500, `${where}: ${page.status}`);
    const heading = page.document.querySelector('h1');
    assert.ok(heading?.textContent?.trim(), `${where}: a heading`);
    assert.match(page.document.body.textContent ?? '', /not found|ვერ მოიძებნა/i, where);
    // No inline script: only data blocks (JSON-LD, the content answers), never executed.
    const inline =
      'script:not([src]):not([type="application/ld+json"]):not([type="application/json"])';
    assert.equal(page.document.querySelectorAll(inline).length, 0, where);
  }
});

test('a remote’s server-side answers are not public addresses', async () => {
  const { page, region, preview, sitemap } = INTERNAL_ADDRESSES;
  for (const address of [
    `/mfe/company${page}about`,
    `/mfe/content${page}projects`,
    `/mfe/content${region}ka/FeaturedProjects`,
    `/mfe/contact${page}contact`,
    `/mfe/content${preview}content/spaces/local-space/environments/master/entries`,
    `/mfe/company${sitemap}`,
    `/mfe/content${sitemap}`,
  ]) {
    const answer = await siteAnswer(address, { follow: true });
    assert.equal(answer.status, 404, address);
    assert.ok(!answer.text.includes('<!--#'), address);
  }
});

test("the webhook address takes only Contentful's signed requests, and only at the entry", async () => {
  // Each refused: no sync starts, so other checks reading the content are undisturbed.
  const unsigned = await siteAnswer('/hooks/contentful', {
    method: 'POST',
    headers: { 'Content-Type': 'application/vnd.contentful.management.v1+json' },
    body: JSON.stringify({ sys: { type: 'Entry', id: 'x' } }),
  });
  assert.equal(unsigned.status, 401);
  assert.equal((await siteAnswer('/hooks/contentful')).status, 403);
  // Not through the content remote's public files.
  const throughRemote = await siteAnswer('/mfe/content/hooks/contentful', {
    method: 'POST',
    body: '{}',
  });
  assert.equal(throughRemote.status, 404);
});

test('no configured secret appears in any built file', () => {
  const secrets = readFileSync(path.join(root, 'nginx/site.env'), 'utf8')
    .split('\n')
    .map((line) => /^(CONTENT_ACCESS_TOKEN|MAIL_PUBLIC_KEY)=(.+)$/.exec(line)?.[2])
    .filter((value): value is string => Boolean(value));
  // The CI-provided values, if any, must not be in the bundles either.
  for (const name of ['CONTENT_ACCESS_TOKEN', 'MAIL_PUBLIC_KEY']) {
    const value = process.env[name];
    if (value) secrets.push(value);
  }
  assert.ok(secrets.length >= 2, `${secrets.length} secrets in nginx/site.env`);
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
  assert.deepEqual(offenders, []);
});
