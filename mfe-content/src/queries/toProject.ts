import type { RawEntry } from './contentClient';
import { toContentImage } from './contentImage';
import type { ContentLocale } from './contentLocale';
import { flag, text, texts } from './fieldValues';
import type { Project } from './types';

export function toProject(entry: RawEntry, locale: ContentLocale): Project {
  const { fields, sys } = entry;
  const client = text(fields.client, locale);
  const area = text(fields.area, locale);
  return {
    id: sys.id,
    slug: text(fields.slug, locale) ?? sys.id,
    title: text(fields.title, locale) ?? '',
    status: text(fields.status, locale) ?? '',
    isFeatured: flag(fields.isFeatured, locale),
    ...(client ? { client } : {}),
    ...(area ? { area } : {}),
    services: texts(fields.services, locale),
    image: toContentImage(fields.featuredImage, locale),
    createdAt: sys.createdAt,
  };
}
