import { getSiteConfig } from '@site/shared/config';
import { prepareServerEnvironment } from '@site/platform/server';
import { REMOTE_NAME } from '../remoteName.generated';
import { setContentClientOverrides, type ContentClientOverrides } from '../queries/contentClient';
import { setServerPreviewCheck } from '../live-preview/editorPreview';
import { inPreview } from './preview/previewScope';
import { readRendererSettings } from './rendererSettings';

// Its own module, imported first by the server: the file URLs of every module imported after it
// are computed from the configuration read here.
export const environment = prepareServerEnvironment(REMOTE_NAME);

// The renderer may reach the content service by another name than the browser does
// (CONTENT_INTERNAL_HOST, a container name); the service is then told the browser's host, which it
// uses in file addresses. A render
// waits less than a visitor's browser would: a page not rendered in time is served from the cache,
// or drawn in the browser.
const serverHost = process.env.CONTENT_INTERNAL_HOST ?? '';
const browserHost = getSiteConfig().content.host;

/** What a request to `host` sends so the service writes file addresses the browser can load. */
export function browserHostHeaders(host: string): Record<string, string> | undefined {
  return host && host !== browserHost ? { 'X-Forwarded-Host': browserHost } : undefined;
}

const { preview, contentTimeoutMs } = readRendererSettings();
const waits = { timeout: contentTimeoutMs, retryLimit: 1 };
const visitors: ContentClientOverrides = {
  host: serverHost || undefined,
  headers: browserHostHeaders(serverHost),
  ...waits,
};
// An editor's preview render (preview/previewScope.ts) asks the Preview API with its token.
const editors: ContentClientOverrides = {
  host: preview.host,
  accessToken: preview.token,
  headers: browserHostHeaders(preview.host),
  ...waits,
};
setContentClientOverrides(() => (inPreview() ? editors : visitors));
// A preview render tags the fields an editor can open (docs/operations.md#live-preview).
setServerPreviewCheck(inPreview);
