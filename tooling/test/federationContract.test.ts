// The federation table (shared/src/federation/remotes.ts) walked through what is built from it:
// every exposed module is a page with routes or a widget some page embeds, its file exists, each
// remote's generated module list is current, its image renders its pages the way the table says,
// and the ports it gives do not collide.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  PAGE_ROUTES,
  REMOTE_NAMES,
  REMOTES,
  type RemoteDefinition,
  type RemoteName,
  WIDGETS,
} from '../../shared/src/federation/contract';
import { previewPorts } from '../../tooling/previewPorts';
import { serverIdentity } from '../../platform/src/composition/serverIdentity';
import { GENERATE_COMMAND, staleExposedModules } from '../federation/exposedModules';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const table: Readonly<Record<RemoteName, RemoteDefinition>> = REMOTES;

function sourceOf(module: string): string {
  const [remote, name] = module.split('/') as [RemoteName, string];
  const definition = table[remote].modules[name];
  if (!definition) throw new Error(`${module} is not in the federation table`);
  return path.join(REPO_ROOT, table[remote].folder, definition.source);
}

describe('the federation table', () => {
  const pageModules = new Set(PAGE_ROUTES.map(({ module }) => module));

  it('gives every exposed module routes of its own or a page that embeds it', () => {
    const exposed = REMOTE_NAMES.flatMap((remote) =>
      Object.keys(table[remote].modules).map((name) => `${remote}/${name}`),
    );
    const widgets = WIDGETS.map(({ module }) => module);
    expect([...pageModules, ...widgets].sort()).toEqual([...exposed].sort());
    expect(WIDGETS.filter(({ embeddedIn }) => embeddedIn.length === 0)).toEqual([]);
    const embeddingNoPage = WIDGETS.flatMap(({ module, embeddedIn }) =>
      embeddedIn.filter((page) => !pageModules.has(page)).map((page) => `${module} in ${page}`),
    );
    expect(embeddingNoPage).toEqual([]);
  });

  it('gives each route one page, and every route with a param the list page it is found on', () => {
    const paths = PAGE_ROUTES.map(({ path: route }) => route);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of paths.filter((candidate) => candidate.includes('/:'))) {
      expect({ route, list: paths.includes(route.slice(0, route.indexOf('/:'))) }).toEqual({
        route,
        list: true,
      });
    }
  });

  it('names an existing file for every module', () => {
    const modules = [...pageModules, ...WIDGETS.map(({ module }) => module)];
    expect(modules.filter((module) => !existsSync(sourceOf(module)))).toEqual([]);
  });

  it('has each widget embedded, as a region, in the pages it names', () => {
    for (const { module, embeddedIn } of WIDGETS) {
      for (const page of embeddedIn) {
        const source = readFileSync(sourceOf(page), 'utf8');
        expect({ page, embeds: source.includes(`<RemoteRegion module="${module}"`) }).toEqual({
          page,
          embeds: true,
        });
      }
    }
  });

  it(`matches each remote's exposedModules.generated.ts (else run ${GENERATE_COMMAND})`, async () => {
    expect(await staleExposedModules()).toEqual([]);
  });

  it("starts each remote's image as that remote, with its pages rendered as the table says", () => {
    for (const remote of REMOTE_NAMES) {
      const identity = serverIdentity({ SITE_APP: table[remote].folder }, table);
      expect({ remote, role: identity.role, name: identity.name, pages: identity.pages }).toEqual({
        remote,
        role: 'remote',
        name: remote,
        pages: table[remote].pages,
      });
    }
    expect(serverIdentity({ SITE_APP: 'shell' }, table)).toMatchObject({
      role: 'entry',
      name: 'entry',
    });
  });

  it('gives every server its own port', () => {
    const devPorts = [8080, ...REMOTE_NAMES.map((remote) => table[remote].devPort)];
    expect(new Set(devPorts).size).toBe(devPorts.length);
    const preview = Object.values(previewPorts(18080));
    expect(new Set(preview).size).toBe(preview.length);
  });
});
