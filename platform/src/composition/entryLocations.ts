import { INTERNAL_ADDRESSES, PREVIEW_ADDRESSES } from '@site/shared/addresses';
import { pageRoutesOf, routeRegex, type RemoteDefinition } from '@site/shared/definitions';

// The entry's locations for each remote of the federation table (servers/entry.locations.inc,
// included by templates/entry.conf.template): its files under /mfe/<name>/, its pages, its widget
// regions and its part of the sitemap, and for the remote that reads the content service, the
// service's webhooks and editors' previews. Generated when the entry starts, so a remote is a
// table entry, never a copied block.

type Table = Readonly<Record<string, RemoteDefinition>>;

/** Which remotes own a page route, and which own a widget, in a table. */
function roles(table: Table) {
  const owners = new Set(
    Object.entries(table)
      .filter(([, remote]) => Object.values(remote.modules).some((module) => 'routes' in module))
      .map(([name]) => name),
  );
  const widgetOwners = new Set(
    Object.entries(table)
      .filter(([, remote]) =>
        Object.values(remote.modules).some((module) => 'embeddedIn' in module),
      )
      .map(([name]) => name),
  );
  return { owners, widgetOwners };
}

/** The remotes whose part the entry's /sitemap.xml includes, in the table's order. */
export function sitemapOwners(table: Table): string[] {
  const { owners } = roles(table);
  return Object.keys(table).filter((name) => owners.has(name));
}

const block = (lines: readonly string[]) => [...lines.map((line) => `  ${line}`), ''].join('\n');

function location(match: string, body: readonly string[]): string {
  return block([`location ${match} {`, ...body.map((line) => `  ${line}`), '}']);
}

/** The nginx variable that holds a remote's upstream (a group or a name looked up per request). */
const upstreamVariable = (name: string) => `$${name}_upstream`;

/**
 * The entry's internal location that asks the content renderer about a request's preview cookie
 * or frame's pass before a page is answered (nginx/snippets/verify-preview.conf names it).
 */
export const PREVIEW_CHECK_LOCATION = '/_preview-check';

/**
 * The preview check: no claim (no preview cookie, no pass) is answered "no" at once, without a
 * hop; a claim goes to the renderer of the remote that reads the content service (`pass`), whose
 * 204 carries X-Site-Preview: verified only for a credential this site signed. Any other answer,
 * or none within a second (that remote down, hung, or of a release without the check), is "no":
 * the page is a visitor's. A table without such a remote has no preview: always "no".
 */
function previewCheck(pass: string | undefined): string {
  if (!pass) return location(`= ${PREVIEW_CHECK_LOCATION}`, ['internal;', 'return 204;']);
  return [
    location(`= ${PREVIEW_CHECK_LOCATION}`, [
      'internal;',
      'if ($site_preview_claim = "") {',
      '  return 204;',
      '}',
      `set $preview_check_upstream ${pass};`,
      // The page's query (a pass, a visitor's parameters) stays behind: only headers go on.
      `rewrite ^ ${PREVIEW_ADDRESSES.check}? break;`,
      'proxy_pass http://$preview_check_upstream;',
      'include snippets/preview-check.conf;',
    ]),
    location('@preview_unverified', ['return 204;']),
  ].join('\n');
}

export function entryLocations(table: Table, passes: Readonly<Record<string, string>>): string {
  const { owners, widgetOwners } = roles(table);
  const { render, page, region, sitemap, preview, submit, form } = INTERNAL_ADDRESSES;
  const parts: string[] = [
    '# Generated from the federation table (shared/src/federation/remotes.ts) when the entry',
    '# starts (platform/src/composition/compose.ts). Do not edit: change the table.',
    '',
  ];
  for (const [name, remote] of Object.entries(table)) {
    const pass = passes[name];
    if (!pass) throw new Error(`no upstream for the remote ${name}`);
    const upstream = [`set ${upstreamVariable(name)} ${pass};`];
    const proxy = `proxy_pass http://${upstreamVariable(name)};`;
    parts.push(`  # ${name}: ${remote.folder}, pages ${remote.pages}`);
    // Only the remote's files pass (a name with an extension but .html: its manifest, entry,
    // chunks, styles, pictures). Its standalone page, and any other address under it, stays on
    // its own port: through the entry it would be a page without noindex answering 200 for
    // anything, a soft 404 a crawler can index.
    // Two inner locations, so neither inherits the other's headers: the files keep the remote's
    // own (its caching rules), with the request's ID the entry gave them.
    const files = [
      'include snippets/remote-private-paths.conf;',
      ...upstream,
      `rewrite ^/mfe/${name}/(.*)$ /$1 break;`,
      proxy,
      'include snippets/proxy-remote.conf;',
      'add_header X-Request-ID $site_request_id always;',
    ];
    parts.push(
      location(`^~ /mfe/${name}/`, [
        `location ~ "^/mfe/${name}/.*\\.(?!html?$)[A-Za-z0-9]+$" {`,
        ...files.map((line) => `  ${line}`),
        '}',
        `location /mfe/${name}/ {`,
        '  include snippets/not-a-file.conf;',
        '}',
      ]),
    );
    // A hop only the entry's own composition (SSI, rewrites) takes, to the path the owner answers.
    const hop = (match: string, from: string, to: string, snippet: string) =>
      location(match, [
        'internal;',
        ...upstream,
        `rewrite ${from} ${to} break;`,
        proxy,
        `include snippets/${snippet};`,
      ]);
    if (owners.has(name)) {
      parts.push(
        hop(`^~ ${render}${name}/`, `^${render}${name}/(.*)$`, `${page}$1`, 'render-page.conf'),
        hop(`= ${sitemap}/${name}`, '^', sitemap, 'sitemap-part.conf'),
      );
    }
    if (owners.has(name) && remote.formServer) {
      parts.push(
        hop(`^~ ${submit}${name}/`, `^${submit}${name}/(.*)$`, `${form}$1`, 'submit-form.conf'),
      );
    }
    if (widgetOwners.has(name)) {
      parts.push(
        hop(`^~ ${region}${name}/`, `^${region}${name}/(.*)$`, `${region}$1`, 'render-region.conf'),
      );
    }
    if (remote.contentService) {
      parts.push(
        location('= /hooks/contentful', [
          'limit_except POST {',
          '  deny all;',
          '}',
          'limit_req zone=content_hooks burst=100 nodelay;',
          'limit_req_status 429;',
          'client_max_body_size 1m;',
          ...upstream,
          proxy,
          'include snippets/content-hooks.conf;',
        ]),
        location(`^~ ${preview}`, [
          'include snippets/remote-private-paths.conf;',
          ...upstream,
          proxy,
          'include snippets/preview-hop.conf;',
          'proxy_read_timeout 30s;',
          // Ending preview and the browser's content requests: framed only in a verified preview.
          'include snippets/verify-preview.conf;',
          'add_header X-Frame-Options $site_frame_options always;',
          'add_header Content-Security-Policy $site_content_security_policy always;',
        ]),
        location(`= ${PREVIEW_ADDRESSES.enter}`, [
          'internal;',
          ...upstream,
          proxy,
          'include snippets/preview-enter.conf;',
        ]),
      );
    }
  }
  const contentService = Object.keys(table).find((name) => table[name]?.contentService);
  parts.push(previewCheck(contentService ? passes[contentService] : undefined));
  return parts.join('\n');
}

/**
 * The entry's route → owner table, from the table's page routes: which app's container renders
 * the page at an address. Anything else is the shell's not-found page.
 */
export function pageOwnersMap(table: Table): string {
  const lines = pageRoutesOf(table).map(
    ({ path, module }) => `  "~${routeRegex(path)}" ${module.split('/')[0]};`,
  );
  return [
    '# Generated from the federation table (its page routes) when the entry starts.',
    // The route path: a language path's without its language (languagePaths.ts).
    'map $site_route_path $page_owner {',
    '  default shell;',
    ...lines,
    '}',
    '',
  ].join('\n');
}
