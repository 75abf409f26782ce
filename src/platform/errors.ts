// One error type for the rules of the service, and one handler that turns every failure
// into the spec's body {statusCode, message, error} without leaking internals.
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_ERROR_CODES, type ErrorCodeOf } from './error-codes.ts';

/** One problem of a request: where (`body.title`), what in English, and a stable code. */
export interface ErrorDetail {
  path: string;
  message: string;
  code?: string;
  /** The bound of a size or length problem (`min_length`, `max_items`, `maximum`…). */
  limit?: number;
  /** The values an `enum` problem allows. */
  allowed?: string[];
}

/** An error thrown without its own code answers the one of its status (platform/error-codes.ts). */
export const codeOfStatus = (statusCode: number): string => (STATUS_ERROR_CODES as Record<number, string>)[statusCode] ?? 'error';

/**
 * A problem with one field of a service's input, as the service names it: `title`,
 * `preferences.timezone`, `assignedWriters.1` — never where HTTP carried it. The error handler
 * renders it as a detail whose path says the request part (`body.title`, `querystring.to`).
 */
export interface FieldProblem extends Omit<ErrorDetail, 'path' | 'code'> {
  field: string;
  code: string;
}

export interface ErrorOptions {
  details?: ErrorDetail[];
  fields?: FieldProblem[];
  headers?: Record<string, string>;
  code?: string;
}

export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly details?: ErrorDetail[];
  /** The problems a service found, by field; rendered as details after `details`. */
  readonly fields?: FieldProblem[];
  readonly headers?: Record<string, string>;

  constructor(statusCode: number, message: string, options: ErrorOptions = {}) {
    super(message);
    this.statusCode = statusCode;
    this.code = options.code ?? codeOfStatus(statusCode);
    this.details = options.details;
    this.fields = options.fields;
    this.headers = options.headers;
  }
}

export const badRequest = (message: string, details?: ErrorDetail[], code?: ErrorCodeOf<400>) => new HttpError(400, message, { details, code });
/** The most details a 400 lists (decisions §0): the answer stays small whatever the body held. */
export const MAX_DETAILS = 20;

/**
 * At most MAX_DETAILS of the problems; when there were more, the last one listed says how many
 * were left out.
 */
export function boundedDetails(details: ErrorDetail[]): ErrorDetail[] {
  if (details.length <= MAX_DETAILS) return details;
  const left = details.length - MAX_DETAILS;
  const last = details[MAX_DETAILS - 1]!;
  return [
    ...details.slice(0, MAX_DETAILS - 1),
    { ...last, message: `${last.message} (and ${left} more ${left === 1 ? 'problem' : 'problems'} left out)` },
  ];
}

/** 400 Validation failed for the fields a service found wrong (rendered like the schema's own problems). */
export const invalidInput = (problems: FieldProblem[]) => new HttpError(400, 'Validation failed', { fields: problems, code: 'validation_failed' });
export const invalidField = (field: string, message: string, code: string, extra: Pick<FieldProblem, 'limit' | 'allowed'> = {}) =>
  invalidInput([{ field, message, code, ...extra }]);
export const validationFailed = (details: ErrorDetail[]) => new HttpError(400, 'Validation failed', { details: boundedDetails(details), code: 'validation_failed' });
export const unauthorized = (message = 'Unauthorized', code?: ErrorCodeOf<401>) => new HttpError(401, message, { code });
export const forbidden = (message = 'Forbidden', code?: ErrorCodeOf<403>) => new HttpError(403, message, { code });
export const notFound = (message = 'Not found', code?: ErrorCodeOf<404>) => new HttpError(404, message, { code });
export const conflict = (message: string, code?: ErrorCodeOf<409>) => new HttpError(409, message, { code });
export const gone = (message: string, code?: ErrorCodeOf<410>) => new HttpError(410, message, { code });
/** 429 with the Retry-After the caller worked out. */
export const tooManyRequests = (message: string, code: ErrorCodeOf<429>, retryAfterSeconds: number) =>
  new HttpError(429, message, { code, headers: { 'retry-after': String(retryAfterSeconds) } });
export const unavailable = (message = 'Service unavailable', code?: ErrorCodeOf<503>) => new HttpError(503, message, { code });

export function errorBody(statusCode: number, message: string, details?: ErrorDetail[], code = codeOfStatus(statusCode)) {
  return {
    statusCode,
    message,
    error: STATUS_CODES[statusCode] ?? 'Error',
    code,
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

function send(reply: FastifyReply, statusCode: number, message: string, details?: ErrorDetail[], code?: string) {
  return reply.code(statusCode).type('application/json; charset=utf-8').send(errorBody(statusCode, message, details, code));
}

const FRAMEWORK_ERRORS: Record<string, { message: string; code: ErrorCodeOf<400 | 413 | 415> }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { message: 'Unsupported Media Type: send application/json', code: 'unsupported_media_type' },
  FST_ERR_CTP_BODY_TOO_LARGE: { message: 'Request body is larger than 1 MiB', code: 'body_too_large' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { message: 'Body cannot be empty when content-type is set to application/json', code: 'empty_body' },
  FST_ERR_CTP_INVALID_JSON_BODY: { message: 'Malformed JSON body', code: 'malformed_json' },
  FST_ERR_BAD_URL: { message: 'Malformed URL', code: 'malformed_url' },
};

type PartSchema = { properties?: Record<string, unknown>; allOf?: PartSchema[]; anyOf?: PartSchema[]; oneOf?: PartSchema[] };

/** Whether a request part's schema (or one of its branches) declares this top-level property. */
function declares(schema: PartSchema | undefined, name: string): boolean {
  if (!schema || typeof schema !== 'object') return false;
  if (schema.properties && Object.hasOwn(schema.properties, name)) return true;
  return [...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some((branch) => declares(branch, name));
}

const REQUEST_PARTS = ['body', 'querystring', 'params'] as const;

/**
 * A field problem as a detail: its path starts with the request part whose schema declares the
 * field (`body.title`, `querystring.to`, `params.date`). A field the request did not carry (a
 * draft's stored title on confirmation) keeps its bare name.
 */
function detailOf(request: FastifyRequest, { field, ...problem }: FieldProblem): ErrorDetail {
  const schema = request.routeOptions.schema as Partial<Record<(typeof REQUEST_PARTS)[number], PartSchema>> | undefined;
  const part = REQUEST_PARTS.find((name) => declares(schema?.[name], field.split('.')[0]!));
  return { path: part ? `${part}.${field}` : field, ...problem };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      const details = error.fields
        ? boundedDetails([...(error.details ?? []), ...error.fields.map((problem) => detailOf(request, problem))])
        : error.details;
      return send(reply, error.statusCode, error.message, details, error.code);
    }
    if (isDatabaseDown(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return send(reply, 503, 'Database unavailable, try again shortly', undefined, 'database_unavailable');
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const known = FRAMEWORK_ERRORS[error.code]
        ?? (error instanceof SyntaxError ? FRAMEWORK_ERRORS.FST_ERR_CTP_INVALID_JSON_BODY : undefined)
        ?? (/prototype|constructor/i.test(error.message)
          ? { message: 'Forbidden property name in body', code: 'forbidden_property' }
          : { message: STATUS_CODES[status] ?? 'Bad Request', code: codeOfStatus(status) });
      return send(reply, status, known.message, undefined, known.code);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, 'Internal Server Error');
  });

  app.setNotFoundHandler((request, reply) => send(reply, 404, `Route ${request.method} ${request.url.split('?')[0]} not found`, undefined, 'route_not_found'));
}
