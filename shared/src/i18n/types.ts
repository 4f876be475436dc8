export { isLanguage, LANGUAGES, type Language } from '@site/shared/language';

/** A tree of texts: strings, nested groups, and lists of groups (FAQ pairs, testimonials). */
export type TextTree = { readonly [key: string]: TextNode };
export type TextNode = string | TextTree | readonly TextNode[];

/**
 * The same shape as T with every leaf a plain string: the Georgian catalogue must have exactly
 * the keys (and list lengths) of the English one, or type-check fails.
 */
export type SameShape<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : SameShape<T[K]>;
};

export interface Catalogue<T extends TextTree> {
  readonly en: SameShape<T>;
  readonly ka: SameShape<T>;
}
