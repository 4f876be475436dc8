// What stops a server's container at start (compose.ts, before it writes anything): a value it
// would write where a stray character changes what it means, or one that would open the drafts.
// The forms are the runtime-variable schema's (platform/src/config/runtimeVariables.ts).
import { previewRefusal, valueRefusal } from '../config/runtimeVariables';
import type { ComposedServer } from './composedServer';

/** Why this server must not start, as one sentence (docs/operations.md#variables). */
export function startRefusal({
  identity,
  value,
}: Pick<ComposedServer, 'identity' | 'value'>): string | undefined {
  // The entry writes the editors' app's origins into a quoted nginx value (the preview's
  // Content-Security-Policy) and into its preview /config.js.
  if (identity.role === 'entry') {
    return valueRefusal('PREVIEW_FRAME_ORIGINS', value('PREVIEW_FRAME_ORIGINS'));
  }
  // The content service's remote: its renderer serves drafts to whoever has the secret. Refused
  // here, not only by the renderer, so the container stops instead of restarting the renderer
  // every second beside a serving nginx.
  if (identity.remote?.contentService) {
    return previewRefusal({
      secret: value('PREVIEW_SECRET'),
      token: value('CONTENT_PREVIEW_TOKEN'),
    });
  }
  return undefined;
}
