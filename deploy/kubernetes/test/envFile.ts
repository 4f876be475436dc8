// KEY=value files: nginx/site.env (the images' defaults) and the overlays' env files, which
// kustomize reads with the same rules (comments and blank lines skipped, no quotes).
import { readRepoFile } from './paths';

export function parseEnvFile(text: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const line of text.split('\n')) {
    const match = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line.trim());
    if (match?.[1] !== undefined) values.set(match[1], match[2] ?? '');
  }
  return values;
}

/** What every image uses for a variable that is unset or empty (render.sh). */
export const siteEnvDefaults = (): Map<string, string> =>
  parseEnvFile(readRepoFile('nginx/site.env'));
