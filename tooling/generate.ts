// `npm run generate`: every file the repository derives from a single definition, written anew:
// each remote's exposedModules.generated.ts from the federation table, and the runtime-variable
// files (site.env, .env.example, config.js.template, the README and operations tables) from
// their schema, and the compose and Kubernetes files' remote services and workloads from the table.
// Tests fail, naming this command, when a committed copy is stale.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

for (const script of [
  'federation/writeExposedModules.ts',
  'config/generate.ts',
  'deploy/generate.ts',
]) {
  execFileSync(process.execPath, [fileURLToPath(new URL(script, import.meta.url))], {
    stdio: 'inherit',
  });
}
