// The content renderer: `node dist-server/server.cjs`, next to the content container's nginx,
// which caches what it answers (remote.conf: the renderer's pages). It renders this remote's pages
// and widget regions on request, from the content service, in the language the entry asks for.
import './environment';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { isLanguage, LANGUAGES, type Language } from '@site/shared/language';
import { ContentUnavailable } from './contentFailureScope';
import { renderContentPage, renderContentWidget, type RenderedResponse } from './renderContent';

const PORT = Number(process.env.RENDERER_PORT ?? 8081);
const HOST = process.env.RENDERER_HOST ?? '127.0.0.1';
// Longer than any visitor waits (the entry gives up after a second and serves the client page):
// this bounds a render that refreshes the cache in the background.
const RENDER_TIMEOUT_MS = Number(process.env.RENDER_TIMEOUT_MS ?? 10_000);

function languageOf(value: string | string[] | undefined): Language {
  return isLanguage(value) ? value : (LANGUAGES[0] as Language);
}

/** `/_page/<path>` → the page; `/_region/<language>/<Expose>` → a widget region. */
function route(request: IncomingMessage, signal: AbortSignal): Promise<RenderedResponse | null> {
  const url = new URL(request.url ?? '/', 'http://renderer.invalid');
  if (url.pathname === '/_page' || url.pathname.startsWith('/_page/')) {
    url.pathname = url.pathname.slice('/_page'.length) || '/';
    return renderContentPage(url, languageOf(request.headers['x-site-language']), signal);
  }
  const region = /^\/_region\/([^/]+)\/([^/]+)$/.exec(url.pathname);
  if (region?.[1] && region[2]) {
    return renderContentWidget(region[2], languageOf(region[1]), signal);
  }
  return Promise.resolve(null);
}

function send(
  response: ServerResponse,
  status: number,
  body: string,
  started: number,
  type = 'text/plain; charset=utf-8',
) {
  response.writeHead(status, {
    'Content-Type': type,
    'Server-Timing': `render;dur=${(performance.now() - started).toFixed(1)}`,
  });
  response.end(body);
}

async function handle(request: IncomingMessage, response: ServerResponse) {
  const started = performance.now();
  if (request.url === '/healthz') return send(response, 200, 'ok\n', started);
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return send(response, 405, 'Method not allowed\n', started);
  }
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error('render timed out')),
    RENDER_TIMEOUT_MS,
  );
  let status = 500;
  try {
    const rendered = await route(request, controller.signal);
    status = rendered?.status ?? 404;
    if (rendered) send(response, status, rendered.html, started, 'text/html; charset=utf-8');
    else send(response, status, 'Not found\n', started);
  } catch (error) {
    // 503: nginx keeps serving the last good copy of the page (or the entry the client page);
    // an empty answer must never replace the content in the cache.
    status = error instanceof ContentUnavailable ? 503 : 500;
    console.error(`content renderer: ${request.url} failed`, error);
    send(response, status, 'The page could not be rendered\n', started);
  } finally {
    clearTimeout(timer);
    const ms = (performance.now() - started).toFixed(0);
    console.log(`content renderer: ${status} ${request.url} ${ms} ms`);
  }
}

const server = createServer((request, response) => {
  void handle(request, response);
});
server.listen(PORT, HOST, () => {
  console.log(`content renderer: listening on http://${HOST}:${PORT}`);
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
