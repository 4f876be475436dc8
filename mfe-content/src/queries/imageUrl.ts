// Contentful Images API parameters (w, h, fm=webp, q), sized per slot:
// docs/architecture.md#content.
import type { ContentImage } from './types';

export interface ImageSize {
  width: number;
  height?: number;
  /** 1–100; 75 unless told. */
  quality?: number;
  /** WebP unless told. */
  format?: 'webp' | 'jpg';
}

export const DEFAULT_IMAGE_QUALITY = 75;

export function imageUrl(
  image: ContentImage,
  { width, height, quality, format = 'webp' }: ImageSize,
): string {
  let url: URL;
  try {
    url = new URL(image.url);
  } catch {
    return image.url;
  }
  url.searchParams.set('w', String(Math.round(width)));
  if (height !== undefined) url.searchParams.set('h', String(Math.round(height)));
  url.searchParams.set('fm', format);
  url.searchParams.set('q', String(Math.round(quality ?? DEFAULT_IMAGE_QUALITY)));
  return url.href;
}

/**
 * The picture link previews show (Open Graph, Twitter): 1200×630, JPEG because not every network
 * shows WebP. None without a picture (the site's own is used then).
 */
export function previewImageUrl(image: ContentImage | null | undefined): string | undefined {
  return image ? imageUrl(image, { width: 1200, height: 630, format: 'jpg' }) : undefined;
}
