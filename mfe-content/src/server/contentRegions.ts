import type { ComponentType } from 'react';
import { PAGE_ROUTES, REMOTE_MODULES } from '@site/shared/federation';
import BlogListPage from '../features/blog/BlogListPage';
import BlogPostPage from '../features/blog/BlogPostPage';
import BlogTeaser from '../features/home-widgets/BlogTeaser';
import FeaturedProjects from '../features/home-widgets/FeaturedProjects';
import ProjectDetailPage from '../features/projects/ProjectDetailPage';
import ProjectsListPage from '../features/projects/ProjectsListPage';

/** What this remote exposes, by exposed name: the same components the browser loads. */
const EXPOSED: Record<string, ComponentType> = {
  ProjectsList: ProjectsListPage,
  ProjectDetail: ProjectDetailPage,
  BlogList: BlogListPage,
  BlogPost: BlogPostPage,
  FeaturedProjects,
  BlogTeaser,
};

export interface ContentPage {
  /** The route pattern of the federation contract, e.g. `/projects/:projectId`. */
  route: string;
  expose: string;
  Page: ComponentType;
}

function exposed(name: string): ComponentType {
  const component = EXPOSED[name];
  if (!component) throw new Error(`content exposes no ${name}`);
  return component;
}

/** The routes the contract gives this remote, each with its page. */
export const CONTENT_PAGES: readonly ContentPage[] = PAGE_ROUTES.filter(({ module }) =>
  module.startsWith('content/'),
).map(({ path, module }) => {
  const expose = module.slice('content/'.length);
  return { route: path, expose, Page: exposed(expose) };
});

/**
 * The widgets other remotes' pages embed (on Home): every exposed module that is no route's page,
 * each rendered as a region of its own.
 */
export const CONTENT_WIDGETS: ReadonlyMap<string, ComponentType> = new Map(
  REMOTE_MODULES.content
    .filter((name) => !CONTENT_PAGES.some((page) => page.expose === name))
    .map((name) => [name, exposed(name)]),
);
