// local-services (the stand-ins for the content API, the mail sink and geolocation) for the
// scripts that run the site or a remote on this machine.
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { start, waitForUrl } from './processes.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The port of local-services for the site on this machine (LOCAL_SERVICES_PORT, 4000). */
export const localServicesPort = () => Number(process.env.LOCAL_SERVICES_PORT ?? 4000);

/** The runtime configuration that points the site at local-services on `port`. */
export function localServicesEnv(port: number): Record<string, string> {
  const origin = `http://localhost:${port}`;
  return {
    CONTENT_HOST: `localhost:${port}`,
    CONTENT_ASSET_ORIGINS: origin,
    MAIL_ORIGIN: origin,
    GEO_PRIMARY_URL: `${origin}/geo/primary/json/`,
    GEO_FALLBACK_URL: `${origin}/geo/fallback/json/?fields=countryCode`,
  };
}

/** Sets each variable of localServicesEnv(port) that the environment does not set already. */
export function fillLocalServicesEnv(port: number): void {
  for (const [name, value] of Object.entries(localServicesEnv(port))) process.env[name] ??= value;
}

/**
 * Starts local-services on `port` as a service of this script (stopped with it); on the loopback
 * only when `loopbackOnly` (the site itself listens there alone: it serves drafts to the local
 * token and keeps the messages sent, which no other machine should read), unless
 * LOCAL_SERVICES_HOST says where.
 */
export function startLocalServices(port: number, { loopbackOnly = false } = {}): ChildProcess {
  return start(
    'local-services',
    process.execPath,
    [path.join(repoRoot, 'local-services/src/server.ts')],
    {
      env: {
        ...process.env,
        LOCAL_SERVICES_PORT: String(port),
        ...(loopbackOnly && !process.env.LOCAL_SERVICES_HOST
          ? { LOCAL_SERVICES_HOST: '127.0.0.1' }
          : {}),
      },
    },
  );
}

/** True if something answers local-services' health check on `port`. */
export async function localServicesAnswer(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/healthz`)).ok;
  } catch {
    return false;
  }
}

/** Resolves once local-services on `port` answers. */
export const waitForLocalServices = (port: number) =>
  waitForUrl(`http://127.0.0.1:${port}/healthz`);
