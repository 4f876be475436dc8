import type { Catalogue, Language, SameShape, TextNode, TextTree } from './types';

/**
 * Declares an app's texts in both languages. The English tree fixes the shape; the Georgian one
 * must match it key for key (checked by the compiler, and by `missingKeys` in tests).
 */
export function defineTexts<T extends TextTree>(texts: {
  en: T;
  ka: NoInfer<SameShape<T>>;
}): Catalogue<T> {
  // The English literals widen to plain strings: both languages then share one type.
  return texts as unknown as Catalogue<T>;
}

export function textsFor<T extends TextTree>(
  catalogue: Catalogue<T>,
  language: Language,
): SameShape<T> {
  return catalogue[language];
}

/** Every dotted key of a text tree, e.g. `nav.home`, `faq.0.question`. */
export function flattenKeys(node: TextNode, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix];
  const entries: [string, TextNode][] = Array.isArray(node)
    ? (node as readonly TextNode[]).map((child, index) => [String(index), child])
    : Object.entries(node as TextTree);
  return entries.flatMap(([key, child]) => flattenKeys(child, prefix ? `${prefix}.${key}` : key));
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

/** Every text that is empty or only white space, for catalogue tests. */
export function emptyTexts(node: TextNode, prefix = ''): string[] {
  if (typeof node === 'string') return node.trim() ? [] : [prefix];
  const entries: [string, TextNode][] = Array.isArray(node)
    ? (node as readonly TextNode[]).map((child, index) => [String(index), child])
    : Object.entries(node as TextTree);
  return entries.flatMap(([key, child]) => emptyTexts(child, prefix ? `${prefix}.${key}` : key));
}

/** Replaces `{name}` placeholders. */
export function format(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
