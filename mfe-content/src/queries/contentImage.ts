// Asset → ContentImage (docs/product.md#assets): `file.url` may be protocol-relative or keyed per
// locale; a missing asset, an unresolved link, or a url that is not http(s) gives null, so the page
// shows its placeholder.
import { getSiteConfig } from '@site/shared/config';
import type { ContentLocale } from './contentLocale';
import { isRecord, localized, text, whole } from './fieldValues';
import type { ContentImage } from './types';

// The protocol of the page the picture is shown on: on the server, the site's own address.
function pageProtocol(): 'http:' | 'https:' {
  const page = typeof window !== 'undefined' ? window.location.href : getSiteConfig().siteUrl;
  try {
    return new URL(page).protocol === 'http:' ? 'http:' : 'https:';
  } catch {
    return 'https:';
  }
}

/** An absolute http(s) URL, or null when the url cannot be used in an <img>. */
export function absoluteAssetUrl(url: string): string | null {
  const trimmed = url.trim();
  const absolute = trimmed.startsWith('//') ? `${pageProtocol()}${trimmed}` : trimmed;
  try {
    const parsed = new URL(absolute);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

function dimensions(file: Record<string, unknown>): { width?: number; height?: number } {
  const details = file.details;
  const image = isRecord(details) ? details.image : undefined;
  if (!isRecord(image)) return {};
  const width = whole(image.width);
  const height = whole(image.height);
  return width && height ? { width, height } : {};
}

export function toContentImage(asset: unknown, locale: ContentLocale): ContentImage | null {
  // An unresolvable link stays `{ sys: { type: 'Link' } }` without fields.
  if (!isRecord(asset) || !isRecord(asset.fields)) return null;
  const file = localized(asset.fields.file, locale);
  if (!isRecord(file)) return null;
  const rawUrl = text(file.url, locale);
  const url = rawUrl ? absoluteAssetUrl(rawUrl) : null;
  if (!url) return null;
  return {
    url,
    title: text(asset.fields.title, locale) ?? '',
    description: text(asset.fields.description, locale) ?? '',
    ...dimensions(file),
  };
}
