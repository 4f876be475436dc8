import { createContentQueryClient } from '../query-cache/contentQueryClient';
import { paged, post, project } from '../test/fixtures';
import { applyEditorChange } from './applyEditorChange';

// What Contentful's Live preview sends for an entry the editor is typing in: the entry in the
// Delivery API's shape for one locale, links resolved (here the picture).
const picture = {
  sys: { id: 'asset-9', type: 'Asset' },
  fields: {
    title: 'New photo',
    description: 'The tower at night',
    file: {
      url: '//images.example/new.jpg',
      contentType: 'image/jpeg',
      details: { image: { width: 1600, height: 1200 } },
    },
  },
};
const edited = {
  sys: {
    id: 'project-1',
    type: 'Entry',
    createdAt: '2024-02-01T00:00:00Z',
    contentType: { sys: { id: 'project', type: 'Link', linkType: 'ContentType' } },
  },
  fields: { title: 'Edited title', slug: 'project-1', status: 'ongoing', featuredImage: picture },
};

describe('an editor’s change in the query cache (docs/operations.md#live-preview)', () => {
  it('replaces the entry in every answer of its language that shows it, mapped as fetched', () => {
    const client = createContentQueryClient();
    const other = project(2);
    const list = paged([project(1), other], 2, 12);
    client.setQueryData(['content', 'en', 'project', 'project-1'], project(1));
    client.setQueryData(['content', 'en', 'projects', 1, 'all'], list);
    client.setQueryData(['content', 'en', 'featuredProjects'], [other, project(1)]);
    client.setQueryData(['content', 'en', 'blogTeaser'], [post(1)]);
    client.setQueryData(['content', 'ka', 'project', 'project-1'], project(1));

    expect(applyEditorChange(client, 'en', edited)).toBe(true);

    const page = client.getQueryData<ReturnType<typeof project>>([
      'content',
      'en',
      'project',
      'project-1',
    ]);
    expect(page).toMatchObject({ id: 'project-1', title: 'Edited title' });
    expect(page?.image).toMatchObject({
      url: expect.stringContaining('images.example/new.jpg'),
      description: 'The tower at night',
    });
    const listed = client.getQueryData<typeof list>(['content', 'en', 'projects', 1, 'all']);
    expect(listed?.items.map((item) => item.title)).toEqual(['Edited title', other.title]);
    // What does not show the entry stays as it was, the very same objects.
    expect(listed?.items[1]).toBe(other);
    expect(listed?.total).toBe(2);
    expect(
      client.getQueryData<ReturnType<typeof project>[]>(['content', 'en', 'featuredProjects'])?.[1]
        ?.title,
    ).toBe('Edited title');
    expect(client.getQueryData(['content', 'en', 'blogTeaser'])).toEqual([post(1)]);
    // The other language has its own locale's version: another subscription sends it.
    expect(
      client.getQueryData<ReturnType<typeof project>>(['content', 'ka', 'project', 'project-1'])
        ?.title,
    ).toBe('Project 1');
  });

  it('maps a post’s rich text, and ignores what is not one of the site’s entries', () => {
    const client = createContentQueryClient();
    client.setQueryData(['content', 'ka', 'post', 'post-1'], post(1));
    const body = {
      nodeType: 'document',
      data: {},
      content: [
        {
          nodeType: 'paragraph',
          data: {},
          content: [{ nodeType: 'text', value: 'ახალი ტექსტი', marks: [], data: {} }],
        },
      ],
    };
    const changed = {
      sys: {
        id: 'post-1',
        createdAt: '2025-03-15T00:00:00Z',
        contentType: { sys: { id: 'blogPost' } },
      },
      fields: { title: 'ახალი სათაური', slug: 'post-1', content: body },
    };
    expect(applyEditorChange(client, 'ka', changed)).toBe(true);
    expect(client.getQueryData(['content', 'ka', 'post', 'post-1'])).toMatchObject({
      title: 'ახალი სათაური',
      content: body,
    });

    const before = client.getQueryData(['content', 'ka', 'post', 'post-1']);
    const otherType = { ...changed, sys: { ...changed.sys, contentType: { sys: { id: 'faq' } } } };
    for (const message of [otherType, { sys: { id: 'post-1' } }, null, 'post-1']) {
      expect(applyEditorChange(client, 'ka', message)).toBe(false);
    }
    expect(client.getQueryData(['content', 'ka', 'post', 'post-1'])).toBe(before);
  });
});
