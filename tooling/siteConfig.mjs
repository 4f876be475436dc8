// Node side of the runtime configuration: reads nginx/site.env, lets the environment override
// it, and renders nginx/config.js.template exactly as the container entrypoint's envsubst does.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function readSiteEnv(env = process.env) {
  const text = readFileSync(path.join(repoRoot, 'nginx/site.env'), 'utf8');
  const values = {};
  for (const line of text.split('\n')) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (match) values[match[1]] = env[match[1]] ?? match[2];
  }
  return values;
}

export function renderTemplate(template, values) {
  // Only the named variables are replaced, like `envsubst '$A $B'`, so other `$` text survives.
  return template.replace(/\$\{([A-Z0-9_]+)\}/g, (whole, name) =>
    name in values ? String(values[name]).replace(/\\/g, '\\\\').replace(/'/g, "\\'") : whole,
  );
}

export function renderConfigScript(env = process.env) {
  const template = readFileSync(path.join(repoRoot, 'nginx/config.js.template'), 'utf8');
  return renderTemplate(template, readSiteEnv(env));
}
