import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BLOCKS, INLINES, MARKS, type Document } from '@contentful/rich-text-types';
import { fetchPostBySlug, fetchRelatedPosts } from '../../queries';
import { post } from '../../test/fixtures';
import { deferred, renderPage } from '../../test/renderPage';
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
});
