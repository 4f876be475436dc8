// Adding a remote is its folder plus a table entry: what nothing can derive is checked here, and a
// failure names the place (README.md, "Adding a remote"). The made-up remotes below prove that
// each check can fail.
import { fileURLToPath } from 'node:url';
import { REMOTES, type RemoteDefinition } from '../../shared/src/federation/remotes';
import { missingWiring, type RemoteTable, type Repository, repositoryAt } from './remoteWiring';

const REPO = repositoryAt(fileURLToPath(new URL('../../', import.meta.url)));

const BLOG: RemoteDefinition = {
  folder: 'mfe-blog',
  devPort: 3004,
  previewPortOffset: 5,
  pages: 'prerendered',
  modules: { Journal: { source: './src/JournalPage.tsx', routes: ['/journal'] } },
};
const WITH_BLOG: RemoteTable = { ...REMOTES, blog: BLOG };

/** The repository with some files replaced or added. */
function withFiles(repo: Repository, files: Record<string, string>): Repository {
  return { read: (file) => files[file] ?? repo.read(file) };
}

it('finds every remote of the federation table wired in everywhere', () => {
  expect(missingWiring(REMOTES, REPO)).toEqual([]);
});

it('names each place a remote that is only in the table is missing from', () => {
  expect(missingWiring(WITH_BLOG, REPO)).toEqual(
    [
      "mfe-blog/package.json is missing (copy an existing remote's folder to mfe-blog/)",
      "package-lock.json has no workspace 'mfe-blog' (run npm install)",
      'deploy/kubernetes/overlays/production/kustomization.yaml has no image site/blog in images (its registry and release)',
    ].map((problem) => `remote 'blog': ${problem}`),
  );
});

// The usual slip: the contact remote's folder copied with the old names left inside.
it('names what still points at the remote its folder was copied from', () => {
  const contact = (file: string) => REPO.read(file) ?? '';
  const repo = withFiles(REPO, {
    'mfe-blog/package.json': contact('mfe-contact/package.json'),
    'mfe-blog/tsconfig.json': contact('mfe-contact/tsconfig.json'),
    'mfe-blog/webpack.config.mts': contact('mfe-contact/webpack.config.mts'),
  });
  const before = missingWiring(WITH_BLOG, REPO);
  const after = missingWiring(WITH_BLOG, repo);
  expect(after.filter((problem) => !before.includes(problem))).toEqual(
    ["mfe-blog/package.json names the workspace 'mfe-contact', not 'mfe-blog'"].map(
      (problem) => `remote 'blog': ${problem}`,
    ),
  );
});
