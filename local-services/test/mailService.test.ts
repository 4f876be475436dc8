/**
 * @jest-environment ../tooling/jest/jsdomWithFetch.ts
 */
// The mail sink answers the real @emailjs/browser SDK the way EmailJS does. The SDK runs in jsdom
// (it reads `location` and localStorage) and talks over HTTP to the sink on an ephemeral port.
import emailjs, { type EmailJSResponseStatus } from '@emailjs/browser';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createLocalServices } from '../src/createServer.ts';
import { MAIL_ERRORS, mailSettingsFromEnv, type MailSettings } from '../src/mail/mailService.ts';
import type { OutboxMessage } from '../src/mail/outbox.ts';

const KEYS = {
  publicKeys: ['test-public-key'],
  serviceIds: ['service_test'],
  templateIds: ['template_test'],
};

const PARAMS = {
  from_name: 'ნინო ბერიძე',
  from_email: 'nino@example.ge',
  phone: '+995 555 12 34 56',
  message: 'გამარჯობა! მაინტერესებს სახანძრო სიგნალიზაციის მონტაჟი.',
  to_email: 'info@alioni.ge',
  reply_to: 'nino@example.ge',
  sent_at: '12 მაისი, 2025, 14:05',
  language: 'Georgian',
};

let folder: string;
let server: Server | undefined;
let origin: string;
let clock: number;

async function startSink(mail: Partial<MailSettings> = {}) {
  const sink = await createLocalServices({
    mail: { ...KEYS, outboxFile: path.join(folder, 'outbox.json'), now: () => clock, ...mail },
  });
  server = sink;
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(sink.address() as AddressInfo).port}`;
}

async function stopSink() {
  const sink = server;
  if (sink) await new Promise((resolve) => sink.close(resolve));
  server = undefined;
}

function useSdk(publicKey = 'test-public-key') {
  emailjs.init({ publicKey, blockHeadless: false }, origin);
}

/** The SDK's failures are EmailJSResponseStatus objects (status + text), thrown as-is. */
async function sendExpectingFailure(
  serviceId: string,
  templateId: string,
  params: Record<string, string> = PARAMS,
) {
  try {
    await emailjs.send(serviceId, templateId, params);
  } catch (failure) {
    const { status, text } = failure as EmailJSResponseStatus;
    return { status, text };
  }
  throw new Error('the send was expected to fail');
}

/** The exact body the SDK posts, for the cases the SDK itself refuses to send. */
async function postRaw(body: unknown) {
  const response = await fetch(`${origin}/api/v1.0/email/send`, {
    method: 'POST',
    headers: { 'Content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}

const sdkBody = (overrides: Record<string, unknown> = {}) => ({
  lib_version: '4.4.1',
  user_id: 'test-public-key',
  service_id: 'service_test',
  template_id: 'template_test',
  template_params: PARAMS,
  ...overrides,
});

async function outbox(): Promise<OutboxMessage[]> {
  return (await fetch(`${origin}/outbox`)).json() as Promise<OutboxMessage[]>;
}

async function control(command: Record<string, unknown>): Promise<unknown> {
  const response = await fetch(`${origin}/api/__mail-control`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(command),
  });
  expect(response.status).toBe(200);
  return response.json();
}

beforeEach(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'mail-sink-test-'));
  clock = Date.parse('2025-05-12T10:00:00Z');
  await startSink();
  useSdk();
});

afterEach(async () => {
  await stopSink();
  await rm(folder, { recursive: true, force: true });
});

describe('accepted messages', () => {
  it('answers 200 OK and keeps the message with every template param, Georgian intact', async () => {
    const result = await emailjs.send('service_test', 'template_test', PARAMS);
    expect(result).toMatchObject({ status: 200, text: 'OK' });

    const messages = await outbox();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      lib_version: '4.4.1',
      user_id: 'test-public-key',
      service_id: 'service_test',
      template_id: 'template_test',
      template_params: PARAMS,
      receivedAt: '2025-05-12T10:00:00.000Z',
    });
    expect(Object.keys(messages[0]!.template_params).sort()).toEqual(Object.keys(PARAMS).sort());
  });

  it('appends to the outbox file, which outlives the service', async () => {
    await emailjs.send('service_test', 'template_test', PARAMS);
    clock += 1500;
    await emailjs.send('service_test', 'template_test', { ...PARAMS, from_name: 'Second' });

    const file = JSON.parse(
      await readFile(path.join(folder, 'outbox.json'), 'utf8'),
    ) as OutboxMessage[];
    expect(file.map((message) => message.template_params.from_name)).toEqual([
      'ნინო ბერიძე',
      'Second',
    ]);

    await stopSink();
    await startSink();
    expect((await outbox()).map((message) => message.template_params.from_name)).toEqual([
      'ნინო ბერიძე',
      'Second',
    ]);
  });

  it('empties the outbox on DELETE /outbox', async () => {
    await emailjs.send('service_test', 'template_test', PARAMS);
    const response = await fetch(`${origin}/outbox`, { method: 'DELETE' });
    expect(response.status).toBe(200);
    expect(await outbox()).toEqual([]);
  });

  it('answers the browser preflight for the JSON post', async () => {
    const response = await fetch(`${origin}/api/v1.0/email/send`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:8080',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
    expect(response.headers.get('access-control-allow-headers')).toContain('content-type');
  });
});

describe('400: missing or malformed parameters', () => {
  it.each([
    ['user_id', MAIL_ERRORS.userIdRequired],
    ['service_id', MAIL_ERRORS.serviceIdRequired],
    ['template_id', MAIL_ERRORS.templateIdRequired],
  ])('rejects a body without %s', async (field, text) => {
    expect(await postRaw(sdkBody({ [field]: undefined }))).toEqual({ status: 400, text });
    expect(await postRaw(sdkBody({ [field]: '' }))).toEqual({ status: 400, text });
  });

  it('rejects a body that is not JSON, or not an object', async () => {
    expect(await postRaw('user_id=test-public-key')).toEqual({
      status: 400,
      text: MAIL_ERRORS.notJson,
    });
    expect(await postRaw('[1, 2]')).toEqual({ status: 400, text: MAIL_ERRORS.notJson });
  });

  it('rejects template_params that are not an object', async () => {
    expect(await postRaw(sdkBody({ template_params: 'hello' }))).toEqual({
      status: 400,
      text: MAIL_ERRORS.templateParamsInvalid,
    });
  });

  it('keeps nothing it rejected', async () => {
    await postRaw(sdkBody({ user_id: undefined }));
    expect(await outbox()).toEqual([]);
  });
});

describe('401 and 404: unknown keys', () => {
  it('answers 401 to an unknown public key', async () => {
    useSdk('someone-elses-key');
    expect(await sendExpectingFailure('service_test', 'template_test')).toEqual({
      status: 401,
      text: MAIL_ERRORS.publicKeyInvalid,
    });
  });

  it('answers 404 to an unknown service and to an unknown template', async () => {
    expect(await sendExpectingFailure('service_other', 'template_test')).toEqual({
      status: 404,
      text: MAIL_ERRORS.serviceNotFound,
    });
    expect(await sendExpectingFailure('service_test', 'template_other')).toEqual({
      status: 404,
      text: MAIL_ERRORS.templateNotFound,
    });
    expect(await outbox()).toEqual([]);
  });
});

describe('a server’s send (the REST API with the private key)', () => {
  it('accepts the right private key and notes that it came with one, never the key', async () => {
    expect(await postRaw(sdkBody({ accessToken: 'local-private-key' }))).toEqual({
      status: 200,
      text: 'OK',
    });
    const [message] = await outbox();
    expect(message).toMatchObject({ withPrivateKey: true, template_params: PARAMS });
    expect(JSON.stringify(message)).not.toContain('local-private-key');
  });

  it('answers 403 to a wrong private key, and keeps nothing', async () => {
    expect(await postRaw(sdkBody({ accessToken: 'someone-elses-key' }))).toEqual({
      status: 403,
      text: MAIL_ERRORS.privateKeyInvalid,
    });
    expect(await outbox()).toEqual([]);
  });
});

describe('429: more than one send per second per key', () => {
  it('refuses a second send within a second and accepts one after it', async () => {
    await emailjs.send('service_test', 'template_test', PARAMS);
    clock += 999;
    expect(await sendExpectingFailure('service_test', 'template_test')).toEqual({
      status: 429,
      text: MAIL_ERRORS.tooManyRequests,
    });
    clock += 1;
    await expect(emailjs.send('service_test', 'template_test', PARAMS)).resolves.toMatchObject({
      status: 200,
    });
    expect(await outbox()).toHaveLength(2);
  });

  it('counts each public key separately', async () => {
    await stopSink();
    await startSink({ publicKeys: ['test-public-key', 'second-key'] });
    useSdk();
    await emailjs.send('service_test', 'template_test', PARAMS);
    useSdk('second-key');
    await expect(emailjs.send('service_test', 'template_test', PARAMS)).resolves.toMatchObject({
      status: 200,
    });
  });

  it('can be switched off by the control endpoint', async () => {
    await control({ rateLimitMs: 0 });
    await emailjs.send('service_test', 'template_test', PARAMS);
    await expect(emailjs.send('service_test', 'template_test', PARAMS)).resolves.toMatchObject({
      status: 200,
    });
  });
});

describe('test control: forced statuses', () => {
  it.each([400, 401, 404, 500])('answers %i to every send while forced', async (status) => {
    await control({ forceStatus: status });
    const failure = await sendExpectingFailure('service_test', 'template_test');
    expect(failure.status).toBe(status);
    expect(failure.text).not.toBe('');
    expect(await outbox()).toEqual([]);
  });

  it('forces a status for one sender only, and lifts it again', async () => {
    await control({ forceStatus: 500, fromEmail: 'broken@example.com' });
    expect(
      (
        await sendExpectingFailure('service_test', 'template_test', {
          ...PARAMS,
          from_email: 'broken@example.com',
        })
      ).status,
    ).toBe(500);
    await expect(emailjs.send('service_test', 'template_test', PARAMS)).resolves.toMatchObject({
      status: 200,
    });

    clock += 2000;
    await control({ forceStatus: null, fromEmail: 'broken@example.com' });
    await expect(
      emailjs.send('service_test', 'template_test', {
        ...PARAMS,
        from_email: 'broken@example.com',
      }),
    ).resolves.toMatchObject({ status: 200 });
  });

  it('restores the start state on reset', async () => {
    await control({ forceStatus: 404, rateLimitMs: 0 });
    const state = await control({ reset: true });
    expect(state).toMatchObject({ forced: [], rateLimitMs: 1000 });
    await expect(emailjs.send('service_test', 'template_test', PARAMS)).resolves.toMatchObject({
      status: 200,
    });
  });
});

describe('settings from the environment', () => {
  it('reads the accepted keys and the outbox file, with the documented defaults', () => {
    expect(mailSettingsFromEnv({})).toMatchObject({
      publicKeys: ['local-public-key'],
      serviceIds: ['service_local'],
      templateIds: ['template_contact'],
      rateLimitMs: 1000,
    });
    expect(
      mailSettingsFromEnv({
        MAIL_PUBLIC_KEY: 'a, b',
        MAIL_SERVICE_ID: 'service_x',
        MAIL_TEMPLATE_ID: 'template_y',
        MAIL_OUTBOX_FILE: '/var/mail/outbox.json',
      }),
    ).toMatchObject({
      publicKeys: ['a', 'b'],
      serviceIds: ['service_x'],
      templateIds: ['template_y'],
      outboxFile: '/var/mail/outbox.json',
    });
  });

  it('keeps the default outbox in the temp folder, one file per port', () => {
    const a = mailSettingsFromEnv({ LOCAL_SERVICES_PORT: '4000' }).outboxFile;
    const b = mailSettingsFromEnv({ LOCAL_SERVICES_PORT: '19410' }).outboxFile;
    expect(a.startsWith(os.tmpdir())).toBe(true);
    expect(a).not.toBe(b);
  });
});
