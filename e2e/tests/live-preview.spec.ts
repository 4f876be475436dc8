import { createServer, type Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { EDITOR_APP_URL, SITE_URL } from '../support/ports';
import { fromPreviewApi } from '../support/previewApi';

// Issue 49: Contentful's Live preview. The editors' app (here a stand-in on another site,
// EDITOR_APP_URL, that the site under test lets frame its previews) opens the preview URL in a
// frame beside the entry and talks to the page with the messages of Contentful's live-preview SDK:
// the page follows the editor's unsaved changes, and in inspector mode a click on a tagged element
// leads to its field. Visitors' pages are framed by no one and carry none of it.

const SECRET = process.env.PREVIEW_SECRET || 'local-preview-secret-for-the-offline-stand-ins';
const DRAFT_PROJECT = {
  path: '/projects/draft-project-not-published',
  en: 'Draft project (not published)',
};
const DRAFT_POST = {
  path: '/blog/draft-post-not-published',
  ka: 'პოსტის მონახაზი (გამოუქვეყნებელი)',
};
const EDITOR_SOURCE = 'live-preview-editor';
const SITE_ORIGIN = new URL(SITE_URL).origin;

interface SdkMessage {
  method: string;
  [key: string]: unknown;
}

declare global {
  interface Window {
    /** What the page in the frame sent the editors' app (the stand-in records it). */
    sdkMessages?: SdkMessage[];
  }
}

let editorApp: Server;

// One stand-in editors' app for the file, on this worker's port (support/ports.ts): its tests run one
// after another in one worker, which starts it once.
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  // The editors' app: a page with one frame, whose address the test gives (`?src=`).
  editorApp = createServer((request, response) => {
    const src = new URL(request.url ?? '/', EDITOR_APP_URL).searchParams.get('src') ?? '';
    const escaped = src.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><title>Editors' app</title>` +
        `<iframe id="preview" title="Live preview" src="${escaped}" width="1200" height="850"></iframe></html>`,
    );
  });
  const { port, hostname } = new URL(EDITOR_APP_URL);
  await new Promise<void>((resolve) => editorApp.listen(Number(port), hostname, resolve));
});

test.afterAll(() => new Promise((resolve) => editorApp.close(resolve)));

/** Opens the editors' app with `address` in its frame, recording what the page sends it. */
async function openInEditorApp(page: Page, address: string) {
  await page.addInitScript(() => {
    if (window !== window.top) return;
    window.sdkMessages = [];
    window.addEventListener('message', (event: MessageEvent<unknown>) => {
      const data = event.data as { source?: string; method?: string } | null;
      if (data?.source === 'live-preview-sdk') window.sdkMessages?.push(data as SdkMessage);
    });
  });
  await page.goto(`${EDITOR_APP_URL}/?src=${encodeURIComponent(address)}`);
  return page.frameLocator('#preview');
}

const sent = (page: Page, method: string) =>
  page.evaluate((wanted) => (window.sdkMessages ?? []).filter((m) => m.method === wanted), method);

/** The subscription the page made for `entryId` in `locale`, once it has. */
async function subscriptionOf(page: Page, entryId: string, locale: string) {
  const find = async () =>
    (await sent(page, 'SUBSCRIBED')).find(
      (message) => message.locale === locale && String(message.config).includes(`"${entryId}"`),
    );
  await expect.poll(find).toBeTruthy();
  return (await find())?.id;
}

/** A message of the editors' app to the page in its frame. */
const tellFrame = (page: Page, message: Record<string, unknown>) =>
  page.evaluate(
    ({ message, origin }) => {
      const frame = document.querySelector<HTMLIFrameElement>('#preview');
      frame?.contentWindow?.postMessage(message, origin);
    },
    { message: { source: EDITOR_SOURCE, ...message }, origin: SITE_ORIGIN },
  );

test('framed by the editors’ app, a draft follows the editor’s typing and leads to its fields', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // The content preview URL on the English path (docs/operations.md#editor-preview).
  const frame = await openInEditorApp(
    page,
    `${SITE_URL}/en${DRAFT_PROJECT.path}?preview=${SECRET}`,
  );
  // In preview inside the frame (its cookie is a third party's: SameSite=None, Partitioned).
  const title = frame.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(DRAFT_PROJECT.en);
  await expect(frame.getByText('Preview: drafts shown')).toBeVisible();
  const entryId = await title.getAttribute('data-contentful-entry-id');
  expect(entryId).toBeTruthy();
  await expect(title).toHaveAttribute('data-contentful-field-id', 'title');
  await expect(title).toHaveAttribute('data-contentful-locale', 'en-US');

  // The SDK connected to the app and subscribed to the entry.
  await expect.poll(async () => (await sent(page, 'CONNECTED')).length).toBeGreaterThan(0);
  await expect
    .poll(async () =>
      (await sent(page, 'SUBSCRIBED')).find(
        (message) => message.locale === 'en-US' && String(message.config).includes(`"${entryId}"`),
      ),
    )
    .toBeTruthy();
  const subscription = (await sent(page, 'SUBSCRIBED')).find(
    (message) => message.locale === 'en-US' && String(message.config).includes(`"${entryId}"`),
  );

  // The editor types: the app sends the entry as it is now, unsaved. No reload.
  await frame.locator('html').evaluate((html) => html.setAttribute('data-before-update', ''));
  // The draft has no picture; the editor picks one, which the app sends resolved, as the SDK's
  // data has its links.
  const [entry] = await fromPreviewApi(page, `entries?sys.id=${entryId}`);
  const [picture] = await fromPreviewApi(page, 'assets?limit=1');
  expect(entry && picture).toBeTruthy();
  await tellFrame(page, {
    method: 'ENTRY_UPDATED',
    data: {
      ...entry,
      fields: { ...entry?.fields, title: 'Typed, not yet saved', featuredImage: picture },
    },
    subscriptionId: subscription?.id,
  });
  await expect(title).toHaveText('Typed, not yet saved');
  const file = (picture?.fields.file as { url: string }).url.split('/').at(-1) ?? '';
  await expect(
    frame.locator(
      `[data-contentful-entry-id="${entryId}"][data-contentful-field-id="featuredImage"] img`,
    ),
  ).toHaveAttribute('src', new RegExp(file.replace(/[.]/g, '\\.')));
  await expect(frame.locator('html')).toHaveAttribute('data-before-update', '');

  // Inspector mode on: a click on the title leads to the entry's field in the app.
  await tellFrame(page, {
    method: 'INSPECTOR_MODE_CHANGED',
    action: 'INSPECTOR_MODE_CHANGED',
    isInspectorActive: true,
  });
  await expect
    .poll(async () => (await sent(page, 'TAGGED_ELEMENTS')).length, { timeout: 10_000 })
    .toBeGreaterThan(0);
  await title.click();
  await expect
    .poll(async () => (await sent(page, 'TAGGED_FIELD_CLICKED')).at(-1))
    .toMatchObject({ entryId, fieldId: 'title', locale: 'en-US' });
  // Hydrated as the server drew it, and every message went to the app's window alone.
  expect(errors).toEqual([]);
});

test('in Georgian, a draft post follows the editor’s title and rich text in the ka locale', async ({
  page,
}) => {
  const frame = await openInEditorApp(page, `${SITE_URL}/ka${DRAFT_POST.path}?preview=${SECRET}`);
  const title = frame.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(DRAFT_POST.ka);
  await expect(title).toHaveAttribute('data-contentful-locale', 'ka');
  const entryId = (await title.getAttribute('data-contentful-entry-id')) ?? '';
  const subscriptionId = await subscriptionOf(page, entryId, 'ka');
  const [entry] = await fromPreviewApi(page, `entries?sys.id=${entryId}`, 'ka');
  const paragraph = (value: string) => ({
    nodeType: 'paragraph',
    data: {},
    content: [{ nodeType: 'text', value, marks: [], data: {} }],
  });
  await tellFrame(page, {
    method: 'ENTRY_UPDATED',
    data: {
      ...entry,
      fields: {
        ...entry?.fields,
        title: 'ახალი სათაური',
        content: { nodeType: 'document', data: {}, content: [paragraph('ახალი აბზაცი')] },
      },
    },
    subscriptionId,
  });
  await expect(title).toHaveText('ახალი სათაური');
  await expect(frame.locator('[data-contentful-field-id="content"]')).toHaveText('ახალი აბზაცი');
});

test('Home’s featured projects follow the editor’s change of a project', async ({ page }) => {
  const frame = await openInEditorApp(page, `${SITE_URL}/en/?preview=${SECRET}`);
  // The widget starts at once in preview, wherever it is on the page. A project card's title is
  // the text inside its heading (ProjectCard.tsx).
  const card = frame.locator('span[data-contentful-field-id="title"]').first();
  await expect(card).toBeAttached();
  const entryId = (await card.getAttribute('data-contentful-entry-id')) ?? '';
  const subscriptionId = await subscriptionOf(page, entryId, 'en-US');
  const [entry] = await fromPreviewApi(page, `entries?sys.id=${entryId}`);
  await tellFrame(page, {
    method: 'ENTRY_UPDATED',
    data: { ...entry, fields: { ...entry?.fields, title: 'Renamed on Home' } },
    subscriptionId,
  });
  await expect(
    frame.locator(`[data-contentful-entry-id="${entryId}"][data-contentful-field-id="title"]`),
  ).toHaveText(['Renamed on Home']);
});

test('a frame whose browser keeps no cookie is in preview by the pass in its address', async ({
  page,
  context,
  playwright,
}) => {
  // The preview link opened in a frame: the redirect's address carries the frame's pass, a signed
  // expiry (its form, and that it is never the secret: e2e/site-checks/preview.test.ts). Asked
  // apart from the browser, which then has no cookie at all.
  const apart = await playwright.request.newContext();
  const enter = await apart.get(`${SITE_URL}/en${DRAFT_PROJECT.path}?preview=${SECRET}`, {
    maxRedirects: 0,
    headers: { 'Sec-Fetch-Dest': 'iframe' },
  });
  await apart.dispose();
  const location = enter.headers().location ?? '';
  expect(location).toContain('preview_pass=');
  await context.clearCookies();

  const frame = await openInEditorApp(page, `${SITE_URL}${location}`);
  const title = frame.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(DRAFT_PROJECT.en);
  await expect(frame.getByText('Preview: drafts shown')).toBeVisible();
  expect(await context.cookies()).toEqual([]);
  // Its content requests carry the pass: the SDK gets the entry, and the editor's change shows.
  const entryId = (await title.getAttribute('data-contentful-entry-id')) ?? '';
  await expect
    .poll(async () =>
      (await sent(page, 'SUBSCRIBED')).find((message) =>
        String(message.config).includes(`"${entryId}"`),
      ),
    )
    .toBeTruthy();
  const subscription = (await sent(page, 'SUBSCRIBED')).find((message) =>
    String(message.config).includes(`"${entryId}"`),
  );
  const [entry] = await fromPreviewApi(page, `entries?sys.id=${entryId}`);
  await tellFrame(page, {
    method: 'ENTRY_UPDATED',
    data: { ...entry, fields: { ...entry?.fields, title: 'Typed without a cookie' } },
    subscriptionId: subscription?.id,
  });
  await expect(title).toHaveText('Typed without a cookie');
  // A pass the site did not sign shows visitors nothing: e2e/site-checks/preview.test.ts.
});

test('a visitor’s page refuses the frame, and carries no tag and no live-preview code', async ({
  page,
  browser,
}) => {
  // The app's page has loaded once its frame has (refused or not).
  // The page's headers refuse every frame, and its HTML has no tag (e2e/site-checks/preview.test.ts).
  const frame = await openInEditorApp(page, `${SITE_URL}/en/projects`);
  // The browser refused to show it: the frame holds no page of the site.
  await expect(frame.locator('h1')).toHaveCount(0);
  expect(
    page
      .frames()
      .find((each) => each !== page.mainFrame())
      ?.url(),
  ).not.toContain(SITE_URL);

  // Used as a visitor uses it (the page's scripts started): no tag, no live-preview chunk.
  const context = await browser.newContext();
  const visitor = await context.newPage();
  const scripts: string[] = [];
  visitor.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await visitor.goto(`${SITE_URL}/en/projects`);
  // A tap inside the page region starts its scripts.
  await visitor.locator('main h1').click();
  await expect.poll(() => scripts.some((url) => url.includes('/mfe/content/'))).toBe(true);
  await visitor.waitForLoadState('networkidle');
  expect(scripts.filter((url) => url.includes('live-preview'))).toEqual([]);
  expect(await visitor.locator('[data-contentful-entry-id]').count()).toBe(0);
  await context.close();
});
