import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../src/platform/db/client.ts';

describe('migrations', { skip: process.env.DATABASE_URL ? false : 'needs DATABASE_URL: only a server database has several instances' }, () => {
  test('instances starting together on a fresh database migrate it once, under the lock', async () => {
    const server = new URL(process.env.DATABASE_URL!);
    const name = `tpw_migrate_${randomUUID().slice(0, 8)}`;
    const admin = new pg.Client({ connectionString: server.toString() });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    const handles = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' })));
    try {
      assert.equal(await handles[0]!.ready(), false, 'not ready before migrating');
      await Promise.all(handles.map((h) => h.migrate()));
      for (const h of handles) assert.equal(await h.ready(), true);
      const [row] = await queryRows<{ n: number }>(handles[0]!.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      const [tables] = await queryRows<{ n: number }>(handles[0]!.db, sql`select count(*)::int as n from information_schema.tables where table_schema = 'public' and table_name = 'tasks'`);
      assert.equal(tables!.n, 1);
      assert.ok(row!.n >= 1);
      const counted = row!.n;
      await handles[1]!.migrate();
      const [again] = await queryRows<{ n: number }>(handles[0]!.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      assert.equal(again!.n, counted, 'a second start applies nothing twice');
    } finally {
      await Promise.all(handles.map((h) => h.close()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
