// The data migrations that decide which existing identities are verified: drizzle/0008 (only
// links the database proves the chat_a sign-in made) and drizzle/0013 (links a key scoped to their
// organization could have made are no longer verified, teams such keys tied are untied).
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
const BEFORE_SCOPED_KEYS_UNVERIFIED = '0012_identity_link_sources';

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

test('links a scoped key of their organization could have made become unverified; teams not tied by the sign-in are untied', async () => {
  const client = await PGlite.create('memory://');
  const early = migrationsUpTo(BEFORE_SCOPED_KEYS_UNVERIFIED);
  try {
    await migrate(drizzle(client), { migrationsFolder: early });
    const org = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
    const user = (n: number) => `00000000-0000-4000-8000-0000000000a${n}`;
    // Organization 1 uses a scoped key (created day 1, last used day 5); 2 never had one; 3's was
    // revoked on day 2; 4's has never been used.
    await client.exec(`
      insert into organizations (id, name, slug, created_at) values
        ('${org(1)}', 'Keyed', 'keyed', '2026-10-01T08:00:00.000Z'), ('${org(2)}', 'Keyless', 'keyless', '2026-10-01T08:00:00.000Z'),
        ('${org(3)}', 'Revoked', 'revoked', '2026-10-01T08:00:00.000Z'), ('${org(4)}', 'Idle', 'idle', '2026-10-01T08:00:00.000Z');
      insert into users (id, organization_id, email, name, role, password_hash, created_at) values
        ('${user(1)}', '${org(1)}', 'one@example.test', 'One', 'admin', 'hash', '2026-10-01T08:00:00.000Z'),
        ('${user(2)}', '${org(1)}', 'signin@example.test', 'Signed in', 'employee', null, '2026-10-03T09:00:00.000Z'),
        ('${user(3)}', '${org(2)}', 'two@example.test', 'Two', 'admin', 'hash', '2026-10-01T08:00:00.000Z'),
        ('${user(4)}', '${org(3)}', 'three@example.test', 'Three', 'admin', 'hash', '2026-10-01T08:00:00.000Z'),
        ('${user(5)}', '${org(4)}', 'four@example.test', 'Four', 'admin', 'hash', '2026-10-01T08:00:00.000Z');
      insert into api_keys (name, key_hash, prefix, organization_id, created_at, last_used_at, revoked_at) values
        ('bot', 'h1', 'tpw_1', '${org(1)}', '2026-10-01T09:00:00.000Z', '2026-10-05T09:00:00.000Z', null),
        ('bot', 'h3', 'tpw_3', '${org(3)}', '2026-10-01T09:00:00.000Z', '2026-10-01T10:00:00.000Z', '2026-10-02T09:00:00.000Z'),
        ('bot', 'h4', 'tpw_4', '${org(4)}', '2026-10-01T09:00:00.000Z', null, null),
        ('operator', 'h0', 'tpw_0', null, '2026-10-01T09:00:00.000Z', '2026-10-09T09:00:00.000Z', null);
      insert into platform_identities (organization_id, user_id, platform, platform_user_id, platform_team_id, verified, created_at) values
        ('${org(1)}', '${user(1)}', 'chat_b', 'keyed-by-scoped-key', 'T1', true, '2026-10-04T09:00:00.000Z'),
        ('${org(1)}', '${user(1)}', 'chat_b', 'verified-before-the-key', '', true, '2026-09-01T09:00:00.000Z'),
        ('${org(1)}', '${user(1)}', 'chat_b', 'after-the-key-was-last-used', '', true, '2026-10-06T09:00:00.000Z'),
        ('${org(1)}', '${user(2)}', 'chat_a', 'made-by-sign-in', 'T1', true, '2026-10-03T09:00:00.000Z'),
        ('${org(1)}', '${user(1)}', 'chat_a', 'redeemed-operator-code', '', true, '2026-10-04T10:00:00.000Z'),
        ('${org(1)}', '${user(1)}', 'chat_a', 'admin-claim', '', false, '2026-10-04T09:00:00.000Z'),
        ('${org(2)}', '${user(3)}', 'chat_b', 'no-scoped-key', 'T2', true, '2026-10-04T09:00:00.000Z'),
        ('${org(3)}', '${user(4)}', 'chat_b', 'after-revocation', '', true, '2026-10-04T09:00:00.000Z'),
        ('${org(3)}', '${user(4)}', 'chat_b', 'before-revocation', '', true, '2026-10-01T09:30:00.000Z'),
        ('${org(4)}', '${user(5)}', 'chat_b', 'key-never-used', '', true, '2026-10-04T09:00:00.000Z');
      insert into identity_link_codes (code_hash, platform, platform_user_id, organization_id, created_at, expires_at, used_at) values
        ('c-operator-used', 'chat_a', 'redeemed-operator-code', null, '2026-10-04T09:55:00.000Z', '2026-10-04T10:05:00.000Z', '2026-10-04T10:00:00.000Z'),
        ('c-operator-open', 'chat_a', 'someone', null, '2026-10-04T09:55:00.000Z', '2026-10-04T10:05:00.000Z', null),
        ('c-scoped-open', 'chat_a', 'someone-else', '${org(1)}', '2026-10-04T09:55:00.000Z', '2026-10-04T10:05:00.000Z', null),
        ('c-scoped-used', 'chat_a', 'used-scoped', '${org(1)}', '2026-10-04T09:55:00.000Z', '2026-10-04T10:05:00.000Z', '2026-10-04T10:00:00.000Z');
      insert into platform_teams (platform, platform_team_id, organization_id, created_at) values
        ('chat_a', 'T-sign-in', '${org(1)}', '2026-10-01T08:00:00.000Z'),
        ('chat_b', 'T-scoped-key', '${org(1)}', '2026-10-04T09:00:00.000Z');
    `);
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });

    const { rows } = await client.query<{ platform_user_id: string; verified: boolean }>('select platform_user_id, verified from platform_identities');
    assert.deepEqual(Object.fromEntries(rows.map((r) => [r.platform_user_id, r.verified])), {
      'keyed-by-scoped-key': false,
      'verified-before-the-key': false, // the key could have verified it again later
      'after-the-key-was-last-used': true,
      'made-by-sign-in': true,
      'redeemed-operator-code': true,
      'admin-claim': false,
      'no-scoped-key': true,
      'after-revocation': true,
      'before-revocation': false,
      'key-never-used': true,
    });
    const teams = await client.query<{ platform_team_id: string }>('select platform_team_id from platform_teams order by platform_team_id');
    assert.deepEqual(teams.rows.map((r) => r.platform_team_id), ['T-sign-in']);
    const codes = await client.query<{ code_hash: string }>('select code_hash from identity_link_codes order by code_hash');
    assert.deepEqual(codes.rows.map((r) => r.code_hash), ['c-operator-open', 'c-operator-used', 'c-scoped-used']);
  } finally {
    await client.close();
    rmSync(early, { recursive: true, force: true });
  }
});
