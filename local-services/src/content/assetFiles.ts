// Asset files. The export keeps Contentful's own URLs (//images.ctfassets.net/<space>/<id>/
// <hash>/<file>); files that exist beside the export are served here at /files/<id>/<file>,
// and their URLs are rewritten to this server's host (protocol-relative, like Contentful's).
// Files are looked up where `contentful space export --download-assets` puts them
// (<export dir>/images.ctfassets.net/…) and in <export dir>/assets/<file>.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { sendText } from '../http/respond.ts';
import { parseImageParameters, sizeSvg, type ImageParameters } from './imageParameters.ts';
import type { AssetFile, ExportDocument, ServedStore } from './types.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.pdf': 'application/pdf',
};

const FILES_PREFIX = '/files/';

function fileKey(assetId: string, fileName: string) {
  return `${assetId}/${fileName}`;
}

const isFile = (value: unknown): value is AssetFile => typeof value === 'object' && value !== null;

function candidatePaths(url: string, fileName: string, exportDir: string) {
  const candidates: string[] = [];
  try {
    const parsed = new URL(url, 'https://images.ctfassets.net');
    candidates.push(path.join(exportDir, parsed.hostname, decodeURIComponent(parsed.pathname)));
    candidates.push(
      path.join(exportDir, 'assets', path.basename(decodeURIComponent(parsed.pathname))),
    );
  } catch {
    // An unparsable url can still be matched by its file name.
  }
  if (fileName) candidates.push(path.join(exportDir, 'assets', path.basename(fileName)));
  // Never serve anything outside the export's folder.
  return candidates.filter((candidate) => candidate.startsWith(exportDir + path.sep));
}

/** `<assetId>/<fileName>` → absolute path of every asset file found beside the export. */
export function buildFileIndex(assets: ExportDocument[], exportDir: string): Map<string, string> {
  const index = new Map<string, string>();
  for (const asset of assets) {
    for (const file of Object.values(asset.fields?.file ?? {})) {
      if (!isFile(file) || !file.url || !file.fileName) continue;
      const found = candidatePaths(file.url, file.fileName, exportDir).find((candidate) =>
        existsSync(candidate),
      );
      if (found) index.set(fileKey(asset.sys.id, file.fileName), found);
    }
  }
  return index;
}

/** A file object with its url pointed at this server when the file is served here. */
export function rewriteFile(
  store: ServedStore,
  assetId: string,
  file: unknown,
  host: string | undefined,
): unknown {
  if (!isFile(file) || !file.fileName) return file;
  if (!host || !store.files.has(fileKey(assetId, file.fileName))) return file;
  return {
    ...file,
    url: `//${host}${FILES_PREFIX}${assetId}/${encodeURIComponent(file.fileName)}`,
  };
}

const cache = new Map<string, { body: Buffer; etag: string }>();

/** The file as asked for: an SVG sized by the Images API's parameters (imageParameters.ts). */
function readCached(filePath: string, parameters: ImageParameters) {
  const svg = path.extname(filePath).toLowerCase() === '.svg';
  const { width, height, fit } = svg ? parameters : {};
  const key = `${filePath}?w=${width ?? ''}&h=${height ?? ''}&fit=${fit ?? ''}`;
  let cached = cache.get(key);
  if (!cached) {
    const stored = readFileSync(filePath);
    const body = svg
      ? Buffer.from(sizeSvg(stored.toString('utf8'), { width, height, fit }))
      : stored;
    cached = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    cache.set(key, cached);
  }
  return cached;
}

/**
 * GET/HEAD /files/<assetId>/<fileName>, with the Images API's parameters: checked as Contentful
 * checks them (400 otherwise), and an SVG sized by w, h and fit (imageParameters.ts says what is
 * and is not honoured).
 */
export function serveAssetFile(
  store: ServedStore,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): void {
  const [assetId, encodedName, ...rest] = url.pathname.slice(FILES_PREFIX.length).split('/');
  let fileName;
  try {
    fileName = decodeURIComponent(encodedName ?? '');
  } catch {
    fileName = '';
  }
  const filePath =
    rest.length === 0 && assetId ? store.files.get(fileKey(assetId, fileName)) : undefined;
  if (!filePath || !existsSync(filePath)) {
    sendText(response, 404, 'File not found');
    return;
  }
  const parameters = parseImageParameters(url.searchParams);
  if (!parameters.ok) {
    sendText(response, 400, parameters.error);
    return;
  }
  const { body, etag } = readCached(filePath, parameters.value);
  const headers = {
    'Content-Type':
      CONTENT_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream',
    'Cache-Control': 'public, max-age=86400',
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
    // An SVG opened directly must not run script.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    'Cross-Origin-Resource-Policy': 'cross-origin',
  };
  if (request.headers['if-none-match'] === etag) {
    response.writeHead(304, headers);
    response.end();
    return;
  }
  response.writeHead(200, { ...headers, 'Content-Length': body.length });
  response.end(request.method === 'HEAD' ? undefined : body);
}

export function isFilePath(pathname: string): boolean {
  return pathname.startsWith(FILES_PREFIX);
}
