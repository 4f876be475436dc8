import type { IncomingMessage } from 'node:http';
import type { PreviewSettings } from '../rendererSettings';
import {
  isValidPreviewCookie,
  isValidPreviewPass,
  PREVIEW_PASS_HEADER,
  previewCookieOf,
} from './previewCookie';

// Whether a request is an editor's (docs/operations.md#editor-preview): the preview cookie, or in a
// frame of the editors' app that keeps no cookie, the frame's pass (docs/operations.md#live-preview),
// checked by their signatures, not their presence. Look-alike cookies (the name twice, or in other
// letters) make the request a visitor's, even beside a valid pass: what nginx reads of them is not
// what was checked here.

export type PreviewAccess = 'none' | 'valid' | 'invalid';

export function previewAccess(request: IncomingMessage, settings: PreviewSettings): PreviewAccess {
  const cookie = previewCookieOf(request.headers.cookie);
  const header = request.headers[PREVIEW_PASS_HEADER];
  const pass = Array.isArray(header) ? undefined : header;
  if (cookie === undefined && !pass) return 'none';
  if (cookie === 'ambiguous') return 'invalid';
  const { enabled, secret } = settings;
  return enabled && (isValidPreviewCookie(cookie, secret) || isValidPreviewPass(pass, secret))
    ? 'valid'
    : 'invalid';
}
