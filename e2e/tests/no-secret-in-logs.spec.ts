import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createHmac, randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { LOCAL_PREVIEW } from '../../platform/src/config/runtimeVariables';
import { previewPorts } from '../../tooling/previewPorts';
import {
  type ContentProxy,
  type ContentServiceMode,
  startContentProxy,
} from '../support/contentProxy';
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
  const phase = async (name: string, hop: ContentProxy, mode: ContentServiceMode) => {
    const started = Date.now();
    // The POST the form server took while hung stays unanswered (below); every other hop's held
    // requests are cut as the hop comes back, as before.
    const keepHeld = hop === hops.formServer;
    await hop.become(mode, { keepHeld });
    await everyRequest();
    await hop.become('up', { keepHeld });
    test.info().annotations.push({
      type: 'hop',
      description: `${name} ${mode}: ${((Date.now() - started) / 1000).toFixed(1)} s`,
    });
  };
  let postsHeld: Promise<unknown> | undefined;
  try {
    // The form server hung: nginx waits for its answer to the visitor's POST until it times out
    // (15 s), and logs that. Meanwhile the form server is taken down, and each other hop is taken
    // down and hung in turn, each while its own hop alone fails: the POST the hung form server took
    // stays unanswered on its connection all along.
    await hops.formServer.become('hung');
    postsHeld = everyRequest();
    await expect.poll(() => hops.formServer.holding(), { intervals: [50] }).toBe(1);
    await hops.formServer.become('up', { keepHeld: true });
    await phase('formServer', hops.formServer, 'refusing');
    for (const [name, hop] of Object.entries(hops)) {
      if (hop === hops.formServer) continue;
      for (const mode of ['refusing', 'hung'] as ContentServiceMode[]) await phase(name, hop, mode);
    }
    const held = Date.now();
    await postsHeld;
    // Held until nginx gave up: its time-out, not a cut connection, ended the POST.
    test.info().annotations.push({
      type: 'hop',
      description: `formServer hung: ${((Date.now() - held) / 1000).toFixed(1)} s after the others`,
    });
  } finally {
    await postsHeld?.catch(() => undefined);
    await site.stop();
    await Promise.all(Object.values(hops).map((hop) => hop.stop()));
  }
  const logged = readFileSync(logFile, 'utf8');
  // The failures are in the log, naming the pages (so the log is really read, and not silenced).
  expect(logged).toMatch(/connect\(\) failed .*request: "GET \/en\/blog HTTP\/1\.1"/);
  expect(logged).toMatch(/upstream timed out .*request: "GET \/ka\/projects HTTP\/1\.1"/);
  expect(logged).toMatch(/request: "POST \/(en\/|_form\/)?contact HTTP\/1\.1"/);
  // The hung form server's phase: a time-out for the visitor's POST, logged by whichever nginx's
  // 15 s ran out first, the entry's or the contact container's (their timers start a moment apart).
  expect(logged).toMatch(/upstream timed out .*request: "POST \/(en\/|_form\/)contact HTTP\/1\.1"/);
  for (const mark of marks) expect(logged).not.toContain(mark);
});
