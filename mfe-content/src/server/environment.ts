import { getSiteConfig } from '@site/shared/config';
import { prepareServerEnvironment } from '@site/shared/server';
import { setContentClientOverrides } from '../queries/contentClient';

// Its own module, imported first by the server: the file URLs of every module imported after it
// are computed from the configuration read here.
export const environment = prepareServerEnvironment('content');

// The renderer may reach the content service by another name than the browser does
// (CONTENT_INTERNAL_HOST, a container name); the service is then told the browser's host, which it
// uses in file addresses. A render
// waits less than a visitor's browser would: a page not rendered in time is served from the cache,
// or drawn in the browser.
const serverHost = process.env.CONTENT_INTERNAL_HOST ?? '';
const browserHost = getSiteConfig().content.host;
setContentClientOverrides({
  host: serverHost || undefined,
  headers:
    serverHost && serverHost !== browserHost ? { 'X-Forwarded-Host': browserHost } : undefined,
  timeout: 4_000,
  retryLimit: 1,
});
