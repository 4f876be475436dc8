import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getSiteConfig } from '@site/shared/config';
import type { PreviewSettings } from '../rendererSettings';
import { previewCookieValue, previewPassValue } from './previewCookie';
import { proxyPreviewContent } from './previewContentProxy';

const SETTINGS: PreviewSettings = {
  enabled: true,
  secret: 'the-right-preview-secret',
  token: 'the-preview-token',
  host: 'preview.example',
};

let server: Server;
let base: string;
const sent: { url: string; authorization: string | null }[] = [];
const previewApi: typeof fetch = async (input, init) => {
  const headers = new Headers(init?.headers);
  sent.push({ url: String(input), authorization: headers.get('authorization') });
  return new Response(JSON.stringify({ items: [{ fields: { title: 'A draft' } }] }), {
    status: 200,
    headers: { 'Content-Type': 'application/vnd.contentful.delivery.v1+json' },
  });
};

beforeAll(async () => {
  server = createServer((request, response) => {
    void proxyPreviewContent(request, response, { settings: SETTINGS, fetch: previewApi });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  sent.length = 0;
});

const space = getSiteConfig().content.space;
const entries = `/_preview/content/spaces/${space}/environments/master/entries?content_type=blogPost`;
const inPreview = { Cookie: `site_preview=${previewCookieValue(SETTINGS.secret)}` };

describe('the preview content proxy', () => {
  it('asks the Preview API with its token for an editor in preview, and keeps nothing', async () => {
    const response = await fetch(`${base}${entries}`, { headers: inPreview });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const body = await response.text();
    expect(body).toContain('A draft');
    expect(body).not.toContain(SETTINGS.token);
    expect(sent).toEqual([
      {
        url: `http${getSiteConfig().content.insecure ? '' : 's'}://preview.example/spaces/${space}/environments/master/entries?content_type=blogPost`,
        authorization: 'Bearer the-preview-token',
      },
    ]);
  });

  it('takes a frame’s pass instead of the cookie, for a frame that keeps none', async () => {
    const response = await fetch(`${base}${entries}`, {
      headers: { 'X-Site-Preview-Pass': previewPassValue(SETTINGS.secret) },
    });
    expect(response.status).toBe(200);
    expect(sent).toHaveLength(1);
    const forged = await fetch(`${base}${entries}`, {
      headers: { 'X-Site-Preview-Pass': `9999999999.${'A'.repeat(43)}` },
    });
    expect(forged.status).toBe(401);
    expect(sent).toHaveLength(1);
  });

  it('refuses (401) without a valid cookie and clears one it did not sign', async () => {
    expect((await fetch(`${base}${entries}`)).status).toBe(401);
    const forged = await fetch(`${base}${entries}`, {
      headers: { Cookie: `site_preview=9999999999.${'A'.repeat(43)}` },
    });
    expect(forged.status).toBe(401);
    expect(forged.headers.get('set-cookie')).toMatch(/^site_preview=; Path=\/; Max-Age=0/);
    // Never stored, and no claim that a preview was verified: nginx keys framing and caching on it.
    expect(forged.headers.get('cache-control')).toBe('private, no-store');
    expect(forged.headers.get('x-site-preview')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('previews only this site’s space, and only reads', async () => {
    const other = await fetch(`${base}/_preview/content/spaces/another-space/entries`, {
      headers: inPreview,
    });
    expect(other.status).toBe(404);
    const post = await fetch(`${base}${entries}`, { method: 'POST', headers: inPreview });
    expect(post.status).toBe(405);
    expect(sent).toEqual([]);
  });
});
