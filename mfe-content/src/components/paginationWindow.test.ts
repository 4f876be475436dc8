import { paginationWindow } from './paginationWindow';

describe('paginationWindow', () => {
  it('shows the only page of a one-page list', () => {
    expect(paginationWindow(1, 1)).toEqual([1]);
  });

  it('shows both pages of a two-page list from either end', () => {
    expect(paginationWindow(1, 2)).toEqual([1, 2]);
    expect(paginationWindow(2, 2)).toEqual([1, 2]);
  });

  it('shows first, current ±1 and last with one ellipsis on the first of 7 pages', () => {
    expect(paginationWindow(1, 7)).toEqual([1, 2, 'ellipsis', 7]);
  });

  it('shows ellipses on both sides in the middle of 7 pages', () => {
    expect(paginationWindow(4, 7)).toEqual([1, 'ellipsis', 3, 4, 5, 'ellipsis', 7]);
  });

  it('shows first, an ellipsis, and the last two on the last of 7 pages', () => {
    expect(paginationWindow(7, 7)).toEqual([1, 'ellipsis', 6, 7]);
  });

  it('needs no ellipsis where the neighbours touch the ends', () => {
    expect(paginationWindow(3, 7)).toEqual([1, 2, 3, 4, 'ellipsis', 7]);
    expect(paginationWindow(2, 3)).toEqual([1, 2, 3]);
  });

  it('clamps a page outside the range and treats no pages as one', () => {
    expect(paginationWindow(99, 7)).toEqual([1, 'ellipsis', 6, 7]);
    expect(paginationWindow(0, 0)).toEqual([1]);
  });
});
