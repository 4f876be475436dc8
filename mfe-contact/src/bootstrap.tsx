import { startStandaloneRemote } from '@site/shared/standalone';
// The document's styles the shell's global stylesheet loads in the site: the page is drawn as there.
import '@site/shared/styles/_document.scss';
import { EXPOSED_MODULES } from './exposedModules.generated';

// This file runs only when the remote is opened on its own; the shell never loads it.
startStandaloneRemote('contact', EXPOSED_MODULES);
