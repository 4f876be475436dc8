// Errors in the Content Delivery API's JSON shape: `{ sys: { type: 'Error', id }, message,
// details?, requestId }` with the status Contentful uses for that id. The SDK reads `sys.id`,
// `message` and `details` from these bodies to build its own error messages.
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { sendJson } from '../http/respond.ts';

export type ErrorDetails = Record<string, unknown>;

/** One problem of an InvalidQuery, as Contentful lists them (`name`, `path`, `details`…). */
export interface QueryProblem {
  name: string;
  path?: string[];
  details?: string;
  value?: string;
}

const STATUS_BY_ID: Record<string, number> = {
  AccessTokenInvalid: 401,
  NotFound: 404,
  InvalidQuery: 400,
  BadRequest: 400,
  MethodNotAllowed: 405,
};

export class ContentError extends Error {
  id: string;
  status: number;
  details: ErrorDetails | undefined;

  constructor(id: string, message: string, details?: ErrorDetails) {
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

export const notFound = (details?: ErrorDetails) =>
  new ContentError('NotFound', 'The resource could not be found.', details);

export const badRequest = (message: string) => new ContentError('BadRequest', message);

/** One or more problems with filters or orders, listed like Contentful lists them. */
export const invalidQuery = (errors: QueryProblem[]) =>
  new ContentError(
    'InvalidQuery',
    'The query you sent was invalid. Probably a filter or ordering specification is not applicable to the type of a field.',
    { errors },
  );

export function sendContentError(response: ServerResponse, error: ContentError): void {
  const body = {
    sys: { type: 'Error', id: error.id },
    message: error.message,
    ...(error.details ? { details: error.details } : {}),
    requestId: randomUUID(),
  };
  sendJson(response, error.status, body, { 'Cache-Control': 'no-store' });
}
