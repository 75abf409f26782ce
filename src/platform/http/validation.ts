// Request validation. Query strings, path parameters and headers arrive as text, so their
// values are coerced to the schema's types; JSON bodies are taken as sent: 42 is not a title
// and null is not an empty string.
import { Ajv, type Options } from 'ajv';
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

export function createValidatorCompiler(): FastifySchemaCompiler<FastifySchema> {
  const forText = build('array');
  const forJson = build(false);
  return ({ schema, httpPart }) => (httpPart === 'body' ? forJson : forText).compile(schema as object);
}
