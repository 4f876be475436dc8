import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { previewRefusal } from '@site/platform/config';

// The renderer's own settings, from its container's environment. The CONTENT_* ones are runtime
// variables (platform/src/config/runtimeVariables.ts, where their defaults are written too: a test
// holds these to them); RENDERER_* are fixed by the image and the local site.

/** Seconds between two questions to the Sync API (CONTENT_SYNC_SECONDS). */
export const DEFAULT_SYNC_SECONDS = 30;

export interface RendererSettings {
  port: number;
  host: string;
  /** The longest one render may take. */
  renderTimeoutMs: number;
  /**
   * The longest one request to the content service may take, tried once more after that (4 s; the
   * content outage's test shortens it, to reach a hung service's state sooner).
   */
  contentTimeoutMs: number;
  /** How often a continuing content outage is logged again (a minute; tests shorten it). */
  failureReportMs: number;
  /** Where the pages and the sync state are kept across restarts; unset: memory only. */
  storeDir: string | undefined;
  syncSeconds: number;
  webhookSecret: string;
  peers: string[];
  preview: PreviewSettings;
}

/**
 * An editor's preview (docs/operations.md#editor-preview): on only with a secret and a token; a
 * token without a secret of PREVIEW_SECRET's form is refused (readRendererSettings throws).
 */
export interface PreviewSettings {
  enabled: boolean;
  /** What Contentful's preview URL carries as `?preview=` (PREVIEW_SECRET). */
  secret: string;
  /** The Preview API's token (CONTENT_PREVIEW_TOKEN); never leaves this process. */
  token: string;
  /** The Preview API's host[:port] (CONTENT_PREVIEW_HOST). */
  host: string;
}

/** Contentful's Preview API (CONTENT_PREVIEW_HOST's default). */
export const DEFAULT_PREVIEW_HOST = 'preview.contentful.com';

const number = (value: string | undefined, fallback: number) => {
  const parsed = Number(value);
  return value && Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
};

/** Throws, with one sentence naming the variable, on preview settings the schema refuses. */
export function readRendererSettings(env: NodeJS.ProcessEnv = process.env): RendererSettings {
  return {
    port: number(env.RENDERER_PORT, 8081),
    host: env.RENDERER_HOST || '127.0.0.1',
    renderTimeoutMs: number(env.RENDER_TIMEOUT_MS, 10_000),
    contentTimeoutMs: number(env.RENDERER_CONTENT_TIMEOUT_MS, 4_000),
    failureReportMs: number(env.RENDERER_FAILURE_REPORT_SECONDS, 60) * 1000,
    storeDir: env.RENDERER_STORE_DIR || undefined,
    syncSeconds: number(env.CONTENT_SYNC_SECONDS, DEFAULT_SYNC_SECONDS),
    webhookSecret: env.CONTENT_WEBHOOK_SECRET ?? '',
    peers: (env.CONTENT_PEERS ?? '').split(/[\s,]+/).filter(Boolean),
    preview: readPreviewSettings(env),
  };
}

function readPreviewSettings(env: NodeJS.ProcessEnv): PreviewSettings {
  const secret = env.PREVIEW_SECRET ?? '';
  const token = env.CONTENT_PREVIEW_TOKEN ?? '';
  // The container's start refuses these first (compose.ts); this holds for any other way the
  // renderer is run, so it never serves drafts behind a missing or guessable secret.
  const refusal = previewRefusal({ secret, token });
  if (refusal) throw new Error(refusal);
  return {
    enabled: secret !== '' && token !== '',
    secret,
    token,
    host: env.CONTENT_PREVIEW_HOST || DEFAULT_PREVIEW_HOST,
  };
}

/** Which build drew a page: its manifest's digest (a redeploy or rebuild changes it). */
export function buildIdentity(distDir: string): string {
  try {
    return createHash('sha256')
      .update(readFileSync(path.join(distDir, 'mf-manifest.json')))
      .digest('hex')
      .slice(0, 16);
  } catch {
    return 'unknown';
  }
}
