import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getSiteConfig } from '@site/shared/config';
import type { Language } from '@site/shared/language';
import { allStylesheets, stylesheetLinks } from '@site/shared/server';
import { localBusiness } from '../features/head/localBusiness';
import { STRUCTURED_DATA_ID } from '../features/head/StructuredData';

/**
 * The shell's part of every page's head: what its built document loads (viewport, icon, the
 * runtime configuration, the shell's script), every shell stylesheet (the header and footer are
 * styled before any script runs) and the company as JSON-LD. The page's own title and description
 * come from the page's owner.
 */
export function shellHead(distDir: string, language: Language): string {
  const built = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const head = /<head>([\s\S]*)<\/head>/.exec(built)?.[1];
  if (head === undefined) throw new Error(`No <head> in ${distDir}/index.html`);
  const assets = head
    .replace(/<meta charset=[^>]*>/i, '')
    .replace(/<title>[^<]*<\/title>/i, '')
    .replace(/<meta name="?description"?[^>]*>/i, '');
  const stylesheets = stylesheetLinks(allStylesheets(distDir, '/'));
  // A JSON data block is never executed (no CSP concern); `<` is escaped so no value can end it.
  const business = JSON.stringify(localBusiness(getSiteConfig(), language)).replace(
    /</g,
    '\\u003c',
  );
  const structuredData = `<script type="application/ld+json" id="${STRUCTURED_DATA_ID}">${business}</script>`;
  return assets + stylesheets + structuredData;
}
