import type { ComponentType } from 'react';
import { PAGE_ROUTES, type RemoteModuleId, type RemoteName } from '@site/shared/federation';
import path from 'node:path';
import { getSiteConfig } from '@site/shared/config';
import { prerenderPages, writeHtml, type PageToRender } from './prerenderPages';
import type { ServerEnvironment } from './serverEnvironment';
import { sitemapUrls } from './sitemapPart';
import { inlineExposeStylesheets } from './stylesheets';

export interface RemotePage {
  /** The route address, without a language, e.g. `/services/fire-alarm`. */
  url: string;
  /** The exposed module that shows it, e.g. `ServiceDetail`. */
  expose: string;
  /** The file name; by default the address (`index` for `/`). */
  file?: string;
}

/**
 * Prerenders a remote's pages in every language, each with the route pattern the federation
 * contract gives its module and the stylesheets its build emitted for that module (inline), and
 * its part of the sitemap (every page given without a file name of its own, on each of its
 * language paths: sitemapUrls). Exits the
 * process with an error when anything fails: the container then serves the client-rendered page.
 */
export async function prerenderRemote(
  remote: RemoteName,
  environment: ServerEnvironment,
  modules: Record<string, ComponentType>,
  pages: readonly RemotePage[],
): Promise<void> {
  const jobs: PageToRender[] = pages.map((page) => {
    const id = `${remote}/${page.expose}` as RemoteModuleId;
    const route = PAGE_ROUTES.find(({ module }) => module === id);
    const Page = modules[page.expose];
    if (!route || !Page) throw new Error(`No route or component for ${id}`);
    return {
      url: page.url,
      route: route.path,
      file: page.file ?? (page.url === '/' ? 'index' : page.url.slice(1)),
      Page,
      // Inline: a page that waits for no stylesheet paints as soon as its document is read.
      stylesheets: [],
      inlineStyles: inlineExposeStylesheets(environment.distDir, page.expose, environment.filesUrl),
    };
  });
  if (!environment.pagesDir) throw new Error('SITE_PAGES_DIR must be set');
  await prerenderPages(jobs, environment.pagesDir);
  // This remote's part of the site's sitemap: its pages, not its not-found page (a file of its own).
  const listed = pages.filter(({ file }) => file === undefined).map(({ url }) => url);
  writeHtml(
    path.join(environment.pagesDir, 'sitemap.xml'),
    sitemapUrls(getSiteConfig().siteUrl, listed),
  );
  console.log(`${remote}: prerendered ${jobs.length} pages per language`);
}
