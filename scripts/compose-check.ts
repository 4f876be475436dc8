// `npm run compose:check`: docker-compose.yml must be valid for Debian's docker-compose 1.29 (and
// for Compose v2 where `docker compose` exists), with no variables and with .env.example. That it
// passes only variables the schema knows, with the schema's defaults, is a unit test
// (tooling/test/composeVariables.test.ts).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function fail(message: string): never {
  console.error(`compose:check failed: ${message}`);
  process.exit(1);
}

const has = (command: string, args = ['--version']) =>
  spawnSync(command, args, { stdio: 'ignore' }).status === 0;

function ensureDockerCompose() {
  if (has('docker-compose')) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !has('apt-get', ['--version'])) {
    fail(
      'docker-compose is not installed and cannot be installed here (needs root and apt-get). ' +
        'Install it (Debian: sudo apt-get install -y docker-compose) and run again.',
    );
  }
  console.log('compose:check: installing Debian docker-compose with apt-get');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'docker-compose']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0)
      fail(`apt-get ${args.join(' ')} failed; install docker-compose by hand`);
  }
  if (!has('docker-compose')) fail('docker-compose is still missing after apt-get install');
}

function validate(label: string, command: string, args: readonly string[]): void {
  // Only the variables the check sets: the machine's own environment must not hide a mistake.
  const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/root' };
  const result = spawnSync(command, args, { cwd: root, env, encoding: 'utf8' });
  if (result.status !== 0) {
    fail(`${label} rejects docker-compose.yml:\n${result.stderr || result.stdout}`);
  }
  console.log(`compose:check: ${label} accepts docker-compose.yml`);
}

ensureDockerCompose();
const file = ['-f', 'docker-compose.yml'];
validate('docker-compose (no variables set)', 'docker-compose', [...file, 'config', '-q']);
validate('docker-compose with .env.example', 'docker-compose', [
  '--env-file',
  '.env.example',
  ...file,
  'config',
  '-q',
]);
if (has('docker', ['compose', 'version'])) {
  validate('Compose v2 (docker compose)', 'docker', ['compose', ...file, 'config', '-q']);
}
