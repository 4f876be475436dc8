import { Route, Routes } from '@site/shared/router';
import BlogListPage from './features/blog/BlogListPage';
import BlogPostPage from './features/blog/BlogPostPage';
import BlogTeaser from './features/home-widgets/BlogTeaser';
import FeaturedProjects from './features/home-widgets/FeaturedProjects';
import ProjectDetailPage from './features/projects/ProjectDetailPage';
import ProjectsListPage from './features/projects/ProjectsListPage';

/** The remote's pages on their spec routes; `/` shows the two home widgets. */
export function StandaloneRoutes() {
  return (
    <Routes>
      <Route
        index
        element={
          <>
            <FeaturedProjects />
            <BlogTeaser />
          </>
        }
      />
      <Route path="projects" element={<ProjectsListPage />} />
      <Route path="projects/:projectId" element={<ProjectDetailPage />} />
      <Route path="blog" element={<BlogListPage />} />
      <Route path="blog/:blogId" element={<BlogPostPage />} />
      <Route path="*" element={<ProjectsListPage />} />
    </Routes>
  );
}
