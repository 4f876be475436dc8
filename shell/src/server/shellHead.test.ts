/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getSiteConfig } from '@site/shared/config';
import { LANGUAGES } from '@site/shared/language';
import { shellHead } from './shellHead';

let distDir: string;

beforeAll(() => {
  distDir = mkdtempSync(path.join(tmpdir(), 'shell-head-'));
  writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"><title>Site</title>' +
      '<script src="/config.js"></script></head><body></body></html>',
  );
});

afterAll(() => rmSync(distDir, { recursive: true, force: true }));

/** The company as a search engine reads it from the head. */
function structuredData(head: string): Record<string, unknown> {
  const json = /<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(head)?.[1];
  return JSON.parse(json ?? 'null') as Record<string, unknown>;
}

describe('shellHead', () => {
  const site = getSiteConfig().siteUrl.replace(/\/$/, '');

  it.each(LANGUAGES)(
    'describes the company in %s without naming any page or language parameter',
    (language) => {
      const head = shellHead(distDir, language);
      const business = structuredData(head);
      expect(business['@type']).toBe('LocalBusiness');
      // The same part heads every page of the language: the site's root, one company in both.
      expect(business.url).toBe(site);
      expect(business['@id']).toBe(`${site}/#business`);
      expect(head).not.toMatch(/[?&]lang=/);
      expect(head).not.toContain('<title>');
    },
  );
});
