// The data migration that decides which existing identities are verified (drizzle/0008): only
// links the database proves the chat_a sign-in made.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const MIGRATIONS = new URL('../../drizzle', import.meta.url).pathname;
const BEFORE_VERIFIED = '0004_analytics_rollup_triggers';

/** A copy of the migrations folder that ends with `lastTag`. */
function migrationsUpTo(lastTag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'tpw-migrations-'));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journal = JSON.parse(readFileSync(join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(0, journal.entries.findIndex((e) => e.tag === lastTag) + 1);
  writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  return folder;
}

test('existing identities: verified only when made with their passwordless user by the chat_a sign-in', async () => {
  const client = await PGlite.create('memory://');
  const early = migrationsUpTo(BEFORE_VERIFIED);
  try {
    await migrate(drizzle(client), { migrationsFolder: early });
    const at = '2026-10-01T10:00:00.000Z';
    const later = '2026-10-02T10:00:00.000Z';
    await client.exec(`
      insert into organizations (id, name, slug) values ('00000000-0000-4000-8000-000000000001', 'Org', 'org');
      insert into users (id, organization_id, email, name, role, password_hash, created_at) values
        ('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-000000000001', 'signin@example.test', 'Signed in', 'admin', null, '${at}'),
        ('00000000-0000-4000-8000-0000000000a2', '00000000-0000-4000-8000-000000000001', 'password@example.test', 'Password', 'employee', 'hash', '${at}');
      insert into platform_identities (organization_id, user_id, platform, platform_user_id, platform_team_id, created_at) values
        ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000a1', 'chat_a', 'made-by-sign-in', 'T1', '${at}'),
        ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000a1', 'chat_a', 'linked-later', 'T1', '${later}'),
        ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000a1', 'chat_b', 'other-platform', '', '${at}'),
        ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000a2', 'chat_a', 'has-password', 'T1', '${at}');
    `);
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
    const { rows } = await client.query<{ platform_user_id: string; verified: boolean }>(
      'select platform_user_id, verified from platform_identities order by platform_user_id');
    assert.deepEqual(Object.fromEntries(rows.map((r) => [r.platform_user_id, r.verified])), {
      'has-password': false, 'linked-later': false, 'made-by-sign-in': true, 'other-platform': false,
    });
  } finally {
    await client.close();
    rmSync(early, { recursive: true, force: true });
  }
});
