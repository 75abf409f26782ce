// The data migration of due dates written before dueHasTime: rows at 00:00 UTC were dates
// alone and move to the end of that date in their organization's zone; others keep their
// instant and get dueHasTime true. Run on a real (embedded) database migrated step by step.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const MIGRATIONS = join(import.meta.dirname, '../../drizzle');
const DATA_MIGRATION = '0011_due_dates_end_of_day';

describe('migration: due dates end of day', () => {
  test('date-only due dates move to 23:59:59.999 in the organization\'s zone; timed ones get dueHasTime true', async () => {
    // The migrations up to the one before the data migration, in a folder of their own.
    const before = mkdtempSync(join(tmpdir(), 'tpw-migrations-'));
    cpSync(MIGRATIONS, before, { recursive: true });
    const journalPath = join(before, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
    const cut = journal.entries.findIndex((e) => e.tag === DATA_MIGRATION);
    assert.ok(cut > 0, 'the data migration is in the journal');
    journal.entries = journal.entries.slice(0, cut);
    writeFileSync(journalPath, JSON.stringify(journal));

    const client = await PGlite.create('memory://');
    const db = drizzle(client);
    try {
      await migrate(db, { migrationsFolder: before });
      const { rows: orgs } = await client.query<{ id: string }>(`
        insert into organizations (name, slug, preferences) values
          ('Berlin', 'mig-berlin', '{"timezone":"Europe/Berlin"}'), ('New York', 'mig-ny', '{"timezone":"America/New_York"}'), ('Default', 'mig-utc', '{}')
        returning id`);
      const [berlin, newYork, utc] = orgs.map((o) => o.id) as [string, string, string];
      const { rows: people } = await client.query<{ id: string; organization_id: string }>(`
        insert into users (organization_id, email, name, role) values
          ($1, 'b@mig.example', 'B', 'admin'), ($2, 'n@mig.example', 'N', 'admin'), ($3, 'u@mig.example', 'U', 'admin')
        returning id, organization_id`, [berlin, newYork, utc]);
      const owner = (org: string) => people.find((p) => p.organization_id === org)!.id;
      const insertTask = async (org: string, title: string, due: string | null) => {
        await client.query('insert into tasks (organization_id, user_id, title, due_date) values ($1, $2, $3, $4)', [org, owner(org), title, due]);
      };
      await insertTask(berlin, 'berlin date', '2026-03-29T00:00:00.000Z');
      await insertTask(berlin, 'berlin time', '2026-03-29T10:30:00.000Z');
      await insertTask(newYork, 'ny date', '2026-12-04T00:00:00.000Z');
      await insertTask(utc, 'utc date', '2026-12-04T00:00:00.000Z');
      await insertTask(utc, 'no date', null);
      await client.query('insert into task_drafts (organization_id, user_id, title, due_date) values ($1, $2, $3, $4), ($1, $2, $5, $6)',
        [newYork, owner(newYork), 'ny draft date', '2026-11-01T00:00:00.000Z', 'ny draft time', '2026-11-01T15:00:00.000Z']);

      await migrate(db, { migrationsFolder: MIGRATIONS });

      const read = async (table: string) => Object.fromEntries((await client.query<{ title: string; due: string | null; has_time: boolean }>(
        `select title, to_char(due_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as due, due_has_time as has_time from ${table}`,
      )).rows.map((r) => [r.title, [r.due, r.has_time]]));
      assert.deepEqual(await read('tasks'), {
        'berlin date': ['2026-03-29T21:59:59.999Z', false], // CEST from that night on
        'berlin time': ['2026-03-29T10:30:00.000Z', true],
        'ny date': ['2026-12-05T04:59:59.999Z', false],
        'utc date': ['2026-12-04T23:59:59.999Z', false],
        'no date': [null, false],
      });
      assert.deepEqual(await read('task_drafts'), {
        'ny draft date': ['2026-11-02T04:59:59.999Z', false], // fall back: the day ends in EST
        'ny draft time': ['2026-11-01T15:00:00.000Z', true],
      });
    } finally {
      await client.close();
      rmSync(before, { recursive: true, force: true });
    }
  });
});
