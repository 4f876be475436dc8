// docker-compose.yml's parts that name a remote, made from the federation table: where the shell
// finds each manifest, how the entry reaches each container, and each remote's service. What a
// remote's service adds for a capability (the content service's secrets, the form server's mail
// key) is written by hand once, as an anchor (x-content-service, x-form-server), and named here.
import { metricsPorts, serverIdentity } from '../../platform/src/composition/serverIdentity.ts';
import type { RemoteDefinition } from '../../shared/src/federation/remotes.ts';

type Table = Readonly<Record<string, RemoteDefinition>>;

const upper = (name: string) => name.toUpperCase();

/** `text` as comment lines of at most 100 characters. */
function wrapComment(text: string, indent: string): string {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.length - 1;
    if (last >= 0 && `${indent}# ${lines[last]} ${word}`.length <= 100) lines[last] += ` ${word}`;
    else lines.push(word);
  }
  return lines.map((line) => `${indent}# ${line}\n`).join('');
}

export function manifestVariables(table: Table): string {
  return Object.keys(table)
    .map((name) => `  REMOTE_${upper(name)}_URL: \${REMOTE_${upper(name)}_URL:-}\n`)
    .join('');
}

export function entryUpstreams(table: Table): string {
  return Object.keys(table)
    .map((name) => `      ${upper(name)}_UPSTREAM: \${${upper(name)}_UPSTREAM:-${name}:8080}\n`)
    .join('');
}

function describe(name: string, remote: RemoteDefinition): string {
  const pages =
    remote.pages === 'renderer'
      ? 'its pages drawn on request by its renderer (nginx caches what it answers)'
      : 'its pages prerendered when the container starts';
  const roles = [
    remote.contentService ? "the content service's webhooks and editors' previews" : undefined,
    remote.formServer ? 'its form server: forms sent before the scripts ran' : undefined,
  ].filter((role) => role !== undefined);
  return wrapComment(`${name} (${remote.folder}): ${[pages, ...roles].join('; ')}.`, '  ');
}

/** A table of the one remote, for what its image runs (serverIdentity.ts). */
const table = (name: string, remote: RemoteDefinition): Table => ({ [name]: remote });

function service(name: string, remote: RemoteDefinition): string {
  const extras = [
    remote.contentService ? '*content-service' : undefined,
    remote.formServer ? '*form-server' : undefined,
  ].filter((extra) => extra !== undefined);
  const environment =
    extras.length === 0
      ? '    environment: *site-config\n'
      : `    environment:\n      <<: [*site-config, ${extras.join(', ')}]\n`;
  const scraped = metricsPorts(serverIdentity({ SITE_APP: remote.folder }, table(name, remote)));
  const expose =
    scraped.length === 0
      ? ''
      : "    # Its Node server's metrics, for Prometheus on the compose network; never published.\n" +
        `    expose:\n${scraped.map((port) => `      - '${port}'\n`).join('')}`;
  return (
    describe(name, remote) +
    `  ${name}:\n` +
    '    <<: *nginx-service\n' +
    '    build:\n' +
    '      context: .\n' +
    '      args:\n' +
    '        <<: *build-args\n' +
    `        APP: ${remote.folder}\n` +
    `    image: \${IMAGE_PREFIX:-site}/${name}:\${IMAGE_TAG:-latest}\n` +
    expose +
    environment
  );
}

export function remoteServices(table: Table): string {
  return Object.entries(table)
    .map(([name, remote]) => service(name, remote))
    .join('\n');
}
