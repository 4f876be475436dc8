import { createServer, type Server, type ServerResponse } from 'node:http';
import { expect, test, type BrowserContext, type FrameLocator, type Page } from '@playwright/test';
import { EDITOR_APP_URLS, SITE_URL } from '../support/ports';
import { fromPreviewApi } from '../support/previewApi';

// Issue 52, finding 7: a preview page in the editors' app's frame takes the live-preview messages
// of that app alone (mfe-content/src/live-preview/editorMessages.ts). Contentful's SDK checks only
// what a message says it is, so any window that holds a reference to the frame could otherwise
// post the app's messages: here another site's page opens the editors' app (as any page can open
// app.contentful.com), keeps the window, and posts to the frame in it.
//
// Both stand-ins are real servers on the loopback, started by each test and stopped after it
// (answered by the browser context instead, Chromium's local-network checks refuse a frame of
// localhost inside them). The editors' app listens on one of the origins the site lets frame its
// previews (EDITOR_APP_URLS, playwright.config.ts): another one than live-preview.spec.ts's
// stand-in in the same worker, which may still be listening between that file's tests. The other
// site listens on a port the system picks, so the tests may run in any worker, at any time.

// The local stand-ins' secret (LOCAL_PREVIEW in platform/src/config/runtimeVariables.ts), as in
// live-preview.spec.ts.
const SECRET = process.env.PREVIEW_SECRET || 'local-preview-secret-for-the-offline-stand-ins';
const DRAFT_PROJECT = {
  path: '/projects/draft-project-not-published',
  en: 'Draft project (not published)',
};
const EDITOR_SOURCE = 'live-preview-editor';
const SITE_ORIGIN = new URL(SITE_URL).origin;
const parallelIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
/** This worker's editors' app: half the list away from live-preview.spec.ts's (EDITOR_APP_URL). */
const EDITOR_APP_URL =
  EDITOR_APP_URLS[(parallelIndex + EDITOR_APP_URLS.length / 2) % EDITOR_APP_URLS.length] ?? '';

interface SdkMessage {
  method?: string;
  [key: string]: unknown;
}

/** What the editors' app stand-in keeps: what the page in its frame sent it. */
type EditorsAppWindow = Window & { sdkMessages?: SdkMessage[] };
/** What the other site's page keeps: the editors' app it opened. */
type ElsewhereWindow = Window & { editorsApp?: Window | null };
/** What the preview page records from its first script on (see recordInPreview). */
type PreviewWindow = Window & {
  previewRecords?: { received: { origin: string; method: unknown }[]; titles: string[] };
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const html = (body: string) => (_request: unknown, response: ServerResponse) =>
  response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(body);

/** The editors' app and the other site, each a server of its own; `elsewhere` is the latter's origin. */
async function serveStandIns(): Promise<{ elsewhere: string; stop: () => Promise<void> }> {
  // The editors' app: a page with one frame, whose address the test gives (`?src=`), which
  // records what the page in the frame sends it (before the frame loads).
  const editorsApp = createServer((request, response) => {
    const src = new URL(request.url ?? '/', EDITOR_APP_URL).searchParams.get('src') ?? '';
    html(
      `<!doctype html><html lang="en"><title>Editors' app</title><script>` +
        `window.sdkMessages = [];` +
        `addEventListener('message', (event) => {` +
        `  if (event.data && event.data.source === 'live-preview-sdk') window.sdkMessages.push(event.data);` +
        `});</script>` +
        `<iframe id="preview" title="Live preview" src="${escapeHtml(src)}" width="1200" height="850"></iframe></html>`,
    )(request, response);
  });
  // The other site: a button that opens the editors' app (`?app=`) and keeps its window.
  const elsewhere = createServer(
    html(
      `<!doctype html><html lang="en"><title>Another site</title>` +
        `<button type="button">Open the editors’ app</button><script>` +
        `document.querySelector('button').addEventListener('click', () => {` +
        `  window.editorsApp = window.open(new URLSearchParams(location.search).get('app'));` +
        `});</script></html>`,
    ),
  );
  const { port, hostname } = new URL(EDITOR_APP_URL);
  await new Promise<void>((resolve) => editorsApp.listen(Number(port), hostname, resolve));
  await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
  const close = (server: Server) =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return {
    // localhost (which the browser resolves, playwright.config.ts), another port than the site's:
    // neither the site's origin nor one that PREVIEW_FRAME_ORIGINS names.
    elsewhere: `http://localhost:${(elsewhere.address() as { port: number }).port}`,
    stop: async () => {
      await close(editorsApp);
      await close(elsewhere);
    },
  };
}

let standIns: Awaited<ReturnType<typeof serveStandIns>>;
test.beforeEach(async () => {
  standIns = await serveStandIns();
});
test.afterEach(() => standIns.stop());

/**
 * In the preview page, from before its own scripts run: every message it receives (so a test
 * knows the other site's message arrived), and every text its heading has shown (so a change
 * that showed for a moment is caught too).
 */
async function recordInPreview(context: BrowserContext) {
  await context.addInitScript((siteOrigin: string) => {
    if (window === window.top || window.location.origin !== siteOrigin) return;
    const records = {
      received: [] as { origin: string; method: unknown }[],
      titles: [] as string[],
    };
    (window as PreviewWindow).previewRecords = records;
    window.addEventListener(
      'message',
      (event: MessageEvent<unknown>) => {
        const data = event.data as { method?: unknown } | null;
        records.received.push({ origin: event.origin, method: data?.method });
      },
      { capture: true },
    );
    new MutationObserver(() => {
      const text = document.querySelector('h1')?.textContent ?? '';
      if (text && records.titles.at(-1) !== text) records.titles.push(text);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, SITE_ORIGIN);
}

/**
 * On `page`, the other site's page opens the editors' app with the draft in its frame, and keeps
 * its window. Returns the editors' app's page and the frame.
 */
async function openFromElsewhere(page: Page) {
  await recordInPreview(page.context());
  // The content preview URL on the English path (docs/operations.md#editor-preview).
  const preview = `${SITE_URL}/en${DRAFT_PROJECT.path}?preview=${SECRET}`;
  const app = `${EDITOR_APP_URL}/?src=${encodeURIComponent(preview)}`;
  await page.goto(`${standIns.elsewhere}/?app=${encodeURIComponent(app)}`);
  const [editorsApp] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Open the editors’ app' }).click(),
  ]);
  const frame = editorsApp.frameLocator('#preview');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(DRAFT_PROJECT.en);
  return { editorsApp, frame };
}

const sent = (editorsApp: Page, method: string) =>
  editorsApp.evaluate(
    (wanted) => ((window as EditorsAppWindow).sdkMessages ?? []).filter((m) => m.method === wanted),
    method,
  );

const records = (frame: FrameLocator) =>
  frame
    .locator('html')
    .evaluate(() => (window as PreviewWindow).previewRecords ?? { received: [], titles: [] });

/** A message of the editors' app to the page in its frame. */
const tellFrameFromApp = (editorsApp: Page, message: Record<string, unknown>) =>
  editorsApp.evaluate(
    ({ message, origin }) => {
      const frame = document.querySelector<HTMLIFrameElement>('#preview');
      frame?.contentWindow?.postMessage(message, origin);
    },
    { message: { source: EDITOR_SOURCE, ...message }, origin: SITE_ORIGIN },
  );

/**
 * The same message from the other site's page, to the frame of the editors' app it opened (a
 * window's frames are reachable from any origin), once it has reached the preview page and the
 * page has had the time to draw whatever it changed.
 */
async function tellFrameFromElsewhere(
  elsewhere: Page,
  frame: FrameLocator,
  message: Record<string, unknown>,
) {
  const before = (await records(frame)).received.length;
  await elsewhere.evaluate(
    ({ message, origin }) => {
      (window as ElsewhereWindow).editorsApp?.frames[0]?.postMessage(message, origin);
    },
    { message: { source: EDITOR_SOURCE, ...message }, origin: SITE_ORIGIN },
  );
  await expect
    .poll(async () => (await records(frame)).received.slice(before))
    .toContainEqual({ origin: standIns.elsewhere, method: message.method });
  // The query cache tells the page on a timer, and React draws at once: well within this.
  await frame.locator('html').evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
}

/** The subscription the page made for `entryId`, once it has. */
async function subscriptionOf(editorsApp: Page, entryId: string) {
  const find = async () =>
    (await sent(editorsApp, 'SUBSCRIBED')).find(
      (message) => message.locale === 'en-US' && String(message.config).includes(`"${entryId}"`),
    );
  await expect.poll(find).toBeTruthy();
  return (await find())?.id;
}

test('another site’s window that holds the frame cannot change the draft; the editors’ app can', async ({
  page,
}) => {
  const { editorsApp, frame } = await openFromElsewhere(page);
  const title = frame.getByRole('heading', { level: 1 });
  const entryId = (await title.getAttribute('data-contentful-entry-id')) ?? '';
  expect(entryId).toBeTruthy();
  const subscriptionId = await subscriptionOf(editorsApp, entryId);
  const [entry] = await fromPreviewApi(page, `entries?sys.id=${entryId}`);
  expect(entry).toBeTruthy();
  const update = (text: string) => ({
    method: 'ENTRY_UPDATED',
    data: { ...entry, fields: { ...entry?.fields, title: text } },
    subscriptionId,
  });

  // The other site posts the app's very message: it reaches the page, and changes nothing.
  await tellFrameFromElsewhere(page, frame, update('Written by another site'));
  await expect(title).toHaveText(DRAFT_PROJECT.en);

  // The same message from the editors' app that frames the page changes it, without a reload.
  await tellFrameFromApp(editorsApp, update('Typed in the editors’ app'));
  await expect(title).toHaveText('Typed in the editors’ app');
  // Every text the heading showed: the other site's title never, not even for a moment.
  const { titles } = await records(frame);
  expect(titles).toContain(DRAFT_PROJECT.en);
  expect(titles).not.toContain('Written by another site');
});

test('another site’s window cannot turn inspector mode on; the editors’ app can', async ({
  page,
}) => {
  const { editorsApp, frame } = await openFromElsewhere(page);
  const title = frame.getByRole('heading', { level: 1 });
  const entryId = (await title.getAttribute('data-contentful-entry-id')) ?? '';
  await expect.poll(async () => (await sent(editorsApp, 'CONNECTED')).length).toBeGreaterThan(0);
  const inspector = {
    method: 'INSPECTOR_MODE_CHANGED',
    action: 'INSPECTOR_MODE_CHANGED',
    isInspectorActive: true,
  };

  // Turned on by the other site: the SDK shows the app nothing, and a click leads nowhere.
  await tellFrameFromElsewhere(page, frame, inspector);
  await title.click();
  await frame.locator('html').evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(await sent(editorsApp, 'TAGGED_ELEMENTS')).toEqual([]);
  expect(await sent(editorsApp, 'TAGGED_FIELD_CLICKED')).toEqual([]);

  // Turned on by the app: a click on the title leads to its field.
  await tellFrameFromApp(editorsApp, inspector);
  await expect
    .poll(async () => (await sent(editorsApp, 'TAGGED_ELEMENTS')).length, { timeout: 10_000 })
    .toBeGreaterThan(0);
  await title.click();
  await expect
    .poll(async () => (await sent(editorsApp, 'TAGGED_FIELD_CLICKED')).at(-1))
    .toMatchObject({ entryId, fieldId: 'title', locale: 'en-US' });
});
