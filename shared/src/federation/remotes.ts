// The federation table: every remote, where it lives, how its pages are rendered and what it
// exposes. It is written once, here: the shell's routes, the entry's route → owner table, each
// remote's webpack `exposes`, the ports, the preview servers and the lists the tests walk are all
// derived from it (contract.ts has the derived forms). Import-free, so the tooling (jiti) and the
// end-to-end tests load it as it is.

/**
 * How a remote's pages reach the entry: `prerendered` once in both languages when its container
 * starts (fixed texts and the container's settings), or on request by its `renderer` (pages drawn
 * from the content service), which its nginx caches.
 */
export type PageRendering = 'prerendered' | 'renderer';

/** A module a remote exposes: its file's default export is a component that takes no props. */
interface ExposedPage {
  /** The file, relative to the remote's folder. */
  readonly source: string;
  /** The routes it shows, in the shell's router (`:name` is one path segment). */
  readonly routes: readonly string[];
}

interface ExposedWidget {
  readonly source: string;
  /** The page modules (`remote/Module`) whose page embeds it as a region of its own. */
  readonly embeddedIn: readonly `${string}/${string}`[];
}

export type ExposedModuleDefinition = ExposedPage | ExposedWidget;

export interface RemoteDefinition {
  /**
   * The workspace folder at the repository root. `mfe-<something>`: the workspaces, the type-check
   * and the image builds' context take every folder of that pattern, so none of them lists it.
   */
  readonly folder: `mfe-${string}`;
  /** Its development server's port (`npm run dev -w <folder>`). */
  readonly devPort: number;
  /** Its preview server's port, counted from the entry's (`npm run preview`, the e2e site). */
  readonly previewPortOffset: number;
  readonly pages: PageRendering;
  /**
   * The remote that draws its pages from the content service: it receives the service's webhooks
   * (`/hooks/contentful`) and answers editors' previews (`/_preview/`). At most one.
   */
  readonly contentService?: true;
  /**
   * A server of its own answers its pages' forms sent before their scripts ran (a POST of the
   * page's address, which the entry passes to it as `/_form/<path>`): the contact remote's.
   */
  readonly formServer?: true;
  readonly modules: Readonly<Record<string, ExposedModuleDefinition>>;
}

export const REMOTES = {
  company: {
    folder: 'mfe-company',
    devPort: 3001,
    previewPortOffset: 1,
    pages: 'prerendered',
    modules: {
      Home: { source: './src/features/home/HomePage.tsx', routes: ['/'] },
      ServicesList: {
        source: './src/features/services/ServicesListPage.tsx',
        routes: ['/services'],
      },
      ServiceDetail: {
        source: './src/features/services/ServiceDetailPage.tsx',
        routes: ['/services/:serviceId'],
      },
      About: { source: './src/features/about/AboutPage.tsx', routes: ['/about'] },
    },
  },
  content: {
    folder: 'mfe-content',
    devPort: 3002,
    previewPortOffset: 2,
    pages: 'renderer',
    contentService: true,
    modules: {
      ProjectsList: {
        source: './src/features/projects/ProjectsListPage.tsx',
        routes: ['/projects'],
      },
      ProjectDetail: {
        source: './src/features/projects/ProjectDetailPage.tsx',
        routes: ['/projects/:projectId'],
      },
      BlogList: { source: './src/features/blog/BlogListPage.tsx', routes: ['/blog'] },
      BlogPost: { source: './src/features/blog/BlogPostPage.tsx', routes: ['/blog/:blogId'] },
      FeaturedProjects: {
        source: './src/features/home-widgets/FeaturedProjects.tsx',
        embeddedIn: ['company/Home'],
      },
      BlogTeaser: {
        source: './src/features/home-widgets/BlogTeaser.tsx',
        embeddedIn: ['company/Home'],
      },
    },
  },
  contact: {
    folder: 'mfe-contact',
    devPort: 3003,
    previewPortOffset: 3,
    pages: 'prerendered',
    formServer: true,
    modules: {
      Contact: { source: './src/features/contact/ContactPage.tsx', routes: ['/contact'] },
    },
  },
} as const satisfies Readonly<Record<string, RemoteDefinition>>;
