// Types of site-env.ts for the TypeScript that uses it (tests, tooling).
export function parseEnvFile(text: string): Map<string, string>;
export function withEnvironment(
  defaults: Map<string, string>,
  env: Record<string, string | undefined>,
): Map<string, string>;
export function substitute(
  template: string,
  names: Iterable<string>,
  values: Map<string, string | undefined>,
  quote?: (value: string) => string,
): string;
export function quoteForJs(value: string): string;
export function renderConfigScript(
  template: string,
  siteEnv: string,
  env: Record<string, string | undefined>,
): string;
