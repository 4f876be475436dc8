// @ts-nocheck -- not yet typed (TypeScript migration)
// Errors in the Content Delivery API's JSON shape: `{ sys: { type: 'Error', id }, message,
// details?, requestId }` with the status Contentful uses for that id. The SDK reads `sys.id`,
// `message` and `details` from these bodies to build its own error messages.
import { randomUUID } from 'node:crypto';
import { sendJson } from '../http/respond.ts';

const STATUS_BY_ID = {
  AccessTokenInvalid: 401,
  NotFound: 404,
  InvalidQuery: 400,
  BadRequest: 400,
  MethodNotAllowed: 405,
};

export class ContentError extends Error {
  constructor(id, message, details) {
    super(message);
    this.id = id;
    this.status = STATUS_BY_ID[id] ?? 500;
    this.details = details;
  }
}

export const accessTokenInvalid = () =>
  new ContentError(
    'AccessTokenInvalid',
    'The access token you sent could not be found or is invalid.',
  );

export const notFound = (details) =>
  new ContentError('NotFound', 'The resource could not be found.', details);

export const badRequest = (message) => new ContentError('BadRequest', message);

/** One or more problems with filters or orders, listed like Contentful lists them. */
export const invalidQuery = (errors) =>
  new ContentError(
    'InvalidQuery',
    'The query you sent was invalid. Probably a filter or ordering specification is not applicable to the type of a field.',
    { errors },
  );

export function sendContentError(response, error) {
  const body = {
    sys: { type: 'Error', id: error.id },
    message: error.message,
    ...(error.details ? { details: error.details } : {}),
    requestId: randomUUID(),
  };
  sendJson(response, error.status, body, { 'Cache-Control': 'no-store' });
}
