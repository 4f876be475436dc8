// Reading a rendering the way the cluster will: which pods a selector picks, which port a named
// port is, which endpoints a probe calls, which variables a container ends up with.
import { type IDeployment, Deployment } from 'kubernetes-models/apps/v1';
import { type ILabelSelector } from '@kubernetes-models/apimachinery/apis/meta/v1/LabelSelector';
import {
  type IContainer,
  type IPodSpec,
  type IProbe,
  ConfigMap,
  Secret,
} from 'kubernetes-models/v1';
import { type KubeObject } from './kustomize';

export const ofKind = <T>(objects: KubeObject[], model: { is(value: unknown): value is T }): T[] =>
  objects.filter((object): object is KubeObject & T => model.is(object));

export interface Workload {
  deployment: IDeployment;
  labels: Record<string, string>;
  pod: IPodSpec;
  container: IContainer;
}

/** The Deployment of that name and its one container, or undefined. */
export function workload(objects: KubeObject[], name: string): Workload | undefined {
  const deployment = ofKind(objects, Deployment).find((item) => item.metadata?.name === name);
  const template = deployment?.spec?.template;
  const container = template?.spec?.containers[0];
  if (!deployment || !template?.spec || !container) return undefined;
  return { deployment, labels: template.metadata?.labels ?? {}, pod: template.spec, container };
}

/** Whether a label selector (Deployment, PodDisruptionBudget, NetworkPolicy) picks these labels. */
export function selects(selector: ILabelSelector | undefined, labels: Record<string, string>) {
  if (!selector) return false;
  const byLabel = Object.entries(selector.matchLabels ?? {}).every(
    ([key, value]) => labels[key] === value,
  );
  const byExpression = (selector.matchExpressions ?? []).every(({ key, operator, values }) => {
    const value = labels[key];
    if (operator === 'In') return value !== undefined && (values ?? []).includes(value);
    if (operator === 'NotIn') return value === undefined || !(values ?? []).includes(value);
    if (operator === 'Exists') return value !== undefined;
    return value === undefined;
  });
  return byLabel && byExpression;
}

/** A Service's selector: a plain map, and no selector picks no pod. */
export const serviceSelects = (
  selector: Record<string, string> | undefined,
  labels: Record<string, string>,
): boolean =>
  selector !== undefined &&
  Object.keys(selector).length > 0 &&
  selects({ matchLabels: selector }, labels);

/** A port given by number or by the name of one of the container's ports. */
export function portNumber(container: IContainer, port: number | string | undefined): number {
  if (typeof port === 'number') return port;
  const named = container.ports?.find((item) => item.name === port);
  if (!named) throw new Error(`container ${container.name} has no port named ${String(port)}`);
  return named.containerPort;
}

export interface Endpoint {
  port: number;
  path: string;
}

/**
 * What a probe calls: its HTTP GET, or the loopback URLs an exec probe's command fetches (the
 * content image checks nginx and its renderer with one `node -e` script, as its HEALTHCHECK does).
 */
export function probeEndpoints(container: IContainer, probe: IProbe | undefined): Endpoint[] {
  if (probe?.httpGet) {
    return [{ port: portNumber(container, probe.httpGet.port), path: probe.httpGet.path ?? '/' }];
  }
  const command = (probe?.exec?.command ?? []).join(' ');
  return [...command.matchAll(/http:\/\/(?:127\.0\.0\.1|localhost):(\d+)(\/[\w/.-]*)/g)].map(
    (match) => ({ port: Number(match[1]), path: match[2] ?? '/' }),
  );
}

const SCALE: Record<string, number> = {
  m: 1e-3,
  '': 1,
  k: 1e3,
  M: 1e6,
  G: 1e9,
  Ki: 2 ** 10,
  Mi: 2 ** 20,
  Gi: 2 ** 30,
};

/** A resource quantity ("250m", "1", "384Mi") as a number of cores or bytes. */
export function quantity(value: number | string | undefined): number {
  if (typeof value === 'number') return value;
  const match = /^(\d+(?:\.\d+)?)(m|k|M|G|Ki|Mi|Gi)?$/.exec(value ?? '');
  if (!match) return Number.NaN;
  return Number(match[1]) * (SCALE[match[2] ?? ''] ?? Number.NaN);
}

export interface Variable {
  name: string;
  /** undefined: the value lives in a Secret that is created in the cluster, not rendered. */
  value: string | undefined;
  source: 'ConfigMap' | 'Secret' | 'value';
  /** The ConfigMap or Secret it is read from. */
  from?: string;
}

/** Every variable the container gets from its manifest, in the order Kubernetes applies them. */
export function variables(objects: KubeObject[], container: IContainer): Map<string, Variable> {
  const configMaps = ofKind(objects, ConfigMap);
  const secrets = ofKind(objects, Secret);
  const secretValue = (name: string, key: string) => {
    const data = secrets.find((secret) => secret.metadata?.name === name)?.data;
    const encoded = data?.[key];
    return encoded === undefined ? undefined : Buffer.from(encoded, 'base64').toString('utf8');
  };
  const result = new Map<string, Variable>();
  for (const source of container.envFrom ?? []) {
    // A Secret created in the cluster has keys nobody here can list: name each with secretKeyRef.
    const name = source.configMapRef?.name;
    const data = configMaps.find((configMap) => configMap.metadata?.name === name)?.data;
    if (name === undefined || !data) {
      throw new Error(`container ${container.name}: envFrom must name a rendered ConfigMap`);
    }
    for (const [key, value] of Object.entries(data)) {
      result.set(key, { name: key, value, source: 'ConfigMap', from: name });
    }
  }
  for (const entry of container.env ?? []) {
    const secretRef = entry.valueFrom?.secretKeyRef;
    if (secretRef) {
      const value = secretValue(secretRef.name ?? '', secretRef.key);
      result.set(entry.name, { name: entry.name, value, source: 'Secret', from: secretRef.name });
    } else {
      result.set(entry.name, { name: entry.name, value: entry.value, source: 'value' });
    }
  }
  return result;
}
