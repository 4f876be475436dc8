// Generated from the federation table (shared/src/federation/remotes.ts) by
// `npm run generate`: do not edit. What this remote exposes, by module name, from the files
// its build exposes: type-checked against what the shell loads, and what its server renders.
import type { ExposedComponents } from '@site/shared/federation';
import ProjectsList from './features/projects/ProjectsListPage';
import ProjectDetail from './features/projects/ProjectDetailPage';
import BlogList from './features/blog/BlogListPage';
import BlogPost from './features/blog/BlogPostPage';
import FeaturedProjects from './features/home-widgets/FeaturedProjects';
import BlogTeaser from './features/home-widgets/BlogTeaser';

export const EXPOSED_MODULES = {
  ProjectsList,
  ProjectDetail,
  BlogList,
  BlogPost,
  FeaturedProjects,
  BlogTeaser,
} satisfies ExposedComponents<'content'>;
