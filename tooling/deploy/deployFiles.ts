// The files compose and Kubernetes run the site from, as far as they name a remote: made from the
// federation table, so a remote added there gets its service, its workload, its upstream, its
// manifest variable and its place in Prometheus's scrape configurations with `npm run generate`,
// and a stale copy fails `npm test`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import type { RemoteDefinition } from '../../shared/src/federation/remotes.ts';
import { entryUpstreams, manifestVariables, remoteServices } from './composeSections.ts';
import { HASH_COMMENTS, replaceSection } from './markedSections.ts';
import {
  composeScrapeConfig,
  kubernetesScrapeConfig,
  RULES_FILE,
  rulesCopy,
} from './prometheus.ts';
import { remoteWorkload } from './remoteWorkload.ts';

type Table = Readonly<Record<string, RemoteDefinition>>;

export const TABLE_FILE = 'shared/src/federation/remotes.ts';
/** One workload file per remote, and nothing else, in this folder. */
export const WORKLOADS_DIR = 'deploy/kubernetes/base/remotes';
/** Prometheus's files: compose's scrape configuration, and the Kubernetes component's. */
export const PROMETHEUS_FILES = {
  compose: 'deploy/prometheus/prometheus.yml',
  kubernetes: 'deploy/kubernetes/components/monitoring/prometheus.yml',
  kubernetesRules: 'deploy/kubernetes/components/monitoring/site.rules.yml',
} as const;
const NAMESPACE = 'site';

const upper = (name: string) => name.toUpperCase();

async function yaml(text: string, file: string): Promise<string> {
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(text, { ...options, parser: 'yaml' });
}

export interface DeployFiles {
  /** Each generated file's text, by its path from the repository root. */
  files: Record<string, string>;
  /** Files the table no longer makes: a removed remote's workload. */
  obsolete: string[];
}

export async function deployFiles(table: Table, root: string): Promise<DeployFiles> {
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
  const section = (text: string, file: string, id: string, body: string) =>
    replaceSection(text, file, id, body, { syntax: HASH_COMMENTS, source: TABLE_FILE });
  const names = Object.keys(table);
  const files: Record<string, string> = {};

  const compose = 'docker-compose.yml';
  let text = read(compose);
  text = section(text, compose, 'remote-manifests', manifestVariables(table));
  text = section(text, compose, 'remote-upstreams', entryUpstreams(table));
  text = section(text, compose, 'remote-services', remoteServices(table));
  files[compose] = await yaml(text, path.join(root, compose));

  for (const name of names) {
    const file = `${WORKLOADS_DIR}/${name}.yaml`;
    files[file] = await yaml(remoteWorkload(name, table), path.join(root, file));
  }

  const kustomization = 'deploy/kubernetes/base/kustomization.yaml';
  files[kustomization] = await yaml(
    section(
      read(kustomization),
      kustomization,
      'remote-workloads',
      names.map((name) => `  - remotes/${name}.yaml\n`).join(''),
    ),
    path.join(root, kustomization),
  );

  const config = 'deploy/kubernetes/base/site-config.env';
  text = read(config);
  text = section(
    text,
    config,
    'remote-manifests',
    names.map((name) => `REMOTE_${upper(name)}_URL=\n`).join(''),
  );
  text = section(
    text,
    config,
    'remote-upstreams',
    names
      .map((name) => `${upper(name)}_UPSTREAM=${name}.${NAMESPACE}.svc.cluster.local:8080\n`)
      .join(''),
  );
  files[config] = text;

  const local = 'deploy/kubernetes/overlays/local/kustomization.yaml';
  files[local] = await yaml(
    section(
      read(local),
      local,
      'remote-images',
      names.map((name) => `  - name: site/${name}\n    newTag: local\n`).join(''),
    ),
    path.join(root, local),
  );

  files[PROMETHEUS_FILES.compose] = await yaml(
    composeScrapeConfig(table),
    path.join(root, PROMETHEUS_FILES.compose),
  );
  files[PROMETHEUS_FILES.kubernetes] = await yaml(
    kubernetesScrapeConfig(table),
    path.join(root, PROMETHEUS_FILES.kubernetes),
  );
  files[PROMETHEUS_FILES.kubernetesRules] = rulesCopy(read(RULES_FILE));

  const workloads = path.join(root, WORKLOADS_DIR);
  const obsolete = existsSync(workloads)
    ? readdirSync(workloads)
        .map((file) => `${WORKLOADS_DIR}/${file}`)
        .filter((file) => !(file in files))
    : [];
  return { files, obsolete };
}
