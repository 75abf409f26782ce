// One database handle for the whole service: PostgreSQL through a pool when DATABASE_URL is
// set, otherwise embedded PostgreSQL (PGlite) kept in the data directory.
import { fileURLToPath } from 'node:url';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { fillPlaceholders, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT, type PgTransaction } from 'drizzle-orm/pg-core';
import { ensurePrivateDir } from '../private-dir.ts';
import { lockDataDir, type DataDirOwner } from './data-dir-lock.ts';
import { openEmbedded } from './embedded.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or an open transaction: stores accept both so services decide the unit of work. */
export type Executor = Database | Transaction;
/** A statement's value, or a prepared statement's placeholder for it. */
export type Bound<T> = T | Placeholder;

export interface DatabaseHandle {
  db: Database;
  kind: 'postgres' | 'pglite';
  /** Applies committed migrations; safe when several instances start at once. */
  migrate(): Promise<void>;
  /** True when the database answers now and every migration is applied. */
  ready(): Promise<boolean>;
  /** Connections of the PostgreSQL pool (for metrics); absent for PGlite, which has none. */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

// PostgreSQL's type id of timestamptz (pg_type.oid), the same for every server.
const TIMESTAMPTZ_OID = 1184;
const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../drizzle', import.meta.url));
// Any fixed number: all instances of the service agree on it to serialize migrations.
const MIGRATION_LOCK_KEY = 727_240_117;

export interface DatabaseOptions {
  databaseUrl: string | null;
  /** PGlite data directory; "memory://" keeps it in memory (tests). */
  dataDir: string;
  /**
   * Who opens a PGlite directory, for the lock that keeps it to one process (a PostgreSQL
   * server needs none): the service, or a CLI command (named in the message others get).
   */
  owner?: { kind: DataDirOwner; command: string; onLost?: (error: Error) => void };
}

async function expectedMigrationCount(): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const journal = JSON.parse(await readFile(`${MIGRATIONS_FOLDER}/meta/_journal.json`, 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

/** Runs raw SQL and returns its rows; both drivers answer with `{rows}`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * A statement for the hottest reads, whose rows go out as the database answers them: its text
 * with $n parameters, built once, and its parameters (placeholders among them, filled per run).
 */
export interface NamedStatement { name: string; text: string; params: unknown[] }

export function namedStatement(name: string, query: SQL): NamedStatement {
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  return { name, text, params };
}

/** How each database openDatabase opened runs a named statement (the driver's own rows). */
type RowReader = (name: string, text: string, values: unknown[]) => Promise<{ rows: unknown[] }>;
const rowReaders = new WeakMap<Database, RowReader>();

/**
 * A timestamptz as the API writes it ("2026-11-28T19:55:23.123Z", what Date#toISOString gives),
 * from PostgreSQL's text of it ("2026-11-28 19:55:23.123+00", the fraction trimmed of zeros or
 * absent, microseconds cut to milliseconds as Date cuts them). Reading the text into a Date and
 * writing it back out cost ~600 ns a value, ~35 µs of a page of 20 tasks; rearranging the text
 * costs ~80 ns. A session in another time zone (an offset other than +00) takes the long way.
 */
export function isoTimestamp(text: string): string {
  const n = text.length;
  const utc = n >= 22 && text.charCodeAt(10) === 32 && text.endsWith('+00');
  if (!utc) return new Date(text).toISOString();
  const secondsOf = `${text.slice(0, 10)}T${text.slice(11, 19)}`;
  return n === 22 ? `${secondsOf}.000Z` : `${secondsOf}.${`${text.slice(20, Math.min(n - 3, 23))}00`.slice(0, 3)}Z`;
}

/**
 * The rows of a named statement as the driver answers them: one object per row keyed by the
 * statement's column names (alias them), timestamps as ISO 8601 text (isoTimestamp), ready for
 * the response. Drizzle's select maps every column of every row through its column classes
 * instead, which cost a task page ~90 µs of CPU against ~30 µs for the same rows read this way
 * (measured in one process, 10 pages in flight). On PostgreSQL the statement is prepared once
 * per connection under its name.
 */
export async function namedRows<T>(db: Database, statement: NamedStatement, values: Record<string, unknown>): Promise<T[]> {
  const read = rowReaders.get(db);
  if (!read) throw new Error('namedRows needs a database opened by openDatabase');
  return (await read(statement.name, statement.text, fillPlaceholders(statement.params, values))).rows as T[];
}

async function appliedMigrationCount(db: Database): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return Number(row?.n ?? 0);
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const expected = await expectedMigrationCount();
  const ready = async (db: Database) => {
    try {
      return (await appliedMigrationCount(db)) >= expected;
    } catch {
      return false;
    }
  };

  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // Fail fast while the database is down so requests answer 503 instead of hanging.
      connectionTimeoutMillis: 3000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzle(pool, { schema }) as unknown as Database;
    const timestampsAsIso = {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => (oid === TIMESTAMPTZ_OID
        ? isoTimestamp
        : pg.types.getTypeParser(oid, format))) as typeof pg.types.getTypeParser,
    };
    rowReaders.set(db, (name, text, values) => pool.query({ name, text, values, types: timestampsAsIso }));
    return {
      db,
      kind: 'postgres',
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          try {
            await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
          } finally {
            await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
          }
        } finally {
          client.release();
        }
      },
      ready: () => ready(db),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }

  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const inMemory = options.dataDir.startsWith('memory://');
  let unlock = async () => {};
  if (!inMemory) {
    ensurePrivateDir(options.dataDir);
    const owner = options.owner ?? { kind: 'service', command: 'service' };
    unlock = await lockDataDir(options.dataDir, owner.kind, owner.command, owner.onLost ?? ((error) => {
      // Another process may now open the files: writing on would corrupt them.
      console.error(`Lost the lock on DATA_DIR ${options.dataDir}: ${error.message}. Stopping.`);
      process.exit(1);
    }));
  }
  const dataDir = inMemory ? options.dataDir : `${options.dataDir}/pglite`;
  let client;
  try {
    client = await openEmbedded(dataDir);
  } catch (error) {
    await unlock();
    throw error;
  }
  const db = drizzle(client, { schema }) as unknown as Database;
  // PGlite keeps no named statements (there is no connection to keep them on).
  rowReaders.set(db, (_name, text, values) => client.query(text, values, { parsers: { [TIMESTAMPTZ_OID]: isoTimestamp } }));
  return {
    db,
    kind: 'pglite',
    // The DATA_DIR lock makes PGlite one process's own database: there is no second instance to race with.
    migrate: async () => {
      await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    },
    ready: () => ready(db),
    async close() {
      await client.close();
      await unlock();
    },
  };
}
