// Request validation (decisions §0). Query strings, path parameters and headers arrive as text,
// so their values are coerced to the schema's types; JSON bodies are taken as sent: 42 is not a
// title and null is not an empty string.
//
// Every problem of a request is reported at once: Ajv collects all errors of a part, and a part
// that fails does not stop the others from being checked — the problems are gathered on the
// request and answered together (400 Validation failed, details [{path, message}], at most 20)
// before the handler runs. An enum problem names the allowed values.
//
// The work is bounded by the schema, not by the body: an array longer than its maxItems is one
// problem and its items are not looked at (boundedSchema), and turning Ajv's errors into
// details takes time in proportion to their number. So a 1 MiB body of 100,000 wrong items costs
// about as much as parsing it (bench/bounded-work.bench.ts).
import { Ajv, type ErrorObject, type Options, type SchemaValidateFunction, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyRequest, FastifySchema, FastifySchemaCompiler } from 'fastify';
import type { SchemaErrorFormatter } from 'fastify/types/schema.js';
import { IANAZone } from 'luxon';
import { validationFailed, type ErrorDetail } from '../errors.ts';
import { CONTROL_CHARACTERS } from '../text.ts';
import { SINGLE_LINE_KEYWORD } from './schemas.ts';

const SINGLE_LINE_MESSAGE = 'must be a single line: no control characters such as line breaks or tabs';

// Names must stay on one line (decisions §0): DisplayName schemas carry this keyword.
const singleLine: SchemaValidateFunction = (enabled: boolean, data: string) => {
  const valid = !enabled || !CONTROL_CHARACTERS.test(data);
  singleLine.errors = valid ? undefined : [{ keyword: SINGLE_LINE_KEYWORD, message: SINGLE_LINE_MESSAGE, params: {} }];
  return valid;
};

function build(coerceTypes: Options['coerceTypes']): Ajv {
  const ajv = new Ajv({
    coerceTypes,
    // Unknown body properties are dropped, never applied (no mass assignment).
    removeAdditional: 'all',
    useDefaults: true,
    allErrors: true,
    // The failing schema comes with each error, so that enum problems can name the allowed values.
    verbose: true,
    strict: false,
  });
  addFormats.default(ajv);
  ajv.addKeyword({ keyword: SINGLE_LINE_KEYWORD, type: 'string', schemaType: 'boolean', errors: true, validate: singleLine });
  ajv.addFormat('iana-time-zone', { type: 'string', validate: (value: string) => IANAZone.isValidZone(value) });
  return ajv;
}

// PostgreSQL text and jsonb cannot hold NUL, and an unpaired UTF-16 surrogate is not text at
// all (the driver would silently turn it into U+FFFD, jsonb refuses it): such strings are a
// validation error in every part of every request, instead of a failure deep in the database.
// eslint-disable-next-line no-control-regex -- NUL is exactly what is looked for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function unstorableAt(value: unknown, pointer: string, depth = 0): string | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? pointer : null;
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  for (const [key, inner] of Object.entries(value)) {
    const at = `${pointer}/${key}`;
    if (UNSTORABLE.test(key)) return at;
    const found = unstorableAt(inner, at, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

type Schema = { const?: unknown; type?: string | string[]; anyOf?: Schema[]; enum?: unknown[] };

/** The alternatives a schema allows, as words: constants as they are, other branches by type. */
function alternatives(schema: Schema): { values: string[]; allConstant: boolean } {
  if (schema.anyOf) {
    const parts = schema.anyOf.map(alternatives);
    return { values: parts.flatMap((p) => p.values), allConstant: parts.every((p) => p.allConstant) };
  }
  if ('const' in schema) return { values: [String(schema.const)], allConstant: true };
  if (schema.enum) return { values: schema.enum.map(String), allConstant: true };
  if (schema.type === 'null') return { values: ['null'], allConstant: true };
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'another form'];
  return { values: types, allConstant: false };
}

const MISMATCH = new Set(['type', 'const', 'enum', 'anyOf']);

const snakeCase = (name: string) => name.replace(/^x-/, '').replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/-/g, '_').toLowerCase();

/**
 * A detail's code is the schema keyword that failed, in snake case (`maxLength` → `max_length`);
 * a format names itself (`format_email`), so that clients need not read the message.
 */
function detailCode(error: ErrorObject): string {
  if (error.keyword === SINGLE_LINE_KEYWORD) return 'single_line';
  // DisplayName's pattern: the text must hold something besides spaces.
  if (error.keyword === 'pattern' && error.params?.pattern === '\\S') return 'blank';
  if (error.keyword === 'format' && typeof error.params?.format === 'string') return `format_${snakeCase(error.params.format)}`;
  return snakeCase(error.keyword);
}

/**
 * The errors of the branches of a union that failed: Ajv reports them just before the union's
 * own error, for the same value or values inside it, under the union's schema path.
 */
function branchErrors(errors: ErrorObject[], unionIndex: number): ErrorObject[] {
  const union = errors[unionIndex]!;
  const schemaPrefix = `${union.schemaPath}/`;
  const branch: ErrorObject[] = [];
  for (let i = unionIndex - 1; i >= 0; i -= 1) {
    const e = errors[i]!;
    const inside = e.instancePath === union.instancePath || e.instancePath.startsWith(`${union.instancePath}/`);
    if (!inside || !e.schemaPath.startsWith(schemaPrefix)) break;
    branch.push(e);
  }
  return branch;
}

/** Ajv's errors of one request part as details: one per problem, enums naming their values. */
export function detailsOf(part: string, reported: ErrorObject[]): ErrorDetail[] {
  // `if` only repeats that its `then` failed (boundedSchema's item check): the items' own errors say what.
  const errors = reported.filter((e) => e.keyword !== 'if');
  // A union that failed is one problem. When the value had the form of one branch and failed
  // inside it (an array with a bad item, a string too long) that branch's errors say what is
  // wrong; otherwise (no branch's type or value) the union says which ones it allows.
  const skipped = new Set<ErrorObject>();
  errors.forEach((error, index) => {
    if (error.keyword !== 'anyOf') return;
    const branch = branchErrors(errors, index);
    const specific = branch.filter((e) => !MISMATCH.has(e.keyword));
    if (specific.length > 0) skipped.add(error);
    for (const e of branch) if (!specific.includes(e)) skipped.add(e);
  });
  const details: ErrorDetail[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    if (skipped.has(error)) continue;
    const missing = error.params?.missingProperty;
    const pointer = `${error.instancePath ?? ''}${typeof missing === 'string' ? `/${missing}` : ''}`;
    const detail: ErrorDetail = { path: `${part}${pointer.replace(/\//g, '.')}`, message: error.message ?? 'is invalid', code: detailCode(error) };
    if (error.keyword === 'anyOf' || error.keyword === 'enum') {
      const { values, allConstant } = alternatives(error.keyword === 'enum' ? { enum: error.params.allowedValues as unknown[] } : error.parentSchema as Schema);
      detail.message = allConstant ? `must be one of: ${values.join(', ')}` : `must be ${values.join(' or ')}`;
      if (allConstant) Object.assign(detail, { code: 'enum', allowed: values });
    } else if (error.keyword === 'format' && error.params?.format === 'iana-time-zone') {
      detail.message = 'must be an IANA time zone name such as Europe/Berlin';
    } else if (typeof error.params?.limit === 'number') {
      detail.limit = error.params.limit;
    }
    const key = `${detail.path}\n${detail.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    details.push(detail);
  }
  return details;
}

type SchemaNode = Record<string, unknown>;

/**
 * The schema Ajv compiles: the same rules, except that the items of an array are only looked at
 * when the array is within its maxItems (JSON Schema if/then). Ajv checks every item even when
 * the array is too long, so without this 100,000 wrong items would make 100,000 problems and
 * cost as much; with it, too many items is one problem. The OpenAPI document keeps the schema
 * as written.
 */
export function boundedSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(boundedSchema);
  if (schema === null || typeof schema !== 'object') return schema;
  const bounded: SchemaNode = {};
  for (const [key, value] of Object.entries(schema as SchemaNode)) {
    // Literal values (const, enum, default, examples) are data, not schemas.
    bounded[key] = key === 'const' || key === 'enum' || key === 'default' || key === 'examples' ? value : boundedSchema(value);
  }
  if (typeof bounded.maxItems === 'number' && bounded.items !== undefined && bounded.if === undefined) {
    const { items } = bounded;
    delete bounded.items;
    bounded.if = { maxItems: bounded.maxItems };
    bounded.then = { items };
  }
  return bounded;
}

// Problems found so far in this request's parts (Fastify names the part `query`, we say `querystring`).
const PROBLEMS = Symbol('validationProblems');
const PART_NAMES: Record<string, string> = { query: 'querystring' };
type WithProblems = FastifyRequest & { [PROBLEMS]?: ErrorDetail[] };

/** Ajv's check, then the text check on what survived it (dropped properties do not count). */
function collecting(validate: ValidateFunction): ValidateFunction {
  const checked = ((data: unknown, context?: Parameters<ValidateFunction>[1]) => {
    const valid = validate(data, context);
    let errors = valid ? null : validate.errors ?? [];
    if (valid) {
      const pointer = unstorableAt(data, '');
      if (pointer !== null) {
        errors = [{
          instancePath: pointer, schemaPath: '#', keyword: 'text', params: {},
          message: 'must not contain NUL characters or unpaired surrogates',
        } satisfies ErrorObject];
      }
    }
    if (!errors) return true;
    // With the request as parent the problems wait on it and the other parts are checked too;
    // without one (never in this service) the part fails on its own.
    const request = context?.parentData as WithProblems | undefined;
    const part = String(context?.parentDataProperty ?? 'body');
    if (!request || typeof request !== 'object') {
      checked.errors = errors;
      return false;
    }
    (request[PROBLEMS] ??= []).push(...detailsOf(PART_NAMES[part] ?? part, errors));
    return true;
  }) as ValidateFunction;
  // Fastify hands Ajv the request as parent when it sees schemaEnv, so that root values can be coerced.
  Object.assign(checked, { schema: validate.schema, schemaEnv: validate.schemaEnv });
  return checked;
}

export function createValidatorCompiler(): FastifySchemaCompiler<FastifySchema> {
  const forText = build('array');
  const forJson = build(false);
  return ({ schema, httpPart }) => collecting((httpPart === 'body' ? forJson : forText).compile(boundedSchema(schema) as object));
}

/** The 400 of a part checked without the request at hand (Fastify's own path; the hooks below answer the others). */
export const formatValidationErrors: SchemaErrorFormatter = (errors, part) => validationFailed(detailsOf(part, errors as ErrorObject[]));

/**
 * The hooks that answer the gathered problems, and the PATCH rule of decisions §0: a body with
 * properties of which the endpoint knows none is a misspelling, never a silent 200 (unknown
 * properties next to known ones are still dropped).
 */
export function registerValidationHooks(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.method !== 'PATCH') return;
    const body = request.body;
    const known = (request.routeOptions.schema?.body as { properties?: Record<string, unknown> } | undefined)?.properties;
    if (!known || body === null || typeof body !== 'object' || Array.isArray(body)) return;
    const given = Object.keys(body);
    if (given.length === 0 || given.some((key) => Object.hasOwn(known, key))) return;
    const allowed = Object.keys(known).join(', ');
    throw validationFailed(given.map((key) => ({ path: `body.${key}`, message: `is not a property of this endpoint (known: ${allowed})`, code: 'unknown_property' })));
  });
  app.addHook('preHandler', async (request) => {
    const problems = (request as WithProblems)[PROBLEMS];
    if (problems && problems.length > 0) throw validationFailed(problems);
  });
}
