// The facts a newcomer reads first and the code is most likely to leave behind: the default
// language, what is shared as one copy per page, and which Node servers run beside nginx. Each is
// read from the code and held against what the README and docs/ say.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LANGUAGE } from '../../shared/src/language/languageRule';
import { LANGUAGES } from '../../shared/src/language/languages';
import { REMOTES } from '../../shared/src/federation/remotes';
import {
  CONTAINER_PORTS,
  ENTRY_FOLDER,
  healthPorts,
  serverIdentity,
} from '../../platform/src/composition/serverIdentity';
import { sharedModules } from '../federation';
import {
  defaultLanguageClaims,
  singletonClaims,
  tableAfter,
  type Claim,
  type Page,
} from './docsFacts';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const read = (file: string): Page => ({
  file,
  text: readFileSync(path.join(REPO_ROOT, file), 'utf8'),
});
const PAGES: Page[] = [
  read('README.md'),
  ...readdirSync(path.join(REPO_ROOT, 'docs'))
    .filter((file) => file.endsWith('.md'))
    .map((file) => read(`docs/${file}`)),
];

const LANGUAGE_NAMES: Readonly<Record<string, string>> = { ka: 'Georgian', en: 'English' };

const isInstalledModule = (name: string): boolean => {
  if (!/^(@[a-z0-9-]+\/)?[a-z0-9-]+(\/[a-z0-9-]*)*$/.test(name)) return false;
  const segments = name.split('/');
  const packageName = segments.slice(0, name.startsWith('@') ? 2 : 1).join('/');
  return existsSync(path.join(REPO_ROOT, 'node_modules', packageName, 'package.json'));
};
const SHARED_WILDCARD = '@site/shared/*';
const isSharedName = (name: string) => name === SHARED_WILDCARD || isInstalledModule(name);
const wrong = (claims: Claim[], right: (value: string) => boolean) =>
  claims.filter(({ value }) => !right(value)).map(({ file, words }) => `${file}: ${words}`);

describe('the default language', () => {
  const claims = defaultLanguageClaims(PAGES, LANGUAGE_NAMES);

  it('has a name for every language of the site', () => {
    expect(Object.keys(LANGUAGE_NAMES).sort()).toEqual([...LANGUAGES].sort());
  });

  it('is the one the code falls back to, wherever a page names it', () => {
    expect(wrong(claims, (value) => value === DEFAULT_LANGUAGE)).toEqual([]);
  });

  it('is named in the README and the product page', () => {
    const files = new Set(claims.map(({ file }) => file));
    expect(files).toContain('README.md');
    expect(files).toContain('docs/product.md');
  });

  it('is found however a page words it', () => {
    const found = defaultLanguageClaims(
      [
        {
          file: 'x.md',
          text: 'in Georgian (default) and English; `ka` (default), `en`; Georgian (`ka`, the\ndefault); the one default, **ka**; the default `ka`; the default is `ka`',
        },
      ],
      LANGUAGE_NAMES,
    );
    expect(found.map(({ value }) => value)).toEqual(['ka', 'ka', 'ka', 'ka', 'ka', 'ka']);
  });
});

describe('the shared singletons', () => {
  const shared = new Set([...Object.keys(sharedModules), SHARED_WILDCARD]);

  it('are, wherever a page calls a module a singleton, the modules tooling/federation.ts shares', () => {
    const claims = singletonClaims(PAGES, isSharedName);
    expect(claims.length).toBeGreaterThan(0);
    expect(wrong(claims, (value) => shared.has(value))).toEqual([]);
  });

  it('are each named in architecture.md#shared-singletons', () => {
    const section = PAGES.find(({ file }) => file === 'docs/architecture.md')?.text ?? '';
    const start = section.indexOf('### Shared singletons');
    const body = section.slice(start, section.indexOf('\n### ', start + 1));
    const named = new Set(
      singletonClaims([{ file: '', text: body }], isSharedName).map((c) => c.value),
    );
    const packages = Object.keys(sharedModules).filter((name) => !name.startsWith('@site/shared/'));
    expect(packages.filter((name) => !named.has(name))).toEqual([]);
  });

  it('are told from a module a page wrongly calls one', () => {
    const text =
      '`react`, `react-router-dom` and `jotai` are singletons. `react-router-dom` is not.';
    const claims = singletonClaims([{ file: 'x.md', text }], isSharedName);
    expect(wrong(claims, (value) => shared.has(value))).toEqual([
      'x.md: ' + text.split('. ')[0] + '.',
    ]);
  });
});

describe('the Node servers beside nginx', () => {
  const KIND_OF_PORT = new Map<number, string>([
    [CONTAINER_PORTS.renderer, 'renderer'],
    [CONTAINER_PORTS.formServer, 'form server'],
    [CONTAINER_PORTS.signalsServer, 'signals server'],
  ]);
  const fromCode = [ENTRY_FOLDER, ...Object.values(REMOTES).map(({ folder }) => folder)]
    .flatMap((folder) => {
      const identity = serverIdentity({ SITE_APP: folder }, REMOTES);
      return healthPorts(identity, CONTAINER_PORTS)
        .slice(1)
        .map((port) => `${KIND_OF_PORT.get(port) ?? '?'} | ${identity.name} | 127.0.0.1:${port}`);
    })
    .sort();

  it('are the README table, one row each, as the federation table and the container ports say', () => {
    const readme = PAGES.find(({ file }) => file === 'README.md')?.text ?? '';
    const rows = tableAfter(readme, '<!-- node-servers');
    const described = rows
      .map(([server = '', container = '', address = '']) => {
        const kind = [...KIND_OF_PORT.values()].find((name) => server.endsWith(name)) ?? server;
        return `${kind} | ${container} | ${address}`;
      })
      .sort();
    expect(fromCode.length).toBeGreaterThan(0);
    expect(described).toEqual(fromCode);
  });
});
