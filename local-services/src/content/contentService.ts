// The local Content Delivery API (docs/architecture.md#local-content-service): the part of
// Contentful's CDA that the official `contentful` SDK calls, served from a
// `contentful space export` file, watched: an edit is a publish, reported by the Sync API and
// sent to webhooks. The same paths are the Preview API (drafts included) for the preview token:
// Contentful tells the two apart by host, one local port by token.
//   CONTENT_EXPORT_FILE   the export to serve (default: the bilingual sample in data/)
//   CONTENT_EXPORT_COPY_DIR  serve a copy of the export's folder made there (workingCopy.ts)
//   CONTENT_SPACE         space id (default local-space); environment is `master`
//   CONTENT_ACCESS_TOKEN  the delivery token (default local-delivery-token)
//   CONTENT_PREVIEW_TOKEN the preview token (default local-preview-token)
//   LOCAL_WEBHOOK_URL, CONTENT_WEBHOOK_SECRET  webhooks on change (webhooks.ts)
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OperatorError } from '../failures.ts';
import { headerText, sendJson, type RequestHandler } from '../http/respond.ts';
import { isFilePath, serveAssetFile } from './assetFiles.ts';
import { queryCollection } from './collections.ts';
import {
  toDeliveryAsset,
  toDeliveryContentType,
  toDeliveryEntry,
  toDeliveryLocale,
} from './documents.ts';
import { accessTokenInvalid, ContentError, notFound, sendContentError } from './errors.ts';
import { describeChanges } from './changeSet.ts';
import { exportProblem } from './exportProblems.ts';
import { watchExport, type LiveExport } from './liveExport.ts';
import { resolveLocale } from './locales.ts';
import { parseCollectionQuery } from './queryParams.ts';
import { syncResponse } from './sync.ts';
import { createLedger } from './syncLedger.ts';
import { createWebhooks, webhookSettings } from './webhooks.ts';
import type { ContentStore, DeliveryContext, Kind } from './types.ts';
import { workingCopy } from './workingCopy.ts';

/** `options.content` overrides the environment (`options.env`, else process.env). */
export interface ContentOptions {
  content?: {
    exportFile?: string;
    space?: string;
    copyDir?: string;
    accessToken?: string;
    previewToken?: string;
  };
  env?: NodeJS.ProcessEnv;
}

type ContentSettings = ReturnType<typeof settings>;

export const DEFAULT_EXPORT_FILE = fileURLToPath(
  new URL('../../data/content-export.json', import.meta.url),
);
export const DEFAULT_SPACE = 'local-space';
export const DEFAULT_ACCESS_TOKEN = 'local-delivery-token';
export const DEFAULT_PREVIEW_TOKEN = 'local-preview-token';
export const ENVIRONMENT = 'master';

const SPACE_PATH =
  /^\/spaces\/([^/]+)(?:\/environments\/([^/]+))?(?:\/([a-z_]+)(?:\/([^/]+))?)?\/?$/;

function settings(options: ContentOptions = {}) {
  const own = options.content ?? {};
  const env = options.env ?? process.env;
  // An unset compose variable arrives as an empty string: that means "the default" too.
  return {
    exportFile: path.resolve(own.exportFile || env.CONTENT_EXPORT_FILE || DEFAULT_EXPORT_FILE),
    spaceId: own.space || env.CONTENT_SPACE || DEFAULT_SPACE,
    copyDir: own.copyDir || env.CONTENT_EXPORT_COPY_DIR || undefined,
    accessToken: own.accessToken || env.CONTENT_ACCESS_TOKEN || DEFAULT_ACCESS_TOKEN,
    previewToken: own.previewToken || env.CONTENT_PREVIEW_TOKEN || DEFAULT_PREVIEW_TOKEN,
    webhooks: webhookSettings(env),
  };
}

/** The store of the API the token opens: delivery (published) or preview (drafts too). */
function storeFor(config: ContentSettings, store: ContentStore, token: string | null) {
  if (token === config.accessToken) return store;
  if (token === config.previewToken) return store.preview;
  throw accessTokenInvalid();
}

function presentedToken(request: IncomingMessage, url: URL) {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1] ? match[1].trim() : url.searchParams.get('access_token');
}

function sendDelivery(response: ServerResponse, body: unknown) {
  sendJson(response, 200, body, {
    'Content-Type': 'application/vnd.contentful.delivery.v1+json; charset=utf-8',
    'Cache-Control': 'max-age=0',
  });
}

const collection = <T>(items: T[]) => ({
  sys: { type: 'Array' },
  total: items.length,
  skip: 0,
  limit: 1000,
  items,
});

function single(context: DeliveryContext, kind: Kind, id: string, url: URL) {
  const locale = resolveLocale(context.store, url.searchParams.get('locale') ?? undefined);
  const { store, spaceId, environment } = context;
  const document = (kind === 'Entry' ? store.entriesById : store.assetsById).get(id);
  if (!document) throw notFound({ type: kind, id, space: spaceId, environment });
  return kind === 'Entry'
    ? toDeliveryEntry(context, document, locale)
    : toDeliveryAsset(context, document, locale);
}

function environmentResource(
  context: DeliveryContext,
  resource: string,
  id: string | undefined,
  url: URL,
) {
  const { store } = context;
  switch (resource) {
    case 'locales':
      if (!id) return collection(store.locales.map(toDeliveryLocale));
      break;
    case 'content_types': {
      if (!id)
        return collection(store.contentTypes.map((type) => toDeliveryContentType(context, type)));
      const contentType = store.contentTypesById.get(id);
      if (contentType) return toDeliveryContentType(context, contentType);
      throw notFound({ type: 'ContentType', id });
    }
    case 'entries':
      return id
        ? single(context, 'Entry', id, url)
        : queryCollection(context, parseCollectionQuery(store, url.searchParams, 'Entry'));
    case 'assets':
      return id
        ? single(context, 'Asset', id, url)
        : queryCollection(context, parseCollectionQuery(store, url.searchParams, 'Asset'));
    default:
      break;
  }
  throw notFound();
}

function space(context: DeliveryContext) {
  return {
    sys: { type: 'Space', id: context.spaceId },
    name: context.spaceName,
    locales: context.store.locales.map(({ code, name, fallbackCode }, index) => ({
      code,
      name,
      default:
        code === context.store.defaultLocale || (index === 0 && !context.store.defaultLocale),
      fallbackCode: fallbackCode ?? null,
    })),
  };
}

export async function create(options: ContentOptions = {}): Promise<RequestHandler> {
  const config = settings(options);
  // One token for both would make every delivery request a preview, drafts and all.
  if (config.previewToken === config.accessToken) {
    throw new OperatorError('CONTENT_PREVIEW_TOKEN must differ from CONTENT_ACCESS_TOKEN');
  }
  const ledger = createLedger();
  const webhooks = createWebhooks(config.webhooks, {
    spaceId: config.spaceId,
    environment: ENVIRONMENT,
  });
  const origin = config.exportFile === DEFAULT_EXPORT_FILE ? 'sample' : 'setting';
  const served = workingCopy(config.exportFile, config.copyDir, origin);
  // Read now: a wrong CONTENT_EXPORT_FILE should stop the start-up, not the first page.
  let live: LiveExport;
  try {
    live = watchExport(served, {
      onChange(changes) {
        const revision = ledger.record(changes);
        console.log(`content changed: ${describeChanges(changes)} (revision ${revision})`);
        webhooks.send(changes);
      },
    });
  } catch (error) {
    throw exportProblem(served, error, served === config.exportFile ? origin : 'copy');
  }
  const currentStore = live.current;

  async function handleContent(request: IncomingMessage, response: ServerResponse, url: URL) {
    const isFile = isFilePath(url.pathname);
    const match = SPACE_PATH.exec(url.pathname);
    if (!isFile && !url.pathname.startsWith('/spaces/')) return false;
    try {
      const store = currentStore();
      if (isFile) {
        serveAssetFile(store, request, response, url);
        return true;
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        throw new ContentError('MethodNotAllowed', `${request.method} is not supported here`);
      }
      const served = storeFor(config, store, presentedToken(request, url));
      if (!match) throw notFound();
      const [, spaceId = '', environment, resource, id] = match;
      if (spaceId !== config.spaceId) throw notFound({ type: 'Space', id: spaceId });
      if (environment !== undefined && environment !== ENVIRONMENT) {
        throw notFound({ type: 'Environment', id: environment });
      }
      const context: DeliveryContext = {
        store: served,
        spaceId,
        spaceName: process.env.CONTENT_SPACE_NAME ?? 'Local content',
        environment: ENVIRONMENT,
        host: headerText(request, 'x-forwarded-host') ?? request.headers.host,
      };
      if (!resource) {
        if (environment !== undefined) throw notFound();
        sendDelivery(response, space(context));
        return true;
      }
      if (resource === 'sync' && !id) {
        sendDelivery(response, syncResponse(context, ledger, url, request));
        return true;
      }
      sendDelivery(response, environmentResource(context, resource, id, url));
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      sendContentError(response, error);
    }
    return true;
  }
  handleContent.close = live.close;
  return handleContent;
}
