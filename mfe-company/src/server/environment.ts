import { prepareServerEnvironment } from '@site/platform/server';
import { REMOTE_NAME } from '../remoteName.generated';

// Its own module, imported first by the renderer: the file URLs of every module imported after it
// are computed from the configuration read here.
export const environment = prepareServerEnvironment(REMOTE_NAME);
