import { ContentfulLivePreview } from '@contentful/live-preview';
import { screen } from '@testing-library/react';
import { BLOCKS, type Document } from '@contentful/rich-text-types';
import {
  fetchPostBySlug,
  fetchProjectBySlug,
  fetchRelatedPosts,
  fetchRelatedProjects,
} from '../queries';
import { post, project } from '../test/fixtures';
import { renderPage } from '../test/renderPage';
import BlogPostPage from '../features/blog/BlogPostPage';
import ProjectDetailPage from '../features/projects/ProjectDetailPage';
import { inspectorTags } from './inspectorTags';

jest.mock('../queries', () => ({
  ...jest.requireActual('../queries'),
  fetchProjectBySlug: jest.fn(),
  fetchRelatedProjects: jest.fn(),
  fetchPostBySlug: jest.fn(),
  fetchRelatedPosts: jest.fn(),
}));

afterEach(() => {
  delete window.__SITE_PREVIEW__;
});

describe('the inspector’s tags (docs/operations.md#live-preview)', () => {
  it('are, in an editor’s preview, what the SDK’s getProps gives, in the space’s locale', () => {
    window.__SITE_PREVIEW__ = true;
    expect(inspectorTags('entry-1', 'title', 'en')).toEqual(
      ContentfulLivePreview.getProps({ entryId: 'entry-1', fieldId: 'title', locale: 'en-US' }),
    );
    expect(inspectorTags('entry-1', 'content', 'ka')).toEqual(
      ContentfulLivePreview.getProps({ entryId: 'entry-1', fieldId: 'content', locale: 'ka' }),
    );
  });

  it('are on a preview page’s title and picture, and on no visitor’s page', async () => {
    jest.mocked(fetchRelatedProjects).mockResolvedValue([]);
    jest.mocked(fetchProjectBySlug).mockResolvedValue(project(7, { title: 'Tbilisi Tower' }));
    const visitor = renderPage(<ProjectDetailPage />, {
      route: '/projects/project-7',
      path: '/projects/:projectId',
    });
    await screen.findByRole('heading', { level: 1, name: 'Tbilisi Tower' });
    expect(visitor.container.querySelector('[data-contentful-entry-id]')).toBeNull();
    expect(visitor.container.innerHTML).not.toContain('data-contentful');
    visitor.unmount();

    window.__SITE_PREVIEW__ = true;
    renderPage(<ProjectDetailPage />, {
      route: '/projects/project-7',
      path: '/projects/:projectId',
      language: 'ka',
    });
    const title = await screen.findByRole('heading', { level: 1, name: 'Tbilisi Tower' });
    expect(title.dataset).toMatchObject({
      contentfulEntryId: 'project-7',
      contentfulFieldId: 'title',
      contentfulLocale: 'ka',
    });
    expect(document.querySelector('[data-contentful-field-id="featuredImage"] img')).not.toBeNull();
  });

  it('are on a post’s title, picture and body, in Georgian the ka locale', async () => {
    window.__SITE_PREVIEW__ = true;
    const content = {
      nodeType: BLOCKS.DOCUMENT,
      data: {},
      content: [
        {
          nodeType: BLOCKS.PARAGRAPH,
          data: {},
          content: [{ nodeType: 'text', value: 'ტექსტი', marks: [], data: {} }],
        },
      ],
    } as Document;
    jest.mocked(fetchRelatedPosts).mockResolvedValue([]);
    jest.mocked(fetchPostBySlug).mockResolvedValue(post(3, { title: 'სათაური', content }));
    renderPage(<BlogPostPage />, { route: '/blog/post-3', path: '/blog/:blogId', language: 'ka' });
    await screen.findByRole('heading', { level: 1, name: 'სათაური' });
    const tagged = [...document.querySelectorAll<HTMLElement>('[data-contentful-entry-id]')];
    expect(tagged.map((element) => element.dataset.contentfulFieldId)).toEqual([
      'featuredImage',
      'title',
      'content',
    ]);
    for (const element of tagged) {
      expect(element.dataset).toMatchObject({
        contentfulEntryId: 'post-3',
        contentfulLocale: 'ka',
      });
    }
    expect(screen.getByText('ტექსტი').closest('[data-contentful-field-id]')).toHaveAttribute(
      'data-contentful-field-id',
      'content',
    );
  });
});
