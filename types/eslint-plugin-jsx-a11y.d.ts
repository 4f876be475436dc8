// eslint-plugin-jsx-a11y ships no type declarations: what eslint.config.ts uses of it.
declare module 'eslint-plugin-jsx-a11y' {
  import type { ESLint, Linter } from 'eslint';

  const plugin: ESLint.Plugin & {
    flatConfigs: Readonly<Record<'recommended' | 'strict', Linter.Config>>;
  };
  export default plugin;
}
