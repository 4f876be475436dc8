// The Kubernetes manifests as an operator applies them: the base and every overlay rendered once
// with `kubectl kustomize`, every object validated against the Kubernetes API schemas, and each
// held to what the site needs from a cluster, measured against docker-compose.yml, the other way
// operators run the same containers. No cluster is involved: docs/operations.md#kubernetes says
// what that leaves unproven.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import {
  ClusterRoleBinding,
  Role,
  RoleBinding,
} from 'kubernetes-models/rbac.authorization.k8s.io/v1';
import { ConfigMap, type IProbe, Secret, Service } from 'kubernetes-models/v1';
import { isMap, isSeq, parseDocument } from 'yaml';
import {
  RUNTIME_VARIABLES,
  runtimeVariableProblems,
} from '../../../platform/src/config/runtimeVariables';
import { type ComposeService, composeServices, siteServices, STAND_IN } from './compose';
import { parseEnvFile, siteEnvDefaults } from './envFile';
import { type KubeObject, kustomize, render, renderTargets } from './kustomize';
import { KUBERNETES_DIR } from './paths';
import { schemaErrors } from './schemas';
import {
  ofKind,
  portNumber,
  probeEndpoints,
  quantity,
  selects,
  serviceSelects,
  variables,
  type Workload,
  workload,
} from './workloads';

const SITE = siteServices();
// docker-compose.yml's entry: the one site service it publishes, which proxies to the others.
const ENTRY = 'shell';
/** The image's HEALTHCHECK, as a probe's command. */
const IMAGE_HEALTH_CHECK = 'sh /etc/site/nginx/healthcheck.sh';
const REMOTES = SITE.filter((service) => service.name !== ENTRY);
const ENTRY_PORT = SITE.find((service) => service.name === ENTRY)?.healthPorts[0];
// The split: the content access token and the mail keys are secret, the rest is not;
// so is the webhook signing secret, which only the content renderer reads.
const BROWSER_SECRET_NAMES = [
  'CONTENT_ACCESS_TOKEN',
  'MAIL_PUBLIC_KEY',
  'MAIL_SERVICE_ID',
  'MAIL_TEMPLATE_ID',
];
const WEBHOOK_SECRET = 'CONTENT_WEBHOOK_SECRET';
// The content renderer's own secrets: webhooks and editors' preview.
const RENDERER_SECRET_NAMES = [WEBHOOK_SECRET, 'PREVIEW_SECRET', 'CONTENT_PREVIEW_TOKEN'];
// The contact form server's own: the key it sends mail with from a server.
const FORM_SERVER_SECRET = 'MAIL_PRIVATE_KEY';
const SECRET_NAMES = [...BROWSER_SECRET_NAMES, ...RENDERER_SECRET_NAMES, FORM_SERVER_SECRET];
// The remote whose replicas pass Contentful's webhooks on to each other.
const PEERED = 'content';
const SECRET = 'site-secrets';
const HEALTH = '/healthz';
// Prometheus in the namespace: the one peer besides the entry that may reach a remote, and only
// on its metrics ports (docs/operations.md#metrics).
const PROMETHEUS_POD = {
  'app.kubernetes.io/name': 'prometheus',
  'app.kubernetes.io/part-of': 'site',
};
// Prometheus (components/monitoring), and the metrics contract's ports it alone may reach: each
// Node server's /metrics, the entry's nginx exporter.
const MONITOR = 'prometheus';

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

function autoscalerOf(objects: KubeObject[], name: string) {
  const autoscalers = ofKind(objects, HorizontalPodAutoscaler).filter(
    ({ spec }) =>
      spec?.scaleTargetRef.apiVersion === 'apps/v1' &&
      spec.scaleTargetRef.kind === 'Deployment' &&
      spec.scaleTargetRef.name === name,
  );
  expect(autoscalers).toHaveLength(1);
  return autoscalers[0]!.spec!;
}

/** The one load-balanced Service of a workload (a headless one lists its pods' own addresses). */
function serviceOf(objects: KubeObject[], pods: Workload) {
  const services = ofKind(objects, Service).filter(
    ({ spec }) => spec?.clusterIP !== 'None' && serviceSelects(spec?.selector, pods.labels),
  );
  expect(services).toHaveLength(1);
  return services[0]!;
}

const byPort = (a: { port: number }, b: { port: number }) => a.port - b.port;

function expectNodeScriptsCompile(probe: IProbe | undefined) {
  const [program, flag, script] = probe?.exec?.command ?? [];
  if (program === 'node' && flag === '-e') expect(() => new vm.Script(script ?? '')).not.toThrow();
}

/** Non-root as compose runs it, read-only, nothing to escalate, and writable only where compose
 * mounts a tmpfs (an emptyDir here, each with a size limit). */
function expectHardened({ pod, container }: Workload, service: ComposeService) {
  const own = container.securityContext ?? {};
  const shared = pod.securityContext ?? {};
  expect(service.user).toBeGreaterThan(0);
  expect(own.runAsNonRoot ?? shared.runAsNonRoot).toBe(true);
  expect(own.runAsUser ?? shared.runAsUser).toBe(service.user);
  expect(own.readOnlyRootFilesystem).toBe(true);
  expect(own.allowPrivilegeEscalation).toBe(false);
  expect(own.privileged ?? false).toBe(false);
  expect(own.capabilities?.drop).toContain('ALL');
  expect(own.capabilities?.add ?? []).toEqual([]);
  const emptyDirs = new Map(
    (pod.volumes ?? []).filter((volume) => volume.emptyDir).map((volume) => [volume.name, volume]),
  );
  const writable = (container.volumeMounts ?? []).filter((mount) => emptyDirs.has(mount.name));
  expect(writable.map((mount) => mount.mountPath).sort()).toEqual([...service.tmpfs].sort());
  for (const mount of writable) {
    expect(emptyDirs.get(mount.name)?.emptyDir?.sizeLimit).toBeDefined();
  }
}

describe.each(renderTargets())('%s', (target) => {
  const objects = () => rendered(target);

  it('renders with kubectl kustomize, and every object is valid against the Kubernetes API schemas', () => {
    expect(objects().length).toBeGreaterThan(0);
    expect(schemaErrors(objects())).toEqual([]);
  });

  it('puts every object in the one namespace it creates', () => {
    const namespaces = objects()
      .filter(({ kind }) => kind === 'Namespace')
      .map(({ metadata }) => metadata.name);
    expect(namespaces).toHaveLength(1);
    const elsewhere = objects()
      .filter(({ kind, metadata }) => kind !== 'Namespace' && metadata.namespace !== namespaces[0])
      .map(({ kind, metadata }) => `${kind}/${metadata.name}`);
    expect(elsewhere).toEqual([]);
  });

  describe.each(SITE)('$name', (service) => {
    const pods = () => site(objects(), service.name);
    const nginxPort = service.healthPorts[0];

    it('has a Deployment, as it has a service in docker-compose.yml', () => {
      expect(workload(objects(), service.name)).toBeDefined();
    });

    it('rolls out a new pod before it stops an old one (maxUnavailable 0)', () => {
      const strategy = pods().deployment.spec?.strategy;
      expect(strategy?.type).toBe('RollingUpdate');
      expect(strategy?.rollingUpdate?.maxUnavailable).toBe(0);
      expect(strategy?.rollingUpdate?.maxSurge).not.toBe(0);
    });

    it('runs 2 or more replicas, scaled on CPU by an autoscaler that owns the count', () => {
      const autoscaler = autoscalerOf(objects(), service.name);
      expect(autoscaler.minReplicas).toBeGreaterThanOrEqual(2);
      expect(autoscaler.maxReplicas).toBeGreaterThanOrEqual(autoscaler.minReplicas ?? 1);
      expect(autoscaler.metrics).toContainEqual(
        expect.objectContaining({
          type: 'Resource',
          resource: expect.objectContaining({ name: 'cpu' }),
        }),
      );
      // A count in the Deployment would be set back by every `kubectl apply`.
      expect(pods().deployment.spec?.replicas).toBeUndefined();
    });

    it("is probed on its image's /healthz endpoints: liveness on nginx, readiness on all of them", () => {
      const { container } = pods();
      expect(nginxPort).toBeDefined();
      expect(probeEndpoints(container, container.livenessProbe)).toEqual([
        { port: nginxPort, path: HEALTH },
      ]);
      const readiness = container.readinessProbe?.exec?.command ?? [];
      if (readiness.join(' ') === IMAGE_HEALTH_CHECK) {
        // The image's own check asks every port its composition wrote (health-ports), and a
        // remote's shared contract (docs/operations.md#shared-contract-changes).
        expect(service.healthPorts).toContain(nginxPort);
      } else {
        expect(probeEndpoints(container, container.readinessProbe).sort(byPort)).toEqual(
          service.healthPorts.map((port) => ({ port, path: HEALTH })),
        );
      }
      if (container.startupProbe) {
        expect(probeEndpoints(container, container.startupProbe)).toEqual([
          { port: nginxPort, path: HEALTH },
        ]);
      }
      for (const probe of [container.livenessProbe, container.readinessProbe]) {
        expectNodeScriptsCompile(probe);
      }
    });

    it('requests CPU and memory, and limits each at or above its request', () => {
      const { requests, limits } = pods().container.resources ?? {};
      for (const resource of ['cpu', 'memory']) {
        const requested = quantity(requests?.[resource]);
        expect(requested).toBeGreaterThan(0);
        expect(quantity(limits?.[resource])).toBeGreaterThanOrEqual(requested);
      }
    });

    it('runs as its compose user, non-root, read-only, no escalation, no capabilities, /tmp an emptyDir', () => {
      expectHardened(pods(), service);
    });

    it('has a PodDisruptionBudget that lets a node drain but keeps one pod or more', () => {
      const budgets = ofKind(objects(), PodDisruptionBudget).filter(({ spec }) =>
        selects(spec?.selector, pods().labels),
      );
      expect(budgets).toHaveLength(1);
      const { minAvailable, maxUnavailable } = budgets[0]!.spec!;
      const floor = autoscalerOf(objects(), service.name).minReplicas ?? 1;
      // Whole numbers only: a percentage of a count the autoscaler moves proves nothing here.
      const kept = typeof maxUnavailable === 'number' ? floor - maxUnavailable : minAvailable;
      expect(typeof kept).toBe('number');
      expect(kept).toBeGreaterThanOrEqual(1);
      expect(kept).toBeLessThan(floor);
    });

    it('spreads its pods over nodes', () => {
      const spread = pods().pod.topologySpreadConstraints?.find(
        ({ topologyKey }) => topologyKey === 'kubernetes.io/hostname',
      );
      expect(spread?.maxSkew).toBe(1);
      expect(spread?.whenUnsatisfiable).toBe('DoNotSchedule');
      expect(selects(spread?.labelSelector, pods().labels)).toBe(true);
    });

    it("is reached through one in-cluster Service that selects its pods alone, on nginx's port", () => {
      const { spec } = serviceOf(objects(), pods());
      expect(spec?.type ?? 'ClusterIP').toBe('ClusterIP');
      for (const other of SITE.filter(({ name }) => name !== service.name)) {
        expect(serviceSelects(spec?.selector, site(objects(), other.name).labels)).toBe(false);
      }
      const targets = (spec?.ports ?? []).map(({ port, targetPort }) =>
        portNumber(pods().container, targetPort ?? port),
      );
      expect(targets).toEqual([nginxPort]);
    });

    it('gets every variable docker-compose.yml passes to it', () => {
      const given = variables(objects(), pods().container);
      expect(service.environment.filter((name) => !given.has(name))).toEqual([]);
    });

    it('reads the content token and the mail keys (content: and its renderer’s secrets; contact: the private key) from the Secret, everything else from the ConfigMap', () => {
      const given = [...variables(objects(), pods().container).values()];
      const secret = given.filter(({ source }) => source === 'Secret');
      const expected = [
        ...BROWSER_SECRET_NAMES,
        ...(service.environment.includes(WEBHOOK_SECRET) ? RENDERER_SECRET_NAMES : []),
        ...(service.environment.includes(FORM_SERVER_SECRET) ? [FORM_SERVER_SECRET] : []),
      ];
      expect(secret.map(({ name }) => name).sort()).toEqual([...expected].sort());
      const secrets = ofKind(objects(), Secret);
      for (const { from, value } of secret) {
        // Rendered (with its hashed name and a value for each key) or created in the cluster.
        const renderedSecret = secrets.find(({ metadata }) => metadata?.name === from);
        if (renderedSecret) expect(value).toBeDefined();
        else expect(from).toBe(SECRET);
      }
      expect(given.filter(({ source }) => source === 'value')).toEqual([]);
    });
  });

  it('keeps secret names out of every ConfigMap and gives containers no name compose does not know', () => {
    const known = new Set(SITE.flatMap(({ environment }) => environment));
    // A ConfigMap is read as variables (envFrom), or mounted as files: Prometheus's configuration
    // and rules (components/monitoring), whose keys are file names.
    const mounted = new Set(
      ofKind(objects(), Deployment).flatMap(({ spec }) =>
        (spec?.template.spec?.volumes ?? []).flatMap(({ configMap }) =>
          configMap?.name ? [configMap.name] : [],
        ),
      ),
    );
    for (const { metadata, data } of ofKind(objects(), ConfigMap)) {
      const names = Object.keys(data ?? {});
      expect(names.filter((name) => SECRET_NAMES.includes(name))).toEqual([]);
      if (mounted.has(metadata?.name ?? '')) {
        expect(names.filter((name) => !/^[\w.-]+\.ya?ml$/.test(name))).toEqual([]);
        continue;
      }
      expect(names.filter((name) => !known.has(name))).toEqual([]);
    }
  });

  it('exposes the entry, and only the entry, through its one Ingress; no other Service leaves the cluster', () => {
    const ingresses = ofKind(objects(), Ingress);
    expect(ingresses).toHaveLength(1);
    const { defaultBackend, rules } = ingresses[0]!.spec ?? {};
    const backends = [
      defaultBackend,
      ...(rules ?? []).flatMap(({ http }) => (http?.paths ?? []).map(({ backend }) => backend)),
    ].filter((backend) => backend !== undefined);
    expect(backends.length).toBeGreaterThan(0);
    const services = ofKind(objects(), Service);
    const exposed = new Set<string>();
    for (const backend of backends) {
      expect(backend.resource).toBeUndefined();
      const service = services.find(({ metadata }) => metadata?.name === backend.service?.name);
      for (const { name } of SITE) {
        const pods = site(objects(), name);
        if (serviceSelects(service?.spec?.selector, pods.labels)) exposed.add(name);
      }
    }
    expect([...exposed]).toEqual([ENTRY]);
    for (const { spec } of services) expect(spec?.type ?? 'ClusterIP').toBe('ClusterIP');
  });

  it.each(REMOTES)(
    "lets only the entry (content: and the other content pods) reach $name, and only on nginx's port (Prometheus: its metrics port; nothing reaches a renderer)",
    (remote) => {
      const pods = site(objects(), remote.name);
      const entry = site(objects(), ENTRY);
      const others = objects()
        .filter(({ kind }) => kind === 'Deployment')
        .map(({ metadata }) => metadata.name)
        .filter((name) => name !== ENTRY)
        .map((name) => ({ name, labels: site(objects(), name).labels }));
      const policies = ofKind(objects(), NetworkPolicy).filter(
        ({ spec }) =>
          (spec?.policyTypes ?? ['Ingress']).includes('Ingress') &&
          selects(spec?.podSelector, pods.labels),
      );
      expect(policies.length).toBeGreaterThan(0);
      const allRules = policies.flatMap(({ spec }) => spec?.ingress ?? []);
      // Prometheus's own rules: from its pods alone, to the metrics ports alone.
      const fromPrometheus = allRules.filter(({ from }) =>
        (from ?? []).some(({ podSelector }) => selects(podSelector, PROMETHEUS_POD)),
      );
      for (const rule of fromPrometheus) {
        for (const peer of rule.from ?? []) {
          expect(peer.ipBlock).toBeUndefined();
          expect(peer.namespaceSelector).toBeUndefined();
          expect(selects(peer.podSelector, PROMETHEUS_POD)).toBe(true);
          for (const name of SITE.map((service) => service.name)) {
            expect(selects(peer.podSelector, site(objects(), name).labels)).toBe(false);
          }
        }
        expect(rule.ports?.length).toBeGreaterThan(0);
        for (const port of rule.ports ?? []) {
          expect(remote.metricsPorts).toContain(portNumber(pods.container, port.port));
        }
      }
      const rules = allRules.filter((rule) => !fromPrometheus.includes(rule));
      expect(
        rules.some(({ from }) =>
          (from ?? []).some(({ podSelector }) => selects(podSelector, entry.labels)),
        ),
      ).toBe(true);
      for (const rule of rules) {
        // A rule without `from` (or without `ports`) admits everyone (or every port).
        expect(rule.from?.length).toBeGreaterThan(0);
        for (const peer of rule.from ?? []) {
          expect(peer.ipBlock).toBeUndefined();
          expect(peer.namespaceSelector).toBeUndefined();
          // The content pods pass a webhook on to each other (CONTENT_PEERS): a rule of their own.
          const admitsItsPeers = remote.name === PEERED && selects(peer.podSelector, pods.labels);
          expect(selects(peer.podSelector, entry.labels) || admitsItsPeers).toBe(true);
          for (const other of others) {
            if (admitsItsPeers && other.name === remote.name) continue;
            expect(selects(peer.podSelector, other.labels)).toBe(false);
          }
        }
        expect(rule.ports?.length).toBeGreaterThan(0);
        for (const port of rule.ports ?? []) {
          expect(port.endPort).toBeUndefined();
          expect(portNumber(pods.container, port.port)).toBe(remote.healthPorts[0]);
        }
      }
      // The renderer's port is neither declared nor served by a Service; the metrics port of a
      // remote that runs a Node server is declared, for Prometheus.
      expect(pods.container.ports?.map(({ containerPort }) => containerPort)).toEqual([
        remote.healthPorts[0],
        ...remote.metricsPorts,
      ]);
    },
  );

  it.each(SITE.filter(({ metricsPorts }) => metricsPorts.length > 0))(
    "lets Prometheus in the namespace scrape $name's metrics ports, named for it, which no Service routes",
    (service) => {
      const pods = site(objects(), service.name);
      const declared = (pods.container.ports ?? []).filter(({ name }) =>
        /^(nginx-)?metrics$/.test(name ?? ''),
      );
      expect(declared.map(({ containerPort }) => containerPort).sort()).toEqual(
        [...service.metricsPorts].sort(),
      );
      const admitted = ofKind(objects(), NetworkPolicy)
        .filter(
          ({ spec }) =>
            (spec?.policyTypes ?? ['Ingress']).includes('Ingress') &&
            selects(spec?.podSelector, pods.labels),
        )
        .flatMap(({ spec }) => spec?.ingress ?? [])
        .filter(({ from }) =>
          (from ?? []).some(({ podSelector }) => selects(podSelector, PROMETHEUS_POD)),
        )
        .flatMap(({ ports }) => (ports ?? []).map(({ port }) => portNumber(pods.container, port)));
      expect([...new Set(admitted)].sort()).toEqual([...service.metricsPorts].sort());
      for (const { spec } of ofKind(objects(), Service)) {
        if (!serviceSelects(spec?.selector, pods.labels)) continue;
        for (const { port, targetPort } of spec?.ports ?? []) {
          expect(service.metricsPorts).not.toContain(
            portNumber(pods.container, targetPort ?? port),
          );
        }
      }
    },
  );

  it("lets the public (the ingress controller, wherever it runs) reach the entry on nginx's port", () => {
    const entry = site(objects(), ENTRY);
    const policies = ofKind(objects(), NetworkPolicy).filter(
      ({ spec }) =>
        (spec?.policyTypes ?? ['Ingress']).includes('Ingress') &&
        selects(spec?.podSelector, entry.labels),
    );
    const fromAnywhere = policies
      .flatMap(({ spec }) => spec?.ingress ?? [])
      .filter(({ from }) => (from ?? []).length === 0)
      .some(
        ({ ports }) =>
          ports === undefined ||
          ports.some(({ port }) => portNumber(entry.container, port) === ENTRY_PORT),
      );
    expect(policies.length === 0 || fromAnywhere).toBe(true);
  });

  it('lets each content pod pass a webhook on to every other: CONTENT_PEERS names a headless Service of their nginx', () => {
    const pods = site(objects(), PEERED);
    const peers = variables(objects(), pods.container).get('CONTENT_PEERS')?.value ?? '';
    const headless = ofKind(objects(), Service).filter(
      ({ spec }) => spec?.clusterIP === 'None' && serviceSelects(spec.selector, pods.labels),
    );
    expect(headless).toHaveLength(1);
    const { metadata, spec } = headless[0]!;
    expect(peers).toBe(
      `${metadata?.name}.${metadata?.namespace}.svc.cluster.local:${spec?.ports?.[0]?.port}`,
    );
    expect(portNumber(pods.container, spec?.ports?.[0]?.targetPort)).toBe(8080);
    expect(spec?.publishNotReadyAddresses ?? false).toBe(false);
  });

  it("points the entry at each remote's Service by the full name its nginx resolver looks up", () => {
    const given = variables(objects(), site(objects(), ENTRY).container);
    for (const remote of REMOTES) {
      const { metadata, spec } = serviceOf(objects(), site(objects(), remote.name));
      const upstream = given.get(`${remote.name.toUpperCase()}_UPSTREAM`)?.value;
      expect(metadata?.namespace).toBeDefined();
      expect(upstream).toBe(
        `${metadata?.name}.${metadata?.namespace}.svc.cluster.local:${spec?.ports?.[0]?.port}`,
      );
    }
    // Docker's embedded DNS (the compose default) does not exist in a cluster.
    expect(given.get('NGINX_RESOLVER')?.value).toMatch(/\S/);
    expect(given.get('NGINX_RESOLVER')?.value).not.toBe(siteEnvDefaults().get('NGINX_RESOLVER'));
  });
});

describe('overlays/production', () => {
  const target = 'overlays/production';
  const objects = () => rendered(target);
  const overlayFile = (name: string) =>
    readFileSync(path.join(KUBERNETES_DIR, target, name), 'utf8');

  it('holds no secret value: it renders no Secret, and its example names each secret key with no value', () => {
    expect(ofKind(objects(), Secret)).toEqual([]);
    const example = parseEnvFile(overlayFile('site-secrets.env.example'));
    expect([...example.keys()].sort()).toEqual([...SECRET_NAMES].sort());
    expect([...example.values()].filter((value) => value !== '')).toEqual([]);
  });

  it('runs every workload from an image in a registry, at a fixed tag', () => {
    for (const { name } of SITE) {
      const image = site(objects(), name).container.image ?? '';
      expect(image).toMatch(/^[\w.-]+\.[\w.-]+(:\d+)?\/.+[:@]/);
      expect(image).not.toMatch(/:latest$/);
    }
  });

  it('sends no browser or server to a stand-in: every value it runs with is a real address', () => {
    const defaults = siteEnvDefaults();
    for (const { name } of SITE) {
      for (const variable of variables(objects(), site(objects(), name).container).values()) {
        if (variable.source === 'Secret') continue;
        const value = variable.value || defaults.get(variable.name) || '';
        expect(`${variable.name}=${value}`).not.toMatch(/localhost|127\.0\.0\.1|local-services/);
        if (variable.name === 'CONTENT_INSECURE') expect(value).toBe('false');
        if (variable.name === 'SITE_URL') expect(value).toMatch(/^https:\/\//);
      }
    }
  });

  it("redeploys one remote with one tag: changing company's tag changes company's image and nothing else", () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'site-kubernetes-'));
    try {
      cpSync(KUBERNETES_DIR, copy, { recursive: true });
      const file = path.join(copy, target, 'kustomization.yaml');
      const document = parseDocument(readFileSync(file, 'utf8'));
      const images = document.get('images');
      const company = isSeq(images)
        ? images.items.find((item) => isMap(item) && item.get('name') === 'site/company')
        : undefined;
      if (!isMap(company)) throw new Error('no site/company entry under images');
      company.set('newTag', '1.0.1');
      writeFileSync(file, document.toString());

      const before = objects();
      const after = kustomize(path.join(copy, target));
      const key = ({ kind, metadata }: KubeObject) => `${kind}/${metadata.name}`;
      const changed = after
        .filter((object) => {
          const previous = before.find((item) => key(item) === key(object));
          return JSON.stringify(previous) !== JSON.stringify(object);
        })
        .map(key);
      expect(changed).toEqual(['Deployment/company']);
      expect(after.map(key)).toEqual(before.map(key));

      const image = site(after, 'company').container.image;
      expect(image).toBe('registry.example.com/site/company:1.0.1');
      const restored = site(after, 'company');
      restored.container.image = site(before, 'company').container.image;
      expect(restored.deployment).toEqual(site(before, 'company').deployment);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});

describe('overlays/local', () => {
  const objects = () => rendered('overlays/local');
  const standIn = composeServices().find(({ name }) => name === STAND_IN);

  it('adds local-services, run as docker-compose.yml runs it and probed on its /healthz', () => {
    if (!standIn) throw new Error(`docker-compose.yml has no ${STAND_IN}`);
    const pods = site(objects(), STAND_IN);
    expectHardened(pods, standIn);
    const { container } = pods;
    const port = portNumber(container, 'http');
    for (const probe of [container.livenessProbe, container.readinessProbe]) {
      expect(probeEndpoints(container, probe)).toEqual([{ port, path: HEALTH }]);
    }
    const { spec } = serviceOf(objects(), pods);
    expect(spec?.ports?.map(({ targetPort }) => portNumber(container, targetPort))).toEqual([port]);
  });

  it('lets only the entry (sitemap.xml), the content renderer and the form server reach it, at its Service', () => {
    const pods = site(objects(), STAND_IN);
    const { metadata, spec } = serviceOf(objects(), pods);
    const address = `${metadata?.name}:${spec?.ports?.[0]?.port}`;
    const given = (name: string) => variables(objects(), site(objects(), name).container);
    expect(given(ENTRY).get('CONTENT_INTERNAL_HOST')?.value).toBe(address);
    expect(given('content').get('CONTENT_INTERNAL_HOST')?.value).toBe(address);

    const peers = ofKind(objects(), NetworkPolicy)
      .filter(({ spec: policy }) => selects(policy?.podSelector, pods.labels))
      .flatMap(({ spec: policy }) => policy?.ingress ?? [])
      .flatMap((rule) => rule.from ?? [{}]);
    const admitted = SITE.map(({ name }) => name).filter((name) =>
      peers.some((peer) => selects(peer.podSelector ?? {}, site(objects(), name).labels)),
    );
    expect(admitted.sort()).toEqual([ENTRY, 'content', 'contact'].sort());
  });

  it("gives the pods a Secret with every key, empty: the images keep the stand-ins' values", () => {
    const secrets = ofKind(objects(), Secret);
    expect(secrets).toHaveLength(1);
    const data = secrets[0]!.data ?? {};
    expect(Object.keys(data).sort()).toEqual([...SECRET_NAMES].sort());
    expect(Object.values(data).filter((value) => value !== '')).toEqual([]);
  });
});

describe('the env files of the base, the overlays and the components', () => {
  const envFiles = readdirSync(KUBERNETES_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.env(\.example)?$/.test(file))
    .map((file) => ({
      file,
      values: parseEnvFile(readFileSync(path.join(KUBERNETES_DIR, file), 'utf8')),
    }));

  it("marks exactly the issue's secret names secret in the schema of the runtime variables", () => {
    const secret = RUNTIME_VARIABLES.filter((variable) => variable.secret).map(({ name }) => name);
    expect(secret.sort()).toEqual([...SECRET_NAMES].sort());
  });

  it('set only runtime variables, each value of its form', () => {
    expect(envFiles.length).toBeGreaterThanOrEqual(5);
    const problems = envFiles.flatMap(({ file, values }) =>
      runtimeVariableProblems(values).map((problem) => `${file}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  // Issue 52: a token given alone must stop the content pods, not serve drafts behind a secret
  // committed here (components/local-services only names the stand-ins' pair in a comment).
  it('give neither the preview secret nor the Preview API token a value', () => {
    const given = envFiles.flatMap(({ file, values }) =>
      ['PREVIEW_SECRET', 'CONTENT_PREVIEW_TOKEN'].flatMap((name) =>
        values.get(name) ? [`${file}: ${name}=${values.get(name)}`] : [],
      ),
    );
    expect(given).toEqual([]);
    expect(envFiles.filter(({ values }) => values.has('PREVIEW_SECRET')).length).toBeGreaterThan(0);
  });

  it('name a secret only in a site-secrets file, which names nothing else', () => {
    for (const { file, values } of envFiles) {
      const names = [...values.keys()];
      const isSecrets = path.basename(file).startsWith('site-secrets.');
      expect({
        file,
        names: names.filter((name) => SECRET_NAMES.includes(name) !== isSecrets),
      }).toEqual({
        file,
        names: [],
      });
    }
  });

  it('base/site-config.env names every runtime variable but the secret ones and those the images fix', () => {
    const base = envFiles.find(({ file }) => file === path.join('base', 'site-config.env'));
    const expected = RUNTIME_VARIABLES.filter(
      (variable) => !variable.secret && !variable.imageFixed,
    );
    expect([...(base?.values.keys() ?? [])].sort()).toEqual(
      expected.map(({ name }) => name).sort(),
    );
  });
});

describe.each(renderTargets().filter((target) => target !== 'base'))(
  '%s: Prometheus (components/monitoring)',
  (target) => {
    const objects = () => rendered(target);
    const monitor = () => site(objects(), MONITOR);
    const component = (file: string) =>
      readFileSync(path.join(KUBERNETES_DIR, 'components/monitoring', file), 'utf8');

    it('runs one non-root, read-only Prometheus with nothing to escalate, writing only its data emptyDir', () => {
      const { deployment, pod, container } = monitor();
      expect(deployment.spec?.replicas).toBe(1);
      const own = container.securityContext ?? {};
      expect(pod.securityContext?.runAsNonRoot).toBe(true);
      expect(pod.securityContext?.runAsUser).toBeGreaterThan(0);
      expect(pod.securityContext?.seccompProfile?.type).toBe('RuntimeDefault');
      expect(own.readOnlyRootFilesystem).toBe(true);
      expect(own.allowPrivilegeEscalation).toBe(false);
      expect(own.capabilities?.drop).toContain('ALL');
      const { requests, limits } = container.resources ?? {};
      for (const resource of ['cpu', 'memory']) {
        expect(quantity(requests?.[resource])).toBeGreaterThan(0);
        expect(quantity(limits?.[resource])).toBeGreaterThanOrEqual(quantity(requests?.[resource]));
      }
      const volumes = new Map((pod.volumes ?? []).map((volume) => [volume.name, volume]));
      const writable = (container.volumeMounts ?? []).filter((mount) => !mount.readOnly);
      expect(writable.map((mount) => mount.mountPath)).toEqual(['/prometheus']);
      for (const mount of writable) {
        expect(volumes.get(mount.name)?.emptyDir?.sizeLimit).toBeDefined();
      }
      expect(container.image).toMatch(/^prom\/prometheus:v\d+\.\d+\.\d+$/);
    });

    it('reads the generated scrape configuration and the site rules from its ConfigMap', () => {
      const { pod, container } = monitor();
      const mount = (container.volumeMounts ?? []).find((item) => item.readOnly);
      const volume = (pod.volumes ?? []).find(({ name }) => name === mount?.name);
      const configMap = ofKind(objects(), ConfigMap).find(
        ({ metadata }) => metadata?.name === volume?.configMap?.name,
      );
      expect(configMap?.data).toEqual({
        'prometheus.yml': component('prometheus.yml'),
        'site.rules.yml': component('site.rules.yml'),
      });
      expect(container.args).toContain(`--config.file=${mount?.mountPath}/prometheus.yml`);
    });

    it('may only read the pods of its own namespace from the API', () => {
      const namespace = monitor().deployment.metadata?.namespace;
      const bindings = ofKind(objects(), RoleBinding).filter(({ subjects }) =>
        (subjects ?? []).some(
          ({ kind, name }) =>
            kind === 'ServiceAccount' && name === monitor().pod.serviceAccountName,
        ),
      );
      expect(bindings).toHaveLength(1);
      const binding = bindings[0]!;
      expect(binding.subjects?.[0]?.namespace).toBe(namespace);
      expect(binding.roleRef.kind).toBe('Role');
      const role = ofKind(objects(), Role).find(
        ({ metadata }) => metadata?.name === binding.roleRef.name,
      );
      expect(role?.rules).toEqual([
        { apiGroups: [''], resources: ['pods'], verbs: ['get', 'list', 'watch'] },
      ]);
      expect(ofKind(objects(), ClusterRoleBinding)).toEqual([]);
      // The site's own pods still get no token.
      for (const { name } of SITE) {
        expect(site(objects(), name).pod.automountServiceAccountToken).toBe(false);
      }
    });

    it("is the Prometheus the site's policies admit to every metrics port, and only there", () => {
      for (const service of SITE) {
        const pods = site(objects(), service.name);
        const admitted = ofKind(objects(), NetworkPolicy)
          .filter(({ spec }) => selects(spec?.podSelector, pods.labels))
          .flatMap(({ spec }) => spec?.ingress ?? [])
          .filter(({ from }) =>
            (from ?? []).some(({ podSelector }) => selects(podSelector, monitor().labels)),
          )
          .flatMap(({ ports }) =>
            (ports ?? []).map(({ port }) => portNumber(pods.container, port)),
          );
        expect({ [service.name]: [...new Set(admitted)].sort() }).toEqual({
          [service.name]: [...service.metricsPorts].sort(),
        });
      }
    });
  },
);
