// docker-compose.yml, the operators' other way to run the containers: what the cluster must match.
import { parse } from 'yaml';
import {
  CONTAINER_PORTS,
  healthPorts,
  metricsPorts,
  serverIdentity,
} from '../../../platform/src/composition/serverIdentity';
import { REMOTES } from '../../../shared/src/federation/remotes';
import { readRepoFile } from './paths';

export interface ComposeService {
  name: string;
  /** The app its image is built from (the Dockerfile's APP, a folder), if it is one of the site's. */
  app: string | undefined;
  /** The variables compose passes to the container. */
  environment: string[];
  /** The numeric user the container runs as. */
  user: number | undefined;
  /** Where compose gives it a tmpfs: its only writable places. */
  tmpfs: string[];
  /** The ports whose /healthz its image answers: nginx's, then its own server's when it has one
   * (the content renderer, the contact form server). */
  healthPorts: number[];
  /** The ports its image serves metrics on, for Prometheus: its Node server's, and at the entry
   * the nginx exporter's. */
  metricsPorts: number[];
  /** In a profile (`--profile monitoring`): not started by a plain `docker compose up`. */
  optional: boolean;
}

// The development stand-in: a cluster gets it only from components/local-services.
export const STAND_IN = 'local-services';

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function environmentNames(value: unknown): string[] {
  if (Array.isArray(value)) return strings(value).map((entry) => entry.replace(/=.*/s, ''));
  return Object.keys(record(value));
}

/** An app's image (the one Dockerfile, APP: its folder): the servers the table gives it. Another
 * image (local-services): the PORT its own Dockerfile sets. */
/** An app's image's metrics ports (the table says what it runs); none for another image. */
function metricsPortsOf(build: Record<string, unknown>): number[] {
  const app = record(build.args).APP;
  return typeof app === 'string' ? metricsPorts(serverIdentity({ SITE_APP: app }, REMOTES)) : [];
}

function healthPortsOf(build: Record<string, unknown>): number[] {
  const app = record(build.args).APP;
  if (typeof app === 'string') {
    return healthPorts(serverIdentity({ SITE_APP: app }, REMOTES), CONTAINER_PORTS);
  }
  if (typeof build.dockerfile !== 'string') return [];
  const port = /\bPORT=(\d+)/.exec(readRepoFile(build.dockerfile))?.[1];
  return port === undefined ? [] : [Number(port)];
}

export function composeServices(): ComposeService[] {
  // Merge keys (<<: *site-config) are YAML 1.1, which compose reads.
  const compose = record(parse(readRepoFile('docker-compose.yml'), { merge: true }));
  return Object.entries(record(compose.services)).map(([name, value]) => {
    const service = record(value);
    const user = typeof service.user === 'string' ? Number(service.user.split(':')[0]) : undefined;
    const app = record(record(service.build).args).APP;
    return {
      name,
      app: typeof app === 'string' ? app : undefined,
      environment: environmentNames(service.environment),
      user,
      tmpfs: typeof service.tmpfs === 'string' ? [service.tmpfs] : strings(service.tmpfs),
      healthPorts: healthPortsOf(record(service.build)),
      metricsPorts: metricsPortsOf(record(service.build)),
      optional: strings(service.profiles).length > 0,
    };
  });
}

/** Every service the cluster runs from the base: all but the stand-in. */
export const siteServices = (): ComposeService[] =>
  composeServices().filter((service) => service.name !== STAND_IN && !service.optional);
