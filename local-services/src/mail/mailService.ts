// @ts-nocheck -- not yet typed (TypeScript migration)
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
import { readBody, sendJson, sendText } from '../http/respond.ts';
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
const FORCED_TEXTS = {
  400: 'The parameters are invalid',
  401: MAIL_ERRORS.publicKeyInvalid,
  403: 'Forbidden',
  404: MAIL_ERRORS.serviceNotFound,
  429: MAIL_ERRORS.tooManyRequests,
};

const list = (value, fallback) =>
  String(value ?? fallback)
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

export function mailSettingsFromEnv(env = process.env) {
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

const isPlainObject = (value) =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isFilledString = (value) => typeof value === 'string' && value.length > 0;

/** `options.mail` overrides the environment (tests pass their own outbox file and keys). */
export function create(options = {}) {
  const settings = { ...mailSettingsFromEnv(), ...options.mail };
  const now = settings.now ?? Date.now;
  const outbox = createOutbox(settings.outboxFile);
  const initialRateLimitMs = settings.rateLimitMs;
  const state = { rateLimitMs: initialRateLimitMs, forced: [], lastAcceptedAt: new Map() };

  function forcedStatusFor(body) {
    const sender = isPlainObject(body.template_params)
      ? body.template_params.from_email
      : undefined;
    const rule =
      state.forced.find((entry) => entry.fromEmail && entry.fromEmail === sender) ??
      state.forced.find((entry) => !entry.fromEmail);
    return rule?.status;
  }

  /** The status and text EmailJS would answer a body with, or undefined when it is accepted. */
  function rejection(body) {
    if (!isPlainObject(body)) return [400, MAIL_ERRORS.notJson];
    const forced = forcedStatusFor(body);
    if (forced) return [forced, FORCED_TEXTS[forced] ?? 'Internal Server Error'];
    if (!isFilledString(body.user_id)) return [400, MAIL_ERRORS.userIdRequired];
    if (!isFilledString(body.service_id)) return [400, MAIL_ERRORS.serviceIdRequired];
    if (!isFilledString(body.template_id)) return [400, MAIL_ERRORS.templateIdRequired];
    if (body.template_params !== undefined && !isPlainObject(body.template_params))
      return [400, MAIL_ERRORS.templateParamsInvalid];
    if (!settings.publicKeys.includes(body.user_id)) return [401, MAIL_ERRORS.publicKeyInvalid];
    if (body.accessToken !== undefined && !settings.privateKeys.includes(body.accessToken))
      return [403, MAIL_ERRORS.privateKeyInvalid];
    if (!settings.serviceIds.includes(body.service_id)) return [404, MAIL_ERRORS.serviceNotFound];
    if (!settings.templateIds.includes(body.template_id))
      return [404, MAIL_ERRORS.templateNotFound];
    const last = state.lastAcceptedAt.get(body.user_id);
    if (last !== undefined && now() - last < state.rateLimitMs)
      return [429, MAIL_ERRORS.tooManyRequests];
    return undefined;
  }

  async function handleSend(request, response) {
    if (request.method !== 'POST') {
      sendText(response, 405, 'Method Not Allowed', { Allow: 'POST, OPTIONS' });
      return;
    }
    let body;
    try {
      body = JSON.parse(await readBody(request));
    } catch (error) {
      if (error.status) throw error;
      sendText(response, 400, MAIL_ERRORS.notJson);
      return;
    }
    const rejected = rejection(body);
    if (rejected) {
      sendText(response, rejected[0], rejected[1]);
      return;
    }
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

  async function handleControl(request, response) {
    if (request.method === 'GET') {
      sendJson(response, 200, controlState());
      return;
    }
    if (request.method !== 'POST') {
      sendText(response, 405, 'Method Not Allowed', { Allow: 'GET, POST' });
      return;
    }
    let command;
    try {
      command = JSON.parse((await readBody(request)) || '{}');
    } catch {
      sendJson(response, 400, { message: 'The body must be JSON' });
      return;
    }
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

  async function handleOutbox(request, response) {
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
