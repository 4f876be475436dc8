import type { TextNode, TextTree } from '@site/shared/i18n';

function entriesOf(node: Exclude<TextNode, string>): [string, TextNode][] {
  return Array.isArray(node)
    ? (node as readonly TextNode[]).map((child, index) => [String(index), child])
    : Object.entries(node as TextTree);
}

const joined = (prefix: string, key: string) => (prefix ? `${prefix}.${key}` : key);

/** Every dotted key of a text tree, e.g. `nav.home`, `faq.0.question`. */
function flattenKeys(node: TextNode, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix];
  return entriesOf(node).flatMap(([key, child]) => flattenKeys(child, joined(prefix, key)));
}

/** Keys present in one language but not the other; empty when the catalogue is complete. */
export function missingKeys(catalogue: { en: TextNode; ka: TextNode }): string[] {
  const en = new Set(flattenKeys(catalogue.en));
  const ka = new Set(flattenKeys(catalogue.ka));
  return [
    ...[...en].filter((key) => !ka.has(key)).map((key) => `ka: ${key}`),
    ...[...ka].filter((key) => !en.has(key)).map((key) => `en: ${key}`),
  ];
}

/** Every text that is empty or only white space. */
export function emptyTexts(node: TextNode, prefix = ''): string[] {
  if (typeof node === 'string') return node.trim() ? [] : [prefix];
  return entriesOf(node).flatMap(([key, child]) => emptyTexts(child, joined(prefix, key)));
}

/** A catalogue's test: every key in both languages, and no text empty in either. */
export function expectCompleteTexts(catalogue: { en: TextNode; ka: TextNode }): void {
  expect(missingKeys(catalogue)).toEqual([]);
  expect(emptyTexts(catalogue.en)).toEqual([]);
  expect(emptyTexts(catalogue.ka)).toEqual([]);
}
