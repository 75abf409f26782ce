// The OpenAPI document is usable by a client generator: every operation has a unique, meaningful
// operationId and declares its security (public ones with []), every tag is described, and paths
// of the same shape are told apart by their parameters' patterns. `npm run lint:openapi` runs
// Redocly's recommended rules on the same document in CI.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { serviceOpenApiDocument } from '../../scripts/web-api.ts';
import { API_ERROR_CODES, apiErrorCodes } from '../../src/platform/error-codes.ts';
import { DESCRIPTION_MAX_LENGTH, MOOD_SCALE, TITLE_MAX_LENGTH } from '../../src/platform/limits.ts';

interface Operation {
  operationId?: string; security?: unknown[]; tags?: string[]; parameters?: { in: string; name: string; schema?: { pattern?: string } }[];
  responses?: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
  requestBody?: { content: Record<string, { schema: { properties: Record<string, { maxLength?: number; minimum?: number; maximum?: number }> } }> };
}
interface Document {
  components: { schemas: Record<string, { properties: { code: { enum?: string[] }; statusCode: { const?: number; enum?: number[] } }; required?: string[] }> };
  info: { license?: { name?: string; identifier?: string } };
  servers?: { url: string }[];
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
let document: Document;
let operations: { method: string; path: string; operation: Operation }[];

before(async () => {
  document = await serviceOpenApiDocument() as unknown as Document;
  operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).filter(([method]) => METHODS.has(method)).map(([method, operation]) => ({ method, path, operation })));
});

test('every operation has a unique camelCase operationId', () => {
  assert.ok(operations.length >= 78, `the document lists the service's operations (${operations.length})`);
  const missing = operations.filter(({ operation }) => typeof operation.operationId !== 'string').map(({ method, path }) => `${method} ${path}`);
  assert.deepEqual(missing, [], 'operations without an operationId');
  const ids = operations.map(({ operation }) => operation.operationId!);
  assert.deepEqual(ids.filter((id, i) => ids.indexOf(id) !== i), [], 'operationIds used twice');
  assert.deepEqual(ids.filter((id) => !/^[a-z][a-zA-Z]+$/.test(id)), [], 'operationIds that are not camelCase words');
  const byRoute = new Map(operations.map(({ method, path, operation }) => [`${method} ${path}`, operation.operationId]));
  assert.equal(byRoute.get('get /api/tasks'), 'listTasks');
  assert.equal(byRoute.get('post /api/tasks/drafts/{id}/confirm'), 'confirmDraft');
});

test('every operation declares its security, public ones with an empty list', () => {
  const undeclared = operations.filter(({ operation }) => !Array.isArray(operation.security)).map(({ method, path }) => `${method} ${path}`);
  assert.deepEqual(undeclared, [], 'operations without security');
  const publicOnes = operations.filter(({ operation }) => operation.security!.length === 0).map(({ method, path }) => `${method} ${path}`).sort();
  assert.deepEqual(publicOnes, [
    'get /api/auth/chat_a/callback', 'get /api/auth/chat_a/url', 'get /api/auth/providers', 'get /healthz', 'get /readyz',
    'post /api/auth/accept-invitation', 'post /api/auth/check-invitation', 'post /api/auth/login', 'post /api/auth/register', 'post /api/organizations',
  ]);
});

test('the document names its server and license, and describes every tag an operation uses', () => {
  assert.ok(document.servers && document.servers.length > 0, 'servers');
  assert.equal(document.info.license?.identifier, 'MIT');
  const described = new Map((document.tags ?? []).map((tag) => [tag.name, tag.description ?? '']));
  const used = new Set(operations.flatMap(({ operation }) => operation.tags ?? []));
  assert.deepEqual([...used].filter((tag) => !described.get(tag)), [], 'tags without a description');
  assert.deepEqual([...described.keys()].filter((tag) => !used.has(tag)), [], 'described tags no operation uses');
  assert.deepEqual(operations.filter(({ operation }) => (operation.tags ?? []).length === 0).map(({ method, path }) => `${method} ${path}`), []);
});

test('paths of the same shape are told apart by their parameters\' patterns', () => {
  // Redocly's no-ambiguous-paths: same number of segments and parameters, literals equal where both are literal.
  const segments = (path: string) => path.split('/');
  const isParameter = (segment: string) => /^\{.+\}$/.test(segment);
  const ambiguous = (a: string, b: string) => {
    const [sa, sb] = [segments(a), segments(b)];
    return sa.length === sb.length && sa.filter(isParameter).length === sb.filter(isParameter).length
      && sa.every((segment, i) => isParameter(segment) || isParameter(sb[i]!) || segment === sb[i]);
  };
  const patternOf = (path: string, name: string) => {
    const parameter = Object.values(document.paths[path]!).flatMap((operation) => operation.parameters ?? [])
      .find((p) => p.in === 'path' && p.name === name);
    return parameter?.schema?.pattern;
  };
  // A pair is told apart where one path has a literal that the other's parameter pattern refuses.
  const toldApart = (a: string, b: string) => segments(a).some((segment, i) => {
    const other = segments(b)[i]!;
    const [literal, parameter, path] = isParameter(segment) ? [other, segment, a] : [segment, other, b];
    if (isParameter(literal) || !isParameter(parameter)) return false;
    const pattern = patternOf(path, parameter.slice(1, -1));
    return pattern !== undefined && !new RegExp(pattern).test(literal);
  });
  const paths = Object.keys(document.paths);
  const pairs = paths.flatMap((a, i) => paths.slice(i + 1).filter((b) => ambiguous(a, b)).map((b) => [a, b] as const));
  assert.ok(pairs.some((pair) => pair.includes('/api/flags/{id}/acknowledge') && pair.includes('/api/flags/inquiries/{id}')), 'the check sees the known pair');
  assert.deepEqual(pairs.filter(([a, b]) => !toldApart(a, b)).map(([a, b]) => `${a} ~ ${b}`), []);
});

test('every documented error response lists its codes: the catalog the throwing helpers accept', () => {
  const unlisted: string[] = [];
  const listed = new Map<string, Set<string>>();
  for (const { method, path, operation } of operations) {
    for (const [status, response] of Object.entries(operation.responses ?? {})) {
      if (Number(status) < 400) continue;
      const ref = response.content?.['application/json']?.schema?.$ref;
      const component = ref ? document.components.schemas[ref.replace('#/components/schemas/', '')] : undefined;
      const codes = component?.properties.code.enum;
      if (!codes || !component.required?.includes('code')) {
        unlisted.push(`${method} ${path} ${status}`);
        continue;
      }
      assert.deepEqual(codes, apiErrorCodes(Number(status) as 404), `${method} ${path} ${status}`);
      for (const code of codes) (listed.get(status) ?? listed.set(status, new Set()).get(status)!).add(code);
    }
  }
  assert.deepEqual(unlisted, [], 'error responses without a code enum');
  // Each specific code a service throws appears under its status in the document.
  for (const [status, codes] of Object.entries(API_ERROR_CODES)) {
    for (const code of codes) assert.ok(listed.get(status)?.has(code), `${code} (${status}) is in the document`);
  }
  const byRoute = (method: string, path: string, status: string) => document.paths[path]![method]!.responses![status]!.content!['application/json']!.schema!.$ref;
  assert.equal(byRoute('get', '/api/users/{id}', '404'), '#/components/schemas/NotFoundError');
  assert.ok(document.components.schemas.NotFoundError!.properties.code.enum!.includes('user_not_found'));
});

test('the document states the field limits of platform/limits.ts, the ones the services check', () => {
  const body = (method: string, path: string) => document.paths[path]![method]!.requestBody!.content['application/json']!.schema.properties;
  for (const [method, path] of [['post', '/api/tasks/drafts'], ['patch', '/api/tasks/drafts/{id}'], ['patch', '/api/tasks/{id}']] as const) {
    assert.deepEqual([body(method, path).title?.maxLength, body(method, path).description?.maxLength], [TITLE_MAX_LENGTH, DESCRIPTION_MAX_LENGTH], `${method} ${path}`);
  }
  assert.deepEqual([body('post', '/api/moods').value?.minimum, body('post', '/api/moods').value?.maximum], [MOOD_SCALE.min, MOOD_SCALE.max]);
});
