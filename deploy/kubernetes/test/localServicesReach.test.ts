// overlays/local as a cluster that enforces network policies runs it: every server the overlay
// points at local-services may reach it there. The entry asks it for sitemap.xml's slugs, the
// content renderer for pages and previews, and the contact form server sends mail through it (a
// form sent before the page's scripts ran). A policy that leaves one of them out fails that server
// only where policies are enforced, which no rendering shows by itself.
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { Service as CoreService } from 'kubernetes-models/v1';
import { type RemoteDefinition, REMOTES } from '../../../shared/src/federation/remotes';
import { STAND_IN } from './compose';
import { type KubeObject, render } from './kustomize';
import {
  ofKind,
  portNumber,
  selects,
  serviceSelects,
  variables,
  type Workload,
  workload,
} from './workloads';

const ENTRY = 'shell';

/**
 * Which server calls the content and mail services at an address of the configuration, by what
 * the federation table gives it: the entry (sitemap.xml), a remote with the content service (its
 * renderer: pages and previews) and a remote with a form server (mail).
 */
const CALLERS: readonly { workload: string; variables: readonly string[] }[] = [
  { workload: ENTRY, variables: ['CONTENT_INTERNAL_HOST'] },
  ...Object.entries<RemoteDefinition>(REMOTES).flatMap(([name, remote]) => [
    ...(remote.contentService
      ? [{ workload: name, variables: ['CONTENT_INTERNAL_HOST', 'CONTENT_PREVIEW_HOST'] }]
      : []),
    ...(remote.formServer ? [{ workload: name, variables: ['MAIL_INTERNAL_ORIGIN'] }] : []),
  ]),
];

function site(objects: KubeObject[], name: string): Workload {
  const found = workload(objects, name);
  if (!found) throw new Error(`no Deployment named ${name} with a container`);
  return found;
}

/** The host and port of `local-services:4000` or `http://local-services:4000`. */
function hostAndPort(value: string | undefined): { host: string; port: number } | undefined {
  const match = /^(?:[a-z]+:\/\/)?([^/:]+):(\d+)(?:\/|$)/.exec(value ?? '');
  return match ? { host: match[1] ?? '', port: Number(match[2]) } : undefined;
}

/** Whether some policy that selects `target`'s pods lets `caller`'s pods in on `port`. */
function admits(objects: KubeObject[], target: Workload, caller: Workload, port: number): boolean {
  return ofKind(objects, NetworkPolicy)
    .filter(({ spec }) => selects(spec?.podSelector, target.labels))
    .filter(({ spec }) => (spec?.policyTypes ?? ['Ingress']).includes('Ingress'))
    .flatMap(({ spec }) => spec?.ingress ?? [])
    .some((rule) => {
      const from =
        (rule.from ?? []).length === 0 ||
        (rule.from ?? []).some(
          (peer) =>
            !peer.ipBlock && !peer.namespaceSelector && selects(peer.podSelector, caller.labels),
        );
      const on =
        (rule.ports ?? []).length === 0 ||
        (rule.ports ?? []).some(
          (allowed) =>
            (allowed.protocol ?? 'TCP') === 'TCP' &&
            (allowed.port === undefined || portNumber(target.container, allowed.port) === port),
        );
      return from && on;
    });
}

describe('overlays/local: the servers that call local-services', () => {
  let objects: KubeObject[] = [];
  beforeAll(() => {
    objects = render('overlays/local');
  });

  /** local-services' Service (its name and port) and the pod port it sends to. */
  const standIn = () => {
    const pods = site(objects, STAND_IN);
    const services = ofKind(objects, CoreService).filter(
      ({ spec }) => spec?.clusterIP !== 'None' && serviceSelects(spec?.selector, pods.labels),
    );
    expect(services).toHaveLength(1);
    const [{ metadata, spec }] = services as [(typeof services)[number]];
    const [servicePort] = spec?.ports ?? [];
    if (!metadata?.name || !servicePort) throw new Error(`${STAND_IN} has no Service port`);
    return {
      pods,
      name: metadata.name,
      port: servicePort.port,
      podPort: portNumber(pods.container, servicePort.targetPort ?? servicePort.port),
    };
  };

  /** Every caller's variable that names local-services' Service, as `<workload> <VARIABLE>`. */
  const pointed = () => {
    const { name, port } = standIn();
    return CALLERS.flatMap(({ workload: caller, variables: names }) => {
      const given = variables(objects, site(objects, caller).container);
      return names
        .filter((variable) => {
          const address = hostAndPort(given.get(variable)?.value);
          const host = address?.host ?? '';
          return (host === name || host.startsWith(`${name}.`)) && address?.port === port;
        })
        .map((variable) => `${caller} ${variable}`);
    });
  };

  it('points the entry, the content renderer and the contact form server at its Service', () => {
    const expected = CALLERS.flatMap(({ workload: caller, variables: names }) =>
      names.map((variable) => `${caller} ${variable}`),
    );
    expect(pointed().sort()).toEqual([...expected].sort());
    expect(pointed()).toContain('contact MAIL_INTERNAL_ORIGIN');
  });

  it('lets each of them reach it on its port where network policies are enforced: a form sent before the scripts ran is delivered', () => {
    const { pods, podPort } = standIn();
    const callers = [...new Set(pointed().map((entry) => entry.split(' ')[0] ?? ''))];
    expect(callers).toContain('contact');
    const refused = callers.filter(
      (caller) => !admits(objects, pods, site(objects, caller), podPort),
    );
    expect(refused).toEqual([]);
  });

  it('is told from a policy that leaves the form server out', () => {
    const { pods, podPort } = standIn();
    const withoutContact = objects.map((object) => {
      if (!NetworkPolicy.is(object) || !selects(object.spec?.podSelector, pods.labels)) {
        return object;
      }
      const copy = structuredClone(object);
      for (const rule of copy.spec?.ingress ?? []) {
        rule.from = (rule.from ?? []).filter(
          (peer) => peer.podSelector?.matchLabels?.['app.kubernetes.io/name'] !== 'contact',
        );
      }
      return copy;
    });
    expect(admits(objects, pods, site(objects, 'contact'), podPort)).toBe(true);
    expect(admits(withoutContact, pods, site(withoutContact, 'contact'), podPort)).toBe(false);
    expect(admits(withoutContact, pods, site(withoutContact, ENTRY), podPort)).toBe(true);
  });
});
