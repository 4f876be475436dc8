// Readiness on Kubernetes depends on the pod alone (docs/operations.md#shared-contract-changes):
// every workload's readiness probe asks only the pod's own servers, within a deadline well inside
// the probe's time-out, in one Node process; a remote's first-readiness gate (the one question a
// new pod asks the shell, platform/src/contract/podReadiness.ts) asks the entry's own Service and
// leaves its has-been-ready mark where a container restart keeps it. Whether two builds fit is
// decided before the rollout, by `npm run can-deploy` against the image about to roll out: every
// workload the production overlay rolls out is an app that command can judge that way.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Service, type IProbe } from 'kubernetes-models/v1';
import { IMAGE_MANIFEST } from '../../../platform/src/contract/canDeploy';
import { HAS_BEEN_READY, READINESS_BUDGET_MS } from '../../../platform/src/contract/podReadiness';
import { siteServices } from './compose';
import { type KubeObject, render, renderTargets } from './kustomize';
import { readRepoFile, REPO_ROOT } from './paths';
import {
  ofKind,
  portNumber,
  serviceSelects,
  variables,
  workload,
  type Workload,
} from './workloads';

const SITE = siteServices();
const ENTRY = 'shell';
/** The image's HEALTHCHECK, as a probe's command. */
const IMAGE_HEALTH_CHECK = 'sh /etc/site/nginx/healthcheck.sh';
const HEALTHCHECK_SCRIPT = readRepoFile('nginx/healthcheck.sh');
const DOCKERFILE = readRepoFile('Dockerfile');

/** A variable the Dockerfile's runtime stage sets (ENV NAME=value). */
function imageDefault(name: string): string {
  const value = new RegExp(`\\b${name}=(\\S+)`).exec(DOCKERFILE)?.[1];
  if (!value) throw new Error(`the Dockerfile sets no ${name}`);
  return value;
}

const renderings = new Map<string, KubeObject[]>();
function rendered(target: string): KubeObject[] {
  const objects = renderings.get(target) ?? render(target);
  renderings.set(target, objects);
  return objects;
}

function site(objects: KubeObject[], name: string): Workload {
  const found = workload(objects, name);
  if (!found) throw new Error(`no Deployment named ${name} with a container`);
  return found;
}

/** Every deadline a `node -e` probe script gives its requests, in ms, and how many it makes. */
function scriptDeadlines(script: string) {
  return {
    requests: script.match(/\bfetch\(/g)?.length ?? 0,
    deadlines: [...script.matchAll(/AbortSignal\.timeout\((\d+)\)/g)].map((match) =>
      Number(match[1]),
    ),
    addresses: [...script.matchAll(/https?:\/\/([^/'"`\s]+)/g)].map((match) => match[1]),
  };
}

const timeoutMs = (probe: IProbe | undefined) => (probe?.timeoutSeconds ?? 1) * 1000;

describe('nginx/healthcheck.sh, the image check every remote is probed with', () => {
  const commands = HEALTHCHECK_SCRIPT.split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));

  it('runs one Node process, readiness.cjs, in place of the shell (exec)', () => {
    const nodes = commands.filter((line) => /(^|\s)node(\s|$)/.test(line));
    expect(nodes).toEqual(['exec node "$readiness"']);
    expect(commands.join('\n')).toMatch(/readiness="[^"]*\/dist-server\/readiness\.cjs"/);
  });

  it("gives readiness.cjs a deadline of at most half the probes' time-out", () => {
    // The probes' time-out is 5 s (the image's HEALTHCHECK, compose, the workloads below); Node
    // itself starts in well under a second, so 2 s leaves room on a loaded node.
    expect(READINESS_BUDGET_MS * 2).toBeLessThanOrEqual(5000);
    expect(/--timeout=(\d+)s/.exec(DOCKERFILE)?.[1]).toBe('5');
  });
});

describe.each(renderTargets())('%s', (target) => {
  const objects = () => rendered(target);

  describe.each(SITE)('$name', (service) => {
    const pods = () => site(objects(), service.name);

    it("is ready on the pod alone, in one Node process, within a deadline well inside the probe's time-out", () => {
      const probe = pods().container.readinessProbe;
      expect(probe).toBeDefined();
      const command = probe?.exec?.command ?? [];
      if (command.join(' ') === IMAGE_HEALTH_CHECK) {
        expect(READINESS_BUDGET_MS * 2).toBeLessThanOrEqual(timeoutMs(probe));
        return;
      }
      expect(command.slice(0, 2)).toEqual(['node', '-e']);
      const { requests, deadlines, addresses } = scriptDeadlines(command[2] ?? '');
      expect(requests).toBeGreaterThan(0);
      expect(deadlines).toHaveLength(requests);
      for (const deadline of deadlines) {
        expect(deadline * 2).toBeLessThanOrEqual(timeoutMs(probe));
      }
      // Its own servers only: no other pod, Service or host.
      expect(
        addresses.filter((address) => !/^(127\.0\.0\.1|localhost):\d+$/.test(address ?? '')),
      ).toEqual([]);
    });

    if (service.name === ENTRY) return;

    it("runs the image's check, whose first-readiness gate asks the entry's own Service", () => {
      const { container } = pods();
      expect(container.readinessProbe?.exec?.command?.join(' ')).toBe(IMAGE_HEALTH_CHECK);
      // Liveness never runs the gate: it asks nginx alone.
      expect(container.livenessProbe?.exec).toBeUndefined();
      const shell = new URL(variables(objects(), container).get('SHELL_INTERNAL_URL')?.value ?? '');
      const entry = site(objects(), ENTRY);
      const services = ofKind(objects(), Service).filter(
        ({ metadata }) => metadata?.name === shell.hostname.split('.')[0],
      );
      expect(services).toHaveLength(1);
      const { spec } = services[0]!;
      expect(serviceSelects(spec?.selector, entry.labels)).toBe(true);
      const port = spec?.ports?.find((candidate) => candidate.port === Number(shell.port || 80));
      expect(port).toBeDefined();
      // nginx's port at the entry, where its mf-manifest.json and config.js are served.
      const entryNginx = SITE.find(({ name }) => name === ENTRY)?.healthPorts[0];
      expect(portNumber(entry.container, port?.targetPort ?? port?.port)).toBe(entryNginx);
    });

    it('keeps its has-been-ready mark across container restarts: the runtime folder is an emptyDir', () => {
      const { container, pod } = pods();
      const runtimeDir =
        variables(objects(), container).get('NGINX_RUNTIME_DIR')?.value ||
        imageDefault('NGINX_RUNTIME_DIR');
      const mark = path.posix.join(runtimeDir, HAS_BEEN_READY);
      const emptyDirs = new Set(
        (pod.volumes ?? []).filter((volume) => volume.emptyDir).map(({ name }) => name),
      );
      const holding = (container.volumeMounts ?? []).filter(
        ({ name, mountPath }) =>
          emptyDirs.has(name) && mark.startsWith(`${mountPath.replace(/\/$/, '')}/`),
      );
      expect(holding).toHaveLength(1);
    });
  });
});

describe('the step before a rollout: npm run can-deploy against the image', () => {
  const objects = () => rendered('overlays/production');

  it('can judge every workload the production overlay rolls out, from the manifest its image keeps', () => {
    expect(IMAGE_MANIFEST).toBe(path.posix.join(imageDefault('SITE_ROOT'), 'mf-manifest.json'));
    for (const service of SITE) {
      expect({ service: service.name, app: service.app }).toEqual({
        service: service.name,
        app: expect.any(String),
      });
      const scripts = JSON.parse(
        readFileSync(path.join(REPO_ROOT, service.app ?? '', 'package.json'), 'utf8'),
      ) as { scripts?: Record<string, string> };
      expect(scripts.scripts?.['can-deploy']).toBe('node ../scripts/can-deploy.ts');
      // The image it judges is the one the overlay rolls out: a registry's, at a fixed tag.
      expect(site(objects(), service.name).container.image).toMatch(
        new RegExp(`/site/${service.name}:[\\w.-]+$`),
      );
    }
  });
});
