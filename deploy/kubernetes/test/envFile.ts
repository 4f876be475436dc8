// KEY=value files (the overlays' env files, which kustomize reads with the same rules) through the
// one reader the images use, and the images' defaults from the schema they are generated from.
import { RUNTIME_VARIABLES } from '../../../platform/src/config/runtimeVariables';

export { parseEnvFile } from '../../../platform/src/composition/siteEnv.ts';

/** What every image uses for a variable that is unset or empty (nginx/site.env, configure.sh). */
export const siteEnvDefaults = (): Map<string, string> =>
  new Map(RUNTIME_VARIABLES.map((variable) => [variable.name, variable.default]));
