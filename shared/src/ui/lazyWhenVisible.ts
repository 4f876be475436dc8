import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface LazyWhenVisible<T extends ComponentType> {
  Component: LazyExoticComponent<T>;
  /** Lets the code load; DeferUntilVisible calls it when the section comes near the viewport. */
  reveal: () => void;
}

/**
 * A lazy component whose code loads only once `reveal` is called. A server renders it at once, so
 * its content is in the HTML; in the browser the server's markup stays as it is until the code
 * arrives and hydrates it.
 */
export function lazyWhenVisible<T extends ComponentType>(
  load: () => Promise<{ default: T }>,
): LazyWhenVisible<T> {
  let reveal: () => void = () => undefined;
  const revealed = new Promise<void>((resolve) => {
    reveal = resolve;
  });
  const Component = lazy(() => (typeof window === 'undefined' ? load() : revealed.then(load)));
  return { Component, reveal };
}
