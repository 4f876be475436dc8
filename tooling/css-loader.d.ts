// css-loader ships no type declarations: what createAppConfig.ts uses of it (its default
// `getLocalIdent`, as css-loader calls a custom one), from its dist/utils.js.
declare module 'css-loader' {
  import type { LoaderContext } from 'webpack';

  /** What css-loader passes a `modules.getLocalIdent` besides the file, template and class. */
  export interface LocalIdentOptions {
    context: string;
    hashSalt?: string;
    hashFunction?: string;
    hashDigest?: string;
    hashDigestLength?: number;
    hashStrategy?: 'resource-path-and-local-name' | 'minimal-subset';
    regExp?: string | RegExp;
    node?: unknown;
  }

  export type GetLocalIdent = (
    context: LoaderContext<object>,
    localIdentName: string,
    localName: string,
    options: LocalIdentOptions,
  ) => string;

  export const defaultGetLocalIdent: GetLocalIdent;
}
