// The web forms check what the service will check before they send it: this writes
// web/src/api/limits.ts from the service's OpenAPI document — the length and number bounds of the
// fields the forms fill, and the roles in rank order — so that the one statement of each bound is
// the server's schema. `--check` only compares and fails when the committed file differs.
import { writeOrCheck } from './generated-file.ts';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serviceOpenApiDocument } from './web-api.ts';

export const LIMITS_FILE = fileURLToPath(new URL('../web/src/api/limits.ts', import.meta.url));

type Schema = Record<string, unknown>;
type Document = Record<string, unknown>;

/** Where a field's schema is: a request body or query parameter of an operation, or a property of a component. */
type Place =
  | { body: `${'post' | 'patch' | 'put'} /${string}`; field: string[] }
  | { query: `get /${string}`; field: string }
  | { component: string; field: string[] };

/** The fields the forms fill, by the name the forms use, and the operation that states their bounds. */
const FIELDS: Record<string, Place> = {
  taskTitle: { body: 'post /api/tasks/drafts', field: ['title'] },
  taskDescription: { body: 'post /api/tasks/drafts', field: ['description'] },
  moodNote: { body: 'post /api/moods', field: ['note'] },
  flagDescription: { body: 'post /api/flags', field: ['description'] },
  flagResolutionNote: { body: 'post /api/flags/{id}/resolve', field: ['resolutionNote'] },
  inquiryTopic: { body: 'post /api/flags/inquiries', field: ['topic'] },
  inquiryMessage: { body: 'post /api/flags/inquiries/{id}/messages', field: ['content'] },
  chatMessage: { body: 'post /api/chat', field: ['message'] },
  clientName: { body: 'post /api/clients', field: ['name'] },
  clientCadence: { body: 'post /api/clients', field: ['contentCadence'] },
  personName: { body: 'post /api/users', field: ['name'] },
  email: { body: 'post /api/users', field: ['email'] },
  password: { body: 'post /api/users', field: ['password'] },
  userSearch: { query: 'get /api/users', field: 'search' },
  platformUserId: { body: 'post /api/users/{id}/identities', field: ['platformUserId'] },
  platformTeamId: { body: 'post /api/users/{id}/identities', field: ['platformTeamId'] },
  organizationName: { body: 'patch /api/organizations/{id}', field: ['name'] },
  reminderMinutes: { component: 'Organization', field: ['preferences', 'reminderMinutesBeforeDeadline'] },
  blockerFollowUpDays: { component: 'Organization', field: ['preferences', 'blockerFollowUpDays'] },
  apiKeyName: { body: 'post /api/api-keys', field: ['name'] },
};

const BOUNDS = ['minLength', 'maxLength', 'minimum', 'maximum'] as const;

function walk(value: unknown, keys: string[], where: string): Schema {
  let node = value;
  for (const key of keys) {
    if (typeof node !== 'object' || node === null || !(key in node)) throw new Error(`the OpenAPI document has no ${where} (missing ${key})`);
    node = (node as Record<string, unknown>)[key];
  }
  return node as Schema;
}

/** The schema itself: $refs followed, and of a nullable anyOf the one member that is not null. */
function resolve(document: Document, schema: Schema, where: string): Schema {
  if (typeof schema.$ref === 'string') return resolve(document, walk(document, schema.$ref.slice(2).split('/'), where), where);
  const members = Array.isArray(schema.anyOf) ? (schema.anyOf as Schema[]).filter((member) => member.type !== 'null') : [];
  return members.length === 1 ? resolve(document, members[0]!, where) : schema;
}

function propertyOf(document: Document, schema: Schema, field: string[], where: string): Schema {
  return field.reduce((node, key) => resolve(document, walk(resolve(document, node, where), ['properties', key], where), where), schema);
}

function schemaAt(document: Document, place: Place): Schema {
  if ('component' in place) {
    const where = `${place.component}.${place.field.join('.')}`;
    return propertyOf(document, walk(document, ['components', 'schemas', place.component], where), place.field, where);
  }
  const [method, path] = ('body' in place ? place.body : place.query).split(' ') as [string, string];
  if ('body' in place) {
    const where = `${place.body} body ${place.field.join('.')}`;
    return propertyOf(document, walk(document, ['paths', path, method, 'requestBody', 'content', 'application/json', 'schema'], where), place.field, where);
  }
  const where = `${place.query} query ${place.field}`;
  const parameters = walk(document, ['paths', path, method, 'parameters'], where) as unknown as Schema[];
  const parameter = parameters.find((p) => p.in === 'query' && p.name === place.field);
  if (!parameter) throw new Error(`the OpenAPI document has no ${where}`);
  return resolve(document, parameter.schema as Schema, where);
}

/** The roles of the User schema, in the enum's order: the service ranks them in that order, lowest first. */
function rolesOf(document: Document): string[] {
  const role = walk(document, ['components', 'schemas', 'User', 'properties', 'role'], 'User.role');
  const members = (role.anyOf ?? [role]) as Schema[];
  return members.flatMap((member) => (member.enum ?? [member.const]) as string[]);
}

/** web/src/api/limits.ts, as TypeScript source. */
export function limitsSource(document: Document): string {
  const rows = Object.entries(FIELDS).map(([name, place]) => {
    const schema = schemaAt(document, place);
    const bounds = BOUNDS.filter((bound) => typeof schema[bound] === 'number').map((bound) => `${bound}: ${schema[bound] as number}`);
    if (bounds.length === 0) throw new Error(`${name}: the OpenAPI document states no bound for it`);
    return `  ${name}: { ${bounds.join(', ')} },`;
  });
  return [
    '// Generated from the service\'s OpenAPI document by `npm run web:limits`; do not edit.',
    '// The bounds the service checks on the fields the forms fill, and the roles from lowest to highest.',
    '',
    'export const LIMITS = {',
    ...rows,
    '} as const;',
    '',
    `export const ROLES = [${rolesOf(document).map((role) => `'${role}'`).join(', ')}] as const;`,
    '',
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeOrCheck(LIMITS_FILE, limitsSource(await serviceOpenApiDocument()), 'the service\'s OpenAPI document', 'npm run web:limits');
}
