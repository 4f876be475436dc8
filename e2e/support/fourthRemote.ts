import { execFile } from 'node:child_process';
import {
  chmod,
  copyFile,
  cp,
  lstat,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  readlink,
  rm,
  symlink,
  writeFile,
} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startSite, type DegradedSite } from './degradedSite';
import { PORTS } from './ports';
import { copyBuild } from './redeploy';
import { timedStep } from './timedStep';

// A fourth remote added to a temporary copy of the repository as a developer adds one
// (README.md#developing-and-deploying-one-remote-alone): its folder, made from the contact
// remote's, and one entry in the federation table; nothing else is edited. `npm run generate`,
// the builds of what changed (the new remote, and the shell, whose router comes from the table)
// and a whole site started from the copy follow.

const run = promisify(execFile);
const repoRoot = path.resolve(__dirname, '../..');

/** The new remote, as its table entry names it. */
export const CAREERS = {
  name: 'careers',
  folder: 'mfe-careers',
  route: '/careers',
  /** Past the preview's own servers (entry 0, remotes 1–3, renderer 4, form server 5). */
  previewPortOffset: 7,
  heading: { ka: 'კარიერა ალიონი ინჟინერინგში', en: 'Careers at Alioni Engineering' },
} as const;

/** Its one entry in shared/src/federation/remotes.ts, written as a developer writes it. */
const TABLE_ENTRY = `  ${CAREERS.name}: {
    folder: '${CAREERS.folder}',
    devPort: 3004,
    previewPortOffset: ${CAREERS.previewPortOffset},
    pages: 'prerendered',
    modules: {
      Careers: { source: './src/features/careers/CareersPage.tsx', routes: ['${CAREERS.route}'] },
    },
  },
`;
const TABLE_FILE = 'shared/src/federation/remotes.ts';
const TABLE_END = '} as const satisfies Readonly<Record<string, RemoteDefinition>>;';

/** The page, its texts (Georgian and English, through defineTexts) and its stylesheet. */
const PAGE_FILES: Readonly<Record<string, string>> = {
  'src/features/careers/careersTexts.ts': `import { defineTexts } from '@site/shared/i18n';

export const careersTexts = defineTexts({
  en: {
    title: '${CAREERS.heading.en}',
    description: 'Open positions at Alioni Engineering in Tbilisi.',
    intro: 'We are looking for engineers who care about safe buildings.',
  },
  ka: {
    title: '${CAREERS.heading.ka}',
    description: 'ვაკანსიები ალიონი ინჟინერინგში, თბილისში.',
    intro: 'ჩვენ ვეძებთ ინჟინრებს, რომლებსაც უსაფრთხო შენობები აინტერესებთ.',
  },
});
`,
  'src/features/careers/CareersPage.tsx': `import { DocumentHead } from '@site/shared/head';
import { useTexts } from '@site/shared/i18n';
import { Breadcrumb } from '@site/shared/ui';
import { careersTexts } from './careersTexts';
import styles from './CareersPage.module.scss';

export default function CareersPage() {
  const t = useTexts(careersTexts);
  return (
    <>
      <DocumentHead title={t.title} description={t.description} />
      <Breadcrumb items={[{ label: t.title }]} />
      <div className={styles.page}>
        <h1 className={styles.heading}>{t.title}</h1>
        <p>{t.intro}</p>
      </div>
    </>
  );
}
`,
  'src/features/careers/CareersPage.module.scss': `@use 'shared/src/styles/tokens' as *;

.page {
  @include container;
  padding-block: 1rem 4rem;
}

.heading {
  color: $dark-blue;
}
`,
};

/** What is the contact remote's own in its folder (its page and its form server): not copied. */
const CONTACT_ONLY = [
  'src/features/contact/',
  'src/server/form/',
  'src/server/formServer.ts',
  'src/test/',
];

/**
 * The edits inside the copied folder. Its package's name is the only rename: the remote's name,
 * dev server and title come from its folder's entry in the table, and its code reads the name
 * from the generated remoteName.generated.ts. The other edit drops the contact page's form server.
 */
const RENAMES: readonly { file: string; from: string; to: string }[] = [
  { file: 'package.json', from: '"name": "mfe-contact"', to: '"name": "mfe-careers"' },
  // Prerendered pages only: no form server.
  {
    file: 'webpack.config.mts',
    from: "serverEntry: { render: './src/server/render.ts', server: './src/server/formServer.ts' }",
    to: "serverEntry: './src/server/render.ts'",
  },
];
async function trackedFiles(): Promise<string[]> {
  const { stdout } = await run('git', ['ls-files', '-z'], { cwd: repoRoot, maxBuffer: 8 << 20 });
  return stdout.split('\0').filter(Boolean);
}

/**
 * node_modules for the copy, without copying it: a folder of links to the repository's packages
 * (a few hundred links, where a hard-linked copy makes some sixty thousand). The workspaces' own
 * links (`mfe-company -> ../mfe-company`, `@site/shared -> ../../shared`) are relative: copied as
 * they are, they name the copy's folders, so the copy builds from its own table and sources.
 */
async function linkNodeModules(from: string, to: string): Promise<void> {
  await mkdir(to);
  for (const name of await readdir(from)) {
    const source = path.join(from, name);
    const target = path.join(to, name);
    const stats = await lstat(source);
    if (stats.isSymbolicLink()) {
      await symlink(await readlink(source), target);
    } else if (name.startsWith('@') && stats.isDirectory()) {
      const inside = await readdir(source, { withFileTypes: true });
      if (inside.some((entry) => entry.isSymbolicLink())) await linkNodeModules(source, target);
      else await symlink(source, target);
    } else {
      await symlink(source, target);
    }
  }
}

/** The repository's tracked files, as the working tree has them, and its node_modules. */
async function copyRepository(into: string): Promise<void> {
  const files = await trackedFiles();
  const folders = new Set(files.map((file) => path.dirname(path.join(into, file))));
  for (const folder of folders) await mkdir(folder, { recursive: true });
  await Promise.all(
    files.map((file) =>
      copyFile(path.join(repoRoot, file), path.join(into, file)).catch((error: unknown) => {
        // A tracked file deleted in the working tree is not part of the copy either.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }),
    ),
  );
  await linkNodeModules(path.join(repoRoot, 'node_modules'), path.join(into, 'node_modules'));
}

/** Replaces `from` by `to` in a file, which must contain it. */
async function edit(file: string, from: string, to: string): Promise<void> {
  const text = await readFile(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} has no "${from}"`);
  await writeFile(file, text.replace(from, to));
}

/** The new remote's folder, from the contact remote's, and its entry in the table. */
async function addRemote(copy: string): Promise<void> {
  const folder = path.join(copy, CAREERS.folder);
  const source = path.join(copy, 'mfe-contact');
  await cp(source, folder, {
    recursive: true,
    filter: (file) => {
      const relative = path.relative(source, file);
      return !CONTACT_ONLY.some((own) => `${relative}/`.startsWith(own));
    },
  });
  for (const { file, from, to } of RENAMES) await edit(path.join(folder, file), from, to);
  for (const [file, text] of Object.entries(PAGE_FILES)) {
    await mkdir(path.dirname(path.join(folder, file)), { recursive: true });
    await writeFile(path.join(folder, file), text);
  }
  await edit(path.join(copy, TABLE_FILE), TABLE_END, `${TABLE_ENTRY}${TABLE_END}`);
}

/** Runs a command in the copy; `signal` ends it (a hook that timed out, a failed sibling). */
async function runIn(
  copy: string,
  cwd: string,
  command: string,
  args: string[],
  signal: AbortSignal,
): Promise<void> {
  await run(command, args, {
    cwd: path.join(copy, cwd),
    signal,
    maxBuffer: 16 * 1024 * 1024,
    // npm puts the copy's node_modules/.bin (Node 24) first, as in the repository.
    // No persistent cache (tooling/buildCache.ts): each of the copy's builds runs once, cold, and
    // the copy is then removed, so writing a cache would only cost CPU (about 4 s a build on 2
    // cores; the output is byte for byte the same). Starting from the repository's caches would
    // not help: their version hashes the federation table, which the copy changes, and webpack
    // keys their entries by absolute path, so the copy's own sources would all miss anyway.
    env: { ...process.env, SITE_BUILD_OUTPUT_DIR: '', SITE_BUILD_CACHE: 'off' },
  });
}

/** An app's production build in the copy, as its workspace's `build` script makes it. */
async function build(copy: string, app: string, signal: AbortSignal): Promise<void> {
  const webpackCli = path.join(copy, 'node_modules/webpack-cli/bin/cli.js');
  await runIn(copy, app, process.execPath, [webpackCli, '--mode', 'production'], signal);
  await runIn(copy, app, process.execPath, ['../tooling/precompress.ts', 'dist'], signal);
}

export interface FourthRemoteSite extends DegradedSite {
  /** How long each step took, in seconds. */
  timings: Record<string, number>;
}

/**
 * A copy of the repository with the careers remote added, built where it changed and served as a
 * whole site at `offset`. Whatever fails on the way, what was started and the copy are removed.
 */
export async function startFourthRemoteSite(offset: number): Promise<FourthRemoteSite> {
  const timings: Record<string, number> = {};
  const timed = async <T>(step: string, work: () => Promise<T>): Promise<T> => {
    const begin = Date.now();
    try {
      return await timedStep(`fourth remote: ${step}`, work);
    } finally {
      timings[step] = (Date.now() - begin) / 1000;
    }
  };
  const temp = await mkdtemp(path.join(os.tmpdir(), 'site-fourth-remote-'));
  // nginx's workers (user nobody when the tests run as root) read the files from here.
  await chmod(temp, 0o755);
  const copy = path.join(temp, 'repo');
  const aborter = new AbortController();
  let site: DegradedSite | undefined;
  const stop = async () => {
    aborter.abort();
    await site?.stop();
    await rm(temp, { recursive: true, force: true });
  };
  try {
    await timed('copy', async () => {
      await copyRepository(copy);
      // The apps that do not change keep their builds.
      for (const app of ['mfe-company', 'mfe-content', 'mfe-contact']) {
        await copyBuild(app, path.join(copy, app));
      }
    });
    await timed('add remote', () => addRemote(copy));
    await timed('generate', () => runIn(copy, '.', 'npm', ['run', 'generate'], aborter.signal));
    // Two webpack processes: about one core each.
    await timed('build', async () => {
      // The first to fail fails the step; the other is ended with everything else (stop).
      await Promise.all([
        build(copy, CAREERS.folder, aborter.signal),
        build(copy, 'shell', aborter.signal),
      ]);
    });
    const base = PORTS.entry + offset;
    site = await timed('start', () =>
      startSite({
        offset,
        root: copy,
        serverEnv: {},
        // The copy's table gives careers a preview port; this process's table does not know it.
        env: { PREVIEW_CAREERS_PORT: String(base + CAREERS.previewPortOffset) },
      }),
    );
    return { ...site, stop, timings };
  } catch (error) {
    await stop();
    throw error;
  }
}
