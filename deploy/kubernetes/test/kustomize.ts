// Renders a kustomization as `kubectl apply -k` would send it, offline: kustomize reads only the
// files, and KUBECONFIG names no cluster, so nothing here can reach one even by mistake.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { KUBERNETES_DIR } from './paths';

export interface KubeObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
}

const NEEDS =
  'Rendering deploy/kubernetes needs kubectl 1.27 or later (kustomize v5). `npm test` installs ' +
  'it when run as root on x86-64 Linux (scripts/lib/systemPackages.ts); otherwise install ' +
  'kubectl yourself: https://kubernetes.io/docs/tasks/tools/';

/** The base and every overlay: an overlay added to overlays/ is checked like the others. */
export function renderTargets(): string[] {
  const overlays = readdirSync(path.join(KUBERNETES_DIR, 'overlays'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `overlays/${entry.name}`)
    .sort();
  return ['base', ...overlays];
}

function isKubeObject(value: unknown): value is KubeObject {
  if (typeof value !== 'object' || value === null) return false;
  const { apiVersion, kind, metadata } = value as Record<string, unknown>;
  return (
    typeof apiVersion === 'string' &&
    typeof kind === 'string' &&
    typeof metadata === 'object' &&
    metadata !== null &&
    typeof (metadata as Record<string, unknown>).name === 'string'
  );
}

export function kustomize(directory: string): KubeObject[] {
  let output: string;
  try {
    output = execFileSync('kubectl', ['kustomize', directory], {
      encoding: 'utf8',
      env: { ...process.env, KUBECONFIG: '/dev/null' },
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT') throw new Error(`kubectl is not installed. ${NEEDS}`);
    throw new Error(
      `kubectl kustomize ${directory} failed:\n${failure.stderr ?? failure.message}\n(${NEEDS})`,
    );
  }
  return parseAllDocuments(output).map((document, index) => {
    if (document.errors.length > 0) throw new Error(document.errors.join('\n'));
    const value: unknown = document.toJS();
    if (!isKubeObject(value)) {
      throw new Error(`object ${index} of ${directory} has no apiVersion, kind or name`);
    }
    return value;
  });
}

export const render = (target: string): KubeObject[] =>
  kustomize(path.join(KUBERNETES_DIR, target));
