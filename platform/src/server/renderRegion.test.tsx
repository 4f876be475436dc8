/**
 * @jest-environment node
 */
import { lazy, Suspense } from 'react';
import { renderRegion } from './renderRegion';

function Paragraphs({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <p key={index}>{`Paragraph ${index} of a long section that fills the page.`}</p>
      ))}
    </>
  );
}

const LazySection = lazy(async () => ({
  default: function Section() {
    return <Paragraphs count={800} />;
  },
}));

describe('renderRegion', () => {
  it('puts head elements with attributes of their own apart too (the page head marker)', async () => {
    const { hoisted, html } = await renderRegion(
      <>
        <title data-page-head="">Page | Site</title>
        <link rel="canonical" href="https://site.test/page" data-page-head="" />
        <h1>Page</h1>
      </>,
      'p-',
    );
    expect(hoisted).toBe(
      '<title data-page-head="">Page | Site</title><link rel="canonical" href="https://site.test/page" data-page-head=""/>',
    );
    expect(html).toBe('<h1>Page</h1>');
  });

  it('puts the head elements apart and keeps every boundary in place, with no script', async () => {
    const { hoisted, html } = await renderRegion(
      <Suspense fallback={<p>Loading</p>}>
        <title>Page | Site</title>
        <meta name="description" content="A page &amp; more" />
        <h1>Page</h1>
        <Suspense fallback={<p>Loading the section</p>}>
          <LazySection />
        </Suspense>
      </Suspense>,
      'p-',
    );
    expect(hoisted).toBe(
      '<title>Page | Site</title><meta name="description" content="A page &amp; more"/>',
    );
    expect(html.startsWith('<!--$--><h1>Page</h1><!--$--><p>Paragraph 0 ')).toBe(true);
    expect(html).toContain('Paragraph 799 ');
    // A large boundary moved out of place needs an inline script, which the site's CSP blocks.
    expect(html).not.toContain('<script');
    expect(html).not.toContain('hidden');
    expect(html).not.toContain('Loading');
  });

  it('gives useId values the region prefix', async () => {
    const { useId } = await import('react');
    function Labelled() {
      const id = useId();
      return <h2 id={id}>Title</h2>;
    }
    const { html } = await renderRegion(<Labelled />, 'f-');
    expect(html).toMatch(/^<h2 id="_f-[^"]+">Title<\/h2>$/);
  });
});
