// Backups of the service's database, whole and restorable (npm run db:backup / db:restore):
// - embedded (PGlite): the data directory as PGlite dumps it, a gzipped tarball. The service
//   must be stopped: the DATA_DIR lock is taken for the whole run, and its message names the
//   holder otherwise.
// - PostgreSQL (DATABASE_URL): pg_dump's custom format, restored by pg_restore; both must be on
//   the PATH (PostgreSQL's client tools of the server's major version or newer).
// A restore replaces the target, so it refuses one that holds an organization unless forced.
import { spawn } from 'node:child_process';
import { existsSync, openSync, readFileSync, readSync, closeSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { ensurePrivateDir } from '../private-dir.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { openEmbedded } from './embedded.ts';

/** A backup or restore that cannot go on; the message says why and what to do. */
export class BackupError extends Error {}

export interface BackupTarget {
  databaseUrl: string | null;
  dataDir: string;
}

type Format = 'pglite' | 'pg_dump' | 'unknown';

function formatOf(file: string): Format {
  const head = Buffer.alloc(5);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  if (head.toString('latin1') === 'PGDMP') return 'pg_dump';
  return 'unknown';
}

const pgliteDir = (dataDir: string) => join(dataDir, 'pglite');

async function withDataDir<T>(dataDir: string, command: string, work: () => Promise<T>): Promise<T> {
  ensurePrivateDir(dataDir);
  let lost: Error | null = null;
  const unlock = await lockDataDir(dataDir, 'cli', command, (error) => { lost = error; });
  try {
    const result = await work();
    if (lost) throw new BackupError(`Lost the lock on DATA_DIR ${dataDir} while working: ${(lost as Error).message}`);
    return result;
  } finally {
    await unlock();
  }
}

function run(program: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'ENOENT'
        ? new BackupError(`${program} was not found on the PATH. Backups of DATABASE_URL use PostgreSQL's client tools `
          + `(Debian/Ubuntu: apt-get install postgresql-client; their major version must be the server's or newer).`)
        : error);
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new BackupError(`${program} failed (exit ${code}): ${stderr.trim()}`))));
  });
}

async function organizationCount(query: (sql: string) => Promise<{ rows: Array<Record<string, unknown>> }>): Promise<number> {
  // Two statements: one naming a table that does not exist fails even in a branch never taken.
  const { rows: [table] } = await query(`select to_regclass('public.organizations') is not null as present`);
  if (!table?.present) return 0;
  const { rows: [count] } = await query('select count(*)::int as n from public.organizations');
  return Number(count?.n ?? 0);
}

const refuse = (where: string, count: number) => new BackupError(
  `${where} already holds ${count} organization${count === 1 ? '' : 's'}; a restore replaces everything there. `
  + 'Add --force to replace it (back it up first).',
);

/** Writes a backup of the database to `file`; answers what it did, for the operator. */
export async function backupDatabase(target: BackupTarget, file: string): Promise<string> {
  if (target.databaseUrl) {
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${target.databaseUrl}`]);
    return `Backed up the PostgreSQL database to ${file} (pg_dump custom format).`;
  }
  return withDataDir(target.dataDir, `db backup ${file}`, async () => {
    if (!existsSync(join(pgliteDir(target.dataDir), 'PG_VERSION'))) {
      throw new BackupError(`DATA_DIR ${target.dataDir} holds no embedded database yet: nothing to back up.`);
    }
    const db = await openEmbedded(pgliteDir(target.dataDir));
    try {
      const tarball = await db.dumpDataDir('gzip');
      writeFileSync(file, Buffer.from(await tarball.arrayBuffer()), { mode: 0o600 });
    } finally {
      await db.close();
    }
    return `Backed up the embedded database in ${target.dataDir} to ${file}.`;
  });
}

/** Replaces the database with the backup in `file`; refuses a target holding data unless `force`. */
export async function restoreDatabase(target: BackupTarget, file: string, force: boolean): Promise<string> {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`);
  const format = formatOf(file);
  const expected: Format = target.databaseUrl ? 'pg_dump' : 'pglite';
  if (format !== expected) {
    throw new BackupError(format === 'unknown'
      ? `${file} is not a backup made by npm run db:backup.`
      : `${file} is a backup of ${format === 'pglite' ? 'the embedded database' : 'a PostgreSQL database (pg_dump)'}, `
        + `but ${target.databaseUrl ? 'DATABASE_URL is set' : 'DATABASE_URL is not set'}: restore it with the configuration it was made with.`);
  }

  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      const count = await organizationCount((sql) => client.query(sql));
      if (count > 0 && !force) throw refuse('The database DATABASE_URL names', count);
    } finally {
      await client.end();
    }
    await run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error',
      `--dbname=${target.databaseUrl}`, file]);
    return `Restored ${file} into the PostgreSQL database. Migrations newer than the backup run when the service starts.`;
  }

  return withDataDir(target.dataDir, `db restore ${file}`, async () => {
    const dir = pgliteDir(target.dataDir);
    let setAside: string | null = null;
    if (existsSync(join(dir, 'PG_VERSION'))) {
      const current = await openEmbedded(dir);
      let count: number;
      try {
        count = await organizationCount((sql) => current.query(sql));
      } finally {
        await current.close();
      }
      if (count > 0 && !force) throw refuse(`DATA_DIR ${target.dataDir}`, count);
      // Kept until the operator removes it: a forced restore of the wrong file is not the end.
      setAside = `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(dir, setAside);
    }
    const restored = await openEmbedded(dir, { loadDataDir: new Blob([readFileSync(file)]) });
    await restored.close();
    return `Restored ${file} into DATA_DIR ${target.dataDir}.${setAside ? ` The database it replaced is in ${setAside}.` : ''}`
      + ' Migrations newer than the backup run when the service starts.';
  });
}
