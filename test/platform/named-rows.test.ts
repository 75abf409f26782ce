// namedRows: the hottest reads run as named statements whose timestamps come back as the API
// writes them, rearranged from PostgreSQL's text rather than read into a Date and written out.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { isoTimestamp, namedRows, namedStatement } from '../../src/platform/db/client.ts';
import { startTestApp, type TestApp } from '../helpers.ts';

describe('named statements', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(async () => t.close());

  test('timestamps come back as Date#toISOString writes them, whatever their fraction', async () => {
    // Whole seconds, trimmed fractions (.1, .12), milliseconds, microseconds (cut, as Date cuts them), the first and last supported years.
    const instants = [
      '2026-11-28T19:55:23Z', '2026-11-28T19:55:23.1Z', '2026-11-28T19:55:23.12Z', '2026-11-28T19:55:23.123Z',
      '2026-11-28T19:55:23.123456Z', '2026-11-28T19:55:23.999999Z', '1970-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z',
    ];
    const statement = namedStatement('test_named_timestamps', sql`
      select value::timestamptz as "at", value as "given", null::timestamptz as "none"
      from unnest(${sql.placeholder('values')}::text[]) as value`);
    const rows = await namedRows<{ at: string; given: string; none: null }>(t.database.db, statement, { values: instants });
    assert.deepEqual(rows.map((row) => row.at), instants.map((instant) => new Date(instant).toISOString()));
    assert.ok(rows.every((row) => row.none === null));
    // Run again: on PostgreSQL the second run uses the statement prepared under its name.
    assert.deepEqual(await namedRows(t.database.db, statement, { values: instants }), rows);
  });

  test('a session in another time zone still gives the instant in UTC', () => {
    assert.equal(isoTimestamp('2026-11-28 20:55:23.123+01'), '2026-11-28T19:55:23.123Z');
    assert.equal(isoTimestamp('2026-11-28 20:55:23.123456+05:30'), '2026-11-28T15:25:23.123Z');
    assert.equal(isoTimestamp('2026-11-28 19:55:23.5+00'), '2026-11-28T19:55:23.500Z');
  });
});
