// The web app's API types are generated from the service's own OpenAPI document; this fails when
// the committed web/src/api/schema.d.ts no longer matches the service (run npm run web:api).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { generateApiTypes, SCHEMA_FILE, serviceOpenApiDocument } from '../../scripts/web-api.ts';

test('web/src/api/schema.d.ts matches the service\'s OpenAPI document', async () => {
  const expected = await generateApiTypes(await serviceOpenApiDocument());
  assert.ok(readFileSync(SCHEMA_FILE, 'utf8') === expected, 'web/src/api/schema.d.ts is out of date: run npm run web:api');
});
