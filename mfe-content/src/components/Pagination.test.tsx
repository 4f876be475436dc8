import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination, type PaginationProps } from './Pagination';

// The texts follow the language atoms, English until a visitor chooses otherwise.
function renderPagination(props: Partial<PaginationProps> = {}) {
  const onChange = jest.fn();
  const result = render(
    <>
      <Pagination current={1} totalPages={7} onChange={onChange} {...props} />
    </>,
  );
  return { onChange, ...result };
}

// The ellipses are hidden from assistive technology, so the visible list is read from the DOM.
const pageLabels = () =>
  Array.from(
    screen.getByRole('navigation', { name: 'Pagination' }).querySelectorAll('li'),
    (item) => item.textContent?.trim(),
  );

describe('Pagination', () => {
  it('renders nothing for a single page', () => {
    const { container } = renderPagination({ totalPages: 1 });
    expect(container).toBeEmptyDOMElement();
  });

  it('shows both pages of two', () => {
    renderPagination({ totalPages: 2, current: 2 });
    expect(pageLabels()).toEqual(['1', '2']);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows first, current ±1, last and ellipses in the middle of 7 pages', () => {
    renderPagination({ current: 4 });
    expect(pageLabels()).toEqual(['1', '…', '3', '4', '5', '…', '7']);
  });

  it('reports the chosen page and ignores the current one', async () => {
    const { onChange } = renderPagination({ current: 4 });
    await userEvent.click(screen.getByRole('button', { name: 'Page 7' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(onChange.mock.calls).toEqual([[7]]);
  });

  it('has arrows that step by one and are disabled at the ends', async () => {
    const { onChange, rerender } = renderPagination({ current: 1, arrows: true });
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    rerender(
      <>
        <Pagination current={7} totalPages={7} onChange={onChange} arrows />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onChange).toHaveBeenLastCalledWith(6);
  });
});
