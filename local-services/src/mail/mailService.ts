// Stand-in for the EmailJS REST API (docs/architecture.md#mail): answers POST /api/v1.0/email/send
// the way EmailJS does for the cases the site handles, and keeps every accepted message in an
// outbox.
//
//   POST   /api/v1.0/email/send   the SDK's call: 200 "OK", or 400 / 401 / 404 / 429 with a text
//   GET    /outbox                every accepted message (JSON array), oldest first
//   DELETE /outbox                empties it
//   POST   /api/__mail-control    tests: {"forceStatus": 500, "fromEmail": "a@b.c"} makes sends
//                                 (only those from that sender, when given) answer 500;
//                                 {"forceStatus": null, ...} lifts it; {"rateLimitMs": 0};
//                                 {"reset": true} restores the start state. GET shows the state.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, sendJson, sendText, statusOf, type RequestHandler } from '../http/respond.ts';
import { createOutbox, defaultOutboxFile } from './outbox.ts';

export const SEND_PATH = '/api/v1.0/email/send';
export const CONTROL_PATH = '/api/__mail-control';
export const OUTBOX_PATH = '/outbox';

// EmailJS answers with plain text; these follow its wording.
export const MAIL_ERRORS = {
  notJson: 'The request body must be a JSON object',
  userIdRequired: 'The user_id parameter is required',
  serviceIdRequired: 'The service_id parameter is required',
  templateIdRequired: 'The template_id parameter is required',
  templateParamsInvalid: 'The template_params parameter must be an object',
  publicKeyInvalid:
    'The Public Key is invalid. To find this ID, visit https://dashboard.emailjs.com/admin/account',
  privateKeyInvalid:
    'The Private Key is invalid. To find this key, visit https://dashboard.emailjs.com/admin/account/security',
  serviceNotFound:
    'The service ID not found. To find this ID, visit https://dashboard.emailjs.com/admin',
  templateNotFound:
    'The template ID not found. To find this ID, visit https://dashboard.emailjs.com/admin/templates',
  tooManyRequests: 'Too Many Requests',
};

// What a forced status answers with: the same texts a real failure of that kind gets.
const FORCED_TEXTS: Record<number, string> = {
  400: 'The parameters are invalid',
  401: MAIL_ERRORS.publicKeyInvalid,
  403: 'Forbidden',
  404: MAIL_ERRORS.serviceNotFound,
  429: MAIL_ERRORS.tooManyRequests,
};

export interface MailSettings {
  publicKeys: string[];
  privateKeys: string[];
  serviceIds: string[];
  templateIds: string[];
  outboxFile: string;
  rateLimitMs: number;
  /** The clock (tests set it); Date.now otherwise. */
  now?: () => number;
}

export interface MailOptions {
  mail?: Partial<MailSettings>;
}

/** A test's rule: sends (from `fromEmail`, or from anyone) answer `status`. */
interface ForcedStatus {
  status: number;
  fromEmail: string | undefined;
}

/** What the control endpoint changes; `lastAcceptedAt` is per public key. */
interface MailState {
  rateLimitMs: number;
  forced: ForcedStatus[];
  lastAcceptedAt: Map<string, number>;
}

type JsonObject = Record<string, unknown>;
/** What EmailJS answers a refused send with: a status and a text. */
type Rejection = [status: number, text: string];

/** A send body that passed every check. */
interface AcceptedSend {
  user_id: string;
  service_id: string;
  template_id: string;
  template_params: JsonObject | undefined;
  accessToken: unknown;
  lib_version: unknown;
}

const list = (value: string | undefined, fallback: string) =>
  String(value ?? fallback)
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

export function mailSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): MailSettings {
  return {
    publicKeys: list(env.MAIL_PUBLIC_KEY, 'local-public-key'),
    // A server's sends (the contact form server) carry the private key as `accessToken`.
    privateKeys: list(env.MAIL_PRIVATE_KEY, 'local-private-key'),
    serviceIds: list(env.MAIL_SERVICE_ID, 'service_local'),
    templateIds: list(env.MAIL_TEMPLATE_ID, 'template_contact'),
    outboxFile: env.MAIL_OUTBOX_FILE || defaultOutboxFile(env),
    rateLimitMs: Number(env.MAIL_RATE_LIMIT_MS ?? 1000),
  };
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null;
const isPlainObject = (value: unknown): value is JsonObject =>
  isObject(value) && !Array.isArray(value);
const isFilledString = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0;

/** `options.mail` overrides the environment (tests pass their own outbox file and keys). */
export function create(options: MailOptions = {}): RequestHandler {
  const settings: MailSettings = { ...mailSettingsFromEnv(), ...options.mail };
  const now = settings.now ?? Date.now;
  const outbox = createOutbox(settings.outboxFile);
  const initialRateLimitMs = settings.rateLimitMs;
  const state: MailState = {
    rateLimitMs: initialRateLimitMs,
    forced: [],
    lastAcceptedAt: new Map(),
  };

  function forcedStatusFor(body: JsonObject) {
    const sender = isPlainObject(body.template_params)
      ? body.template_params.from_email
      : undefined;
    const rule =
      state.forced.find((entry) => entry.fromEmail && entry.fromEmail === sender) ??
      state.forced.find((entry) => !entry.fromEmail);
    return rule?.status;
  }

  /** The status and text EmailJS would answer a body with, or the send when it is accepted. */
  function check(body: unknown): { rejected: Rejection } | { accepted: AcceptedSend } {
    const reject = (status: number, text: string): { rejected: Rejection } => ({
      rejected: [status, text],
    });
    if (!isPlainObject(body)) return reject(400, MAIL_ERRORS.notJson);
    const forced = forcedStatusFor(body);
    if (forced) return reject(forced, FORCED_TEXTS[forced] ?? 'Internal Server Error');
    const { user_id, service_id, template_id, template_params, accessToken } = body;
    if (!isFilledString(user_id)) return reject(400, MAIL_ERRORS.userIdRequired);
    if (!isFilledString(service_id)) return reject(400, MAIL_ERRORS.serviceIdRequired);
    if (!isFilledString(template_id)) return reject(400, MAIL_ERRORS.templateIdRequired);
    if (template_params !== undefined && !isPlainObject(template_params))
      return reject(400, MAIL_ERRORS.templateParamsInvalid);
    if (!settings.publicKeys.includes(user_id)) return reject(401, MAIL_ERRORS.publicKeyInvalid);
    if (
      accessToken !== undefined &&
      !(typeof accessToken === 'string' && settings.privateKeys.includes(accessToken))
    )
      return reject(403, MAIL_ERRORS.privateKeyInvalid);
    if (!settings.serviceIds.includes(service_id)) return reject(404, MAIL_ERRORS.serviceNotFound);
    if (!settings.templateIds.includes(template_id))
      return reject(404, MAIL_ERRORS.templateNotFound);
    const last = state.lastAcceptedAt.get(user_id);
    if (last !== undefined && now() - last < state.rateLimitMs)
      return reject(429, MAIL_ERRORS.tooManyRequests);
    const { lib_version } = body;
    return {
      accepted: { user_id, service_id, template_id, template_params, accessToken, lib_version },
    };
  }

  async function handleSend(request: IncomingMessage, response: ServerResponse) {
    if (request.method !== 'POST') {
      sendText(response, 405, 'Method Not Allowed', { Allow: 'POST, OPTIONS' });
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(await readBody(request));
    } catch (error) {
      if (statusOf(error)) throw error;
      sendText(response, 400, MAIL_ERRORS.notJson);
      return;
    }
    const verdict = check(parsed);
    if ('rejected' in verdict) {
      sendText(response, ...verdict.rejected);
      return;
    }
    const body = verdict.accepted;
    state.lastAcceptedAt.set(body.user_id, now());
    await outbox.append({
      id: randomUUID(),
      receivedAt: new Date(now()).toISOString(),
      origin: request.headers.origin ?? null,
      lib_version: body.lib_version ?? null,
      // Whether a server sent it with the private key (the key itself is not kept).
      withPrivateKey: body.accessToken !== undefined,
      user_id: body.user_id,
      service_id: body.service_id,
      template_id: body.template_id,
      template_params: body.template_params ?? {},
    });
    sendText(response, 200, 'OK');
  }

  function controlState() {
    return { rateLimitMs: state.rateLimitMs, forced: state.forced, outboxFile: outbox.file };
  }

  async function handleControl(request: IncomingMessage, response: ServerResponse) {
    if (request.method === 'GET') {
      sendJson(response, 200, controlState());
      return;
    }
    if (request.method !== 'POST') {
      sendText(response, 405, 'Method Not Allowed', { Allow: 'GET, POST' });
      return;
    }
    let command: unknown;
    try {
      command = JSON.parse((await readBody(request)) || '{}');
    } catch {
      sendJson(response, 400, { message: 'The body must be JSON' });
      return;
    }
    // JSON that is no object (null, a number…) holds no command: a 500, as it always was.
    if (!isObject(command)) throw new TypeError('The control command must be a JSON object');
    if (command.reset) {
      state.forced = [];
      state.rateLimitMs = initialRateLimitMs;
      state.lastAcceptedAt.clear();
    }
    if (typeof command.rateLimitMs === 'number') state.rateLimitMs = command.rateLimitMs;
    if ('forceStatus' in command) {
      const fromEmail = typeof command.fromEmail === 'string' ? command.fromEmail : undefined;
      state.forced = state.forced.filter((entry) => entry.fromEmail !== fromEmail);
      const status = Number(command.forceStatus);
      if (command.forceStatus !== null && Number.isInteger(status) && status >= 400 && status < 600)
        state.forced.push({ status, fromEmail });
    }
    sendJson(response, 200, controlState());
  }

  async function handleOutbox(request: IncomingMessage, response: ServerResponse) {
    if (request.method === 'GET' || request.method === 'HEAD') {
      sendJson(response, 200, await outbox.list());
    } else if (request.method === 'DELETE') {
      await outbox.clear();
      sendJson(response, 200, []);
    } else {
      sendText(response, 405, 'Method Not Allowed', { Allow: 'GET, DELETE' });
    }
  }

  return async function handleMail(request, response, url) {
    if (url.pathname === SEND_PATH) await handleSend(request, response);
    else if (url.pathname === CONTROL_PATH) await handleControl(request, response);
    else if (url.pathname === OUTBOX_PATH) await handleOutbox(request, response);
    else return false;
    return true;
  };
}
