// A caching npm registry for the image builds, which cannot reach the machine's registry from the
// engine's namespace: verdaccio listening only on the
// machine's end of the veth pair, with the machine's registry as its uplink. It is installed once
// into the cache folder (never into the repository's package.json), and its package storage is
// kept there too, so later runs fetch little.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CACHE_DIR } from './baseImages.ts';
import { run, startDetached, stopProcess, waitFor } from '../../lib/processes.ts';

const VERDACCIO_VERSION = '6.10.4';
const appDir = path.join(CACHE_DIR, `verdaccio-${VERDACCIO_VERSION}`);
const storage = path.join(CACHE_DIR, 'npm-storage');
const PORT = 4873;

/** The running registry: verdaccio's process and its address. */
export interface Registry {
  pid: number | undefined;
  url: string;
}

const upstream = () =>
  process.env.SITE_CONTAINERS_UPSTREAM_REGISTRY ??
  process.env.npm_config_registry ??
  'https://registry.npmjs.org/';

async function installVerdaccio(): Promise<string> {
  const bin = path.join(appDir, 'node_modules/verdaccio/bin/verdaccio');
  if (existsSync(bin)) return bin;
  mkdirSync(appDir, { recursive: true });
  writeFileSync(
    path.join(appDir, 'package.json'),
    JSON.stringify({
      name: 'site-containers-registry',
      private: true,
      dependencies: { verdaccio: VERDACCIO_VERSION },
      // verdaccio 6 asks for node-fetch's `cjs` dist-tag, which this registry does not serve.
      overrides: { 'node-fetch@cjs': '2.7.0' },
    }),
  );
  console.log(`installing verdaccio ${VERDACCIO_VERSION} into ${appDir} (first run only)`);
  await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: appDir,
    capture: true,
    timeoutMs: 5 * 60 * 1000,
  });
  return bin;
}

/** Starts verdaccio at `address`; `started` has it as soon as it runs, before it answers. */
export async function startRegistry(
  workDir: string,
  address: string,
  started?: (registry: Registry) => void,
): Promise<Registry> {
  const bin = await installVerdaccio();
  mkdirSync(storage, { recursive: true });
  const config = path.join(workDir, 'verdaccio.yaml');
  writeFileSync(
    config,
    [
      `storage: ${storage}`,
      'auth:',
      '  htpasswd:',
      `    file: ${path.join(workDir, 'htpasswd')}`,
      '    max_users: -1',
      'uplinks:',
      '  upstream:',
      `    url: ${upstream()}`,
      '    timeout: 60s',
      '    max_fails: 5',
      'packages:',
      "  '@*/*':",
      '    access: $all',
      '    proxy: upstream',
      "  '**':",
      '    access: $all',
      '    proxy: upstream',
      'web:',
      '  enable: false',
      'server:',
      '  keepAliveTimeout: 60',
      'log: { type: stdout, format: pretty, level: warn }',
      '',
    ].join('\n'),
  );
  const child = startDetached(
    process.execPath,
    [bin, '--config', config, '--listen', `${address}:${PORT}`],
    {
      cwd: workDir,
      logFile: path.join(workDir, 'verdaccio.log'),
    },
  );
  const url = `http://${address}:${PORT}/`;
  started?.({ pid: child.pid, url });
  await waitFor('the npm registry proxy to answer', async () => (await fetch(`${url}-/ping`)).ok, {
    timeoutMs: 60000,
  });
  console.log(`registry: verdaccio pid ${child.pid} at ${url} (uplink ${upstream()})`);
  return { pid: child.pid, url };
}

export async function stopRegistry(registry: Registry | undefined): Promise<void> {
  if (registry?.pid) await stopProcess(registry.pid, { graceMs: 5000 });
}
