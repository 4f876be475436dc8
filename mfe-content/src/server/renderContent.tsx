import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import {
  matchRoute,
  PAGE_REGIONS,
  sectionOf,
  widgetIdentifierPrefix,
  type RemoteModuleId,
} from '@site/shared/federation';
import { LIST_PARAMETER_NAMES, readListParameter } from '@site/shared/definitions';
import type { Language } from '@site/shared/language';
import {
  escapeAttribute,
  exposeStylesheets,
  pageDocument,
  pageRegion,
  renderRegion,
  ServerRegion,
  stylesheetLinks,
  type RenderedRegion,
} from '@site/platform/server';
import { createContentQueryClient } from '../query-cache/contentQueryClient';
import { contentDataScript } from '../query-cache/pageData';
import { failOnContentFailure } from './contentFailureScope';
import { CONTENT_PAGES, CONTENT_WIDGETS } from './contentRegions';
import { environment } from './environment';

export interface RenderedResponse {
  status: number;
  html: string;
}

const stylesheets = new Map<string, readonly string[]>();

// The stylesheets of an exposed module, read from the build's manifest once.
function stylesheetsOf(expose: string): readonly string[] {
  let found = stylesheets.get(expose);
  if (!found) {
    found = exposeStylesheets(environment.distDir, expose, environment.filesUrl);
    stylesheets.set(expose, found);
  }
  return found;
}

/** A region rendered with a cache of its own, and the answers it used, for the page. */
async function renderWithContent(
  element: ReactNode,
  identifierPrefix: string,
  signal: AbortSignal,
): Promise<{ region: RenderedRegion; data: string }> {
  const client = createContentQueryClient();
  const region = await failOnContentFailure(() =>
    renderRegion(
      <QueryClientProvider client={client}>{element}</QueryClientProvider>,
      identifierPrefix,
      signal,
    ),
  );
  return { region, data: contentDataScript(client) };
}

/**
 * The page's own route address: its route path and only the parameters a list reads, as every
 * reader reads them (shared/src/lists/listParameters.ts), in one order. Its language is not in it: the entry names it (X-Site-Language, from the language path)
 * and the copy is kept per language. Anything else in a link (tracking tags) changes nothing on the
 * page, so it neither reaches the page's links nor makes a cached copy of its own.
 */
export function pageAddress(url: URL): string {
  const kept = new URLSearchParams();
  for (const name of LIST_PARAMETER_NAMES) {
    const value = readListParameter(url.search, name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/**
 * A whole content page (the shell's parts are SSI includes the entry fills in): 200, or 404 for a
 * project or post that does not exist. Throws `ContentUnavailable` when the content service failed.
 */
export async function renderContentPage(
  url: URL,
  language: Language,
  signal: AbortSignal,
): Promise<RenderedResponse | null> {
  const page = CONTENT_PAGES.find(({ route }) => matchRoute(route, url.pathname));
  if (!page) return null;
  let status = 200;
  const { region, data } = await renderWithContent(
    pageRegion(language, { url: pageAddress(url), route: page.route, Page: page.Page }, (code) => {
      status = code;
    }),
    PAGE_REGIONS.page.identifierPrefix,
    signal,
  );
  const html = pageDocument({
    language,
    section: sectionOf(url.pathname),
    hoisted: region.hoisted,
    stylesheets: stylesheetsOf(page.expose),
    pageHtml: region.html,
    pageData: data,
  });
  return { status, html };
}

/**
 * A widget region for another remote's page: its stylesheets, its markup in an element the
 * browser's root hydrates (`data-region`, with the language it was drawn in) and its answers.
 */
export async function renderContentWidget(
  expose: string,
  language: Language,
  signal: AbortSignal,
): Promise<RenderedResponse | null> {
  const Widget = CONTENT_WIDGETS.get(expose);
  if (!Widget) return null;
  const module = `content/${expose}` as RemoteModuleId;
  // The same boundary as the browser's remote boundary around the widget.
  const { region, data } = await renderWithContent(
    <ServerRegion language={language} location="/">
      <Suspense fallback={null}>
        <Widget />
      </Suspense>
    </ServerRegion>,
    widgetIdentifierPrefix(module),
    signal,
  );
  const html =
    stylesheetLinks(stylesheetsOf(expose)) +
    `<div data-region="${escapeAttribute(module)}" data-language="${language}">${region.html}</div>` +
    data;
  return { status: 200, html };
}
