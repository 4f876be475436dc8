/**
 * A `window.matchMedia` for jsdom, which evaluates no media queries: `matches` answers each query
 * (asked again on every read, so a test can change its answer), and change listeners go into
 * `listeners` when the test wants to notify them.
 */
export function fakeMatchMedia(
  matches: (query: string) => boolean,
  listeners?: Set<() => void>,
): typeof window.matchMedia {
  return (query: string) =>
    ({
      get matches() {
        return matches(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: () => void) => listeners?.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners?.delete(listener),
      addListener: (listener: () => void) => listeners?.add(listener),
      removeListener: (listener: () => void) => listeners?.delete(listener),
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
}
