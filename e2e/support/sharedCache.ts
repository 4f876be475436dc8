import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nginxBinary } from '../../scripts/lib/nginxBinary';
import { freePort } from '../../scripts/lib/freePort';

// A shared cache in front of the entry, as a CDN is (docs/operations.md#a-cache-in-front): a real
// nginx `proxy_cache` that keys on the address alone (the CDN default), honours Cache-Control
// (s-maxage) and Vary as a CDN does, and stores nothing that sets a cookie. Each answer says
// whether it came from the cache (`X-Shared-Cache: HIT`).

export interface SharedCache {
  url: string;
  stop: () => Promise<void>;
}

/** Starts a shared cache in front of `originUrl` (http://host:port); resolves once it answers. */
export async function startSharedCache(originUrl: string): Promise<SharedCache> {
  const dir = mkdtempSync(path.join(tmpdir(), 'shared-cache-'));
  // Its workers (nobody, when started as root) write the cache here.
  chmodSync(dir, 0o777);
  mkdirSync(path.join(dir, 'cache'), { mode: 0o777 });
  const port = await freePort();
  const origin = new URL(originUrl);
  const config = `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  proxy_cache_path ${dir}/cache keys_zone=shared:4m;
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://${origin.host};
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_cache shared;
      proxy_cache_key $request_uri;
      add_header X-Shared-Cache $upstream_cache_status always;
    }
  }
}
`;
  writeFileSync(path.join(dir, 'nginx.conf'), config);
  const nginx: ChildProcess = spawn(
    nginxBinary(),
    ['-p', `${dir}/`, '-c', path.join(dir, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'],
    { stdio: 'ignore' },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await fetch(`${url}/healthz`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error('the shared cache did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    stop: async () => {
      const stopped = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await stopped;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
