// `node dist-server/compose.cjs --nginx-dir <dir>` (nginx/configure.sh is its launcher): composes
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
//   NGINX_WORKER_USER          `user [group]` of nginx's workers where nginx starts as root
//   NGINX_LISTEN_ADDRESSES     the addresses the site's port listens on (`127.0.0.1 [::1]`); unset:
//                              every interface. Only a local preview whose nginx runs as root sets
//                              it (scripts/lib/nginxWorkerUser.ts); the images never do.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderConfigScript, substitute } from './siteEnv';
import {
  FORM_FRAGMENTS,
  INTERNAL_ADDRESSES,
  PREVIEW_ADDRESSES,
  SIGNALS_ADDRESS,
} from '@site/shared/addresses';
import { previewCookieClaimPattern } from '@site/shared/definitions';
import { composedServer, type ComposeOptions } from './composedServer';
import { compressionModules } from './compressionModules';
import { contentSecurityPolicy, previewContentSecurityPolicy } from './contentSecurityPolicy';
import { entryServer } from './entryServer';
import { languageMaps } from './languageMaps';
import { languagePathLocation, respelledMove } from './languagePaths';
import { languageSwitchLocation } from './languageSwitch';
import { listParameterMaps } from './listParameterMaps';
import { canonicalAddressMaps } from './canonicalAddress';
import { remotePrivatePaths } from './remotePrivatePaths';
import { remoteServer } from './remoteServer';
import { healthPorts } from './serverIdentity';
import { errorLogDirectives } from './errorLogDirectives';
import { listenDirectives } from './listenDirectives';
import { startRefusal } from './startRefusal';

export type { ComposeOptions } from './composedServer';

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

export function compose(options: ComposeOptions): void {
  const server = composedServer(options);
  // A value that would rewrite nginx's configuration or open the drafts stops the start.
  const refusal = startRefusal(server);
  if (refusal) throw new Error(`compose: ${refusal}`);
  const { identity, runtimeDir, nginxDir, env, settings, value, ports, table } = server;
  const role = identity.role === 'entry' ? entryServer(server) : remoteServer(server);

  for (const dir of ['servers', 'snippets', 'cache'])
    mkdirSync(path.join(runtimeDir, dir), { recursive: true });
  writeFileSync(
    path.join(runtimeDir, 'servers', `${identity.name}-upstreams.conf`),
    role.upstreams.join(''),
  );
  writeFileSync(
    path.join(runtimeDir, 'health-ports'),
    `${healthPorts(identity, { nginx: value('PORT'), ...ports }).join(' ')}\n`,
  );
  writeFileSync(
    path.join(runtimeDir, 'worker-user.conf'),
    env.NGINX_WORKER_USER
      ? `user ${env.NGINX_WORKER_USER};\n`
      : '# Workers run as the user nginx starts as (not root: `user` would be ignored).\n',
  );
  writeFileSync(path.join(runtimeDir, 'language.conf'), languageMaps());
  writeFileSync(path.join(runtimeDir, 'list-parameters.conf'), listParameterMaps());
  writeFileSync(path.join(runtimeDir, 'canonical-address.conf'), canonicalAddressMaps());
  writeFileSync(path.join(runtimeDir, 'language-switch.conf'), languageSwitchLocation());
  writeFileSync(path.join(runtimeDir, 'language-paths.conf'), languagePathLocation());
  writeFileSync(
    path.join(runtimeDir, 'language-respelled.conf'),
    `${respelledMove('').join('\n')}\n`,
  );
  const compression = compressionModules({ nginxBinary: server.nginxBinary, runtimeDir, env });
  writeFileSync(path.join(runtimeDir, 'modules.conf'), compression.modules);
  writeFileSync(path.join(runtimeDir, 'compression.conf'), compression.directives);

  const values = new Map<string, string>([
    ['PORT', value('PORT')],
    ['LISTEN_DIRECTIVES', listenDirectives(value('PORT'), env.NGINX_LISTEN_ADDRESSES)],
    ['SERVER_NAME', identity.name],
    ['SITE_ROOT', server.siteRoot],
    ['NGINX_RUNTIME_DIR', runtimeDir],
    ['NGINX_CONF_DIR', env.NGINX_CONF_DIR || '/etc/nginx'],
    ['NGINX_ACCESS_LOG', env.NGINX_ACCESS_LOG || '/dev/stdout site'],
    ['ERROR_LOG_DIRECTIVES', errorLogDirectives(env.NGINX_ERROR_LOG || '/dev/stderr')],
    ['NGINX_RESOLVER', server.upstreamLookup.resolver],
    ['CONTENT_SECURITY_POLICY', contentSecurityPolicy(settings, Object.keys(table))],
    ['PREVIEW_CONTENT_SECURITY_POLICY', previewContentSecurityPolicy(settings, Object.keys(table))],
    ['RENDERER_PORT', ports.renderer],
    ['RENDERER_PASS', ''],
    ['FORM_SERVER_PORT', ports.formServer],
    ['SIGNALS_SERVER_PORT', ports.signalsServer],
    ['NGINX_STATUS_PORT', ports.nginxStatus],
    ['FORM_FRAGMENT_NOT_SENT', FORM_FRAGMENTS.notSent],
    ['PREVIEW_COOKIE_CLAIM', previewCookieClaimPattern()],
    ...role.values,
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
  fill(`${identity.role}.conf.template`, path.join(runtimeDir, 'servers', `${identity.name}.conf`));
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
    server.siteEnvText,
    env,
  );
  writeFileSync(configFile, config);
  role.writeFiles(fill, config);
  role.render(configFile);
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
