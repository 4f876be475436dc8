// What an edit of the export did, entity by entity, in Contentful's terms: the actions whose
// webhooks Contentful would send and whose results the Sync API would report. "Served" is what
// the Delivery API serves (exportStore.ts isPublished), so an entry counts as published exactly
// when the content endpoints start (or go on) serving it with new content.

import { isArchived } from './exportStore.ts';
import type { ContentStore, ExportDocument, Kind } from './types.ts';

export type Action = 'publish' | 'unpublish' | 'archive' | 'delete';

/** One entity's change; `before`/`after` are its export documents, if it is in that export. */
export interface Change {
  kind: Kind;
  id: string;
  action: Action;
  before: ExportDocument | undefined;
  after: ExportDocument | undefined;
}

export const KINDS: Kind[] = ['Entry', 'Asset'];

const servedBy = (store: ContentStore, kind: Kind) =>
  kind === 'Entry' ? store.entriesById : store.assetsById;

function actionFor(
  before: ExportDocument | undefined,
  after: ExportDocument | undefined,
  wasServed: boolean,
  isServed: boolean,
): Action | undefined {
  if (isServed) {
    const changed = !wasServed || JSON.stringify(before) !== JSON.stringify(after);
    return changed ? 'publish' : undefined;
  }
  if (!after) return before ? 'delete' : undefined;
  if (isArchived(after))
    return wasServed || (before && !isArchived(before)) ? 'archive' : undefined;
  return wasServed ? 'unpublish' : undefined;
}

/**
 * `[{ kind, id, action, before, after }]` from one store to the next; `before`/`after` are the
 * export documents (drafts included), undefined where the entity is not in that export.
 */
export function diffStores(previous: ContentStore, next: ContentStore): Change[] {
  const changes: Change[] = [];
  for (const kind of KINDS) {
    const ids = new Set([...previous.exported[kind].keys(), ...next.exported[kind].keys()]);
    for (const id of ids) {
      const before = previous.exported[kind].get(id);
      const after = next.exported[kind].get(id);
      const wasServed = servedBy(previous, kind).has(id);
      const action = actionFor(before, after, wasServed, servedBy(next, kind).has(id));
      if (action) changes.push({ kind, id, action, before, after });
    }
  }
  return changes;
}

const PAST: Record<Action, string> = {
  publish: 'published',
  unpublish: 'unpublished',
  archive: 'archived',
  delete: 'deleted',
};

/** "2 entries published, 1 unpublished, 1 asset deleted": the log line's summary. */
export function describeChanges(changes: Change[]): string {
  const parts: string[] = [];
  for (const kind of KINDS) {
    let first = true;
    for (const [action, past] of Object.entries(PAST)) {
      const count = changes.filter(
        (change) => change.kind === kind && change.action === action,
      ).length;
      if (count === 0) continue;
      const noun =
        kind === 'Entry' ? (count === 1 ? 'entry' : 'entries') : `asset${count === 1 ? '' : 's'}`;
      parts.push(first ? `${count} ${noun} ${past}` : `${count} ${past}`);
      first = false;
    }
  }
  return parts.join(', ');
}
