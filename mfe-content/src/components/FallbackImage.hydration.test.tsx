import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { FallbackImage } from './FallbackImage';

// docs/product.md#pictures: a picture that fails to load is hidden, also when it failed in the
// server's HTML before hydration, whose error event nothing was listening to.

const picture = <FallbackImage src="https://img/a.webp" alt="Tower" width={400} height={300} />;

/** Server HTML whose picture the browser has already settled, loaded (a width) or failed (0). */
function serverPage(naturalWidth: number | null): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(picture);
  document.body.append(container);
  const image = container.querySelector('img');
  if (image && naturalWidth !== null) {
    Object.defineProperty(image, 'complete', { value: true });
    Object.defineProperty(image, 'naturalWidth', { value: naturalWidth });
  }
  return container;
}

describe('FallbackImage after server rendering', () => {
  let root: Root | undefined;
  let hydrationErrors: unknown[];
  const hydrate = async (container: HTMLElement) => {
    await act(async () => {
      root = hydrateRoot(container, picture, {
        onRecoverableError: (error) => hydrationErrors.push(error),
      });
    });
  };

  beforeEach(() => {
    hydrationErrors = [];
  });
  afterEach(() => {
    act(() => root?.unmount());
    document.body.innerHTML = '';
  });

  it('hides a picture that failed before hydration, for everyone', async () => {
    await hydrate(serverPage(0));
    expect(screen.queryByRole('img', { name: 'Tower' })).not.toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    expect(hydrationErrors).toEqual([]);
  });

  it('keeps a picture that loaded before hydration', async () => {
    await hydrate(serverPage(400));
    expect(screen.getByRole('img', { name: 'Tower' })).toBeInTheDocument();
    expect(hydrationErrors).toEqual([]);
  });

  it('hides a picture still loading at hydration once it fails', async () => {
    await hydrate(serverPage(null));
    const image = screen.getByRole('img', { name: 'Tower' });
    act(() => {
      fireEvent.error(image);
    });
    expect(screen.queryByRole('img', { name: 'Tower' })).not.toBeInTheDocument();
    expect(hydrationErrors).toEqual([]);
  });
});
