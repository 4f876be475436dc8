// @ts-nocheck -- not yet typed (TypeScript migration)
// Link resolution for `include` (0–10 levels): linked entries and assets go to `includes`,
// links to what the space does not have (or does not publish) to `errors` as notResolvable.

function collectLinks(value, found) {
  if (Array.isArray(value)) {
    for (const item of value) collectLinks(item, found);
  } else if (value && typeof value === 'object') {
    const { sys } = value;
    if (sys?.type === 'Link' && (sys.linkType === 'Entry' || sys.linkType === 'Asset')) {
      found.push({ linkType: sys.linkType, id: sys.id });
      return;
    }
    for (const child of Object.values(value)) collectLinks(child, found);
  }
  return found;
}

/**
 * `items` are delivered documents; `deliver(linkType, id)` returns the delivered linked
 * document, or undefined when it cannot be resolved.
 */
export function resolveIncludes(items, depth, deliver) {
  const seen = new Set(items.map((item) => `${item.sys.type}:${item.sys.id}`));
  const includes = { Entry: [], Asset: [] };
  const errors = new Map();
  let frontier = items;
  for (let level = 0; level < depth && frontier.length > 0; level += 1) {
    const next = [];
    for (const { linkType, id } of collectLinks(
      frontier.map((item) => item.fields),
      [],
    )) {
      const key = `${linkType}:${id}`;
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
