/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { languageStore, TestSite } from '@site/shared/testing';
import { DocumentHead } from './DocumentHead';

// Pages will be rendered on a server, where there is no window or document to write to.
describe('DocumentHead on a server', () => {
  it('renders its tags into the HTML', () => {
    const html = renderToString(
      <TestSite store={languageStore('ka')} route="/about">
        <DocumentHead title="ჩვენ შესახებ" description="კომპანიის შესახებ" />
        <h1>ჩვენ შესახებ</h1>
      </TestSite>,
    );
    expect(typeof window).toBe('undefined');
    expect(html).toContain('<title data-page-head="">ჩვენ შესახებ | ალიონი ინჟინერინგი</title>');
    expect(html).toContain(
      '<meta name="description" content="კომპანიის შესახებ" data-page-head=""/>',
    );
    expect(html).toContain(
      '<link rel="canonical" href="http://localhost:8080/ka/about" data-page-head=""/>',
    );
    expect(html).toContain(
      '<link rel="alternate" hrefLang="en" href="http://localhost:8080/en/about" data-page-head=""/>',
    );
    expect(html).toContain(
      '<meta property="og:url" content="http://localhost:8080/ka/about" data-page-head=""/>',
    );
    expect(html).toContain(
      '<link rel="alternate" hrefLang="x-default" href="http://localhost:8080/about" data-page-head=""/>',
    );
    expect(html).toContain('<meta property="og:locale" content="ka_GE" data-page-head=""/>');
    // React puts hoistable tags before the rest of the markup.
    expect(html.indexOf('<title')).toBeLessThan(html.indexOf('<h1>'));
  });
});
