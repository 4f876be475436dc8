// @ts-nocheck -- not yet typed (TypeScript migration)
// What an edit of the export did, entity by entity, in Contentful's terms: the actions whose
// webhooks Contentful would send and whose results the Sync API would report. "Served" is what
// the Delivery API serves (exportStore.ts isPublished), so an entry counts as published exactly
// when the content endpoints start (or go on) serving it with new content.

import { isArchived } from './exportStore.ts';

export const KINDS = ['Entry', 'Asset'];

const servedBy = (store, kind) => (kind === 'Entry' ? store.entriesById : store.assetsById);

function actionFor(before, after, wasServed, isServed) {
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
export function diffStores(previous, next) {
  const changes = [];
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

const PAST = {
  publish: 'published',
  unpublish: 'unpublished',
  archive: 'archived',
  delete: 'deleted',
};

/** "2 entries published, 1 unpublished, 1 asset deleted": the log line's summary. */
export function describeChanges(changes) {
  const parts = [];
  for (const kind of KINDS) {
    let first = true;
    for (const action of Object.keys(PAST)) {
      const count = changes.filter(
        (change) => change.kind === kind && change.action === action,
      ).length;
      if (count === 0) continue;
      const noun =
        kind === 'Entry' ? (count === 1 ? 'entry' : 'entries') : `asset${count === 1 ? '' : 's'}`;
      parts.push(first ? `${count} ${noun} ${PAST[action]}` : `${count} ${PAST[action]}`);
      first = false;
    }
  }
  return parts.join(', ');
}
