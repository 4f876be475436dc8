// The facts an operator acts on and the code is most likely to leave behind: which keys the Secret
// site-secrets must hold, and which pods read each (every secretKeyRef of deploy/kubernetes/base);
// where a local site's metrics and nginx status listen (the port table, tooling/previewPorts.ts,
// counted from the base scripts/lib/nginxPreview.ts gives it); and how often the workloads and the
// images are probed (the manifests, the Dockerfile, docker-compose.yml). Each is read from the code
// and held against what the README and docs/ say.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, parseAllDocuments } from 'yaml';
import {
  METRICS_OF,
  PREVIEW_PORT_VARIABLES,
  previewPorts,
  type PreviewServer,
} from '../previewPorts';
import { tableAfter, type Page } from './docsFacts';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const readRepoFile = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');
const read = (file: string): Page => ({ file, text: readRepoFile(file) });
const PAGES: Page[] = [
  read('README.md'),
  ...readdirSync(path.join(REPO_ROOT, 'docs'))
    .filter((file) => file.endsWith('.md'))
    .map((file) => read(`docs/${file}`)),
];
const OPERATIONS = 'docs/operations.md';
const operations = () => PAGES.find(({ file }) => file === OPERATIONS)?.text ?? '';
/** A page as one line per sentence run: claims may span a line break. */
const flat = (text: string) => text.replace(/\s*\n\s*/g, ' ');

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const node = (value: unknown): Node => (isNode(value) ? value : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

// --- deploy/kubernetes/base, read as kustomize reads it: its resources, and the patches it applies
// to every Deployment (site-pod.yaml).

const BASE = 'deploy/kubernetes/base';
const EVERY_WORKLOAD = 'every workload';

interface BaseDeployment {
  name: string;
  container: Node;
}

function baseManifests() {
  const kustomization = node(parse(readRepoFile(`${BASE}/kustomization.yaml`)));
  const documents = (file: string) =>
    parseAllDocuments(readRepoFile(`${BASE}/${file}`)).map((document) => node(document.toJS()));
  const patches = list(kustomization.patches)
    .map(node)
    .filter(({ target }) => {
      const { kind, name, labelSelector } = node(target);
      return kind === 'Deployment' && name === undefined && labelSelector === undefined;
    })
    .map(({ path: file }) => String(file));
  const resources = list(kustomization.resources)
    .map(String)
    .filter((file) => /\.ya?ml$/.test(file));
  const deployments: BaseDeployment[] = resources
    .flatMap(documents)
    .filter(({ kind }) => kind === 'Deployment')
    .map((deployment) => ({
      name: String(node(deployment.metadata).name),
      container: node(list(node(node(node(deployment.spec).template).spec).containers)[0]),
    }));
  return {
    deployments,
    patches: patches.flatMap(documents),
    resources: resources.flatMap(documents),
  };
}

/** Every secretKeyRef under a manifest: the Secret it names and the key. */
function secretKeyRefs(value: unknown): { name: string; key: string }[] {
  if (Array.isArray(value)) return value.flatMap(secretKeyRefs);
  if (!isNode(value)) return [];
  const ref = value.secretKeyRef;
  const own = isNode(ref) ? [{ name: String(ref.name), key: String(ref.key) }] : [];
  return [
    ...own,
    ...Object.entries(value)
      .filter(([field]) => field !== 'secretKeyRef')
      .flatMap(([, child]) => secretKeyRefs(child)),
  ];
}

describe("the Secret's keys", () => {
  const SECRET = 'site-secrets';
  const { deployments, patches, resources } = baseManifests();
  const readers = new Map<string, Set<string>>();
  const add = (key: string, reader: string) =>
    readers.set(key, new Set([...(readers.get(key) ?? []), reader]));
  for (const { key } of secretKeyRefs(patches)) add(key, EVERY_WORKLOAD);
  for (const { name, container } of deployments) {
    for (const { key } of secretKeyRefs(container)) add(key, name);
  }
  const fromCode = [...readers]
    .map(
      ([key, by]) =>
        `${key} | ${by.has(EVERY_WORKLOAD) ? EVERY_WORKLOAD : [...by].sort().join(', ')}`,
    )
    .sort();

  const rows = (text: string) =>
    tableAfter(text.replace(/^[ \t]+\|/gm, '|'), '<!-- secret-keys').map(([key = '', by = '']) => {
      const names = [...by.matchAll(/`([^`]+)`/g)].map(([, name = '']) => name).sort();
      return `${key.replace(/`/g, '')} | ${by === EVERY_WORKLOAD ? by : names.join(', ')}`;
    });

  it('are read from one Secret, site-secrets', () => {
    const refs = secretKeyRefs([...resources, ...patches]);
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.filter(({ name }) => name !== SECRET)).toEqual([]);
  });

  it('are the table in operations.md#configure, one row each, read by the pods the manifests say', () => {
    expect(rows(operations()).sort()).toEqual(fromCode);
  });

  it('are told from a table that misses a key or gives one to the wrong pods', () => {
    const table = (lines: string[]) =>
      ['<!-- secret-keys -->', '', '  | key | read by | left empty |', '  | --- | --- | --- |']
        .concat(lines.map((line) => `  | ${line} | x |`))
        .join('\n');
    const right = fromCode.map((row) => {
      const [key = '', by = ''] = row.split(' | ');
      const names = by.split(', ').map((name) => `\`${name}\``);
      return `\`${key}\` | ${by === EVERY_WORKLOAD ? by : names.join(', ')}`;
    });
    expect(rows(table(right)).sort()).toEqual(fromCode);
    expect(rows(table(right.slice(1))).sort()).not.toEqual(fromCode);
    const moved = right.map((row) =>
      row.startsWith('`MAIL_PRIVATE_KEY`') ? '`MAIL_PRIVATE_KEY` | `content`' : row,
    );
    expect(rows(table(moved)).sort()).not.toEqual(fromCode);
  });
});

// --- the local site's ports: scripts/lib/nginxPreview.ts puts the entry on 8080 and counts every
// other server from a base of its own, with the offsets of tooling/previewPorts.ts.

const PREVIEW = 'scripts/lib/nginxPreview.ts';

function localPorts(): Readonly<Record<PreviewServer, number>> {
  const match = /previewPorts\((\d+)\),\s*entry:\s*(\d+)\s*}/.exec(readRepoFile(PREVIEW));
  if (!match)
    throw new Error(`${PREVIEW} no longer says { ...previewPorts(<base>), entry: <port> }`);
  return { ...previewPorts(Number(match[1])), entry: Number(match[2]) };
}

/** "8193 (`PREVIEW_RENDERER_METRICS_PORT`…": a port, and the variable that moves it. */
function portClaims(pages: readonly Page[]) {
  return pages.flatMap(({ file, text }) =>
    [...flat(text).matchAll(/\b(\d{2,5}) \(`([A-Z][A-Z0-9_]*)`/g)].map(
      ([words, port = '', variable = '']) => ({ file, words, port: Number(port), variable }),
    ),
  );
}

describe('the local ports', () => {
  const ports = localPorts();
  // local-services is apart: it is not counted from that base (LOCAL_SERVICES_PORT, 4000).
  const serverOf = new Map<string, PreviewServer>(
    (Object.entries(PREVIEW_PORT_VARIABLES) as [PreviewServer, string][])
      .filter(([server]) => server !== 'services')
      .map(([server, variable]) => [variable, server]),
  );
  const wrongPorts = (pages: readonly Page[]) =>
    portClaims(pages).flatMap(({ file, words, port, variable }) => {
      const server = serverOf.get(variable);
      return server === undefined || ports[server] === port
        ? []
        : [`${file}: ${words} (it is ${ports[server]})`];
    });

  it('are, wherever a page gives a port with its variable, the ones npm start and npm run preview use', () => {
    expect(
      portClaims(PAGES).filter(({ variable }) => serverOf.has(variable)).length,
    ).toBeGreaterThan(0);
    expect(wrongPorts(PAGES)).toEqual([]);
  });

  it("name every Node server's metrics listener and nginx's status in operations.md#metrics", () => {
    const named = new Set(
      portClaims([{ file: OPERATIONS, text: operations() }]).map(({ variable }) => variable),
    );
    const expected = [...Object.values(METRICS_OF), 'nginxStatus' as const].map(
      (server) => PREVIEW_PORT_VARIABLES[server],
    );
    expect(expected.filter((variable) => !named.has(variable))).toEqual([]);
  });

  it("are never counted from the entry's port, which moves alone", () => {
    const counted = PAGES.flatMap(({ file, text }) =>
      [...flat(text).matchAll(/entry's port \+ ?\d+/g)].map(([words]) => `${file}: ${words}`),
    );
    expect(counted).toEqual([]);
  });

  it('are told from a page that gives a port the table does not', () => {
    const variable = PREVIEW_PORT_VARIABLES.rendererMetrics;
    const page = (port: number) => ({
      file: 'x.md',
      text: `the content renderer's on\n${port} (\`${variable}\`)`,
    });
    expect(wrongPorts([page(ports.rendererMetrics)])).toEqual([]);
    expect(wrongPorts([page(ports.entry + 13)])).toHaveLength(1);
  });
});

// --- how often each workload and each image is probed.

const PROBE_DEFAULTS = { periodSeconds: 10, failureThreshold: 3 };
const probe = (container: Node, kind: string) => ({ ...PROBE_DEFAULTS, ...node(container[kind]) });

/** A probe's interval, or for a startup probe the longest it waits: what a page may claim. */
const PROBE_FACTS: readonly {
  kind: string;
  pattern: RegExp;
  of: (container: Node) => number;
}[] = [
  {
    kind: 'readiness',
    pattern: /\breadiness every (\d+) s\b/g,
    of: (container) => Number(probe(container, 'readinessProbe').periodSeconds),
  },
  {
    kind: 'liveness',
    pattern: /\bliveness every (\d+) s\b/g,
    of: (container) => Number(probe(container, 'livenessProbe').periodSeconds),
  },
  {
    kind: 'startup',
    pattern: /\bstartup probe gives [^;]*? up to (\d+) s\b/g,
    of: (container) => {
      const { periodSeconds, failureThreshold } = probe(container, 'startupProbe');
      return Number(periodSeconds) * Number(failureThreshold);
    },
  },
];

describe('the probes', () => {
  const { deployments } = baseManifests();
  const probeProblems = (pages: readonly Page[], { pattern, of }: (typeof PROBE_FACTS)[number]) => {
    const claims = pages.flatMap(({ file, text }) =>
      [...flat(text).matchAll(pattern)].map(([words, seconds = '']) => ({
        file,
        words,
        seconds: Number(seconds),
      })),
    );
    const wrong = claims.flatMap(({ file, words, seconds }) =>
      deployments
        .filter(({ container }) => of(container) !== seconds)
        .map(({ name, container }) => `${file}: ${words} (${name}: ${of(container)} s)`),
    );
    return { claims, wrong };
  };

  it.each(PROBE_FACTS)(
    "$kind: what the pages say is every workload's, read from its manifest",
    (fact) => {
      const { claims, wrong } = probeProblems(PAGES, fact);
      expect(claims.length).toBeGreaterThan(0);
      expect(deployments.length).toBeGreaterThan(0);
      expect(wrong).toEqual([]);
    },
  );

  it('are told from a page that gives another interval', () => {
    const readiness = PROBE_FACTS[0]!;
    const seconds = readiness.of(deployments[0]!.container);
    const page = (n: number) => [{ file: 'x.md', text: `readiness every\n${n} s` }];
    expect(probeProblems(page(seconds), readiness).claims).toHaveLength(1);
    expect(probeProblems(page(seconds + 5), readiness).wrong.length).toBeGreaterThan(0);
  });

  it("of the images: the HEALTHCHECK interval the pages give is the Dockerfile's and compose's", () => {
    const claims = PAGES.flatMap(({ file, text }) =>
      [...flat(text).matchAll(/`HEALTHCHECK` \(every (\d+) s\)/g)].map(([words, seconds = '']) => ({
        file,
        words,
        seconds: Number(seconds),
      })),
    );
    expect(claims.length).toBeGreaterThan(0);
    const image = /^HEALTHCHECK\b.*--interval=(\d+)s/m.exec(readRepoFile('Dockerfile'));
    if (!image) throw new Error('the Dockerfile has no HEALTHCHECK --interval=<n>s');
    const compose = node(parse(readRepoFile('docker-compose.yml'), { merge: true }));
    // Every service built from the one Dockerfile (its APP argument) repeats the image's check.
    const repeated = Object.entries(node(compose.services))
      .filter(([, service]) => node(node(node(service).build).args).APP !== undefined)
      .map(([name, service]) => [name, String(node(node(service).healthcheck).interval)]);
    expect(repeated.length).toBeGreaterThan(0);
    const interval = Number(image[1]);
    expect(repeated.filter(([, given]) => given !== `${interval}s`)).toEqual([]);
    const wrong = claims.filter(({ seconds }) => seconds !== interval);
    expect(wrong.map(({ file, words }) => `${file}: ${words} (${interval} s)`)).toEqual([]);
  });
});
