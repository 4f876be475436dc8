// `node dist-server/compose.cjs --nginx-dir <dir>` (nginx/render.sh is its launcher): composes
// one server's nginx files from the federation table and the running configuration, when its
// container starts (docs/architecture.md#the-composition-layer). Every app's server build carries
// it, so the entry and each remote run the very same code, as do `npm start` and `npm run preview`.
//
//   SITE_APP=shell|mfe-…       the app's folder (the image sets it); the table then gives the
//                              role, the server's name and how its pages are rendered
//   SITE_ROLE=entry|remote     which server template to use (instead of SITE_APP)
//   SERVER_NAME=entry|company… name of the rendered server block and of its pages' folder
//   SITE_ENV_FILE              defaults (nginx/site.env); the environment overrides them
//   NGINX_RUNTIME_DIR          writable folder for everything nginx writes
//   SITE_ROOT                  folder of the app's built files
//   SITE_PAGES=prerendered|renderer  a remote's pages: rendered here at start, or by its renderer
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { parseEnvFile, renderConfigScript, substitute, withEnvironment } from './siteEnv';
import {
  FORM_FRAGMENTS,
  INTERNAL_ADDRESSES,
  PREVIEW_ADDRESSES,
  SIGNALS_ADDRESS,
} from '@site/shared/addresses';
import { REMOTES, type RemoteDefinition } from '@site/shared/definitions';
import { compressionModules } from './compressionModules';
import { contentSecurityPolicy } from './contentSecurityPolicy';
import { entryLocations, pageOwnersMap, sitemapOwners } from './entryLocations';
import { languageMaps } from './languageMaps';
import { languageSwitchLocation } from './languageSwitch';
import { remotePrivatePaths } from './remotePrivatePaths';
import { robotsTxt, sitemapDocument } from './sitemapDocument';
import { CONTAINER_PORTS, healthPorts, serverIdentity } from './serverIdentity';
import { resolvesAtRunTime, upstreamGroup } from './upstreams';

type Table = Readonly<Record<string, RemoteDefinition>>;
type Env = Readonly<Record<string, string | undefined>>;

export interface ComposeOptions {
  env: Env;
  /** The folder of nginx/ (templates, snippets, site.env). */
  nginxDir: string;
  /** The federation table (tests give a copy with a remote of their own). */
  table?: Table;
  log?: (line: string) => void;
}

/** `${INTERNAL_PAGE}`… in the templates: the internal addresses, written once in TypeScript. */
function addressPlaceholders(): Map<string, string> {
  const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase();
  return new Map([
    ...Object.entries(INTERNAL_ADDRESSES).map(([name, address]): [string, string] => [
      `INTERNAL_${snake(name)}`,
      address,
    ]),
    ['PREVIEW_ENTER', PREVIEW_ADDRESSES.enter],
    ['SIGNALS_ADDRESS', SIGNALS_ADDRESS],
  ]);
}

function nginxVersion(binary: string): string | undefined {
  const answer = spawnSync(binary, ['-v'], { encoding: 'utf8' });
  return /nginx version: [^/]*\/([0-9.]+)/.exec(
    `${answer.stderr ?? ''}${answer.stdout ?? ''}`,
  )?.[1];
}

/** Writes `text` to `file` whole: a reader sees the old or the new file, never half of one. */
function writeWhole(file: string, text: string): void {
  writeFileSync(`${file}.partial`, text);
  renameSync(`${file}.partial`, file);
}

export function compose({
  env,
  nginxDir,
  table = REMOTES,
  log = console.log,
}: ComposeOptions): void {
  const required = (name: string) => {
    const value = env[name];
    if (!value) throw new Error(`compose: ${name} must be set`);
    return value;
  };
  const identity = serverIdentity(env, table);
  const { role, name: serverName, pages } = identity;
  const runtimeDir = required('NGINX_RUNTIME_DIR');
  const siteRoot = required('SITE_ROOT');
  const siteEnvText = readFileSync(env.SITE_ENV_FILE || path.join(nginxDir, 'site.env'), 'utf8');
  const site = withEnvironment(parseEnvFile(siteEnvText), env);
  // site.env's variables (the environment's value first), and any other the environment sets (a
  // remote's REMOTE_<NAME>_URL before site.env lists it).
  const settings = new Map<string, string>([
    ...Object.entries(env).flatMap(([name, given]): [string, string][] =>
      given === undefined ? [] : [[name, given]],
    ),
    ...site,
  ]);
  const value = (name: string) => settings.get(name) ?? '';
  const nginxBinary = env.NGINX_BINARY || 'nginx';
  const resolves = resolvesAtRunTime(nginxVersion(nginxBinary));
  const resolver = value('NGINX_RESOLVER');

  for (const dir of ['servers', 'snippets', 'cache'])
    mkdirSync(path.join(runtimeDir, dir), { recursive: true });

  // Upstream groups: each remote's for the entry, the renderer's for a remote that has one.
  const upstreams: string[] = [];
  const passes: Record<string, string> = {};
  if (role === 'entry') {
    for (const name of Object.keys(table)) {
      const group = upstreamGroup(`${name}_remote`, value(`${name.toUpperCase()}_UPSTREAM`), {
        resolver,
        resolves,
      });
      passes[name] = group.pass;
      upstreams.push(group.conf);
    }
  }
  const rendererPort = env.RENDERER_PORT || String(CONTAINER_PORTS.renderer);
  const formServerPort = env.FORM_SERVER_PORT || String(CONTAINER_PORTS.formServer);
  const signalsServerPort = env.SIGNALS_SERVER_PORT || String(CONTAINER_PORTS.signalsServer);
  const nginxStatusPort = env.NGINX_STATUS_PORT || String(CONTAINER_PORTS.nginxStatus);
  let rendererPass = '';
  if (role === 'remote' && pages === 'renderer') {
    // Node closes an idle connection after 5 s: nginx lets go of it first.
    const group = upstreamGroup(`${serverName}_renderer`, `127.0.0.1:${rendererPort}`, {
      resolver,
      resolves,
      idleTimeout: '4s',
    });
    rendererPass = group.pass;
    upstreams.push(group.conf);
  }
  writeFileSync(
    path.join(runtimeDir, 'servers', `${serverName}-upstreams.conf`),
    upstreams.join(''),
  );

  writeFileSync(
    path.join(runtimeDir, 'health-ports'),
    `${healthPorts(identity, { nginx: value('PORT'), renderer: rendererPort, formServer: formServerPort, signalsServer: signalsServerPort }).join(' ')}\n`,
  );
  // The entry's nginx status, for the exporter start-renderer.sh runs beside nginx at the entry.
  if (role === 'entry') {
    writeFileSync(
      path.join(runtimeDir, 'nginx-status-url'),
      `http://127.0.0.1:${nginxStatusPort}/stub_status\n`,
    );
  }
  writeFileSync(path.join(runtimeDir, 'language.conf'), languageMaps());
  writeFileSync(path.join(runtimeDir, 'language-switch.conf'), languageSwitchLocation());
  const compression = compressionModules({ nginxBinary, runtimeDir, env });
  writeFileSync(path.join(runtimeDir, 'modules.conf'), compression.modules);
  writeFileSync(path.join(runtimeDir, 'compression.conf'), compression.directives);

  const values = new Map<string, string>([
    ['PORT', value('PORT')],
    ['SERVER_NAME', serverName],
    ['SITE_ROOT', siteRoot],
    ['NGINX_RUNTIME_DIR', runtimeDir],
    ['NGINX_CONF_DIR', env.NGINX_CONF_DIR || '/etc/nginx'],
    ['NGINX_ACCESS_LOG', env.NGINX_ACCESS_LOG || '/dev/stdout site'],
    ['NGINX_ERROR_LOG', env.NGINX_ERROR_LOG || '/dev/stderr'],
    ['NGINX_RESOLVER', resolver],
    ['CONTENT_SECURITY_POLICY', contentSecurityPolicy(settings, Object.keys(table))],
    ['RENDERER_PORT', rendererPort],
    ['RENDERER_PASS', rendererPass],
    ['FORM_SERVER_PORT', formServerPort],
    ['SIGNALS_SERVER_PORT', signalsServerPort],
    ['NGINX_STATUS_PORT', nginxStatusPort],
    ['FORM_FRAGMENT_NOT_SENT', FORM_FRAGMENTS.notSent],
    ...addressPlaceholders(),
  ]);
  const fill = (template: string, output: string) =>
    writeFileSync(
      output,
      substitute(
        readFileSync(path.join(nginxDir, 'templates', template), 'utf8'),
        values.keys(),
        values,
      ),
    );
  fill('nginx.conf.template', path.join(runtimeDir, 'nginx.conf'));
  fill(`${role}.conf.template`, path.join(runtimeDir, 'servers', `${serverName}.conf`));
  if (role === 'remote') {
    fill(
      `pages/${pages}.conf.template`,
      path.join(runtimeDir, 'servers', `${serverName}.pages.inc`),
    );
    const formsInc = path.join(runtimeDir, 'servers', `${serverName}.forms.inc`);
    if (identity.remote?.formServer) fill('forms/server.conf.template', formsInc);
    else writeFileSync(formsInc, '# No form server: its pages take no POST.\n');
  } else {
    writeFileSync(
      path.join(runtimeDir, 'servers', `${serverName}.locations.inc`),
      entryLocations(table, passes),
    );
  }
  for (const snippet of readdirSync(path.join(nginxDir, 'snippets'))) {
    if (snippet.endsWith('.conf')) {
      writeFileSync(
        path.join(runtimeDir, 'snippets', snippet),
        readFileSync(path.join(nginxDir, 'snippets', snippet)),
      );
    }
  }
  writeFileSync(
    path.join(runtimeDir, 'snippets', 'remote-private-paths.conf'),
    remotePrivatePaths(),
  );

  const configFile = path.join(runtimeDir, 'config.js');
  const config = renderConfigScript(
    readFileSync(path.join(nginxDir, 'config.js.template'), 'utf8'),
    siteEnvText,
    env,
  );
  writeFileSync(configFile, config);
  if (role === 'entry') {
    // What the entry gives a browser in an editor's preview (the preview cookie is set): the same,
    // and the content remote then asks for content through /_preview/content/, never the service.
    writeFileSync(
      path.join(runtimeDir, 'config.preview.js'),
      `${config}window.__SITE_PREVIEW__ = true;\n`,
    );
  }

  // The route → owner table: every route to the client-rendered document until the shell's parts
  // are rendered (a composed page includes them), then to the owners the table names.
  const ownersFile = path.join(runtimeDir, 'page-owners.conf');
  if (role === 'entry') writeFileSync(ownersFile, 'map $uri $page_owner {\n  default client;\n}\n');
  const rendered = renderPages({
    env,
    role,
    pages,
    serverName,
    runtimeDir,
    siteRoot,
    configFile,
    log,
  });
  if (role === 'entry' && rendered) writeWhole(ownersFile, pageOwnersMap(table));

  if (role === 'entry') {
    const siteUrl = value('SITE_URL');
    writeWhole(path.join(runtimeDir, 'robots.txt'), robotsTxt(siteUrl));
    writeWhole(path.join(runtimeDir, 'sitemap.xml'), sitemapDocument(sitemapOwners(table)));
  }
}

interface RenderPagesOptions {
  env: Env;
  role: string;
  pages: string;
  serverName: string;
  runtimeDir: string;
  siteRoot: string;
  configFile: string;
  log: (line: string) => void;
}

/**
 * Pages rendered from this container's configuration (the values config.js gives the browser): a
 * remote's pages, or the shell's parts of every page. Written to a folder of their own and moved
 * into place only when every page rendered, so a renderer that fails costs speed, never the site.
 */
function renderPages(options: RenderPagesOptions): boolean {
  const { env, role, pages, serverName, runtimeDir, siteRoot, configFile, log } = options;
  // Drawn on request by the renderer process (start-renderer.sh), not here.
  if (role === 'remote' && pages === 'renderer') return false;
  const renderer =
    env.SITE_SERVER_RENDERER || path.join(siteRoot, '..', 'dist-server', 'render.cjs');
  if (!existsSync(renderer)) {
    log(
      `compose: no server renderer (${renderer}); ${serverName} pages are rendered in the browser`,
    );
    return false;
  }
  const pagesDir = path.join(runtimeDir, 'pages', serverName);
  rmSync(pagesDir, { recursive: true, force: true });
  rmSync(`${pagesDir}.partial`, { recursive: true, force: true });
  const result = spawnSync(process.execPath, [renderer], {
    stdio: 'inherit',
    env: { ...env, SITE_CONFIG_FILE: configFile, SITE_PAGES_DIR: `${pagesDir}.partial` },
  });
  if (result.status !== 0) {
    log(`compose: server rendering failed; ${serverName} pages are rendered in the browser`);
    rmSync(`${pagesDir}.partial`, { recursive: true, force: true });
    return false;
  }
  renameSync(`${pagesDir}.partial`, pagesDir);
  return true;
}

function main(argv: readonly string[]): void {
  const at = argv.indexOf('--nginx-dir');
  const nginxDir = at >= 0 ? argv[at + 1] : undefined;
  if (!nginxDir) throw new Error('usage: compose.cjs --nginx-dir <nginx folder>');
  compose({ env: process.env, nginxDir, log: (line) => console.error(line) });
}

// Run as the bundle's entry (not when a test imports it).
if (process.argv[1] && /compose\.c?[jt]s$/.test(process.argv[1])) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
