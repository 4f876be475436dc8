// Prometheus's configuration and the site's alerts (deploy/prometheus, docs/operations.md#what-to-watch),
// checked by Prometheus's own promtool (Debian's `prometheus` package, which `npm test` installs:
// scripts/lib/systemPackages.ts): the scrape configurations are valid and load the rules, the rules
// are valid, and their unit tests pass, with every alert shown firing and not firing.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';
import { REMOTES } from '../../shared/src/federation/remotes';
import { PROMETHEUS_FILES } from '../deploy/deployFiles';
import { ENTRY, hasNodeServer, METRICS_PORTS, RULES_FILE } from '../deploy/prometheus';

const root = fileURLToPath(new URL('../..', import.meta.url));
const at = (file: string) => path.join(root, file);
const read = (file: string) => readFileSync(at(file), 'utf8');
const RULE_TESTS = 'deploy/prometheus/tests/site.rules.test.yml';

type Data = Record<string, unknown>;
const record = (value: unknown): Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Data) : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function promtool(...args: string[]) {
  const result = spawnSync('promtool', args, { cwd: root, encoding: 'utf8' });
  if (result.error) {
    throw new Error(
      "promtool is missing: it comes with Debian's `prometheus` package, which `npm test` installs when run as root (apt-get install -y --no-install-recommends prometheus).",
    );
  }
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

interface Alert {
  alert: string;
  annotations: Data;
}
const alerts: Alert[] = list(record(parse(read(RULES_FILE))).groups).flatMap((group) =>
  list(record(group).rules).map((rule) => ({
    alert: String(record(rule).alert),
    annotations: record(record(rule).annotations),
  })),
);

describe('promtool', () => {
  it("accepts compose's scrape configuration and the rules it loads", () => {
    const { status, output } = promtool('check', 'config', PROMETHEUS_FILES.compose);
    expect(output).toContain(`SUCCESS: ${alerts.length} rules found`);
    expect(status).toBe(0);
  });

  it("accepts Kubernetes's scrape configuration and rules (its pod discovery read here: Debian's promtool is built without it)", () => {
    const config = record(parse(read(PROMETHEUS_FILES.kubernetes)));
    const jobs = list(config.scrape_configs).map(record);
    const copy = mkdtempSync(path.join(tmpdir(), 'prometheus-kubernetes-'));
    try {
      for (const job of jobs) {
        const discovery = list(job.kubernetes_sd_configs).map(record);
        if (discovery.length === 0) continue;
        // Pods of the site's namespace, found through the API.
        expect(discovery).toEqual([{ role: 'pod', namespaces: { names: ['site'] } }]);
        delete job.kubernetes_sd_configs;
        job.static_configs = [{ targets: ['pod:8080'] }];
      }
      writeFileSync(
        path.join(copy, 'prometheus.yml'),
        stringify({ ...config, scrape_configs: jobs }),
      );
      cpSync(at(PROMETHEUS_FILES.kubernetesRules), path.join(copy, 'site.rules.yml'));
      const { status, output } = promtool('check', 'config', path.join(copy, 'prometheus.yml'));
      expect(output).toContain(`SUCCESS: ${alerts.length} rules found`);
      expect(status).toBe(0);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('accepts the rules', () => {
    const { status, output } = promtool('check', 'rules', RULES_FILE);
    expect(output).toContain(`SUCCESS: ${alerts.length} rules found`);
    expect(status).toBe(0);
  });

  it('passes the unit tests of the rules', () => {
    const { status, output } = promtool('test', 'rules', RULE_TESTS);
    expect(output).toContain('SUCCESS');
    expect(status).toBe(0);
  });
});

describe('the alerts', () => {
  const cases = list(record(parse(read(RULE_TESTS))).tests).flatMap((group) =>
    list(record(group).alert_rule_test).map(record),
  );

  it('are the issues’: content service down, stale pages, mail failing and retrying, remotes in browsers, a remote built for another shell, hydration errors, 5xx, LCP p75, targets down', () => {
    expect(alerts.map(({ alert }) => alert).sort()).toEqual(
      [
        'ContactMailFailing',
        'ContactMailRetrying',
        'ContentServiceDown',
        'ContentSyncBehind',
        'HydrationFailing',
        'LcpP75TooSlow',
        'PagesServedStale',
        'RemoteBuiltForAnotherShell',
        'RemoteFailingInBrowsers',
        'SiteServerErrors',
        'SiteTargetDown',
      ].sort(),
    );
  });

  it.each(alerts.map(({ alert }) => alert))(
    '%s has a unit test firing and one not firing',
    (name) => {
      const own = cases.filter(({ alertname }) => alertname === name);
      expect(own.some(({ exp_alerts }) => list(exp_alerts).length > 0)).toBe(true);
      expect(own.some(({ exp_alerts }) => list(exp_alerts).length === 0)).toBe(true);
    },
  );

  it.each(alerts)(
    '$alert says what happened and what to do, and docs/operations.md#what-to-watch explains it',
    ({ alert, annotations }) => {
      expect(String(annotations.summary ?? '')).toMatch(/\S/);
      expect(String(annotations.description ?? '').length).toBeGreaterThan(100);
      const watch = read('docs/operations.md').split('## What to watch')[1] ?? '';
      expect(watch).toContain(`\`${alert}\``);
    },
  );

  it('the Kubernetes component carries the rules as they are written', () => {
    expect(read(PROMETHEUS_FILES.kubernetesRules)).toContain(read(RULES_FILE));
  });
});

describe("compose's Prometheus", () => {
  const compose = record(parse(read('docker-compose.yml'), { merge: true }));
  const services = record(compose.services);

  it('scrapes every Node server on 9464 and the entry’s nginx exporter on 9113, each by its server label', () => {
    const jobs = list(record(parse(read(PROMETHEUS_FILES.compose))).scrape_configs).map(record);
    const targets = (job: string) =>
      list(jobs.find(({ job_name }) => job_name === job)?.static_configs)
        .map(record)
        .map(
          ({ targets: addresses, labels }) => `${list(addresses).join()} ${record(labels).server}`,
        );
    const withServers = Object.entries(REMOTES).filter(([, remote]) => hasNodeServer(remote));
    expect(targets('site-node')).toEqual([
      `${ENTRY.service}:${METRICS_PORTS.node} entry`,
      ...withServers.map(([name]) => `${name}:${METRICS_PORTS.node} ${name}`),
    ]);
    expect(targets('site-nginx')).toEqual([
      `${ENTRY.service}:${METRICS_PORTS.nginxExporter} entry`,
    ]);
    // Each scraped name is a service of the compose file.
    for (const target of [...targets('site-node'), ...targets('site-nginx')]) {
      expect(Object.keys(services)).toContain(target.split(':')[0]);
    }
  });

  it('starts only with --profile monitoring: a plain `docker compose up` starts what it did', () => {
    const inProfile = Object.entries(services)
      .filter(([, service]) => list(record(service).profiles).length > 0)
      .map(([name]) => name);
    expect(inProfile).toEqual(['prometheus']);
    expect(list(record(services.prometheus).profiles)).toEqual(['monitoring']);
    expect(
      Object.keys(services)
        .filter((name) => !inProfile.includes(name))
        .sort(),
    ).toEqual([ENTRY.service, ...Object.keys(REMOTES), 'local-services'].sort());
  });

  it('mounts the generated scrape configuration and the rules, read-only, and is published on this machine only', () => {
    const prometheus = record(services.prometheus);
    expect(list(prometheus.volumes)).toEqual(
      expect.arrayContaining([
        `./${PROMETHEUS_FILES.compose}:/etc/prometheus/prometheus.yml:ro`,
        `./${path.dirname(RULES_FILE)}:/etc/prometheus/rules:ro`,
      ]),
    );
    expect(list(prometheus.ports).every((port) => String(port).startsWith('127.0.0.1:'))).toBe(
      true,
    );
    expect(prometheus.read_only).toBe(true);
  });
});
