import type { Document } from '@contentful/rich-text-types';
import type { RawEntry } from './contentClient';
import { toContentImage } from './contentImage';
import type { ContentLocale } from './contentLocale';
import { flag, isRecord, localized, text } from './fieldValues';
import type { BlogPost } from './types';

function richText(value: unknown, locale: ContentLocale): Document | null {
  const resolved = localized(value, locale);
  if (isRecord(resolved) && resolved.nodeType === 'document' && Array.isArray(resolved.content)) {
    return resolved as unknown as Document;
  }
  return null;
}

export function toBlogPost(entry: RawEntry, locale: ContentLocale): BlogPost {
  const { fields, sys } = entry;
  const excerpt = text(fields.excerpt, locale);
  return {
    id: sys.id,
    slug: text(fields.slug, locale) ?? sys.id,
    title: text(fields.title, locale) ?? '',
    ...(excerpt ? { excerpt } : {}),
    image: toContentImage(fields.featuredImage, locale),
    content: richText(fields.content, locale),
    // An entry saved without a date still sorts and shows by when it was created.
    publishedDate: text(fields.publishedDate, locale) ?? sys.createdAt,
    isFeatured: flag(fields.isFeatured, locale),
    createdAt: sys.createdAt,
  };
}
