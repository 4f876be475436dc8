import { fireEvent } from '@testing-library/dom';

/**
 * Clicks `link` as the visitor would; true when the page's scripts left the browser to follow it.
 * Recorded after every listener of the page's (they sit on the document or below): jsdom cannot
 * load another document, so the followed link stops here.
 */
export function linkFollowed(link: HTMLElement, init: MouseEventInit = {}): boolean {
  let left = false;
  const record = (event: MouseEvent) => {
    left = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', record, { once: true });
  fireEvent.click(link, { button: 0, ...init });
  return left;
}
