// A database of its own for a benchmark, on the PostgreSQL server DATABASE_URL names (default:
// postgres@127.0.0.1): created fresh, dropped at the end unless BENCH_KEEP=1.
import pg from 'pg';

export function scratchDatabase(name: string) {
  const serverUrl = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;

  /** One statement on the server's own database (create and drop cannot run inside `name`). */
  async function onServer(statement: string) {
    const client = new pg.Client({ connectionString: serverUrl.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }

  return {
    url: url.toString(),
    async create() {
      await onServer(`drop database if exists ${name} with (force)`);
      await onServer(`create database ${name}`);
    },
    async drop() {
      if (process.env.BENCH_KEEP !== '1') await onServer(`drop database if exists ${name} with (force)`);
    },
  };
}
