// Link resolution for `include` (0–10 levels): linked entries and assets go to `includes`,
// links to what the space does not have (or does not publish) to `errors` as notResolvable.
import type { DeliveredDocument, Kind } from './types.ts';

interface FoundLink {
  linkType: Kind;
  id: unknown;
}

export type Deliver = (linkType: Kind, id: unknown) => DeliveredDocument | undefined;

/** What include reads of a delivered item (a `select` may have left out its fields). */
interface LinkSource {
  sys: { type: string; id: string };
  fields?: unknown;
}

interface NotResolvable {
  sys: { id: 'notResolvable'; type: 'error' };
  details: { type: 'Link'; linkType: Kind; id: unknown };
}

/** `value.sys` when it is a link to an entry or an asset. */
function entityLink(value: object): FoundLink | undefined {
  if (!('sys' in value) || typeof value.sys !== 'object' || value.sys === null) return undefined;
  const sys: { type?: unknown; linkType?: unknown; id?: unknown } = value.sys;
  if (sys.type !== 'Link' || (sys.linkType !== 'Entry' && sys.linkType !== 'Asset')) {
    return undefined;
  }
  return { linkType: sys.linkType, id: sys.id };
}

function collectLinks(value: unknown, found: FoundLink[]): FoundLink[] {
  if (Array.isArray(value)) {
    for (const item of value) collectLinks(item, found);
  } else if (value && typeof value === 'object') {
    const link = entityLink(value);
    if (link) {
      found.push(link);
      return found;
    }
    for (const child of Object.values(value)) collectLinks(child, found);
  }
  return found;
}

/**
 * `items` are delivered documents; `deliver(linkType, id)` returns the delivered linked
 * document, or undefined when it cannot be resolved.
 */
export function resolveIncludes(
  items: LinkSource[],
  depth: number,
  deliver: Deliver,
): { includes: Record<Kind, DeliveredDocument[]>; errors: NotResolvable[] } {
  const seen = new Set(items.map((item) => `${item.sys.type}:${item.sys.id}`));
  const includes: Record<Kind, DeliveredDocument[]> = { Entry: [], Asset: [] };
  const errors = new Map<string, NotResolvable>();
  let frontier: LinkSource[] = items;
  for (let level = 0; level < depth && frontier.length > 0; level += 1) {
    const next: DeliveredDocument[] = [];
    for (const { linkType, id } of collectLinks(
      frontier.map((item) => item.fields),
      [],
    )) {
      const key = `${linkType}:${String(id)}`;
      if (seen.has(key) || errors.has(key)) continue;
      const document = deliver(linkType, id);
      if (!document) {
        errors.set(key, {
          sys: { id: 'notResolvable', type: 'error' },
          details: { type: 'Link', linkType, id },
        });
        continue;
      }
      seen.add(key);
      includes[linkType].push(document);
      if (linkType === 'Entry') next.push(document);
    }
    frontier = next;
  }
  return { includes, errors: [...errors.values()] };
}
