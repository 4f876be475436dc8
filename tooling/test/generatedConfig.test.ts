// The files written from the schema of the runtime variables are what it makes now: a hand edit
// or a schema change without `npm run generate` fails here, naming the file and the command.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const GENERATED = [
  'nginx/site.env',
  '.env.example',
  'nginx/config.js.template',
  'README.md',
  'docs/operations.md',
];

const check = (...options: string[]) =>
  spawnSync(
    process.execPath,
    [path.join(root, 'tooling/config/generate.ts'), '--check', ...options],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );

it('finds every generated file as the schema makes it (else: npm run generate)', () => {
  const result = check();
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
});

describe('a generated file that differs from the schema', () => {
  let copy: string;
  beforeAll(() => {
    copy = mkdtempSync(path.join(tmpdir(), 'generated-config-'));
    for (const file of [...GENERATED, '.prettierrc.json']) {
      mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
      copyFileSync(path.join(root, file), path.join(copy, file));
    }
  });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it.each([
    [
      'nginx/site.env',
      (text: string) => text.replace('CONTENT_SPACE=local-space', 'CONTENT_SPACE=edited'),
    ],
    ['docs/operations.md', (text: string) => text.replace('| `SITE_URL`', '| `SITE_ADDRESS`')],
  ])('fails on a hand edit of %s, naming it and the command', (file, edit) => {
    const target = path.join(copy, file);
    const original = readFileSync(target, 'utf8');
    const edited = edit(original);
    expect(edited).not.toBe(original);
    writeFileSync(target, edited);
    try {
      const result = check(`--root=${copy}`);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(file);
      expect(result.stderr).toContain('npm run generate');
      expect(result.stderr).not.toContain('.env.example');
    } finally {
      writeFileSync(target, original);
    }
  });
});
