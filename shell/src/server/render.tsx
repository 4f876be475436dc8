// The shell's parts of every page, rendered when the entry starts (with its configuration):
// `node dist-server/render.cjs`. For each language: the head, the top region for each
// navigation section, the footer region, and the whole not-found document. (The entry's route →
// owner table is composed from the federation table: platform/src/composition.)
import { environment } from './environment';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_REGIONS, SECTIONS } from '@site/shared/federation';
import { LANGUAGES, type Language } from '@site/shared/language';
import {
  documentHtml,
  layoutEnd,
  layoutStart,
  pageRegion,
  PREVIEW_BAR_FILE,
  PREVIEW_ROBOTS_META,
  renderRegion,
  ServerRegion,
  shellFragmentFiles,
  ssiEcho,
  writeHtml,
} from '@site/platform/server';
import { CURRENT_ADDRESS_MARKER, ServerAddress } from '../features/header/currentAddress';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { previewBarHtml } from './previewBar';
import { ShellFooter } from '../regions/ShellFooter';
import { ShellTop } from '../regions/ShellTop';
import { shellHead } from './shellHead';

const { distDir } = environment;
const pagesDir = environment.pagesDir ?? '';
if (!pagesDir) throw new Error('SITE_PAGES_DIR must be set');

/** The entry's variable holding the request's route path and query as sent (no language). */
const ROUTE_ADDRESS_VARIABLE = 'site_route_uri';

function sectionUrl(section: string): string {
  if (section === 'home') return '/';
  return section === 'none' ? '/_' : `/${section}`;
}

async function renderTop(language: Language, section: string): Promise<string> {
  const { html } = await renderRegion(
    <ServerRegion language={language} location={sectionUrl(section)}>
      <ServerAddress.Provider value={CURRENT_ADDRESS_MARKER}>
        <ShellTop />
      </ServerAddress.Provider>
    </ServerRegion>,
    PAGE_REGIONS.top.identifierPrefix,
  );
  // One header per section serves every address of it: the entry writes in the request's own
  // route path and query (the language switch's links name this page on each language's path,
  // `/en` + `/projects?page=2`; Home's route path `/` gives `/en/`). `site_route_uri` is the
  // entry's (platform/src/composition/languagePaths.ts).
  return layoutStart(html.replaceAll(CURRENT_ADDRESS_MARKER, ssiEcho(ROUTE_ADDRESS_VARIABLE)));
}

async function renderBottom(language: Language): Promise<string> {
  const { html } = await renderRegion(
    <ServerRegion language={language} location="/">
      <ShellFooter />
    </ServerRegion>,
    PAGE_REGIONS.footer.identifierPrefix,
  );
  return layoutEnd(html);
}

async function renderShell(language: Language): Promise<void> {
  const file = (name: string) => path.join(pagesDir, name);
  const head = PREVIEW_ROBOTS_META + shellHead(distDir, language);
  writeHtml(file(shellFragmentFiles.head(language)), head);
  const tops = new Map<string, string>();
  for (const section of SECTIONS) {
    const top = await renderTop(language, section);
    tops.set(section, top);
    writeHtml(file(shellFragmentFiles.top(language, section)), top);
  }
  const bottom = await renderBottom(language);
  writeHtml(file(shellFragmentFiles.bottom(language)), bottom);

  // An address no app owns: the shell's own page, a whole document (no includes needed).
  const notFound = { url: '/_', route: '*', file: '404', Page: NotFoundPage, stylesheets: [] };
  const { hoisted, html } = await renderRegion(
    pageRegion(language, notFound),
    PAGE_REGIONS.page.identifierPrefix,
  );
  const document = documentHtml(
    { language, section: 'none', hoisted, stylesheets: [], pageHtml: html },
    { head, top: tops.get('none') ?? '', bottom },
  );
  writeHtml(file(`${language}/404.html`), document);

  // The client-rendered document in this language, for a page whose owner is down or slow: the
  // built one says English, and a crawler or a link preview at a Georgian address must not read
  // that (the entry serves it as never stored, never indexed).
  const built = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const client = built.replace(/<html lang="[a-z]+"/, `<html lang="${language}"`);
  if (client === built && language !== 'en') {
    throw new Error('shell: the built index.html has no <html lang> to set');
  }
  writeHtml(file(`${language}/client.html`), client);
}

async function main(): Promise<void> {
  for (const language of LANGUAGES) await renderShell(language);
  writeHtml(path.join(pagesDir, PREVIEW_BAR_FILE), previewBarHtml());
  console.log(
    `shell: rendered the head, ${SECTIONS.length} headers, the footer and 404 per language`,
  );
}

main().catch((error: unknown) => {
  console.error('shell: rendering failed', error);
  process.exit(1);
});
