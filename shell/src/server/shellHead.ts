import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getSiteConfig } from '@site/shared/config';
import type { Language } from '@site/shared/language';
import { inlineStylesheets, ssiEcho } from '@site/platform/server';
import { localBusiness } from '../features/head/localBusiness';
import { STRUCTURED_DATA_ID } from '../features/head/StructuredData';

/**
 * The shell's part of every page's head: what its built document loads (viewport, icon, the
 * runtime configuration, the shell's script), every shell stylesheet inline (the header and footer
 * are styled before any script runs) and the company as JSON-LD. The page's own title and description
 * come from the page's owner.
 */
export function shellHead(distDir: string, language: Language): string {
  const built = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const head = /<head>([\s\S]*)<\/head>/.exec(built)?.[1];
  if (head === undefined) throw new Error(`No <head> in ${distDir}/index.html`);
  const assets = head
    .replace(/<meta charset=[^>]*>/i, '')
    .replace(/<title>[^<]*<\/title>/i, '')
    .replace(/<meta name="?description"?[^>]*>/i, '')
    // A frame of the editors' app that keeps no cookie asks for the preview's /config.js with its
    // pass (the entry writes it in; docs/operations.md#live-preview).
    .replace(/src="?\/config\.js"?/, () => `src="/config.js${ssiEcho('site_config_query')}"`);
  // Inline: with them in the document, the page's own stylesheet is the only one its first paint
  // waits for (they are about 5 KB compressed; four files used to block it).
  const stylesheets = inlineStylesheets(distDir, '/');
  // A JSON data block is never executed (no CSP concern); `<` is escaped so no value can end it.
  const business = JSON.stringify(localBusiness(getSiteConfig(), language)).replace(
    /</g,
    '\\u003c',
  );
  const structuredData = `<script type="application/ld+json" id="${STRUCTURED_DATA_ID}">${business}</script>`;
  return georgianFontPreloads(distDir, language) + assets + stylesheets + structuredData;
}

/**
 * A Georgian page asks for its web font at once, not when the stylesheet has been read: text drawn
 * in a fallback font and redrawn when the font arrives moves the page (a long Georgian article
 * shifted by CLS 0.155 in the bench). English pages show a Georgian word or two at most.
 */
function georgianFontPreloads(distDir: string, language: Language): string {
  if (language !== 'ka') return '';
  // The addresses the shell's stylesheets give the font, so the browser uses what it preloaded.
  const css = readdirSync(distDir)
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(path.join(distDir, file), 'utf8'))
    .join('');
  const fonts = new Set(
    [...css.matchAll(/url\((\/[^)]*noto-sans-georgian[^)]*\.woff2)\)/g)].map((match) => match[1]),
  );
  return [...fonts]
    .sort()
    .map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`)
    .join('');
}
