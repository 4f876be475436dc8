import type { Catalogue, SameShape, TextTree } from './types';

/**
 * Declares an app's texts in both languages. The English tree fixes the shape; the Georgian one
 * must match it key for key (checked by the compiler, and in tests by `expectCompleteTexts` of
 * `@site/shared/testing`).
 */
export function defineTexts<T extends TextTree>(texts: {
  en: T;
  ka: NoInfer<SameShape<T>>;
}): Catalogue<T> {
  // The English literals widen to plain strings: both languages then share one type.
  return texts as unknown as Catalogue<T>;
}

/** Replaces `{name}` placeholders. */
export function format(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
