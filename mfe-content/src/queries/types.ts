// The shapes the pages render; the mapping from Contentful entries lives in to*.ts.
import type { Document } from '@contentful/rich-text-types';

export interface ContentImage {
  /** Absolute URL (protocol-relative Contentful URLs get the page's protocol). */
  url: string;
  title: string;
  description: string;
  width?: number;
  height?: number;
}

export interface Project {
  id: string;
  slug: string;
  title: string;
  /** `ongoing` or `completed`; any other value is shown generically. */
  status: string;
  isFeatured: boolean;
  client?: string;
  area?: string;
  services: string[];
  image: ContentImage | null;
  createdAt: string;
}

export interface BlogPost {
  id: string;
  slug: string;
  title: string;
  excerpt?: string;
  image: ContentImage | null;
  content: Document | null;
  publishedDate: string;
  isFeatured: boolean;
  createdAt: string;
}

export interface Paged<T> {
  items: T[];
  total: number;
  skip: number;
  limit: number;
}

export type ProjectFilter = 'all' | 'ongoing' | 'completed';

/** Content type ids of the space (docs/product.md#content). */
export const CONTENT_TYPES = { project: 'project', blogPost: 'blogPost' } as const;
