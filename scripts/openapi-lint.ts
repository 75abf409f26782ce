// Redocly's recommended rules (redocly.yaml) on the service's OpenAPI document, as the service
// builds it from its routes: writes it to tmp/openapi.json and runs `redocly lint` on that file.
// Run by `npm run lint:openapi` and by CI after the type check and lint.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serviceOpenApiDocument } from './web-api.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// The path .redocly.lint-ignore.yaml names its exceptions under.
const DOCUMENT = 'tmp/openapi.json';

mkdirSync(new URL('../tmp', import.meta.url), { recursive: true });
writeFileSync(new URL(`../${DOCUMENT}`, import.meta.url), `${JSON.stringify(await serviceOpenApiDocument(), null, 2)}\n`);
const lint = spawnSync(process.execPath, ['node_modules/@redocly/cli/bin/cli.js', 'lint', '--config', 'redocly.yaml', DOCUMENT], {
  cwd: ROOT, stdio: 'inherit', env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
});
process.exit(lint.status ?? 1);
