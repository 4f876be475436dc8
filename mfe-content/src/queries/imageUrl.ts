// Contentful Images API parameters, sized per slot (DESIGN §6): w, h, fm=webp, q.
import type { ContentImage } from './types';

export interface ImageSize {
  width: number;
  height?: number;
  /** 1–100; 75 unless told. */
  quality?: number;
}

export const DEFAULT_IMAGE_QUALITY = 75;

export function imageUrl(image: ContentImage, { width, height, quality }: ImageSize): string {
  let url: URL;
  try {
    url = new URL(image.url);
  } catch {
    return image.url;
  }
  url.searchParams.set('w', String(Math.round(width)));
  if (height !== undefined) url.searchParams.set('h', String(Math.round(height)));
  url.searchParams.set('fm', 'webp');
  url.searchParams.set('q', String(Math.round(quality ?? DEFAULT_IMAGE_QUALITY)));
  return url.href;
}
