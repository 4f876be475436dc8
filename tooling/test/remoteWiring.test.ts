// Adding a remote is a table entry plus its folder: every other place that must know it is
// either derived from the table or checked here, and a failure names the place (README.md,
// "Adding a remote"). The made-up remotes below prove that each check can fail.
import { fileURLToPath } from 'node:url';
import { parseDocument } from 'yaml';
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
  return { ...repo, read: (file) => files[file] ?? repo.read(file) };
}

it('finds every remote of the federation table wired in everywhere', () => {
  expect(missingWiring(REMOTES, REPO)).toEqual([]);
});

it('names each place a remote that is only in the table is missing from', () => {
  expect(missingWiring(WITH_BLOG, REPO)).toEqual(
    [
      "mfe-blog/package.json is missing (copy an existing remote's folder to mfe-blog/)",
      "package.json has no 'mfe-blog' in workspaces",
      "package-lock.json has no workspace 'mfe-blog' (run npm install)",
      "tsconfig.json has no 'mfe-blog/src' in include",
      "jest.config.ts has no project with rootDir '<rootDir>/mfe-blog'",
      "eslint.config.ts has no 'mfe-blog' in APPS (the import boundaries)",
      'mfe-blog/Dockerfile is missing',
      ...['shell', 'mfe-company', 'mfe-content', 'mfe-contact'].map(
        (app) =>
          `${app}/Dockerfile does not COPY mfe-blog/package.json mfe-blog/ (npm ci installs every workspace)`,
      ),
      '.dockerignore does not send !mfe-blog/ to the image builds',
      'docker-compose.yml x-site-config has no REMOTE_BLOG_URL',
      "docker-compose.yml service 'shell' has no BLOG_UPSTREAM (how the entry reaches it)",
      "docker-compose.yml has no service 'blog' (build mfe-blog/Dockerfile)",
      'deploy/kubernetes/base/kustomization.yaml does not list blog.yaml in resources',
      "deploy/kubernetes/base/blog.yaml has no Deployment 'blog'",
      'deploy/kubernetes/base/site-config.env has no REMOTE_BLOG_URL',
      'deploy/kubernetes/base/site-config.env has no BLOG_UPSTREAM',
      'deploy/kubernetes/overlays/local/kustomization.yaml has no image site/blog in images',
      'deploy/kubernetes/overlays/production/kustomization.yaml has no image site/blog in images',
      'shared/src/config/siteConfigFields.ts has no remotes.blog',
      'platform/src/config/runtimeVariables.ts has no REMOTE_BLOG_URL',
      'platform/src/config/runtimeVariables.ts has no BLOG_UPSTREAM',
    ].map((problem) => `remote 'blog': ${problem}`),
  );
});

// The usual slips: the contact remote's folder, Dockerfile and workload copied and listed with the
// old names left inside, and a compose service written without the shared parts.
it('names what still points at the remote it was copied from, and what its service lacks', () => {
  const contact = (file: string) => REPO.read(file) ?? '';
  const compose = parseDocument(contact('docker-compose.yml'));
  compose.setIn(['services', 'blog'], {
    build: { context: '.', dockerfile: 'mfe-contact/Dockerfile' },
    image: '${IMAGE_PREFIX:-site}/contact:${IMAGE_TAG:-latest}',
  });
  const kustomization = parseDocument(contact('deploy/kubernetes/base/kustomization.yaml'));
  kustomization.addIn(['resources'], 'blog.yaml');
  const repo = withFiles(REPO, {
    'mfe-blog/package.json': contact('mfe-contact/package.json'),
    'mfe-blog/tsconfig.json': contact('mfe-contact/tsconfig.json'),
    'mfe-blog/webpack.config.mts': contact('mfe-contact/webpack.config.mts'),
    'mfe-blog/Dockerfile': contact('mfe-contact/Dockerfile'),
    'docker-compose.yml': compose.toString(),
    'deploy/kubernetes/base/kustomization.yaml': kustomization.toString(),
    // Renamed, but without the label the network policy admits the entry's traffic by, and with
    // the Service still selecting the contact pods.
    'deploy/kubernetes/base/blog.yaml': contact('deploy/kubernetes/base/contact.yaml')
      .replaceAll('contact', 'blog')
      .replaceAll('app.kubernetes.io/component: remote', 'app.kubernetes.io/component: blog')
      .replace(
        'spec:\n  selector:\n    app.kubernetes.io/name: blog',
        'spec:\n  selector:\n    app.kubernetes.io/name: contact',
      ),
  });
  // What the copy fixed drops out of the list; what it got wrong comes in.
  const before = missingWiring(WITH_BLOG, REPO);
  const after = missingWiring(WITH_BLOG, repo);
  expect(after.filter((problem) => !before.includes(problem))).toEqual(
    [
      "mfe-blog/package.json names the workspace 'mfe-contact', not 'mfe-blog'",
      "mfe-blog/webpack.config.mts does not build it as name: 'blog'",
      'mfe-blog/Dockerfile does not COPY mfe-blog/package.json mfe-blog/ (npm ci installs every workspace)',
      "docker-compose.yml service 'blog' builds mfe-contact/Dockerfile, not mfe-blog/Dockerfile",
      "docker-compose.yml service 'blog' has image ${IMAGE_PREFIX:-site}/contact:${IMAGE_TAG:-latest}, not ${IMAGE_PREFIX:-site}/blog:${IMAGE_TAG:-latest}",
      "docker-compose.yml service 'blog' lacks the site configuration (environment: <<: *site-config)",
      "docker-compose.yml service 'blog' has no healthcheck",
      "deploy/kubernetes/base/blog.yaml has no Service 'blog' selecting its pods",
      "deploy/kubernetes/base/network-policies.yaml lets no traffic from the entry reach 'blog' (label its pods app.kubernetes.io/component: remote)",
    ].map((problem) => `remote 'blog': ${problem}`),
  );
});
