// docker-compose.yml against the schema of the runtime variables: it passes only names the schema
// knows, with the schema's defaults, every runtime variable reaches a container, and each value
// comes from the operator's environment (.env), none is written in the file.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import {
  COMPOSE_SETTINGS,
  RUNTIME_VARIABLES,
  runtimeVariableProblems,
} from '../../platform/src/config/runtimeVariables';

const compose = readFileSync(
  fileURLToPath(new URL('../../docker-compose.yml', import.meta.url)),
  'utf8',
);
const services = (
  parse(compose, { merge: true }) as {
    services: Record<string, { environment?: Record<string, string> }>;
  }
).services;
const runtime = new Map(RUNTIME_VARIABLES.map((variable) => [variable.name, variable]));
const settings = new Map(COMPOSE_SETTINGS.map((setting) => [setting.name, setting]));
const REFERENCE = /\$\{([A-Za-z_][A-Za-z0-9_]*)(?::?-([^}]*))?\}/g;

it('reads only variables of the schema, each defaulting to empty (the image default) or to its schema value', () => {
  const references = [...compose.matchAll(REFERENCE)];
  expect(references.length).toBeGreaterThan(RUNTIME_VARIABLES.length);
  const problems = references.flatMap(([whole, name = '', given = '']) => {
    const variable = runtime.get(name);
    const expected = variable
      ? (variable.composeDefault ?? variable.default)
      : settings.get(name)?.default;
    if (expected === undefined) return [`${whole}: not in platform/src/config/runtimeVariables.ts`];
    if (given !== '' && given !== expected)
      return [`${whole}: the schema's default is ${expected}`];
    return [];
  });
  expect(problems).toEqual([]);
});

it('passes every runtime variable but those the images fix to a container, and nothing else', () => {
  const passed = new Set(
    Object.values(services).flatMap(({ environment }) => Object.keys(environment ?? {})),
  );
  const expected = RUNTIME_VARIABLES.filter((variable) => !variable.imageFixed).map(
    ({ name }) => name,
  );
  expect(expected.filter((name) => !passed.has(name))).toEqual([]);
  expect([...passed].filter((name) => !runtime.has(name) && !settings.has(name))).toEqual([]);
});

it("gives each container a variable only as the operator's ${NAME}, never a value written here", () => {
  const written = Object.entries(services).flatMap(([service, { environment }]) =>
    Object.entries(environment ?? {})
      .filter(([name, value]) => !new RegExp(`^\\$\\{${name}(:?-[^}]*)?\\}$`).test(value))
      .map(([name, value]) => `${service}: ${name}=${value}`),
  );
  expect(written).toEqual([]);
});

it('defaults to values of their forms', () => {
  const defaults = RUNTIME_VARIABLES.flatMap(({ name, composeDefault }) =>
    composeDefault === undefined ? [] : [[name, composeDefault] as [string, string]],
  );
  expect(defaults.length).toBeGreaterThan(0);
  expect(runtimeVariableProblems(defaults)).toEqual([]);
});

// Issue 52: an operator who sets only the Preview API token must not publish drafts behind a
// secret printed in the README: compose gives neither half of the preview pair a value of its own
// (the content container then refuses a token without a secret), local-services included.
it('gives no container a preview secret or a Preview API token of its own', () => {
  const defaults = [...compose.matchAll(REFERENCE)].flatMap(([whole, name = '', given = '']) =>
    ['PREVIEW_SECRET', 'CONTENT_PREVIEW_TOKEN'].includes(name) && given !== '' ? [whole] : [],
  );
  expect(defaults).toEqual([]);
  expect(compose).not.toMatch(/local-preview-secret/);
  const content = services.content?.environment ?? {};
  expect([content.PREVIEW_SECRET, content.CONTENT_PREVIEW_TOKEN]).toEqual([
    '${PREVIEW_SECRET:-}',
    '${CONTENT_PREVIEW_TOKEN:-}',
  ]);
});
