// Errors in the logs say what failed and where, never the data: a failed query's parameters
// (a password hash, an e-mail, an inquiry message) and PostgreSQL's `detail` (which quotes the
// failing row or key) stay out. Every `err` the service logs goes through serializeError.

// Fields of driver and HTTP errors that name what went wrong without quoting any value.
const KEPT_FIELDS = ['code', 'constraint', 'table', 'column', 'schema', 'routine', 'severity', 'statusCode'] as const;
const MAX_CAUSES = 4;

interface ErrorFields {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  query?: unknown;
  params?: unknown;
  cause?: unknown;
  [field: string]: unknown;
}

/** The message without what a query error appends after it ("\nparams: …"). */
function withoutParameters(error: ErrorFields): string {
  const message = typeof error.message === 'string' ? error.message : String(error.message ?? '');
  return error.params === undefined ? message : message.split('\nparams:')[0]!;
}

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/** The `err` serializer of the service's logger. */
export const serializeError = (error: Error): SerializedError => serialize(error, 0);

function serialize(error: object, depth: number): SerializedError {
  const fields = error as ErrorFields;
  const type = typeof fields.name === 'string' ? fields.name : (error.constructor?.name ?? 'Error');
  const message = withoutParameters(fields);
  // The stack's first line repeats the message: only the frames are taken from it.
  const frames = typeof fields.stack === 'string' ? fields.stack.split('\n').filter((line) => /^\s+at /.test(line)) : [];
  const out: SerializedError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  // SQL text carries placeholders ($1, $2 …), not values.
  if (typeof fields.query === 'string') out.query = fields.query;
  for (const field of KEPT_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (fields.cause !== null && typeof fields.cause === 'object' && depth < MAX_CAUSES) out.cause = serialize(fields.cause, depth + 1);
  return out;
}
