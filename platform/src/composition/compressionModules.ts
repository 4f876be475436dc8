import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// Brotli, where this nginx has the modules (Debian: libnginx-mod-http-brotli-static and -filter;
// the official image has none). A module is loaded only when this nginx accepts it (one built for
// another nginx would stop nginx from starting), so an nginx without it keeps gzip alone.

const DEFAULT_MODULE_DIRS = [
  '/usr/lib/nginx/modules',
  '/etc/nginx/modules',
  '/usr/share/nginx/modules',
];

const BROTLI_FILTER = [
  'brotli on;',
  'brotli_comp_level 5;',
  'brotli_min_length 256;',
  'brotli_types text/plain text/css text/xml application/javascript application/json',
  '  application/manifest+json image/svg+xml application/xml;',
];

function loads(nginxBinary: string, runtimeDir: string, module: string): boolean {
  const probe = mkdtempSync(path.join(runtimeDir, 'module-probe.'));
  try {
    writeFileSync(
      path.join(probe, 'probe.conf'),
      `load_module ${module};\nerror_log stderr;\nevents {}\n`,
    );
    const result = spawnSync(
      nginxBinary,
      ['-t', '-q', '-e', 'stderr', '-p', `${probe}/`, '-c', path.join(probe, 'probe.conf')],
      { stdio: 'ignore' },
    );
    return result.status === 0;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
}

/** `load_module` lines (main context) and compression directives (http context). */
export function compressionModules({
  nginxBinary,
  runtimeDir,
  env,
}: {
  nginxBinary: string;
  runtimeDir: string;
  env: Readonly<Record<string, string | undefined>>;
}): { modules: string; directives: string } {
  const dirs = env.NGINX_MODULES_DIRS?.split(/\s+/).filter(Boolean) ?? DEFAULT_MODULE_DIRS;
  for (const dir of dirs) {
    const staticModule = path.join(dir, 'ngx_http_brotli_static_module.so');
    const filterModule = path.join(dir, 'ngx_http_brotli_filter_module.so');
    if (!existsSync(staticModule) || !loads(nginxBinary, runtimeDir, staticModule)) continue;
    const modules = [`load_module ${staticModule};`];
    const directives = ['brotli_static on;'];
    if (existsSync(filterModule) && loads(nginxBinary, runtimeDir, filterModule)) {
      modules.push(`load_module ${filterModule};`);
      directives.push(...BROTLI_FILTER);
    }
    return { modules: `${modules.join('\n')}\n`, directives: `${directives.join('\n')}\n` };
  }
  return { modules: '', directives: '' };
}
