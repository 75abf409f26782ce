// Operator commands: npm run cli -- <command>. Prints results as plain text.
//   db migrate
//   db backup FILE / db restore FILE [--force]   (npm run db:backup -- FILE, npm run db:restore -- FILE)
//   api-key create --name NAME [--org ORG_ID]
//   api-key list
//   api-key revoke KEY_ID
//   seed
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, loadDotEnv } from './config.ts';
import { createApiKeyStore } from './platform/auth/api-keys.ts';
import { BackupError, backupDatabase, restoreDatabase } from './platform/db/backup.ts';
import { openDatabase, type DatabaseHandle } from './platform/db/client.ts';
import { DataDirLocked } from './platform/db/data-dir-lock.ts';
import { organizationExists } from './modules/organizations/service.ts';
import { isUuid } from './platform/http/schemas.ts';
import { seedDemo } from './seed.ts';

const USAGE = `Usage: npm run cli -- <command>
  db migrate                                apply migrations
  db backup FILE                            write a backup of the whole database to FILE
  db restore FILE [--force]                 replace the database with FILE (--force: even one holding data)
  api-key create --name NAME [--org ORG_ID] create a key (printed once)
  api-key list                              list keys (never the keys themselves)
  api-key revoke KEY_ID                     revoke a key
  seed                                      load a demo organization`;


class UsageError extends Error {}

async function run(args: string[], database: DatabaseHandle, apiKeysFromEnv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args, allowPositionals: true, options: { name: { type: 'string' }, org: { type: 'string' } },
  });
  const [group, action, target] = positionals;
  const command = `${group ?? ''} ${action ?? ''}`.trim();
  const keys = createApiKeyStore(database.db, apiKeysFromEnv);

  switch (command) {
    case 'db migrate':
      console.log('Migrations applied.');
      return;
    case 'api-key create': {
      const name = values.name?.trim();
      if (!name) throw new UsageError('api-key create needs --name NAME');
      const org = values.org ?? null;
      if (org !== null && (!isUuid(org) || !(await organizationExists(database.db, org)))) {
        throw new UsageError(`--org ${org} is not an existing organization id`);
      }
      const { key, record } = await keys.create(name, org);
      console.log(`Created API key ${record.id} (${name}${org ? `, organization ${org}` : ', all organizations'}).`);
      console.log('Store it now; it is not shown again:');
      console.log(key);
      return;
    }
    case 'api-key list': {
      const rows = await keys.list();
      if (rows.length === 0) console.log('No API keys.');
      for (const row of rows) {
        console.log([row.id, row.prefix + '…', row.name, row.organizationId ?? 'all organizations',
          row.createdAt.toISOString(), row.revokedAt ? `revoked ${row.revokedAt.toISOString()}` : 'active',
          row.lastUsedAt ? `last used ${row.lastUsedAt.toISOString()}` : 'never used'].join('  '));
      }
      return;
    }
    case 'api-key revoke': {
      if (!target || !isUuid(target)) throw new UsageError('api-key revoke needs a KEY_ID (see api-key list)');
      console.log((await keys.revoke(target)) === 'revoked' ? `Revoked ${target}.` : `No active key ${target}.`);
      return;
    }
    case 'seed':
      await seedDemo(database.db);
      return;
    default:
      throw new UsageError(`Unknown command "${command}"`);
  }
}

/** Backups open the database their own way (the data directory whole, or pg_dump's connection). */
async function backupCommand(args: string[], target: { databaseUrl: string | null; dataDir: string }): Promise<boolean> {
  const [group, action] = args;
  if (group !== 'db' || (action !== 'backup' && action !== 'restore')) return false;
  const { values, positionals: [, , file] } = parseArgs({ args, allowPositionals: true, options: { force: { type: 'boolean' } } });
  if (!file) throw new UsageError(`db ${action} needs a FILE`);
  console.log(action === 'backup' ? await backupDatabase(target, file) : await restoreDatabase(target, file, values.force ?? false));
  return true;
}

async function main() {
  loadDotEnv();
  const config = loadConfig();
  const args = process.argv.slice(2);
  if (await backupCommand(args, config)) return;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl, dataDir: config.dataDir, owner: { kind: 'cli', command: args.join(' ') },
  });
  try {
    await database.migrate();
    await run(args, database, config.apiKeys);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  }
  if (error instanceof DataDirLocked || error instanceof BackupError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
