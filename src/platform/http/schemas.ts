// Schemas shared by every module's routes.
import { STATUS_CODES } from 'node:http';
import { Type, type Static, type TSchema } from 'typebox';
import { apiErrorCodes } from '../error-codes.ts';

// 36 characters: the canonical form, which is also the only one PostgreSQL's uuid is given here.
export const Uuid = Type.String({ format: 'uuid', maxLength: 36 });
/** For ids that arrive outside a schema (token claims, chat tool arguments, CLI arguments). */
export const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
// Services hand Date objects to the serializer, which writes them as ISO 8601 strings.
export const Timestamp = Type.Unsafe<Date | string>({ type: 'string', format: 'date-time', description: 'ISO 8601 UTC with milliseconds' });
/**
 * Calendar dates and timestamps the service accepts (decisions §0): years 1970-9999. Earlier
 * years meet local mean time offsets and calendars nobody plans work in; later ones do not fit
 * four digits.
 */
export const SUPPORTED_YEARS = { min: 1970, max: 9999 } as const;
export const isSupportedYear = (year: number) => year >= SUPPORTED_YEARS.min && year <= SUPPORTED_YEARS.max;
export const CalendarDate = Type.String({ format: 'date', maxLength: 10, pattern: '^(19[7-9]\\d|[2-9]\\d{3})-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD, years 1970-9999' });
const SCALAR_TYPES = new Set(['string', 'integer', 'number', 'boolean']);
/**
 * A value or null, for what the service answers. A scalar becomes a type list (`type: ['string',
 * 'null']`), which the response serializer tells apart with `typeof`; for an anyOf it runs the
 * validator on every value it writes. Other schemas (objects, arrays, unions) stay an anyOf.
 */
export function Nullable<T extends TSchema>(schema: T, options: { description?: string } = {}) {
  const { type } = schema as { type?: unknown };
  return Type.Unsafe<Static<T> | null>(typeof type === 'string' && SCALAR_TYPES.has(type)
    ? { ...schema, type: [type, 'null'], ...options }
    : Type.Union([schema, Type.Null()], options));
}
/**
 * A request's value or null, as an anyOf: a wrong value is then reported as "must be string or
 * null" (code any_of), and a value too long by its branch's own problem.
 */
export const NullableInput = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Schema keyword (checked by platform/http/validation.ts): the string holds no control characters, line breaks included. */
export const SINGLE_LINE_KEYWORD = 'x-single-line';

/**
 * The name of a person, organization or client: not blank and one line (decisions §0), since
 * names end up in posts to chat channels, where a line break would let a name forge a line.
 */
export const DisplayName = (maxLength: number) => Type.String({
  minLength: 1, maxLength, pattern: '\\S', [SINGLE_LINE_KEYWORD]: true,
  description: `1-${maxLength} characters, not blank, no control characters (line breaks and tabs included)`,
});

/** Lowest first: the order is the rank (platform/auth/access.ts, and the web app through the OpenAPI document). */
export const Role = Type.Union([Type.Literal('employee'), Type.Literal('manager'), Type.Literal('admin')]);
export type Role = Static<typeof Role>;

/** What every error body holds; each documented status narrows it (ERROR_SCHEMAS). */
const ErrorBody = Type.Object({
  statusCode: Type.Integer(),
  message: Type.String(),
  error: Type.String(),
  code: Type.Optional(Type.String({ pattern: '^[a-z][a-z0-9_]*$', description: 'Stable snake_case identifier of the problem: match this, never the message' })),
  details: Type.Optional(Type.Array(Type.Object({
    path: Type.String(),
    message: Type.String(),
    code: Type.Optional(Type.String({ description: 'Stable identifier of this problem (the schema keyword for validation problems, e.g. max_length, required, enum, format_email)' })),
    limit: Type.Optional(Type.Number({ description: 'The bound of a size or length problem' })),
    allowed: Type.Optional(Type.Array(Type.String(), { description: 'The values an enum problem allows' })),
  }))),
});

export const IdParams = Type.Object({ id: Uuid });

export const PaginationQuery = {
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  // Bounded so that 1e309 (Infinity once coerced) or 1e308 never reaches OFFSET in SQL.
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647, default: 0 })),
};

export const Page = <T extends TSchema>(item: T) => Type.Object({
  data: Type.Array(item),
  total: Type.Integer(),
  limit: Type.Integer(),
  offset: Type.Integer(),
});

const DOCUMENTED_STATUSES = [400, 401, 403, 404, 409, 410, 429, 503] as const;
type DocumentedStatus = (typeof DOCUMENTED_STATUSES)[number];

/** `NotFoundError` for 404: the component's name in the OpenAPI document (and in generated clients). */
const errorSchemaId = (status: DocumentedStatus) => `${STATUS_CODES[status]!.replace(/[^A-Za-z]/g, '')}Error`;

/**
 * The error body of one status, its `code` an enum of every code the API answers with that
 * status (platform/error-codes.ts, the catalog the throwing helpers accept), so that a generated
 * client can switch over them.
 */
export const ERROR_SCHEMAS = DOCUMENTED_STATUSES.map((status) => Type.Object({
  ...ErrorBody.properties,
  statusCode: Type.Literal(status),
  code: Type.Unsafe<string>({
    type: 'string', enum: apiErrorCodes(status),
    description: `Stable identifier of the problem: match this, never the message. ${apiErrorCodes(status)[0]} when nothing more specific applies.`,
  }),
}, { $id: errorSchemaId(status), description: `Every ${status} answer: {statusCode, message, error, code}${status === 400 ? '; validation errors add details' : ''}.` }));

/** A documented error response of this status (its schema by reference). */
export const errorResponse = (status: DocumentedStatus, description: string) => Type.Ref(errorSchemaId(status), { description });

/** Error responses by status, for the OpenAPI document; pick the ones a route can give. */
export const Errors = {
  400: errorResponse(400, 'Validation failed or malformed input'),
  401: errorResponse(401, 'Missing, invalid or expired credentials'),
  403: errorResponse(403, 'Role too low for this operation'),
  404: errorResponse(404, 'Not found (also for another organization\'s ids)'),
  409: errorResponse(409, 'Conflict with the current state'),
  429: errorResponse(429, 'Too Many Requests (Retry-After: seconds to wait)'),
  503: errorResponse(503, 'Temporarily unavailable'),
} as const;

export function errors<K extends keyof typeof Errors>(...codes: K[]): Pick<typeof Errors, K> {
  return Object.fromEntries(codes.map((c) => [c, Errors[c]])) as Pick<typeof Errors, K>;
}

type Security = { [scheme: string]: string[] }[];
export const bearer: Security = [{ bearerAuth: [] }];
export const apiKey: Security = [{ apiKeyAuth: [] }];
export const bearerOrApiKey: Security = [{ bearerAuth: [] }, { apiKeyAuth: [] }];
