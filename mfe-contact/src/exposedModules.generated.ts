// Generated from the federation table (shared/src/federation/remotes.ts) by
// `npm run generate`: do not edit. What this remote exposes, by module name, from the files
// its build exposes: type-checked against what the shell loads, and what its server renders.
import type { ExposedComponents } from '@site/shared/federation';
import Contact from './features/contact/ContactPage';

export const EXPOSED_MODULES = { Contact } satisfies ExposedComponents<'contact'>;
