// The webhooks Contentful sends when content changes, sent for each change of the export:
// POST to every LOCAL_WEBHOOK_URL with the entity as the Management API shows it, the
// X-Contentful-Topic and webhook-name headers, and Contentful's request signature
// (@contentful/node-apps-toolkit) when CONTENT_WEBHOOK_SECRET is set. Network errors, 429 and 5xx
// are retried with backoff, as Contentful retries; each URL gets its calls in order of change.
import { signRequest } from '@contentful/node-apps-toolkit';
import { causeOf, codeOf, messageOf, OperatorError, ownMessage } from '../failures.ts';
import type { Change } from './changeSet.ts';
import type { Link } from './types.ts';

export interface WebhookSettings {
  urls: string[];
  secret: string | undefined;
}

/** Where the changes happen, as every payload names it. */
export interface WebhookSpace {
  spaceId: string;
  environment: string;
}

export const WEBHOOK_NAME = 'local-services';
export const CONTENT_TYPE = 'application/vnd.contentful.management.v1+json';
const ATTEMPTS = 3;
const FIRST_RETRY_MS = 1000;
const TIMEOUT_MS = 30_000;

const link = (linkType: string, id: string): Link => ({ sys: { type: 'Link', linkType, id } });

export function webhookSettings(env: NodeJS.ProcessEnv): WebhookSettings {
  const urls = (env.LOCAL_WEBHOOK_URL ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  for (const url of urls) {
    if (!URL.canParse(url)) throw new OperatorError(`LOCAL_WEBHOOK_URL: "${url}" is not a URL`);
  }
  const secret = env.CONTENT_WEBHOOK_SECRET || undefined;
  // The toolkit signs only with secrets of Contentful's length.
  if (secret && secret.length !== 64) {
    throw new OperatorError(
      'CONTENT_WEBHOOK_SECRET must be 64 characters, like a Contentful signing secret',
    );
  }
  return { urls, secret };
}

/** The request body Contentful sends for this change (`space`: { spaceId, environment }). */
export function webhookPayload(
  space: WebhookSpace,
  { kind, id, action, before, after }: Change,
  now: string,
) {
  const where = {
    space: link('Space', space.spaceId),
    environment: link('Environment', space.environment),
  };
  const contentType = kind === 'Entry' ? { contentType: (after ?? before)?.sys.contentType } : {};
  if (action === 'publish' || action === 'archive') {
    // A publish or an archive always has the document after it (changeSet.ts).
    if (!after) throw new Error(`${kind} ${id}: ${action} without the document`);
    const { sys } = after;
    return {
      ...(after.metadata ? { metadata: after.metadata } : {}),
      sys: {
        ...sys,
        type: kind,
        ...where,
        ...contentType,
        // Hand-written exports may omit versions; the Management API always has them.
        version: sys.version ?? 2,
        ...(action === 'publish' ? { publishedVersion: sys.publishedVersion ?? 1 } : {}),
      },
      fields: after.fields ?? {},
    };
  }
  // An unpublish or a delete always has the document before it.
  if (!before) throw new Error(`${kind} ${id}: ${action} without the document`);
  return {
    sys: {
      type: `Deleted${kind}`,
      id: before.sys.id,
      ...where,
      ...contentType,
      revision: before.sys.publishedCounter ?? before.sys.version ?? 1,
      createdAt: before.sys.createdAt ?? now,
      updatedAt: now,
      deletedAt: now,
    },
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Why a call failed: the network error's code or message (fetch puts it in `cause`). */
function failure(error: unknown): string {
  const cause = causeOf(error);
  return codeOf(cause) ?? ownMessage(cause) ?? messageOf(error);
}

async function post(
  target: URL,
  headers: Record<string, string>,
  body: string,
  secret: string | undefined,
) {
  // Signed per attempt: receivers refuse old timestamps, so a retry carries a fresh one.
  const signature = secret
    ? signRequest(
        secret,
        { method: 'POST', path: target.pathname + target.search, headers, body },
        Date.now(),
      )
    : {};
  const response = await fetch(target, {
    method: 'POST',
    headers: { ...headers, ...signature },
    body,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  await response.arrayBuffer();
  return response.status;
}

async function deliver(
  url: string,
  topic: string,
  id: string,
  body: string,
  secret: string | undefined,
) {
  const target = new URL(url);
  const headers = {
    'Content-Type': CONTENT_TYPE,
    'X-Contentful-Topic': topic,
    'X-Contentful-Webhook-Name': WEBHOOK_NAME,
  };
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    let problem: string;
    try {
      const status = await post(target, headers, body, secret);
      if (status !== 429 && status < 500) {
        console.log(`webhook ${topic} ${id} → ${url}: ${status}`);
        return;
      }
      problem = `HTTP ${status}`;
    } catch (error) {
      problem = failure(error);
    }
    console.error(
      `webhook ${topic} ${id} → ${url}: attempt ${attempt} of ${ATTEMPTS} failed (${problem})`,
    );
    if (attempt < ATTEMPTS) await pause(FIRST_RETRY_MS * 2 ** (attempt - 1));
  }
}

/** `send(changes)` queues the calls for one change set; nothing is sent without URLs. */
export function createWebhooks(
  { urls, secret }: WebhookSettings,
  space: WebhookSpace,
): { send: (changes: Change[]) => void } {
  const queues = new Map(urls.map((url) => [url, Promise.resolve()]));
  return {
    send(changes) {
      const now = new Date().toISOString();
      for (const change of changes) {
        const topic = `ContentManagement.${change.kind}.${change.action}`;
        const body = JSON.stringify(webhookPayload(space, change, now));
        for (const url of urls) {
          queues.set(
            url,
            (queues.get(url) ?? Promise.resolve()).then(() =>
              deliver(url, topic, change.id, body, secret),
            ),
          );
        }
      }
    },
  };
}
