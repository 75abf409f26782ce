// `npm run lint:api`: Spectral's OWASP ruleset (with this project's choices in .spectral.yaml)
// over the service's OpenAPI document, built in-process from the routes as GET /openapi.json
// serves it. Fails on any error: a request array, string or integer without its limit.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serviceOpenApiDocument } from './web-api.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const directory = mkdtempSync(join(tmpdir(), 'tpw-openapi-'));
try {
  const file = join(directory, 'openapi.json');
  writeFileSync(file, JSON.stringify(await serviceOpenApiDocument(), null, 2));
  const run = spawnSync(join(ROOT, 'node_modules/.bin/spectral'), [
    'lint', file, '--ruleset', join(ROOT, '.spectral.yaml'), '--fail-severity', 'error', ...process.argv.slice(2),
  ], { stdio: 'inherit' });
  process.exitCode = run.status ?? 1;
} finally {
  rmSync(directory, { recursive: true, force: true });
}
