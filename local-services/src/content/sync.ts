// GET /spaces/{space}[/environments/{env}]/sync: Contentful's Sync API. `initial=true` (with
// optional type, content_type, limit) sends everything served; `sync_token` sends what changed
// since the token's revision: entries and assets in every locale as they are served now, and a
// DeletedEntry/DeletedAsset for each one unpublished, archived or deleted. Pages hold `limit`
// items in order of change; the last page's nextSyncUrl carries the revision reached.
// With the preview token it syncs what the Preview API serves, drafts included, and like
// Contentful's Preview API only initially: its pages work, a delta sync is a BadRequest.
import type { IncomingMessage } from 'node:http';
import { headerText } from '../http/respond.ts';
import { ALL_LOCALES } from './locales.ts';
import { contentTypeOf, deliverySys, toDeliveryAsset, toDeliveryEntry } from './documents.ts';
import { badRequest } from './errors.ts';
import { DEFAULT_LIMIT, integer, MAX_LIMIT } from './queryParams.ts';
import {
  decodeToken,
  encodeToken,
  type Ledger,
  type LedgerEntry,
  type SyncToken,
} from './syncLedger.ts';
import type { Api, DeliveredDocument, DeliveryContext, ExportDocument, Kind } from './types.ts';

/** One entity the client lacks, with its place in the order of change. */
type Pending = Pick<LedgerEntry, 'kind' | 'id' | 'revision'> & { key: string };

const TYPES = new Set(['all', 'Entry', 'Asset', 'Deletion', 'DeletedEntry', 'DeletedAsset']);

const PREVIEW = 'preview';

function checkApi(sync: SyncToken, api: Api): SyncToken {
  // A token names the API that issued it (v), so one API's pages never continue in the other.
  if ((sync.v ?? 'delivery') !== api) {
    throw badRequest('The sync token was issued by the other API; start again with initial=true.');
  }
  if (api === PREVIEW && sync.u === undefined) {
    throw badRequest(
      'The Preview API supports only the initial sync; start again with initial=true.',
    );
  }
  return sync;
}

function parseRequest(ledger: Ledger, searchParams: URLSearchParams, api: Api): SyncToken {
  const token = searchParams.get('sync_token');
  if (token) return checkApi(decodeToken(ledger, token), api);
  if (searchParams.get('initial') !== 'true') {
    throw badRequest('Send initial=true for a first sync, or the sync_token of the last one.');
  }
  const contentType = searchParams.get('content_type') || undefined;
  const type = searchParams.get('type') || (contentType ? 'Entry' : 'all');
  if (!TYPES.has(type)) throw badRequest(`Unknown sync type "${type}"`);
  if (contentType && type !== 'Entry') throw badRequest('content_type needs type=Entry');
  const limit = integer(searchParams, 'limit', {
    fallback: DEFAULT_LIMIT,
    min: 1,
    max: MAX_LIMIT,
  });
  return {
    p: ledger.processId,
    s: -1,
    t: type,
    c: contentType,
    l: limit,
    ...(api === PREVIEW ? { v: PREVIEW } : {}),
  };
}

function wanted(type: string, itemType: string) {
  if (type === 'all') return true;
  if (type === 'Deletion') return itemType.startsWith('Deleted');
  return type === itemType;
}

const orderKey = (revision: number, kind: Kind, id: string) =>
  `${String(revision).padStart(12, '0')}:${kind}:${id}`;

/** What the client lacks, up to revision `until`, each with its order key. */
function pending(
  context: DeliveryContext,
  ledger: Ledger,
  sync: SyncToken,
  until: number,
): Pending[] {
  const { store } = context;
  const found: Omit<Pending, 'key'>[] = [];
  if (sync.s < 0) {
    // An initial sync sends what is served; it has nothing to delete yet.
    const served: [Kind, ExportDocument[]][] = [
      ['Entry', store.entries],
      ['Asset', store.assets],
    ];
    for (const [kind, documents] of served) {
      for (const document of documents) {
        const revision = ledger.lastChange(kind, document.sys.id)?.revision ?? 0;
        found.push({ kind, id: document.sys.id, revision });
      }
    }
  } else {
    found.push(...ledger.changes().filter((change) => change.revision > sync.s));
  }
  return found
    .filter((item) => item.revision <= until)
    .map((item) => ({ ...item, key: orderKey(item.revision, item.kind, item.id) }))
    .sort((a, b) => (a.key < b.key ? -1 : 1));
}

function syncItem(
  context: DeliveryContext,
  ledger: Ledger,
  { kind, id }: Pending,
): DeliveredDocument {
  const { store } = context;
  const document = (kind === 'Entry' ? store.entriesById : store.assetsById).get(id);
  if (document) {
    return kind === 'Entry'
      ? toDeliveryEntry(context, document, ALL_LOCALES)
      : toDeliveryAsset(context, document, ALL_LOCALES);
  }
  const deletedAt = ledger.lastChange(kind, id)?.deletedAt ?? new Date().toISOString();
  const type = `Deleted${kind}`;
  return {
    sys: { ...deliverySys(context, { id, createdAt: deletedAt }, type), deletedAt },
  };
}

function matches(sync: SyncToken, item: DeliveredDocument) {
  if (!wanted(sync.t, item.sys.type)) return false;
  return !sync.c || (item.sys.type === 'Entry' && contentTypeOf(item) === sync.c);
}

/** The sync response for this request (`url`), its next URL on the host the client called. */
export function syncResponse(
  context: DeliveryContext,
  ledger: Ledger,
  url: URL,
  request: IncomingMessage,
) {
  const sync = parseRequest(ledger, url.searchParams, context.store.api);
  const until = sync.u ?? ledger.revision;
  const candidates = pending(context, ledger, sync, until).filter(
    (candidate) => sync.a === undefined || candidate.key > sync.a,
  );
  const items: DeliveredDocument[] = [];
  let taken = 0;
  for (; taken < candidates.length && items.length < sync.l; taken += 1) {
    const candidate = candidates[taken];
    if (!candidate) break;
    const item = syncItem(context, ledger, candidate);
    if (matches(sync, item)) items.push(item);
  }
  const more = taken < candidates.length;
  const last = candidates[taken - 1]?.key ?? sync.a;
  // The next sync (after the last page) starts from `until`, with no page state.
  const next = encodeToken(
    more ? { ...sync, u: until, a: last } : { ...sync, s: until, u: undefined, a: undefined },
  );
  const protocol = headerText(request, 'x-forwarded-proto') ?? 'http';
  const nextUrl = `${protocol}://${context.host}${url.pathname}?sync_token=${next}`;
  return { sys: { type: 'Array' }, items, [more ? 'nextPageUrl' : 'nextSyncUrl']: nextUrl };
}
