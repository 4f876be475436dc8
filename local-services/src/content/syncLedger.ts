// What the Sync API needs to answer "what changed since you last asked": a revision counter,
// incremented per detected change of the export, and for every entity changed in this process
// the revision of its last change (and when it stopped being served). Entities never changed
// are at revision 0. Tokens name the process they came from: the ledger lives in memory, so a
// token from an earlier run cannot be answered and is refused.
import { randomBytes } from 'node:crypto';
import type { Change } from './changeSet.ts';
import { badRequest } from './errors.ts';
import type { Kind } from './types.ts';

/** An entity's last change in this process: its revision, and when it stopped being served. */
export interface LedgerEntry {
  kind: Kind;
  id: string;
  revision: number;
  deletedAt?: string;
}

export interface Ledger {
  processId: string;
  readonly revision: number;
  record: (changes: Pick<Change, 'kind' | 'id' | 'action'>[], now?: string) => number;
  lastChange: (kind: Kind, id: string) => LedgerEntry | undefined;
  changes: () => LedgerEntry[];
}

/** What a sync token holds (see encodeToken). */
export interface SyncToken {
  p: string;
  s: number;
  u?: number;
  a?: string;
  t: string;
  c?: string;
  l: number;
  v?: string;
}

export function createLedger(): Ledger {
  const processId = randomBytes(6).toString('hex');
  const changed = new Map<string, LedgerEntry>();
  let revision = 0;
  return {
    processId,
    get revision() {
      return revision;
    },
    /** One detected change (a change set): a new revision for every entity in it. */
    record(changes, now = new Date().toISOString()) {
      revision += 1;
      for (const { kind, id, action } of changes) {
        changed.set(`${kind}:${id}`, {
          kind,
          id,
          revision,
          ...(action === 'publish' ? {} : { deletedAt: now }),
        });
      }
      return revision;
    },
    /** The entity's last change, or undefined when it has not changed in this process. */
    lastChange: (kind, id) => changed.get(`${kind}:${id}`),
    changes: () => [...changed.values()],
  };
}

/**
 * Token fields: p process id, s revision the client has seen (-1 before its initial sync),
 * u the revision this sync runs up to (pages only), a the last item's key sent (pages only),
 * t type, c content_type, l page size. base64url JSON: opaque to clients, as Contentful's are.
 */
export function encodeToken(fields: SyncToken): string {
  return Buffer.from(JSON.stringify(fields)).toString('base64url');
}

/** Tokens are this server's own: one with an integer `s` is taken as one it issued. */
const isToken = (fields: unknown): fields is SyncToken =>
  !!fields && typeof fields === 'object' && 's' in fields && Number.isInteger(fields.s);

export function decodeToken(ledger: Ledger, token: string): SyncToken {
  let fields: unknown;
  try {
    fields = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    fields = undefined;
  }
  if (!isToken(fields)) {
    throw badRequest('The sync token is invalid; start again with initial=true.');
  }
  if (fields.p !== ledger.processId || fields.s > ledger.revision) {
    throw badRequest(
      'The sync token belongs to an earlier run of this server; start again with initial=true.',
    );
  }
  return fields;
}
