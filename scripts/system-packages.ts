// The Debian packages `npm test` needs, installed when missing (scripts/lib/systemPackages.ts): a
// command of its own so that npm test runs it beside the lint and type-check.
import { messageOf } from './lib/processes.ts';
import { ensureSystemPackages } from './lib/systemPackages.ts';

try {
  ensureSystemPackages();
} catch (error) {
  console.error(messageOf(error));
  process.exit(1);
}
