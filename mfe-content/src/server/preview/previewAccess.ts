import type { IncomingMessage } from 'node:http';
import type { PreviewSettings } from '../rendererSettings';
import {
  cookieValue,
  isValidPreviewCookie,
  isValidPreviewPass,
  PREVIEW_COOKIE,
  PREVIEW_PASS_HEADER,
} from './previewCookie';

// Whether a request is an editor's (docs/operations.md#editor-preview): the preview cookie, or in a
// frame of the editors' app that keeps no cookie, the frame's pass (docs/operations.md#live-preview),
// checked by their signatures, not their presence.

export type PreviewAccess = 'none' | 'valid' | 'invalid';

export function previewAccess(request: IncomingMessage, settings: PreviewSettings): PreviewAccess {
  const cookie = cookieValue(request.headers.cookie, PREVIEW_COOKIE);
  const header = request.headers[PREVIEW_PASS_HEADER];
  const pass = Array.isArray(header) ? header[0] : header;
  if (cookie === undefined && !pass) return 'none';
  const { enabled, secret } = settings;
  return enabled && (isValidPreviewCookie(cookie, secret) || isValidPreviewPass(pass, secret))
    ? 'valid'
    : 'invalid';
}
