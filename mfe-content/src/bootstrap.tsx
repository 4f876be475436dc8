import { startStandaloneRemote } from '@site/shared/standalone';
// The document's styles the shell's global stylesheet loads in the site: the page is drawn as there.
import '@site/shared/styles/_document.scss';
import { EXPOSED_MODULES } from './exposedModules.generated';
import { REMOTE_NAME } from './remoteName.generated';

// This file runs only when the remote is opened on its own; the shell never loads it.
startStandaloneRemote(REMOTE_NAME, EXPOSED_MODULES);
