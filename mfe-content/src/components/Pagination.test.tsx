import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInSite } from '@site/shared/testing';
import { Pagination, type PaginationProps } from './Pagination';

// The texts follow the language atoms, English until a visitor chooses otherwise.
const hrefOf = (page: number) => (page > 1 ? `/blog?page=${page}` : '/blog');

function renderPagination(props: Partial<PaginationProps> = {}, route = '/blog') {
  const current = props.current ?? 1;
  return renderInSite(<Pagination current={current} totalPages={7} hrefOf={hrefOf} {...props} />, {
    route,
  });
}

const pagination = () => screen.getByRole('navigation', { name: 'Pagination' });
// The ellipses are hidden from assistive technology, so the visible list is read from the DOM.
const pageLabels = () =>
  Array.from(pagination().querySelectorAll('li'), (item) => item.textContent?.trim());
const link = (name: string) => within(pagination()).getByRole('link', { name });

/**
 * Whether the page left the click to the browser (which follows the link itself): read after
 * React's handlers, then stopped, since jsdom cannot load another document.
 */
const stopRecording: (() => void)[] = [];
function clicksLeftToTheBrowser(): boolean[] {
  const left: boolean[] = [];
  const record = (event: MouseEvent) => {
    left.push(!event.defaultPrevented);
    event.preventDefault();
  };
  document.addEventListener('click', record);
  stopRecording.push(() => document.removeEventListener('click', record));
  return left;
}

describe('Pagination', () => {
  beforeEach(() => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    stopRecording.splice(0).forEach((stop) => stop());
    jest.restoreAllMocks();
  });

  it('renders nothing for a single page', () => {
    const { container } = renderPagination({ totalPages: 1 });
    expect(container).toBeEmptyDOMElement();
  });

  it('links both pages of two, the current one marked', () => {
    renderPagination({ totalPages: 2, current: 2 }, '/blog?page=2');
    expect(pageLabels()).toEqual(['1', '2']);
    expect(link('Page 1')).toHaveAttribute('href', '/blog');
    expect(link('Page 1')).not.toHaveAttribute('aria-current');
    expect(link('Page 2')).toHaveAttribute('href', '/blog?page=2');
    expect(link('Page 2')).toHaveAttribute('aria-current', 'page');
  });

  it('shows first, current ±1, last and ellipses in the middle of 7 pages', () => {
    renderPagination({ current: 4 }, '/blog?page=4');
    expect(pageLabels()).toEqual(['1', '…', '3', '4', '5', '…', '7']);
    expect(
      within(pagination())
        .getAllByRole('link')
        .map((page) => page.getAttribute('href')),
    ).toEqual(['/blog', '/blog?page=3', '/blog?page=4', '/blog?page=5', '/blog?page=7']);
  });

  it('follows a plain click in the page, without a reload, and scrolls smoothly to the top', async () => {
    const left = clicksLeftToTheBrowser();
    const { location } = renderPagination({ current: 4 }, '/blog?page=4');
    await userEvent.click(link('Page 7'));
    expect(location()).toBe('/blog?page=7');
    expect(left).toEqual([false]);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' });
  });

  it('scrolls at once for a visitor who asked for less motion', async () => {
    const reduced = jest
      .spyOn(window, 'matchMedia')
      .mockImplementation(
        (query) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList,
      );
    renderPagination({ current: 1 });
    await userEvent.click(link('Page 2'));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'auto' });
    reduced.mockRestore();
  });

  it('does nothing on a plain click of the current page', async () => {
    const left = clicksLeftToTheBrowser();
    const { location } = renderPagination({ current: 4 }, '/blog?page=4');
    await userEvent.click(link('Page 4'));
    expect(location()).toBe('/blog?page=4');
    expect(left).toEqual([false]);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('leaves a click with a modifier key (a new tab, a window) to the browser', async () => {
    const left = clicksLeftToTheBrowser();
    const user = userEvent.setup();
    const { location } = renderPagination({ current: 1 });
    for (const key of ['Control', 'Meta', 'Shift', 'Alt']) {
      await user.keyboard(`{${key}>}`);
      await user.click(link('Page 2'));
      await user.keyboard(`{/${key}}`);
    }
    expect(left).toEqual([true, true, true, true]);
    expect(location()).toBe('/blog');
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('has arrows to the next and previous pages, greyed and no link at the ends', async () => {
    const { location } = renderPagination({ current: 1, arrows: true });
    const previous = within(pagination()).getByRole('link', { name: 'Previous' });
    expect(previous).not.toHaveAttribute('href');
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(link('Next')).toHaveAttribute('href', '/blog?page=2');
    expect(link('Next')).not.toHaveAttribute('aria-disabled');
    await userEvent.click(previous);
    expect(location()).toBe('/blog');
    await userEvent.click(link('Next'));
    expect(location()).toBe('/blog?page=2');
  });

  it('greys the next arrow on the last page', () => {
    renderPagination({ current: 7, arrows: true }, '/blog?page=7');
    expect(link('Next')).not.toHaveAttribute('href');
    expect(link('Next')).toHaveAttribute('aria-disabled', 'true');
    expect(link('Previous')).toHaveAttribute('href', '/blog?page=6');
  });
});
