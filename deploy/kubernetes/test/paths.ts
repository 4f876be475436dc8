import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const KUBERNETES_DIR = path.join(REPO_ROOT, 'deploy/kubernetes');

export const readRepoFile = (relative: string): string =>
  readFileSync(path.join(REPO_ROOT, relative), 'utf8');
