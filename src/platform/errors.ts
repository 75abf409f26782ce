// One error type for the rules of the service, and one handler that turns every failure
// into the spec's body {statusCode, message, error} without leaking internals.
import { STATUS_CODES } from 'node:http';
import type { ErrorObject } from 'ajv';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { detailsOf } from './http/validation.ts';

export interface ErrorDetail {
  path: string;
  message: string;
}

export class HttpError extends Error {
  readonly statusCode: number;
  readonly details?: ErrorDetail[];
  readonly headers?: Record<string, string>;

  constructor(statusCode: number, message: string, options: { details?: ErrorDetail[]; headers?: Record<string, string> } = {}) {
    super(message);
    this.statusCode = statusCode;
    this.details = options.details;
    this.headers = options.headers;
  }
}

export const badRequest = (message: string, details?: ErrorDetail[]) => new HttpError(400, message, { details });
export const validationFailed = (details: ErrorDetail[]) => new HttpError(400, 'Validation failed', { details });
export const unauthorized = (message = 'Unauthorized') => new HttpError(401, message);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const unavailable = (message = 'Service unavailable') => new HttpError(503, message);

export function errorBody(statusCode: number, message: string, details?: ErrorDetail[]) {
  return {
    statusCode,
    message,
    error: STATUS_CODES[statusCode] ?? 'Error',
    ...(details && details.length > 0 ? { details } : {}),
  };
}

// Codes a database driver reports when the server cannot be reached or is going away.
const DATABASE_DOWN_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN',
  '57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006',
]);

function isDatabaseDown(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof e.code === 'string' && DATABASE_DOWN_CODES.has(e.code)) return true;
    if (typeof e.message === 'string' && /Connection terminated|timeout exceeded when trying to connect/i.test(e.message)) {
      return true;
    }
    current = e.cause;
  }
  return false;
}

/** PostgreSQL raised this constraint violation (looked up through drizzle's wrapping). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    const e = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (e.code === '23505' && (constraint === undefined || e.constraint === constraint)) return true;
    current = e.cause;
  }
  return false;
}

function send(reply: FastifyReply, statusCode: number, message: string, details?: ErrorDetail[]) {
  return reply.code(statusCode).type('application/json; charset=utf-8').send(errorBody(statusCode, message, details));
}

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported Media Type: send application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is larger than 1 MiB',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Body cannot be empty when content-type is set to application/json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON body',
  FST_ERR_BAD_URL: 'Malformed URL',
};

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return send(reply, error.statusCode, error.message, error.details);
    }
    if (error.validation) {
      const part = (error as { validationContext?: string }).validationContext ?? 'body';
      return send(reply, 400, 'Validation failed', detailsOf(part, error.validation as ErrorObject[]));
    }
    if (isDatabaseDown(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return send(reply, 503, 'Database unavailable, try again shortly');
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = FRAMEWORK_MESSAGES[error.code]
        ?? (error instanceof SyntaxError ? 'Malformed JSON body' : undefined)
        ?? (/prototype|constructor/i.test(error.message) ? 'Forbidden property name in body' : STATUS_CODES[status] ?? 'Bad Request');
      return send(reply, status, message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, 'Internal Server Error');
  });

  app.setNotFoundHandler((request, reply) => send(reply, 404, `Route ${request.method} ${request.url.split('?')[0]} not found`));
}
