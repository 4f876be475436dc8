// Who may talk to a page in the editors' app's frame (docs/operations.md#live-preview). Contentful's
// SDK acts on every `message` event whose data says it is the editor's (`source`), whoever sent it:
// any window that holds a reference to the frame (a page that opened the editors' app, a window
// the app opened) could otherwise change what the page shows, or turn inspector mode on. This is
// the one place that decides, for the SDK and for the page's own listeners (openFieldsOnClick.ts)
// alike.

/**
 * Whether the message comes from the editors' app that frames the page: from one of
 * `editorOrigins` (the sender's origin, which the browser vouches for), and from the top window.
 * The top window because that is the window the SDK talks to (it posts to `window.top`, and
 * framingOrigins reads the top window's origin); the editors' app frames the page directly, so it
 * is the parent as well. Another window of the app's origin (another tab of the app, a window it
 * opened) is not the editor of this frame. Null never counts: a frame taken out of its page has
 * no top window, and a script's own event has no source.
 */
function isFromEditorsApp(event: MessageEvent<unknown>, editorOrigins: readonly string[]): boolean {
  return (
    editorOrigins.includes(event.origin) && event.source !== null && event.source === window.top
  );
}

/**
 * The page's own messages, and those of windows of its own origin: the site's own code, which
 * could as well script the page directly, so holding them back would protect nothing.
 */
function isOwn(event: MessageEvent<unknown>): boolean {
  return event.source === window || event.origin === window.location.origin;
}

/**
 * From now on, the page's `message` listeners hear no other window than the editors' app that
 * frames it (or the site's own): everything else is stopped before any of them runs. The SDK
 * listens on `window` (bubbling, added synchronously by `ContentfulLivePreview.init`), so this
 * listens there too, capturing, and is added before the SDK is even loaded: a capturing listener
 * at the target runs before the bubbling ones, and before those added after it in any case, and
 * stopImmediatePropagation keeps every one of them from running. Every other window's message is
 * stopped, not only those shaped like the SDK's, so that a message a later version of the SDK acts
 * on is not let through by a check of today's shapes (nothing else of the page listens to other
 * windows). Returns how to stop filtering.
 */
export function acceptOnlyEditorMessages(editorOrigins: readonly string[]): () => void {
  const filter = (event: MessageEvent<unknown>) => {
    if (isFromEditorsApp(event, editorOrigins) || isOwn(event)) return;
    event.stopImmediatePropagation();
  };
  window.addEventListener('message', filter, { capture: true });
  return () => window.removeEventListener('message', filter, { capture: true });
}
