// The compose and Kubernetes files, as far as they name a remote, are what the federation table
// makes (tooling/deploy): a remote added to the table gets its service, workload, upstream and
// manifest variable from `npm run generate`, and a hand edit fails here.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, parseAllDocuments } from 'yaml';
import { REMOTES, type RemoteDefinition } from '../../shared/src/federation/remotes';
import { deployFiles, PROMETHEUS_FILES, WORKLOADS_DIR } from '../deploy/deployFiles';

const root = fileURLToPath(new URL('../..', import.meta.url));
const GENERATOR = path.join(root, 'tooling/deploy/generate.ts');

type Data = Record<string, unknown>;
const record = (value: unknown): Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Data) : {};

const check = (at: string) =>
  spawnSync(process.execPath, [GENERATOR, '--check', `--root=${at}`], { encoding: 'utf8' });

it('finds every generated compose and Kubernetes part as the table makes it (else: npm run generate)', () => {
  const result = check(root);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
});

describe('a copy of the repository', () => {
  let copy: string;
  beforeAll(() => {
    copy = mkdtempSync(path.join(tmpdir(), 'generated-deploy-'));
    for (const folder of [
      'deploy/kubernetes',
      'deploy/prometheus',
      'docker-compose.yml',
      '.prettierrc.json',
    ]) {
      cpSync(path.join(root, folder), path.join(copy, folder), { recursive: true });
    }
  });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('with a hand-edited workload, or one the table no longer has, fails the check by name', () => {
    const workload = path.join(copy, WORKLOADS_DIR, 'company.yaml');
    writeFileSync(
      workload,
      readFileSync(workload, 'utf8').replace('maxReplicas: 4', 'maxReplicas: 9'),
    );
    writeFileSync(path.join(copy, WORKLOADS_DIR, 'gone.yaml'), 'kind: Deployment\n');
    const result = check(copy);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`${WORKLOADS_DIR}/gone.yaml, ${WORKLOADS_DIR}/company.yaml`);
    expect(result.stderr).toContain('npm run generate');
  });

  it("with a hand-edited scrape configuration, or Kubernetes's copy of the rules stale, fails the check by name", () => {
    const config = path.join(copy, PROMETHEUS_FILES.compose);
    writeFileSync(
      config,
      readFileSync(config, 'utf8').replace('scrape_interval: 15s', 'scrape_interval: 1m'),
    );
    const rules = path.join(copy, 'deploy/prometheus/rules/site.rules.yml');
    writeFileSync(rules, readFileSync(rules, 'utf8').replace('> 0.05', '> 0.5'));
    const result = check(copy);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(PROMETHEUS_FILES.compose);
    expect(result.stderr).toContain(PROMETHEUS_FILES.kubernetesRules);
    expect(result.stderr).not.toContain(`${PROMETHEUS_FILES.kubernetes},`);
  });
});

describe('a remote added to the table', () => {
  const CAREERS: RemoteDefinition = {
    folder: 'mfe-careers',
    devPort: 3009,
    previewPortOffset: 9,
    pages: 'renderer',
    modules: { Careers: { source: './src/CareersPage.tsx', routes: ['/careers'] } },
  };
  let files: Record<string, string>;
  beforeAll(async () => {
    ({ files } = await deployFiles({ ...REMOTES, careers: CAREERS }, root));
  });

  it('gets a compose service built from its folder, with the site configuration, reached by the entry', () => {
    const compose = record(parse(files['docker-compose.yml'] ?? '', { merge: true }));
    const services = record(compose.services);
    const careers = record(services.careers);
    expect(record(record(careers.build).args)).toMatchObject({ APP: 'mfe-careers' });
    expect(careers.image).toBe('${IMAGE_PREFIX:-site}/careers:${IMAGE_TAG:-latest}');
    expect(record(careers.environment)).toHaveProperty('REMOTE_CAREERS_URL');
    expect(record(careers.healthcheck).test).toEqual([
      'CMD',
      'sh',
      '/etc/site/nginx/healthcheck.sh',
    ]);
    // Its renderer's metrics, for Prometheus on the compose network (never published).
    expect(careers.expose).toEqual(['9464']);
    expect(careers.ports).toBeUndefined();
    expect(record(record(services.shell).environment)).toMatchObject({
      CAREERS_UPSTREAM: '${CAREERS_UPSTREAM:-careers:8080}',
    });
    // The other services are as they were, but for where the shell finds the new remote.
    const committed = record(
      record(parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true }))
        .services,
    ).content;
    expect(services.content).toEqual({
      ...record(committed),
      environment: {
        ...record(record(committed).environment),
        REMOTE_CAREERS_URL: '${REMOTE_CAREERS_URL:-}',
      },
    });
  });

  it('gets a Kubernetes workload, listed in the base, probed on its renderer too, reached by the entry, scraped by Prometheus', () => {
    const objects = parseAllDocuments(files[`${WORKLOADS_DIR}/careers.yaml`] ?? '').map(
      (document) => record(document.toJS()),
    );
    expect(objects.map(({ kind }) => kind)).toEqual([
      'Deployment',
      'Service',
      'NetworkPolicy',
      'PodDisruptionBudget',
      'HorizontalPodAutoscaler',
    ]);
    const container = record(
      (record(record(record(record(objects[0]).spec).template).spec).containers as unknown[])[0],
    );
    expect(container.ports).toEqual([
      { name: 'http', containerPort: 8080 },
      { name: 'metrics', containerPort: 9464 },
    ]);
    // Prometheus's pods reach its metrics port, and only that.
    expect(record(objects[2]).spec).toEqual({
      podSelector: { matchLabels: { 'app.kubernetes.io/name': 'careers' } },
      policyTypes: ['Ingress'],
      ingress: [
        {
          from: [{ podSelector: { matchLabels: { 'app.kubernetes.io/name': 'prometheus' } } }],
          ports: [{ protocol: 'TCP', port: 'metrics' }],
        },
      ],
    });
    const deployment = record(objects[0]);
    const pod = record(record(record(deployment.spec).template).metadata);
    // The label the network policy admits the entry's traffic by.
    expect(record(pod.labels)).toMatchObject({ 'app.kubernetes.io/component': 'remote' });
    const text = files[`${WORKLOADS_DIR}/careers.yaml`] ?? '';
    expect(text).toContain('- /etc/site/nginx/healthcheck.sh');
    expect(text).toContain('image: site/careers:latest');
    const kustomization = record(parse(files['deploy/kubernetes/base/kustomization.yaml'] ?? ''));
    expect(kustomization.resources).toContain('remotes/careers.yaml');
    const config = files['deploy/kubernetes/base/site-config.env'] ?? '';
    expect(config).toMatch(/^REMOTE_CAREERS_URL=$/m);
    expect(config).toMatch(/^CAREERS_UPSTREAM=careers\.site\.svc\.cluster\.local:8080$/m);
    expect(files['deploy/kubernetes/overlays/local/kustomization.yaml']).toContain(
      '  - name: site/careers\n    newTag: local\n',
    );
  });

  it("is scraped by Prometheus, its renderer's metrics labelled with its name, in compose and in Kubernetes", () => {
    const compose = record(parse(files[PROMETHEUS_FILES.compose] ?? ''));
    const node = (compose.scrape_configs as Data[]).find(
      ({ job_name }) => job_name === 'site-node',
    );
    expect(node?.static_configs).toContainEqual({
      targets: ['careers:9464'],
      labels: { server: 'careers' },
    });
    const kubernetes = record(parse(files[PROMETHEUS_FILES.kubernetes] ?? ''));
    const pods = (kubernetes.scrape_configs as Data[]).find(
      ({ job_name }) => job_name === 'site-node',
    );
    expect(pods?.relabel_configs).toContainEqual(
      expect.objectContaining({ action: 'keep', regex: 'shell|content|contact|careers' }),
    );
    expect(pods?.relabel_configs).toContainEqual(
      expect.objectContaining({ regex: '(content|contact|careers)', target_label: 'server' }),
    );
  });
});
