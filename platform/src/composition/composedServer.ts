// What every server's composition reads before it writes anything (compose.ts): which server it
// is, the site's settings (site.env under the environment) and its nginx.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES, type RemoteDefinition } from '@site/shared/definitions';
import { parseEnvFile, withEnvironment } from './siteEnv';
import { CONTAINER_PORTS, serverIdentity, type ServerIdentity } from './serverIdentity';
import { resolvesAtRunTime } from './upstreams';

export type Table = Readonly<Record<string, RemoteDefinition>>;
export type Env = Readonly<Record<string, string | undefined>>;

export interface ComposeOptions {
  env: Env;
  /** The folder of nginx/ (templates, snippets, site.env). */
  nginxDir: string;
  /** The federation table (tests give a copy with a remote of their own). */
  table?: Table;
  log?: (line: string) => void;
}

export interface ComposedServer {
  readonly env: Env;
  readonly nginxDir: string;
  readonly table: Table;
  readonly log: (line: string) => void;
  readonly identity: ServerIdentity;
  readonly runtimeDir: string;
  readonly siteRoot: string;
  readonly siteEnvText: string;
  /** site.env's variables (the environment's value first), and any other the environment sets. */
  readonly settings: ReadonlyMap<string, string>;
  readonly value: (name: string) => string;
  readonly nginxBinary: string;
  /** Whether this nginx looks upstream names up at run time (`resolve`), and with what. */
  readonly upstreamLookup: { readonly resolver: string; readonly resolves: boolean };
  readonly ports: Readonly<
    Record<'renderer' | 'formServer' | 'signalsServer' | 'nginxStatus', string>
  >;
}

function nginxVersion(binary: string): string | undefined {
  const answer = spawnSync(binary, ['-v'], { encoding: 'utf8' });
  return /nginx version: [^/]*\/([0-9.]+)/.exec(
    `${answer.stderr ?? ''}${answer.stdout ?? ''}`,
  )?.[1];
}

export function composedServer({
  env,
  nginxDir,
  table = REMOTES,
  log = console.log,
}: ComposeOptions): ComposedServer {
  const required = (name: string) => {
    const value = env[name];
    if (!value) throw new Error(`compose: ${name} must be set`);
    return value;
  };
  const identity = serverIdentity(env, table);
  const runtimeDir = required('NGINX_RUNTIME_DIR');
  const siteRoot = required('SITE_ROOT');
  const siteEnvText = readFileSync(env.SITE_ENV_FILE || path.join(nginxDir, 'site.env'), 'utf8');
  const site = withEnvironment(parseEnvFile(siteEnvText), env);
  // A remote's REMOTE_<NAME>_URL may be set before site.env lists it.
  const settings = new Map<string, string>([
    ...Object.entries(env).flatMap(([name, given]): [string, string][] =>
      given === undefined ? [] : [[name, given]],
    ),
    ...site,
  ]);
  const value = (name: string) => settings.get(name) ?? '';
  const nginxBinary = env.NGINX_BINARY || 'nginx';
  return {
    env,
    nginxDir,
    table,
    log,
    identity,
    runtimeDir,
    siteRoot,
    siteEnvText,
    settings,
    value,
    nginxBinary,
    upstreamLookup: {
      resolver: value('NGINX_RESOLVER'),
      resolves: resolvesAtRunTime(nginxVersion(nginxBinary)),
    },
    ports: {
      renderer: env.RENDERER_PORT || String(CONTAINER_PORTS.renderer),
      formServer: env.FORM_SERVER_PORT || String(CONTAINER_PORTS.formServer),
      signalsServer: env.SIGNALS_SERVER_PORT || String(CONTAINER_PORTS.signalsServer),
      nginxStatus: env.NGINX_STATUS_PORT || String(CONTAINER_PORTS.nginxStatus),
    },
  };
}
