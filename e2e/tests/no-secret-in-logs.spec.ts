import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createHmac, randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { LOCAL_PREVIEW } from '../../platform/src/config/runtimeVariables';
import { previewPorts } from '../../tooling/previewPorts';
import { type ContentServiceMode, startContentProxy } from '../support/contentProxy';
import { startSite } from '../support/degradedSite';
import { PORTS, SITE_OFFSETS } from '../support/ports';

// Issue 52: no preview secret, frame's pass or visitor's query in any log line, nginx's error log
// included (docs/operations.md#logs-and-request-ids). A site of its own, each of whose hops (the
// entry to the company and content remotes, the content server to its renderer, the contact
// server to its form server) passes through a stand-in that the test stops and hangs in turn;
// every request carries a secret, a pass or a typed word; then every line the site's processes
// wrote is read.

const offset = SITE_OFFSETS.logsWhileHopsFail;
const ports = previewPorts(PORTS.entry + offset);
const logFile = path.join(
  __dirname,
  '..',
  'test-results',
  'sites',
  `logs-while-hops-fail-${offset}.log`,
);
const SECRET = LOCAL_PREVIEW.secret;

/** A pass signed as the renderer signs one, valid for an hour. */
function validPass(): string {
  const expires = Math.floor(Date.now() / 1000) + 3600;
  const mac = createHmac('sha256', SECRET).update(`preview-pass:${expires}`).digest('base64url');
  return `${expires}.${mac}`;
}

test('no secret, pass or typed word reaches any log while each hop is down or hung', async () => {
  test.setTimeout(180_000);
  rmSync(logFile, { force: true });
  // Each hop through a stand-in the test controls.
  const hops = {
    company: await startContentProxy(ports.company),
    content: await startContentProxy(ports.content),
    renderer: await startContentProxy(ports.contentRenderer),
    formServer: await startContentProxy(ports.formServer),
  };
  const portOf = (host: string) => host.split(':')[1] ?? '';
  const site = await startSite({
    offset,
    logFile,
    serverEnv: {
      entry: {
        COMPANY_UPSTREAM: hops.company.host,
        CONTENT_UPSTREAM: hops.content.host,
      },
      content: { RENDERER_PORT: portOf(hops.renderer.host) },
      contact: { FORM_SERVER_PORT: portOf(hops.formServer.host) },
    },
  });
  const typed = `typed-${randomBytes(6).toString('hex')}`;
  const pass = validPass();
  const marks = [SECRET, pass, typed];
  const visit = (address: string, init: RequestInit = {}) =>
    fetch(`${site.url}${address}`, {
      redirect: 'manual',
      signal: AbortSignal.timeout(20_000),
      ...init,
      headers: { Referer: `${site.url}/?from=${typed}`, ...init.headers },
    }).then(
      (answer) => answer.text(),
      () => '',
    );
  const form = {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: `name=Nino&email=nino%40example.com&message=${typed}`,
  };
  const everyRequest = () =>
    Promise.all([
      // Pages on their language paths, which go on to every hop.
      visit(`/en/blog?preview=${SECRET}`),
      visit(`/ka/projects?preview_pass=${pass}`),
      visit(`/en/?q=${typed}`),
      visit(`/ka/about?preview_pass=${pass}`, { headers: { Cookie: `site_preview=${pass}` } }),
      visit(`/en/blog/a-post?q=${typed}`),
      visit(`/en/contact?q=${typed}`, form),
      // Addresses without a language and old ?lang= ones, which the entry answers with a redirect
      // that carries the query on.
      visit(`/blog?preview=${SECRET}&lang=en`),
      visit(`/projects?preview_pass=${pass}`),
      visit(`/contact?lang=en&q=${typed}`, form),
    ]);
  try {
    for (const [name, hop] of Object.entries(hops)) {
      for (const mode of ['refusing', 'hung'] as ContentServiceMode[]) {
        await hop.become(mode);
        await everyRequest();
        await hop.become('up');
      }
      test.info().annotations.push({ type: 'hop', description: `${name}: down, then hung` });
    }
  } finally {
    await site.stop();
    await Promise.all(Object.values(hops).map((hop) => hop.stop()));
  }
  const logged = readFileSync(logFile, 'utf8');
  // The failures are in the log, naming the pages (so the log is really read, and not silenced).
  expect(logged).toMatch(/connect\(\) failed .*request: "GET \/en\/blog HTTP\/1\.1"/);
  expect(logged).toMatch(/upstream timed out .*request: "GET \/ka\/projects HTTP\/1\.1"/);
  expect(logged).toMatch(/request: "POST \/(en\/|_form\/)?contact HTTP\/1\.1"/);
  for (const mark of marks) expect(logged).not.toContain(mark);
});
