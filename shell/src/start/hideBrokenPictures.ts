// A content picture whose file fails shows nothing (docs/product.md#pictures), with or without
// the page's scripts: a page the server drew may never be hydrated. Its component (FallbackImage)
// removes the picture once hydrated.
const PICTURE = 'img[data-hide-if-broken]';

function hide(image: HTMLImageElement): void {
  image.style.display = 'none';
}

/** Hides each such picture that has failed, and each that fails from now on. */
export function hideBrokenPictures(): void {
  document.addEventListener(
    'error',
    (event) => {
      const { target } = event;
      if (target instanceof HTMLImageElement && target.matches(PICTURE)) hide(target);
    },
    true,
  );
  for (const image of document.querySelectorAll<HTMLImageElement>(PICTURE)) {
    if (image.complete && image.naturalWidth === 0) hide(image);
  }
}
