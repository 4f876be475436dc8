import { render } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { LanguageDetector } from '@site/shared/language';
import { resetHeadStoreForTests } from './headStore';
import { useDocumentHead, useRouteDefaultHead } from './useDocumentHead';

function Page({ title }: { title: string }) {
  useDocumentHead({ title, description: `${title} description` });
  return null;
}

interface RouteProps {
  showPage: boolean;
  pageTitle: string;
  routeTitle: string;
}

function Route({ showPage, pageTitle, routeTitle }: RouteProps) {
  useRouteDefaultHead({ title: routeTitle, description: 'Route description' });
  return showPage ? <Page title={pageTitle} /> : null;
}

function Providers({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider>
      <LanguageDetector detect={() => 'en'} minimumLoadingMs={0}>
        {children}
      </LanguageDetector>
    </JotaiProvider>
  );
}

const description = () =>
  document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

describe('document head', () => {
  beforeEach(() => {
    resetHeadStoreForTests();
    document.title = '';
  });

  it('shows the route default until a page sets its own head, and again after it leaves', () => {
    const { rerender } = render(
      <Route showPage={false} pageTitle="Blog post" routeTitle="Route default" />,
      { wrapper: Providers },
    );
    expect(document.title).toBe('Route default | Alioni Engineering');
    expect(description()).toBe('Route description');

    rerender(<Route showPage pageTitle="Blog post" routeTitle="Route default" />);
    expect(document.title).toBe('Blog post | Alioni Engineering');
    expect(description()).toBe('Blog post description');

    // Both change in one update (as on a language change): React runs the page's effect before
    // the route's, and the page must still win.
    rerender(<Route showPage pageTitle="Another post" routeTitle="Other default" />);
    expect(document.title).toBe('Another post | Alioni Engineering');

    rerender(<Route showPage={false} pageTitle="Another post" routeTitle="Other default" />);
    expect(document.title).toBe('Other default | Alioni Engineering');
    expect(description()).toBe('Route description');
  });

  it('does not append the site name to itself', () => {
    render(<Page title="Alioni Engineering" />, { wrapper: Providers });
    expect(document.title).toBe('Alioni Engineering');
  });
});
