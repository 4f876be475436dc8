/**
 * @jest-environment node
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HAS_BEEN_READY, HEALTH_PORTS, podReadiness, type PodReadinessInput } from './podReadiness';

const UI = '@site/shared/ui';
const SHELL = 'http://shell:8080';

const manifest = (provides: Record<string, string[]>, needs: Record<string, string[]>) => ({
  metaData: { sharedContract: { version: JSON.stringify(provides), provides, needs } },
});
const shellOn = (ui: string[]) => manifest({ [UI]: ui }, {});
const remoteOn = (ui: string[], needs: string[]) => manifest({ [UI]: ui }, { [UI]: needs });

const UI_TODAY = ['Breadcrumb', 'Spinner'];
// This pod's build: company on today's @site/shared, using Breadcrumb.
const THIS_BUILD = remoteOn(UI_TODAY, ['Breadcrumb', 'Spinner']);
const OTHERS = {
  content: remoteOn(UI_TODAY, ['Spinner']),
  contact: remoteOn(UI_TODAY, ['Spinner']),
};

/**
 * What the pod's requests meet: its own servers' /healthz (by port), and the live site behind the
 * shell (by path; the shell's own manifest at /mf-manifest.json). An answer `hang` never settles.
 */
interface World {
  health: Record<string, number | 'hang'>;
  site: Record<string, unknown>;
}

function liveSite(shell: unknown, company: unknown): Record<string, unknown> {
  return {
    '/mf-manifest.json': shell,
    '/mfe/company/mf-manifest.json': company,
    '/mfe/content/mf-manifest.json': OTHERS.content,
    '/mfe/contact/mf-manifest.json': OTHERS.contact,
  };
}

let dirs: string[] = [];
afterEach(() => {
  dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
  dirs = [];
});

/** A new pod of company (a fresh runtime folder) whose servers listen on 8080 and 8082. */
function newPod(build: unknown = THIS_BUILD, folder = 'mfe-company') {
  const root = mkdtempSync(path.join(tmpdir(), 'pod-'));
  dirs.push(root);
  const runtimeDir = path.join(root, 'runtime');
  const siteRoot = path.join(root, 'html');
  mkdirSync(runtimeDir);
  mkdirSync(siteRoot);
  writeFileSync(path.join(runtimeDir, HEALTH_PORTS), '8080 8082\n');
  writeFileSync(path.join(siteRoot, 'mf-manifest.json'), JSON.stringify(build));
  return { runtimeDir, siteRoot, folder };
}

/** One probe of `pod` in `world`; `asked` collects every address the probe requested. */
function probe(
  pod: ReturnType<typeof newPod>,
  world: World,
  options: { deadline?: AbortSignal; asked?: string[]; onHang?: () => void } = {},
) {
  const input: PodReadinessInput = {
    ...pod,
    shell: SHELL,
    deadline: options.deadline ?? new AbortController().signal,
    get: async (url) => {
      options.asked?.push(url);
      const { port, pathname } = new URL(url);
      const answer = url.startsWith(SHELL) ? world.site[pathname] : world.health[port];
      if (answer === 'hang') {
        options.onHang?.();
        // Ignores the deadline on purpose: the check must not wait for it anyway.
        return new Promise<Response>(() => undefined);
      }
      if (answer === undefined) throw new TypeError('fetch failed');
      if (typeof answer === 'number') return new Response('ok', { status: answer });
      return Response.json(answer);
    },
  };
  return podReadiness(input);
}

const HEALTHY = { '8080': 200, '8082': 200 };

describe("a pod's own health", () => {
  it('is ready when every server in it answers /healthz, and marks that it has been ready', async () => {
    const pod = newPod();
    const world: World = { health: HEALTHY, site: liveSite(shellOn(UI_TODAY), THIS_BUILD) };
    expect(await probe(pod, world)).toEqual({ ready: true });
    expect(existsSync(path.join(pod.runtimeDir, HAS_BEEN_READY))).toBe(true);
  });

  it('is not ready while one of its servers fails, whatever the shell says', async () => {
    const world = {
      health: { '8080': 200, '8082': 503 },
      site: liveSite(shellOn(UI_TODAY), THIS_BUILD),
    };
    expect(await probe(newPod(), world)).toEqual({ ready: false, reason: 'unhealthy: 8082: 503' });
  });

  it('is not ready while it is starting (no health-ports yet, or still empty)', async () => {
    const pod = newPod();
    const starting = { ready: false, reason: 'starting: no health-ports yet' };
    writeFileSync(path.join(pod.runtimeDir, HEALTH_PORTS), '');
    expect(await probe(pod, { health: HEALTHY, site: {} })).toEqual(starting);
    rmSync(path.join(pod.runtimeDir, HEALTH_PORTS));
    expect(await probe(pod, { health: HEALTHY, site: {} })).toEqual(starting);
  });

  it('is not ready when its own server hangs past the deadline', async () => {
    const deadline = new AbortController();
    const verdict = probe(
      newPod(),
      { health: { '8080': 200, '8082': 'hang' }, site: liveSite(shellOn(UI_TODAY), THIS_BUILD) },
      // The deadline passes once what answers has answered (the image's deadline: 2 s).
      { deadline: deadline.signal, onHang: () => setImmediate(() => deadline.abort()) },
    );
    expect(await verdict).toEqual({
      ready: false,
      reason: 'unhealthy: 8082: no answer within 2000 ms',
    });
  });

  it('the shell is never asked by the shell itself', async () => {
    const asked: string[] = [];
    const pod = newPod(shellOn(UI_TODAY), 'shell');
    expect(await probe(pod, { health: HEALTHY, site: {} }, { asked })).toEqual({ ready: true });
    expect(asked.filter((url) => url.startsWith(SHELL))).toEqual([]);
  });
});

describe('the first-readiness gate', () => {
  // A company build on a newer @site/shared, using a name today's shell does not have.
  const NEWER = remoteOn([...UI_TODAY, 'acceptanceMark'], ['Spinner', 'acceptanceMark']);

  it('holds back a new build the live shell cannot run while the serving build runs, naming the newer side', async () => {
    const pod = newPod(NEWER);
    const world: World = { health: HEALTHY, site: liveSite(shellOn(UI_TODAY), THIS_BUILD) };
    const verdict = await probe(pod, world);
    expect(verdict).toEqual({
      ready: false,
      reason: `this company build is newer than the live shell: it needs what the shell does not provide yet (${UI} without acceptanceMark): deploy the shell first (the company build serving now runs with this shell: this new pod waits, the serving pods stay)`,
    });
    expect(existsSync(path.join(pod.runtimeDir, HAS_BEEN_READY))).toBe(false);
    // Once the shell that provides it is live, the same pod becomes ready.
    world.site = liveSite(shellOn([...UI_TODAY, 'acceptanceMark']), THIS_BUILD);
    expect(await probe(pod, world)).toEqual({ ready: true });
  });

  it('once ready, stays ready when the shell changes under it, and never asks the shell again', async () => {
    const pod = newPod();
    const world = {
      health: HEALTHY,
      site: liveSite(shellOn(UI_TODAY), remoteOn(UI_TODAY, ['Spinner'])),
    };
    expect(await probe(pod, world)).toEqual({ ready: true });
    // The shell is redeployed without Breadcrumb, which this build uses and the serving one does
    // not: a new pod of this build would be held back (below); this one stays.
    world.site = liveSite(shellOn(['Spinner']), remoteOn(UI_TODAY, ['Spinner']));
    const asked: string[] = [];
    expect(await probe(pod, world, { asked })).toEqual({ ready: true });
    expect(asked.filter((url) => url.startsWith(SHELL))).toEqual([]);
    expect(await probe(newPod(), world)).toMatchObject({ ready: false });
  });

  it('once ready, stays ready when the shell hangs', async () => {
    const pod = newPod();
    const world: World = { health: HEALTHY, site: liveSite(shellOn(UI_TODAY), THIS_BUILD) };
    expect(await probe(pod, world)).toEqual({ ready: true });
    world.site = { '/mf-manifest.json': 'hang' };
    expect(await probe(pod, world)).toEqual({ ready: true });
  });

  it('a hung shell never holds a new pod back beyond the deadline', async () => {
    const deadline = new AbortController();
    const world: World = {
      health: HEALTHY,
      site: { '/mf-manifest.json': 'hang', '/config.js': 'hang' },
    };
    const verdict = await probe(newPod(), world, {
      deadline: deadline.signal,
      onHang: () => setImmediate(() => deadline.abort()),
    });
    expect(verdict).toEqual({
      ready: true,
      note: 'the shell did not answer within 2000 ms: its contract was not checked',
    });
  });

  it('lets a new pod of the build already serving be ready when the shell changed under it (a scale-up, a drain)', async () => {
    const world: World = { health: HEALTHY, site: liveSite(shellOn(['Spinner']), THIS_BUILD) };
    expect(await probe(newPod(), world)).toEqual({
      ready: true,
      note: `the live shell changed: it dropped what this company build still uses (${UI} without Breadcrumb): deploy company built without it first, or roll the shell back`,
    });
  });

  it('lets a new pod be ready when nothing of its remote serves, or the shell says nothing of its contract', async () => {
    const nothingServing = { health: HEALTHY, site: { '/mf-manifest.json': shellOn(['Spinner']) } };
    expect(await probe(newPod(), nothingServing)).toMatchObject({ ready: true });
    const oldShell = {
      health: HEALTHY,
      site: liveSite({ metaData: {} }, remoteOn(UI_TODAY, ['Spinner'])),
    };
    expect(await probe(newPod(), oldShell)).toMatchObject({ ready: true });
  });
});
