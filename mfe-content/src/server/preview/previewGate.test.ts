import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PreviewSettings } from '../rendererSettings';
import { isValidPreviewCookie, isValidPreviewPass } from './previewCookie';
import { handlePreviewEnter, handlePreviewExit, siteAddress } from './previewGate';

const ON: PreviewSettings = {
  enabled: true,
  secret: 'the-right-preview-secret',
  token: 'preview-token',
  host: 'preview.example',
};

let server: Server;
let base: string;
let settings = ON;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url?.startsWith('/_preview/exit')) handlePreviewExit(request, response);
    else handlePreviewEnter(request, response, settings);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  settings = ON;
});

const enter = (address: string, language = 'en', frame?: string) =>
  fetch(`${base}/_preview/enter`, {
    redirect: 'manual',
    headers: {
      'X-Site-Address': address,
      'X-Site-Language': language,
      ...(frame ? { 'X-Site-Frame': frame } : {}),
    },
  });

describe('entering preview', () => {
  it('with the right secret: the signed cookie, and the same address without the secret', async () => {
    const response = await enter('/ka/blog/a-post?preview=the-right-preview-secret&page=2', 'ka');
    expect(response.status).toBe(303);
    // The language path the link named, so the editor sees the page in that language.
    expect(response.headers.get('location')).toBe('/ka/blog/a-post?page=2');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^site_preview=[^;]+; Path=\/; Max-Age=14400; HttpOnly; SameSite=Lax$/);
    const value = /^site_preview=([^;]+)/.exec(cookie)?.[1];
    expect(isValidPreviewCookie(value, ON.secret)).toBe(true);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('in a frame of the editors’ app: a cookie the frame can keep (SameSite=None, Partitioned)', async () => {
    const response = await enter(
      '/en/projects/a-project?preview=the-right-preview-secret',
      'en',
      'iframe',
    );
    expect(response.status).toBe(303);
    // And the frame's pass in the address, for a browser that keeps no cookie there.
    const location = response.headers.get('location') ?? '';
    const pass = /^\/en\/projects\/a-project\?preview_pass=([^&]+)$/.exec(location)?.[1];
    expect(isValidPreviewPass(pass, ON.secret)).toBe(true);
    expect(location).not.toContain(ON.secret);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(
      /^site_preview=[^;]+; Path=\/; Max-Age=14400; HttpOnly; SameSite=None; Secure; Partitioned$/,
    );
    expect(isValidPreviewCookie(/^site_preview=([^;]+)/.exec(cookie)?.[1], ON.secret)).toBe(true);
  });

  it('with a wrong secret: 401, a page in the visitor’s language, and no cookie', async () => {
    for (const [language, heading, home] of [
      ['en', 'Preview could not be opened', 'Go to the home page'],
      ['ka', 'გადახედვა ვერ გაიხსნა', 'მთავარ გვერდზე დაბრუნება'],
    ] as const) {
      const response = await enter(`/${language}/blog?preview=the-wrong-preview-secret`, language);
      expect(response.status).toBe(401);
      expect(response.headers.get('set-cookie')).toBeNull();
      const html = await response.text();
      expect(html).toContain(`<html lang="${language}">`);
      expect(html).toContain(`<h1>${heading}</h1>`);
      // Home in the same language, on its language path.
      expect(html).toContain(`<a href="/${language}/">${home}</a>`);
      expect(html).not.toContain('<script');
    }
    expect((await enter('/blog?preview=')).status).toBe(401);
  });

  it('with preview off: 404 whatever the secret, so the entry serves the page as usual', async () => {
    settings = { ...ON, enabled: false };
    const response = await enter('/blog?preview=the-right-preview-secret');
    expect(response.status).toBe(404);
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});

describe('ending preview', () => {
  it('clears the cookie and returns to the page the editor was on', async () => {
    const response = await fetch(`${base}/_preview/exit`, {
      redirect: 'manual',
      headers: { Referer: 'https://site.example/ka/projects?page=2' },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/ka/projects?page=2');
    expect(response.headers.get('set-cookie')).toMatch(/^site_preview=; Path=\/; Max-Age=0;/);
    // The frame's partitioned cookie too.
    expect(response.headers.getSetCookie()).toHaveLength(2);
    expect(response.headers.getSetCookie()[1]).toMatch(/^site_preview=; .*; Partitioned$/);
  });

  it('never sends anyone to another site', () => {
    expect(siteAddress('https://evil.example//evil.example/x')).toBe('/evil.example/x');
    expect(siteAddress('//evil.example/x')).toBe('/x');
    for (const address of ['/\\evil.example', '/\\/evil.example/x', '///evil.example']) {
      expect(siteAddress(address)).not.toMatch(/^\/[/\\]/);
    }
    expect(siteAddress(undefined)).toBe('/');
    expect(siteAddress('/en/projects?preview_pass=1.x&page=2')).toBe('/en/projects?page=2');
    expect(siteAddress('not a url at all')).toMatch(/^\//);
  });
});
