import { startStandaloneRemote } from '@site/shared/standalone';
import '@fontsource/noto-sans-georgian/georgian-400.css';
import '@fontsource/noto-sans-georgian/georgian-700.css';
import { EXPOSED_MODULES } from './exposedModules.generated';

// This file runs only when the remote is opened on its own; the shell never loads it.
startStandaloneRemote('company', EXPOSED_MODULES);
