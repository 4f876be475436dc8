// Webhook delivery (docs/architecture.md#local-content-service): every configured URL is
// called, unsigned without CONTENT_WEBHOOK_SECRET, and a 5xx answer is retried like Contentful
// retries. The export edited is a temporary copy of the sample's JSON, never data/ itself.
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SAMPLE_EXPORT_FILE, type ExportData } from './contentSample.ts';
import { startContentServer, type RunningServer } from './contentServer.ts';
import { startReceiver, type Receiver } from './webhookReceiver.ts';

let folder: string;
let exportFile: string;
let server: RunningServer;
let healthy: Receiver;
let failing: Receiver;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'content-webhooks-'));
  exportFile = path.join(folder, 'export.json');
  copyFileSync(SAMPLE_EXPORT_FILE, exportFile);
  healthy = await startReceiver('/healthy');
  failing = await startReceiver('/failing', [503]);
  server = await startContentServer({
    CONTENT_EXPORT_FILE: exportFile,
    LOCAL_WEBHOOK_URL: `${healthy.url}, ${failing.url}`,
    CONTENT_WEBHOOK_SECRET: '',
  });
});

afterAll(async () => {
  await server.stop();
  await Promise.all([healthy.close(), failing.close()]);
  rmSync(folder, { recursive: true, force: true });
});

test('every URL is called, unsigned without a secret, and a 503 is retried', async () => {
  const data = JSON.parse(readFileSync(exportFile, 'utf8')) as ExportData;
  const asset = data.assets[0]!;
  asset.fields.title = { ...asset.fields.title, 'en-US': 'Renamed picture' };
  writeFileSync(exportFile, JSON.stringify(data));

  const [call] = await healthy.waitForCalls(1, 1500);
  expect(call!.path).toBe('/healthy');
  expect(call!.headers['x-contentful-topic']).toBe('ContentManagement.Asset.publish');
  expect(call!.headers).not.toHaveProperty('x-contentful-signature');
  const body = JSON.parse(call!.body);
  expect(body.sys).toMatchObject({ type: 'Asset', id: asset.sys.id });
  expect(body.fields.title['en-US']).toBe('Renamed picture');

  // The first attempt is answered 503; the retry follows after a second.
  const [first, retry] = await failing.waitForCalls(2, 3000);
  expect(retry!.body).toBe(first!.body);
  expect(retry!.headers['x-contentful-topic']).toBe('ContentManagement.Asset.publish');
});

test('a signing secret Contentful could not have stops the start-up', async () => {
  await expect(
    startContentServer({ CONTENT_EXPORT_FILE: exportFile, CONTENT_WEBHOOK_SECRET: 'short' }),
  ).rejects.toThrow(/CONTENT_WEBHOOK_SECRET must be 64 characters/);
});
