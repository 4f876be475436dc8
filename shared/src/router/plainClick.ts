/**
 * A click the page may answer itself, without the browser following the link: the main button,
 * no modifier key. Anything else (Ctrl or ⌘ for a new tab, Shift for a window, Alt to save) is left
 * to the browser, which asks the server for the link's address. React Router's links make the
 * same test before they navigate.
 */
export function isPlainClick(
  // A DOM click or React's: the fields both have.
  event: Pick<
    MouseEvent,
    'defaultPrevented' | 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey'
  >,
): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey
  );
}
