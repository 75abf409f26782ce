// The web app's API types come from the service's own OpenAPI document: this builds the service
// in-process, writes its document to web/openapi.json and the types to web/src/api/schema.d.ts.
// `--check` only compares and fails when the committed types differ from the service.
import { writeFileSync } from 'node:fs';
import { writeOrCheck } from './generated-file.ts';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/platform/db/client.ts';

export const SCHEMA_FILE = fileURLToPath(new URL('../web/src/api/schema.d.ts', import.meta.url));
const DOCUMENT_FILE = fileURLToPath(new URL('../web/openapi.json', import.meta.url));

const HEADER = '// Generated from the service\'s OpenAPI document by `npm run web:api`; do not edit.\n';

/** The service's OpenAPI document, from the routes themselves (no server, no database needed). */
export async function serviceOpenApiDocument(): Promise<Record<string, unknown>> {
  const config = loadConfig({ JWT_SECRET: 'x'.repeat(32), DATA_DIR: 'memory://', SCHEDULER_ENABLED: 'false', LOG_LEVEL: 'silent' });
  const database = await openDatabase({ databaseUrl: null, dataDir: config.dataDir });
  const app = await buildApp({ config, database, logger: false });
  try {
    await app.ready();
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
    await database.close();
  }
}

export async function generateApiTypes(document: Record<string, unknown>): Promise<string> {
  const ast = await openapiTS(document as unknown as OpenAPI3, { alphabetize: true });
  return HEADER + astToString(ast);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const document = await serviceOpenApiDocument();
  // The document beside the types, for the web app's dev server and for reading.
  if (!process.argv.includes('--check')) writeFileSync(DOCUMENT_FILE, `${JSON.stringify(document, null, 2)}\n`);
  writeOrCheck(SCHEMA_FILE, await generateApiTypes(document), 'the service\'s OpenAPI document', 'npm run web:api');
}
