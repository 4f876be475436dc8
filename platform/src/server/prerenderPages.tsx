import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Suspense, type ComponentType } from 'react';
import { PAGE_REGIONS, sectionOf } from '@site/shared/federation';
import type { PageStatusRecorder } from '@site/shared/head';
import { LANGUAGES, type Language } from '@site/shared/language';
import { Route, Routes } from '@site/shared/router';
import { pageDocument } from './pageDocument';
import { renderRegion } from './renderRegion';
import { ServerRegion } from './ServerRegion';

export interface PageToRender {
  /** The address the page answers, e.g. `/services/fire-alarm`. */
  url: string;
  /** Its route pattern in the federation contract, so the page reads its params as in the browser. */
  route: string;
  /** The file it is written to, without language and extension (`services/fire-alarm`). */
  file: string;
  /** The module the remote exposes for the route (its default export). */
  Page: ComponentType;
  stylesheets: readonly string[];
  /** The page module's styles inline, instead of (or besides) linked stylesheets. */
  inlineStyles?: string;
}

/**
 * The page region exactly as the shell's page root renders it in the browser: the route's
 * module inside one Suspense boundary (the shell's remote boundary). The same boundaries on both
 * sides are what lets the browser hydrate the server's markup instead of replacing it.
 */
export function pageRegion(
  language: Language,
  page: Pick<PageToRender, 'url' | 'route' | 'Page'>,
  status?: PageStatusRecorder,
) {
  const { Page } = page;
  return (
    <ServerRegion language={language} location={page.url} status={status}>
      <Routes>
        <Route
          path={page.route}
          element={
            <Suspense fallback={null}>
              <Page />
            </Suspense>
          }
        />
      </Routes>
    </ServerRegion>
  );
}

/**
 * Renders every page in every language into `<outDir>/<language>/<file>.html`: whole documents
 * that include the shell's parts through the entry's SSI.
 */
export async function prerenderPages(pages: readonly PageToRender[], outDir: string) {
  for (const language of LANGUAGES) {
    for (const page of pages) {
      const { hoisted, html } = await renderRegion(
        pageRegion(language, page),
        PAGE_REGIONS.page.identifierPrefix,
      );
      const document = pageDocument({
        language,
        section: sectionOf(page.url),
        hoisted,
        stylesheets: page.stylesheets,
        inlineStyles: page.inlineStyles,
        pageHtml: html,
      });
      writeHtml(path.join(outDir, language, `${page.file}.html`), document);
    }
  }
}

export function writeHtml(file: string, html: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);
}
