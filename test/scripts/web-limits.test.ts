// The web forms' bounds and the role rank come from the service's OpenAPI document through a
// generated file; this fails when the committed web/src/api/limits.ts no longer matches the
// service (run npm run web:limits).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before, test } from 'node:test';
import { LIMITS_FILE, limitsSource } from '../../scripts/web-limits.ts';
import { serviceOpenApiDocument } from '../../scripts/web-api.ts';
import { DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH } from '../../src/platform/limits.ts';
import { Role } from '../../src/platform/http/schemas.ts';
import { LIMITS, ROLES } from '../../web/src/api/limits.ts';

let document: Record<string, unknown>;
before(async () => {
  document = await serviceOpenApiDocument();
});

test('web/src/api/limits.ts matches the service\'s OpenAPI document', () => {
  assert.ok(readFileSync(LIMITS_FILE, 'utf8') === limitsSource(document), 'web/src/api/limits.ts is out of date: run npm run web:limits');
});

test('the bounds are the ones the service validates, and the roles are in the service\'s rank order', () => {
  assert.equal(LIMITS.taskTitle.maxLength, TITLE_MAX_LENGTH);
  assert.equal(LIMITS.taskDescription.maxLength, DESCRIPTION_MAX_LENGTH);
  assert.deepEqual([...ROLES], Role.anyOf.map((literal) => literal.const));
});

test('a bound changed in the document changes the generated file', () => {
  const changed = structuredClone(document) as { paths: Record<string, Record<string, { requestBody: { content: { 'application/json': { schema: { properties: Record<string, { maxLength: number }> } } } } }>> };
  changed.paths['/api/tasks/drafts']!.post!.requestBody.content['application/json'].schema.properties.title!.maxLength = 150;
  assert.match(limitsSource(changed), /taskTitle: \{ minLength: 1, maxLength: 150 \}/);
});
