import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ComposedServer } from './composedServer';
import { entryLocations, pageOwnersMap, sitemapOwners } from './entryLocations';
import { renderPages } from './renderPages';
import type { ServerRole } from './serverRole';
import { robotsTxt, sitemapDocument } from './sitemapDocument';
import { realIpDirectives, trustedHopMap, trustedProxies } from './trustedProxies';
import { upstreamGroup } from './upstreams';
import { previewConfigScript } from './previewConfig';

/** Writes `text` to `file` whole: a reader sees the old or the new file, never half of one. */
function writeWhole(file: string, text: string): void {
  writeFileSync(`${file}.partial`, text);
  renameSync(`${file}.partial`, file);
}

/** The entry: a hop to every remote, the shell's parts of every page, the sitemap. */
export function entryServer(server: ComposedServer): ServerRole {
  const { table, runtimeDir, value, identity, ports } = server;
  const groups = Object.keys(table).map((name) => ({
    name,
    group: upstreamGroup(
      `${name}_remote`,
      value(`${name.toUpperCase()}_UPSTREAM`),
      server.upstreamLookup,
    ),
  }));
  const passes = Object.fromEntries(groups.map(({ name, group }) => [name, group.pass]));
  return {
    upstreams: groups.map(({ group }) => group.conf),
    values: new Map(),
    writeFiles(_fill, config) {
      // The visitor's address through the proxies the operator trusts
      // (docs/operations.md#behind-a-proxy).
      const proxies = trustedProxies(value('TRUSTED_PROXIES'));
      writeFileSync(path.join(runtimeDir, 'real-ip.conf'), realIpDirectives(proxies));
      writeFileSync(path.join(runtimeDir, 'trusted-hop.conf'), trustedHopMap(proxies));
      // For the exporter start-servers.sh runs beside nginx at the entry.
      writeFileSync(
        path.join(runtimeDir, 'nginx-status-url'),
        `http://127.0.0.1:${ports.nginxStatus}/stub_status\n`,
      );
      writeFileSync(
        path.join(runtimeDir, 'servers', `${identity.name}.locations.inc`),
        entryLocations(table, passes),
      );
      // What the entry gives a browser in an editor's verified preview (its cookie or pass): the
      // same, and the content remote then asks for content through /_preview/content/, never the
      // service, and talks to the editors' app that frames it (docs/operations.md#live-preview).
      writeFileSync(
        path.join(runtimeDir, 'config.preview.js'),
        previewConfigScript(config, value('PREVIEW_FRAME_ORIGINS')),
      );
    },
    render(configFile) {
      // The route → owner table: every route to the client-rendered document until the shell's
      // parts are rendered (a composed page includes them), then to the owners the table names.
      const ownersFile = path.join(runtimeDir, 'page-owners.conf');
      writeFileSync(ownersFile, 'map $site_route_path $page_owner {\n  default client;\n}\n');
      if (renderPages(server, configFile)) writeWhole(ownersFile, pageOwnersMap(table));
      writeWhole(path.join(runtimeDir, 'robots.txt'), robotsTxt(value('SITE_URL')));
      writeWhole(path.join(runtimeDir, 'sitemap.xml'), sitemapDocument(sitemapOwners(table)));
    },
  };
}
