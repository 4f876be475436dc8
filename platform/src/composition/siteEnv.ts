// The one reader of KEY=value files and the one template substitution of the site, for every
// place that renders the runtime configuration: the composition in each image (compose.ts, bundled
// into compose.cjs, which configure.sh runs), `npm start` / `npm run preview` (through configure.sh), the
// dev servers' /config.js (tooling/devMiddleware.ts) and the Kubernetes tests. No imports but
// Node's own, so Node runs it as it is (type stripping).
//
//   node siteEnv.ts defaults <site.env>
//       prints `export NAME='value'` for each variable of the file the environment leaves unset
//       or empty, for the shell to eval
//   node siteEnv.ts substitute '<$NAME…>' <template> <output> [<template> <output>…]
//       writes each template with $NAME and ${NAME} replaced by the environment's value, for the
//       named variables only (like gettext's `envsubst '$A $B'`): nginx's own $uri, $host… stay
//   node siteEnv.ts config-js <config.js.template> <site.env> <output>
//       writes /config.js: each variable of site.env, the environment's value first, quoted as
//       the inside of a JavaScript '…' string
import { readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Variables by name, as `process.env` has them: unset is `undefined`. */
export type Environment = Readonly<Record<string, string | undefined>>;

/** Variables of a KEY=value file (kustomize's rules too: comments and blank lines skipped, no quotes). */
export function parseEnvFile(text: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const line of text.split('\n')) {
    const [, name, value] = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line.trim()) ?? [];
    if (name !== undefined && value !== undefined) values.set(name, value);
  }
  return values;
}

/** The file's variables with the environment's value where it sets one: empty means unset. */
export function withEnvironment(
  defaults: ReadonlyMap<string, string>,
  env: Environment,
): Map<string, string> {
  const values = new Map<string, string>();
  for (const [name, value] of defaults) values.set(name, env[name] || value);
  return values;
}

const REFERENCE = /\$(?:\{([A-Za-z_][A-Za-z0-9_]*)\}|([A-Za-z_][A-Za-z0-9_]*))/g;

/**
 * `template` with `$NAME` and `${NAME}` replaced for each of `names` (a name that is not set
 * becomes empty, as with envsubst); every other `$` text is left as it is.
 */
export function substitute(
  template: string,
  names: Iterable<string>,
  values: ReadonlyMap<string, string | undefined>,
  quote: (value: string) => string = (value) => value,
): string {
  const wanted = new Set(names);
  return template.replace(
    REFERENCE,
    (whole, braced: string | undefined, bare: string | undefined) => {
      const name = braced ?? bare;
      return name !== undefined && wanted.has(name) ? quote(values.get(name) ?? '') : whole;
    },
  );
}

/** A value as the inside of a single-quoted JavaScript string. */
export function quoteForJs(value: string): string {
  return value.replace(/[\\'\n\r\u2028\u2029]/g, (character) =>
    character === '\\' || character === "'"
      ? `\\${character}`
      : `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** /config.js: the template with every variable of `siteEnv` (its text), the environment first. */
export function renderConfigScript(template: string, siteEnv: string, env: Environment): string {
  const values = withEnvironment(parseEnvFile(siteEnv), env);
  return substitute(template, values.keys(), values, quoteForJs);
}

const shellQuote = (value: string): string => `'${value.replace(/'/g, `'\\''`)}'`;

/** `[a, b, c, d]` → `[[a, b], [c, d]]`. */
function pairs(items: readonly string[]): [string, string][] {
  const [first, second, ...others] = items;
  return first === undefined || second === undefined ? [] : [[first, second], ...pairs(others)];
}

function main([command, ...args]: readonly string[]): number {
  const env = process.env;
  const [siteEnvFile] = args;
  if (command === 'defaults' && args.length === 1 && siteEnvFile !== undefined) {
    const lines = [...parseEnvFile(readFileSync(siteEnvFile, 'utf8'))]
      .filter(([name]) => !env[name])
      .map(([name, value]) => `export ${name}=${shellQuote(value)}\n`);
    process.stdout.write(lines.join(''));
    return 0;
  }
  const [list, ...files] = args;
  if (command === 'substitute' && args.length >= 3 && args.length % 2 === 1 && list !== undefined) {
    const names = list.split(/[^A-Za-z0-9_]+/).filter(Boolean);
    const values = new Map(names.map((name) => [name, env[name]]));
    for (const [template, output] of pairs(files)) {
      writeFileSync(output, substitute(readFileSync(template, 'utf8'), names, values));
    }
    return 0;
  }
  const [template, siteEnv, output] = args;
  if (
    command === 'config-js' &&
    args.length === 3 &&
    template !== undefined &&
    siteEnv !== undefined &&
    output !== undefined
  ) {
    writeFileSync(
      output,
      renderConfigScript(readFileSync(template, 'utf8'), readFileSync(siteEnv, 'utf8'), env),
    );
    return 0;
  }
  process.stderr.write(
    'usage: siteEnv.ts defaults <site.env> | substitute <names> <template> <output>… | config-js <template> <site.env> <output>\n',
  );
  return 2;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === realpathSync(process.argv[1])) {
  process.exitCode = main(process.argv.slice(2));
}
