import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from '@site/shared/router';
import { renderInSite } from '@site/shared/testing';
import { installViewport } from '../../test/viewport';
import { ScrollToTopOnRouteChange } from './ScrollToTopOnRouteChange';

function Page() {
  return (
    <>
      <ScrollToTopOnRouteChange />
      <Link to="/projects">Projects</Link>
    </>
  );
}

describe('ScrollToTopOnRouteChange', () => {
  afterEach(() => installViewport(1280));

  it('scrolls smoothly to the top on every route change', async () => {
    installViewport(1280);
    const user = userEvent.setup();
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderInSite(<Page />, { route: '/' });
    scrollTo.mockClear();
    await user.click(screen.getByRole('link', { name: 'Projects' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' });
    scrollTo.mockRestore();
  });

  it('leaves the scroll of the page shown when the scripts start', () => {
    installViewport(1280);
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderInSite(<Page />, { route: '/blog' });
    expect(scrollTo).not.toHaveBeenCalled();
    scrollTo.mockRestore();
  });

  it('jumps without animation for visitors who prefer reduced motion', async () => {
    installViewport(1280, { reducedMotion: true });
    const user = userEvent.setup();
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderInSite(<Page />, { route: '/' });
    scrollTo.mockClear();
    await user.click(screen.getByRole('link', { name: 'Projects' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'auto' });
    scrollTo.mockRestore();
  });
});
