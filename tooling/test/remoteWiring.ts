// Every place outside the federation table (shared/src/federation/remotes.ts) that must name a
// remote by hand, and what each must say. `missingWiring` takes the table and the repository as
// parameters, so its test can feed it a made-up remote and see each check fail.
//
// Not checked here, because it is derived from the table (or from the runtime-variable schema)
// and so cannot miss a remote: each remote's webpack `exposes`, dev port and server page list
// (tooling/createAppConfig.ts, devPorts.ts), the shell's router and the entry's route → owner
// table (contract.ts), the preview and end-to-end ports and their PREVIEW_<NAME>_PORT variables
// (previewPorts.ts; federationContract.test.ts checks that no two collide), nginx/site.env,
// .env.example and nginx/config.js.template (`npm run generate`). Checked elsewhere once the
// remote is in docker-compose.yml: its Dockerfile's SERVER_NAME, SITE_PAGES and build command
// (federationContract.test.ts), and its Kubernetes Deployment's probes, hardening, disruption
// budget, autoscaler, variables and upstream address (deploy/kubernetes/test/manifests.test.ts,
// which walks the compose services).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Deployment } from 'kubernetes-models/apps/v1';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { Service } from 'kubernetes-models/v1';
import { parse, parseAllDocuments } from 'yaml';
import type { KubeObject } from '../../deploy/kubernetes/test/kustomize';
import { ofKind, selects, serviceSelects } from '../../deploy/kubernetes/test/workloads';
import { RUNTIME_VARIABLES } from '../../platform/src/config/runtimeVariables';
import { SITE_CONFIG_FIELDS } from '../../shared/src/config/siteConfigFields';
import type { RemoteDefinition } from '../../shared/src/federation/remotes';

/** The repository as the checks read it. */
export interface Repository {
  /** A file's text by its path from the repository root; undefined when there is no such file. */
  read(file: string): string | undefined;
  /** The names of the folders directly inside a folder (the Kubernetes overlays). */
  folders(folder: string): string[];
  /** The names of the runtime variables (platform/src/config/runtimeVariables.ts). */
  runtimeVariables: readonly string[];
  /** The remotes window.__SITE_CONFIG__ has a manifest address for (siteConfigFields.ts). */
  siteConfigRemotes: readonly string[];
}

export type RemoteTable = Readonly<Record<string, RemoteDefinition>>;

// The entry: compose's service and the Kubernetes workload that proxies /mfe/<name>/.
const ENTRY = 'shell';
const KUBERNETES_BASE = 'deploy/kubernetes/base';
const OVERLAYS = 'deploy/kubernetes/overlays';

type Data = Record<string, unknown>;

const record = (value: unknown): Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Data) : {};

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function json(repo: Repository, file: string): Data | undefined {
  const text = repo.read(file);
  return text === undefined ? undefined : record(JSON.parse(text));
}

function kubeObjects(text: string | undefined): KubeObject[] {
  return parseAllDocuments(text ?? '')
    .map((document): unknown => document.toJS())
    .filter((value): value is KubeObject => {
      const { kind, metadata } = record(value);
      return typeof kind === 'string' && typeof record(metadata).name === 'string';
    });
}

/** The remote's own folder: the workspace, its type-check and its webpack configuration. */
function appFolder(name: string, folder: string, repo: Repository): string[] {
  const manifest = json(repo, `${folder}/package.json`);
  if (!manifest) {
    return [`${folder}/package.json is missing (copy an existing remote's folder to ${folder}/)`];
  }
  const problems: string[] = [];
  if (manifest.name !== folder) {
    problems.push(
      `${folder}/package.json names the workspace '${String(manifest.name)}', not '${folder}'`,
    );
  }
  if (repo.read(`${folder}/tsconfig.json`) === undefined) {
    problems.push(`${folder}/tsconfig.json is missing`);
  }
  const webpack = repo.read(`${folder}/webpack.config.mts`);
  if (webpack === undefined) problems.push(`${folder}/webpack.config.mts is missing`);
  // The federation name, by which the table's entry for it is looked up.
  else if (!webpack.includes(`name: '${name}'`)) {
    problems.push(`${folder}/webpack.config.mts does not build it as name: '${name}'`);
  }
  return problems;
}

/** The root's lists of workspaces: npm, the lock file, TypeScript, jest, ESLint. */
function workspaceLists(folder: string, repo: Repository): string[] {
  const problems: string[] = [];
  if (!strings(json(repo, 'package.json')?.workspaces).includes(folder)) {
    problems.push(`package.json has no '${folder}' in workspaces`);
  }
  if (!(folder in record(json(repo, 'package-lock.json')?.packages))) {
    problems.push(`package-lock.json has no workspace '${folder}' (run npm install)`);
  }
  if (!strings(json(repo, 'tsconfig.json')?.include).includes(`${folder}/src`)) {
    problems.push(`tsconfig.json has no '${folder}/src' in include`);
  }
  // Each project is written `project('<name>', '<rootDir>/<folder>')`.
  const jestRoots = [...(repo.read('jest.config.ts') ?? '').matchAll(/'<rootDir>\/([^'/]+)'/g)];
  if (!jestRoots.some(([, root]) => root === folder)) {
    problems.push(`jest.config.ts has no project with rootDir '<rootDir>/${folder}'`);
  }
  const apps = /const APPS = \[([^\]]*)\]/.exec(repo.read('eslint.config.ts') ?? '')?.[1] ?? '';
  if (![...apps.matchAll(/'([^']+)'/g)].some(([, app]) => app === folder)) {
    problems.push(`eslint.config.ts has no '${folder}' in APPS (the import boundaries)`);
  }
  return problems;
}

/** Its image, and every image's install step, which needs each workspace's package.json. */
function images(folder: string, table: RemoteTable, repo: Repository): string[] {
  const problems: string[] = [];
  if (repo.read(`${folder}/Dockerfile`) === undefined)
    problems.push(`${folder}/Dockerfile is missing`);
  const copy = `COPY ${folder}/package.json ${folder}/\n`;
  for (const app of [ENTRY, ...Object.values(table).map((remote) => remote.folder)]) {
    const dockerfile = repo.read(`${app}/Dockerfile`);
    if (dockerfile !== undefined && !dockerfile.includes(copy)) {
      problems.push(`${app}/Dockerfile does not ${copy.trim()} (npm ci installs every workspace)`);
    }
  }
  const ignored = (repo.read('.dockerignore') ?? '').split('\n').map((line) => line.trim());
  if (!ignored.includes(`!${folder}/`)) {
    problems.push(`.dockerignore does not send !${folder}/ to the image builds`);
  }
  return problems;
}

/** docker-compose.yml: its service, built and run as the other remotes are, reached by the entry. */
function compose(name: string, folder: string, repo: Repository): string[] {
  // Merge keys (<<: *site-config) are YAML 1.1, which compose reads.
  const file = record(parse(repo.read('docker-compose.yml') ?? '', { merge: true }));
  const services = record(file.services);
  const siteConfig = Object.keys(record(file['x-site-config']));
  const dockerfile = `${folder}/Dockerfile`;
  const problems: string[] = [];
  if (!siteConfig.includes(`REMOTE_${name.toUpperCase()}_URL`)) {
    problems.push(`docker-compose.yml x-site-config has no REMOTE_${name.toUpperCase()}_URL`);
  }
  const entryEnvironment = record(record(services[ENTRY]).environment);
  if (!(`${name.toUpperCase()}_UPSTREAM` in entryEnvironment)) {
    problems.push(
      `docker-compose.yml service '${ENTRY}' has no ${name.toUpperCase()}_UPSTREAM (how the entry reaches it)`,
    );
  }
  if (!(name in services)) {
    return [...problems, `docker-compose.yml has no service '${name}' (build ${dockerfile})`];
  }
  const service = record(services[name]);
  const given = record(service.build).dockerfile;
  if (given !== dockerfile) {
    problems.push(
      `docker-compose.yml service '${name}' builds ${String(given)}, not ${dockerfile}`,
    );
  }
  // Named as the entry's image is, with the remote's name in place of the entry's.
  const image = String(record(services[ENTRY]).image).replace(`/${ENTRY}:`, `/${name}:`);
  if (service.image !== image) {
    problems.push(
      `docker-compose.yml service '${name}' has image ${String(service.image)}, not ${image}`,
    );
  }
  const environment = record(service.environment);
  if (siteConfig.some((variable) => !(variable in environment))) {
    problems.push(
      `docker-compose.yml service '${name}' lacks the site configuration (environment: <<: *site-config)`,
    );
  }
  if (strings(record(service.healthcheck).test).length === 0) {
    problems.push(`docker-compose.yml service '${name}' has no healthcheck`);
  }
  return problems;
}

/** The Kubernetes base: a workload file, listed, with a Service; a policy that admits the entry. */
function kubernetes(name: string, repo: Repository): string[] {
  const kustomization = record(parse(repo.read(`${KUBERNETES_BASE}/kustomization.yaml`) ?? ''));
  const resources = strings(kustomization.resources);
  const objects = resources.flatMap((file) => kubeObjects(repo.read(`${KUBERNETES_BASE}/${file}`)));
  const problems: string[] = [];
  const file = `${name}.yaml`;
  if (!resources.includes(file)) {
    problems.push(`${KUBERNETES_BASE}/kustomization.yaml does not list ${file} in resources`);
  }
  const podLabels = (workload: string) =>
    ofKind(objects, Deployment).find((item) => item.metadata?.name === workload)?.spec?.template
      .metadata?.labels;
  const labels = podLabels(name);
  if (!labels) {
    problems.push(`${KUBERNETES_BASE}/${file} has no Deployment '${name}'`);
  } else {
    const services = ofKind(objects, Service).filter(
      ({ metadata, spec }) => metadata?.name === name && serviceSelects(spec?.selector, labels),
    );
    if (services.length === 0) {
      problems.push(`${KUBERNETES_BASE}/${file} has no Service '${name}' selecting its pods`);
    }
    const entryLabels = podLabels(ENTRY) ?? {};
    const admitsEntry = ofKind(objects, NetworkPolicy)
      .filter(({ spec }) => selects(spec?.podSelector, labels))
      .flatMap(({ spec }) => spec?.ingress ?? [])
      .some(({ from }) =>
        (from ?? []).some(({ podSelector }) => selects(podSelector, entryLabels)),
      );
    if (!admitsEntry) {
      problems.push(
        `${KUBERNETES_BASE}/network-policies.yaml lets no traffic from the entry reach '${name}' (label its pods app.kubernetes.io/component: remote)`,
      );
    }
  }
  const config = (repo.read(`${KUBERNETES_BASE}/site-config.env`) ?? '').split('\n');
  for (const variable of [`REMOTE_${name.toUpperCase()}_URL`, `${name.toUpperCase()}_UPSTREAM`]) {
    if (!config.some((line) => line.startsWith(`${variable}=`))) {
      problems.push(`${KUBERNETES_BASE}/site-config.env has no ${variable}`);
    }
  }
  for (const overlay of repo.folders(OVERLAYS)) {
    const path = `${OVERLAYS}/${overlay}/kustomization.yaml`;
    const images: unknown = record(parse(repo.read(path) ?? '')).images;
    if (!(Array.isArray(images) && images.some((image) => record(image).name === `site/${name}`))) {
      problems.push(`${path} has no image site/${name} in images`);
    }
  }
  return problems;
}

/** The runtime-variable schema: where the shell finds its manifest, where the entry reaches it. */
function runtimeVariables(name: string, repo: Repository): string[] {
  const problems: string[] = [];
  if (!repo.siteConfigRemotes.includes(name)) {
    problems.push(`shared/src/config/siteConfigFields.ts has no remotes.${name}`);
  }
  for (const variable of [`REMOTE_${name.toUpperCase()}_URL`, `${name.toUpperCase()}_UPSTREAM`]) {
    if (!repo.runtimeVariables.includes(variable)) {
      problems.push(`platform/src/config/runtimeVariables.ts has no ${variable}`);
    }
  }
  return problems;
}

/** What each remote of the table still lacks, one line per missing place, naming it. */
export function missingWiring(table: RemoteTable, repo: Repository): string[] {
  return Object.entries(table).flatMap(([name, { folder }]) =>
    [
      ...appFolder(name, folder, repo),
      ...workspaceLists(folder, repo),
      ...images(folder, table, repo),
      ...compose(name, folder, repo),
      ...kubernetes(name, repo),
      ...runtimeVariables(name, repo),
    ].map((problem) => `remote '${name}': ${problem}`),
  );
}

/** The repository at `root`, as it is on disk. */
export function repositoryAt(root: string): Repository {
  const at = (file: string) => path.join(root, file);
  return {
    read: (file) => (existsSync(at(file)) ? readFileSync(at(file), 'utf8') : undefined),
    folders: (folder) =>
      readdirSync(at(folder), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort(),
    runtimeVariables: RUNTIME_VARIABLES.map(({ name }) => name),
    siteConfigRemotes: Object.keys(SITE_CONFIG_FIELDS.remotes),
  };
}
