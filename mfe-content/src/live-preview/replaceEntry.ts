// An editor's change in the query cache (docs/operations.md#live-preview): every answer that shows
// the entry (its page, a list, a Home widget, a related list) gets the entry as it is now, mapped
// as the queries map it; everything else in the answer stays as it is, the same objects, so only
// what shows the entry draws again.

/** What the pages render of an entry (Project, BlogPost): its id and when it was created. */
export interface ShownEntry {
  id: string;
  createdAt: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isShownEntry(value: unknown): value is ShownEntry {
  return isRecord(value) && typeof value.id === 'string' && typeof value.createdAt === 'string';
}

/** `answer` with every shown entry whose id is `item.id` replaced by `item` (the same if none). */
export function replaceEntry<T>(answer: T, item: ShownEntry): T {
  return replaced(answer, item) as T;
}

function replaced(value: unknown, item: ShownEntry): unknown {
  if (isShownEntry(value)) return value.id === item.id ? item : value;
  if (Array.isArray(value)) {
    const next = value.map((each) => replaced(each, item));
    return next.some((each, index) => each !== value[index]) ? next : value;
  }
  if (isRecord(value)) {
    let changed = false;
    const next: Record<string, unknown> = {};
    for (const [key, each] of Object.entries(value)) {
      next[key] = replaced(each, item);
      changed ||= next[key] !== each;
    }
    return changed ? next : value;
  }
  return value;
}

/** The ids of the entries an answer shows, for the subscriptions to the editor's changes. */
export function shownEntryIds(answer: unknown, found = new Set<string>()): Set<string> {
  if (isShownEntry(answer)) found.add(answer.id);
  else if (Array.isArray(answer)) answer.forEach((each) => shownEntryIds(each, found));
  else if (isRecord(answer)) Object.values(answer).forEach((each) => shownEntryIds(each, found));
  return found;
}
