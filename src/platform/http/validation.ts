// Request validation. Query strings, path parameters and headers arrive as text, so their
// values are coerced to the schema's types; JSON bodies are taken as sent: 42 is not a title
// and null is not an empty string.
import { Ajv, type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';

function build(coerceTypes: Options['coerceTypes']): Ajv {
  const ajv = new Ajv({
    coerceTypes,
    // Unknown body properties are dropped, never applied (no mass assignment).
    removeAdditional: 'all',
    useDefaults: true,
    allErrors: false,
    strict: false,
  });
  addFormats.default(ajv);
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

/** Ajv's check, then the text check on what survived it (dropped properties do not count). */
function withTextCheck(validate: ValidateFunction): ValidateFunction {
  const checked = ((data: unknown, context?: Parameters<ValidateFunction>[1]) => {
    const valid = validate(data, context);
    checked.errors = validate.errors;
    if (!valid) return false;
    const pointer = unstorableAt(data, '');
    if (pointer === null) return true;
    checked.errors = [{
      instancePath: pointer, schemaPath: '#', keyword: 'text', params: {},
      message: 'must not contain NUL characters or unpaired surrogates',
    } satisfies ErrorObject];
    return false;
  }) as ValidateFunction;
  // Fastify hands Ajv the request as parent when it sees schemaEnv, so that root values can be coerced.
  Object.assign(checked, { schema: validate.schema, schemaEnv: validate.schemaEnv });
  return checked;
}

export function createValidatorCompiler(): FastifySchemaCompiler<FastifySchema> {
  const forText = build('array');
  const forJson = build(false);
  return ({ schema, httpPart }) => withTextCheck((httpPart === 'body' ? forJson : forText).compile(schema as object));
}
