import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BLOCKS, INLINES, MARKS, type Document } from '@contentful/rich-text-types';
import { fetchPostBySlug, fetchRelatedPosts } from '../../queries';
import { post } from '../../test/fixtures';
import { deferred, renderOnLanguagePath, renderPage } from '../../test/renderPage';
import BlogPostPage from './BlogPostPage';

jest.mock('../../queries', () => ({
  ...jest.requireActual('../../queries'),
  fetchPostBySlug: jest.fn(),
  fetchRelatedPosts: jest.fn(),
}));
const bySlug = jest.mocked(fetchPostBySlug);
const related = jest.mocked(fetchRelatedPosts);

const text = (value: string, marks: MARKS[] = []) => ({
  nodeType: 'text' as const,
  value,
  marks: marks.map((type) => ({ type })),
  data: {},
});
const block = (nodeType: string, content: unknown[], data = {}) => ({ nodeType, content, data });

const body = {
  nodeType: BLOCKS.DOCUMENT,
  data: {},
  content: [
    block(BLOCKS.HEADING_1, [text('Heading one')]),
    block(BLOCKS.HEADING_4, [text('Heading four')]),
    block(BLOCKS.PARAGRAPH, [
      text('Bold', [MARKS.BOLD]),
      text(' and '),
      text('italic', [MARKS.ITALIC]),
      text(' and '),
      text('underlined', [MARKS.UNDERLINE]),
      text(' — see '),
      block(INLINES.HYPERLINK, [text('the standard')], { uri: 'https://www.nfpa.org/' }),
      text(' or '),
      block(INLINES.HYPERLINK, [text('this trap')], { uri: 'javascript:alert(1)' }),
    ]),
    block(BLOCKS.UL_LIST, [
      block(BLOCKS.LIST_ITEM, [block(BLOCKS.PARAGRAPH, [text('Sprinklers')])]),
      block(BLOCKS.LIST_ITEM, [block(BLOCKS.PARAGRAPH, [text('Alarms')])]),
    ]),
    block(BLOCKS.OL_LIST, [block(BLOCKS.LIST_ITEM, [block(BLOCKS.PARAGRAPH, [text('First')])])]),
    block(BLOCKS.QUOTE, [block(BLOCKS.PARAGRAPH, [text('Safety first.')])]),
    block(BLOCKS.EMBEDDED_ASSET, [], {
      target: {
        sys: { id: 'asset-1', type: 'Asset' },
        fields: {
          title: 'Pump room',
          description: 'Fire pump room after installation',
          file: {
            url: '//images.ctfassets.net/space/pump.jpg',
            details: { image: { width: 1600, height: 1000 } },
          },
        },
      },
    }),
  ],
} as unknown as Document;

const open = (slug: string, language: 'en' | 'ka' = 'en') =>
  renderPage(<BlogPostPage />, { route: `/blog/${slug}`, path: '/blog/:blogId', language });

describe('BlogPostPage', () => {
  beforeEach(() => {
    bySlug.mockReset();
    related.mockReset();
    related.mockResolvedValue([]);
  });

  it('shows a loading text, then title, date, breadcrumb and document title', async () => {
    const answer = deferred<ReturnType<typeof post> | null>();
    bySlug.mockReturnValue(answer.promise);
    open('pumps');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    answer.resolve(post(1, { title: 'Fire pumps explained', publishedDate: '2025-03-15' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fire pumps explained' }),
    ).toBeInTheDocument();
    expect(bySlug).toHaveBeenCalledWith('en', 'pumps');
    expect(screen.getByText(/Published on/)).toHaveTextContent('Published on March 15, 2025');
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(within(breadcrumb).getByText('Fire pumps explained')).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(document.title).toContain('Fire pumps explained');
  });

  it('writes the date in Georgian on the Georgian site', async () => {
    bySlug.mockResolvedValue(post(1, { publishedDate: '2025-03-15' }));
    open('p', 'ka');
    const date = await screen.findByText(/გამოქვეყნდა/);
    expect(date.querySelector('time')).toHaveTextContent(
      new Intl.DateTimeFormat('ka-GE', { year: 'numeric', month: 'long', day: 'numeric' }).format(
        new Date('2025-03-15'),
      ),
    );
  });

  it('renders every documented rich-text node, safely', async () => {
    bySlug.mockResolvedValue(post(1, { content: body }));
    open('p');
    // Under the title's h1; heading 4 right after heading 1 is one level deeper, not three.
    expect(await screen.findByRole('heading', { name: 'Heading one', level: 2 })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Heading four', level: 3 })).toBeVisible();
    expect(screen.getByText('Bold').tagName).toBe('STRONG');
    expect(screen.getByText('italic').tagName).toBe('EM');
    expect(screen.getByText('underlined').tagName).toBe('U');
    expect(screen.getByText('Sprinklers').closest('ul')).toBeInTheDocument();
    expect(screen.getByText('First').closest('ol')).toBeInTheDocument();
    expect(screen.getByText('Safety first.').closest('blockquote')).toBeInTheDocument();

    const image = screen.getByRole('img', { name: 'Fire pump room after installation' });
    expect(image.getAttribute('src')).toMatch(
      /^https?:\/\/images\.ctfassets\.net\/space\/pump\.jpg\?w=1100&fm=webp/,
    );
    expect(image).toHaveAttribute('loading', 'lazy');

    const link = screen.getByRole('link', { name: /the standard/ });
    expect(link).toHaveAttribute('href', 'https://www.nfpa.org/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('this trap').closest('a')).toBeNull();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('shows up to 3 related articles with arrows', async () => {
    bySlug.mockResolvedValue(post(1));
    related.mockResolvedValue([post(2), post(3), post(4)]);
    open('p');
    const section = await screen.findByRole('region', { name: 'Related articles' });
    expect(related).toHaveBeenCalledWith('en', 'post-1');
    expect(within(section).getAllByRole('article')).toHaveLength(3);
    await userEvent.click(within(section).getByRole('button', { name: 'Next related articles' }));
    expect(within(section).getAllByRole('article')).toHaveLength(3);
  });

  it('shows blog-not-found for an unknown slug', async () => {
    bySlug.mockResolvedValue(null);
    open('missing', 'ka');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'სტატია ვერ მოიძებნა' }),
    ).toBeInTheDocument();
    expect(related).not.toHaveBeenCalled();
  });

  describe('on the Georgian path', () => {
    const entry = (contentType: string, slug: string) => ({
      sys: { id: `${slug}-id`, type: 'Entry', contentType: { sys: { id: contentType } } },
      fields: { slug },
    });
    const links = {
      nodeType: BLOCKS.DOCUMENT,
      data: {},
      content: [
        block(BLOCKS.PARAGRAPH, [
          text('See '),
          block(INLINES.HYPERLINK, [text('our tower project')], { uri: '/projects/tower' }),
          text(', '),
          block(INLINES.HYPERLINK, [text('the English checklist')], {
            uri: 'http://localhost:8080/en/blog/checklist?lang=en#steps',
          }),
          text(', '),
          block(INLINES.HYPERLINK, [text('the guide')], { uri: '/files/guide.pdf' }),
          text(', '),
          block(INLINES.HYPERLINK, [text('the table below')], { uri: '#table' }),
          text(', '),
          block(INLINES.ENTRY_HYPERLINK, [text('a linked post')], {
            target: entry('blogPost', 'sprinklers'),
          }),
          text(', '),
          block(INLINES.ENTRY_HYPERLINK, [text('a linked project')], {
            target: entry('project', 'hotel'),
          }),
          text(' and '),
          block(INLINES.ENTRY_HYPERLINK, [text('an unpublished entry')], {
            target: { sys: { id: 'gone', type: 'Link', linkType: 'Entry' } },
          }),
        ]),
      ],
    } as unknown as Document;

    it('links the pages of this site in the text on the Georgian path, in place', async () => {
      bySlug.mockResolvedValue(post(1, { content: links }));
      renderOnLanguagePath(<BlogPostPage />, {
        language: 'ka',
        route: '/blog/p',
        path: '/blog/:blogId',
      });
      const project = await screen.findByRole('link', { name: 'our tower project' });
      expect(project).toHaveAttribute('href', '/ka/projects/tower');
      expect(project).not.toHaveAttribute('target');
      // An address on the site's own origin names the page; the reader's language stays.
      expect(screen.getByRole('link', { name: 'the English checklist' })).toHaveAttribute(
        'href',
        '/ka/blog/checklist#steps',
      );
      expect(screen.getByRole('link', { name: 'a linked post' })).toHaveAttribute(
        'href',
        '/ka/blog/sprinklers',
      );
      expect(screen.getByRole('link', { name: 'a linked project' })).toHaveAttribute(
        'href',
        '/ka/projects/hotel',
      );
      expect(screen.getByText('an unpublished entry').closest('a')).toBeNull();
      // A part of this page: a link in place.
      const part = screen.getByRole('link', { name: 'the table below' });
      expect(part).toHaveAttribute('href', '#table');
      expect(part).not.toHaveAttribute('target');
      // A file is no page of the router's: opened by the browser, in a new tab, as before.
      const file = screen.getByRole('link', { name: /the guide/ });
      expect(file).toHaveAttribute('href', '/files/guide.pdf');
      expect(file).toHaveAttribute('target', '_blank');
    });

    it('moves to a page the text links to on the same language path', async () => {
      bySlug.mockResolvedValue(post(1, { content: links }));
      const { address } = renderOnLanguagePath(<BlogPostPage />, {
        language: 'ka',
        route: '/blog/p',
        path: '/blog/:blogId',
      });
      await userEvent.click(await screen.findByRole('link', { name: 'a linked post' }));
      await waitFor(() => expect(address()).toBe('/ka/blog/sprinklers'));
      expect(bySlug).toHaveBeenLastCalledWith('ka', 'sprinklers');
    });

    it('keeps the Georgian path in the breadcrumb, the related articles and the not-found link', async () => {
      bySlug.mockResolvedValueOnce(post(1));
      related.mockResolvedValue([post(2), post(3), post(4)]);
      const { unmount } = renderOnLanguagePath(<BlogPostPage />, {
        language: 'ka',
        route: '/blog/p',
        path: '/blog/:blogId',
      });
      const section = await screen.findByRole('region', { name: 'მსგავსი სტატიები' });
      expect(within(section).getByRole('link', { name: /Post 2/ })).toHaveAttribute(
        'href',
        '/ka/blog/post-2',
      );
      const breadcrumb = screen.getByRole('navigation', { name: 'ნავიგაციის ბილიკი' });
      expect(within(breadcrumb).getByRole('link', { name: 'ბლოგი' })).toHaveAttribute(
        'href',
        '/ka/blog',
      );
      unmount();

      bySlug.mockResolvedValueOnce(null);
      renderOnLanguagePath(<BlogPostPage />, {
        language: 'ka',
        route: '/blog/missing',
        path: '/blog/:blogId',
      });
      expect(await screen.findByRole('link', { name: 'ბლოგზე დაბრუნება' })).toHaveAttribute(
        'href',
        '/ka/blog',
      );
    });
  });
});
