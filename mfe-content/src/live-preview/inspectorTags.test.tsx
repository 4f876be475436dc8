import { ContentfulLivePreview } from '@contentful/live-preview';
import { screen } from '@testing-library/react';
import { fetchProjectBySlug, fetchRelatedProjects } from '../queries';
import { project } from '../test/fixtures';
import { renderPage } from '../test/renderPage';
import ProjectDetailPage from '../features/projects/ProjectDetailPage';
import { inspectorTags } from './inspectorTags';

jest.mock('../queries', () => ({
  ...jest.requireActual('../queries'),
  fetchProjectBySlug: jest.fn(),
  fetchRelatedProjects: jest.fn(),
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
});
