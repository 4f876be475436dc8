import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '@site/shared/i18n';
import type { RawEntry } from '../queries/contentClient';
import { contentLocale } from '../queries/contentLocale';
import type { ContentKind } from '../queries/contentStack';
import { POSTS } from '../queries/posts';
import { PROJECTS } from '../queries/projects';
import { replaceEntry, type ShownEntry } from './replaceEntry';

// An entry as the editor has it now, unsaved (Contentful's Live preview sends it in the shape the
// page subscribed with: the Delivery API's, one locale, links resolved), put where the pages read
// it (docs/operations.md#live-preview): mapped by its kind's own mapper, as a fetched entry is, and
// replaced in every cached answer of that language.

/** An entry of one of the site's content types, as the Delivery API gives it. */
type TypedEntry = RawEntry & { sys: { contentType: { sys: { id: string } } } };

const KINDS: Record<string, ContentKind<ShownEntry>> = {
  [PROJECTS.contentType]: PROJECTS,
  [POSTS.contentType]: POSTS,
};

function isTypedEntry(value: unknown): value is TypedEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { sys, fields } = value as { sys?: unknown; fields?: unknown };
  if (typeof sys !== 'object' || sys === null || typeof fields !== 'object' || fields === null) {
    return false;
  }
  const { id, contentType } = sys as { id?: unknown; contentType?: { sys?: { id?: unknown } } };
  return typeof id === 'string' && typeof contentType?.sys?.id === 'string';
}

/**
 * Puts the editor's version of an entry in every answer of `language` that shows it. Returns
 * whether it was one of the site's entries (anything else is ignored).
 */
export function applyEditorChange(
  client: QueryClient,
  language: Language,
  entry: unknown,
): boolean {
  if (!isTypedEntry(entry)) return false;
  const kind = KINDS[entry.sys.contentType.sys.id];
  if (!kind) return false;
  const item = kind.toItem(entry, contentLocale(language));
  client.setQueriesData({ queryKey: ['content', language] }, (answer: unknown) =>
    answer === undefined ? undefined : replaceEntry(answer, item),
  );
  return true;
}
