import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

// The client-rendered document: what the entry serves when a page's owner cannot render it (its
// renderer down or slow, the content service down with no copy cached).
const CLIENT_DOCUMENT = readFileSync(
  path.resolve(__dirname, '../../shell/dist/index.html'),
  'utf8',
);

/**
 * From now on every page this tab opens arrives as the client-rendered document, with the
 * entry's own headers: the browser draws it, as it does when the server could not.
 */
export async function serveClientRenderedPages(page: Page): Promise<void> {
  await page.route(
    (url) => !url.pathname.includes('.') && !url.pathname.startsWith('/mfe/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      return route.fulfill({ response, body: CLIENT_DOCUMENT });
    },
  );
}
