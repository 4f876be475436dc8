import type { BlogPost, Project } from '../queries';

export function project(n: number, overrides: Partial<Project> = {}): Project {
  return {
    id: `project-${n}`,
    slug: `project-${n}`,
    title: `Project ${n}`,
    status: n % 2 ? 'ongoing' : 'completed',
    isFeatured: false,
    services: [],
    image: {
      url: `https://images.example/project-${n}.jpg`,
      title: `Photo ${n}`,
      description: `Photo of project ${n}`,
      width: 1600,
      height: 1200,
    },
    createdAt: `2024-0${(n % 9) + 1}-01T00:00:00Z`,
    ...overrides,
  };
}

export function post(n: number, overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id: `post-${n}`,
    slug: `post-${n}`,
    title: `Post ${n}`,
    excerpt: `Excerpt ${n}`,
    image: null,
    content: null,
    publishedDate: '2025-03-15',
    isFeatured: false,
    createdAt: '2025-03-15T00:00:00Z',
    ...overrides,
  };
}

export function paged<T>(items: T[], total: number, pageSize: number, page = 1) {
  return {
    items,
    total,
    skip: (page - 1) * pageSize,
    limit: pageSize,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
  };
}
