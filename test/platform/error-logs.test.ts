// Database errors in the log: what failed and where, never the values of the query.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { as, signUpOrganization, startTestApp, type TestApp } from '../helpers.ts';

describe('errors in the log', () => {
  let t: TestApp;
  const lines: string[] = [];
  const constraint = `users_refuses_log_test_${randomUUID().slice(0, 8)}`;

  before(async () => {
    const stream = new Writable({ write(chunk: Buffer, _encoding, done) { lines.push(...chunk.toString().split('\n').filter(Boolean)); done(); } });
    t = await startTestApp({ logger: { level: 'info', stream } });
    // A constraint only this test's users break: the insert fails inside the database, after
    // the password was hashed, and PostgreSQL quotes the failing row (hash included) in `detail`.
    await t.database.db.execute(sql.raw(`alter table users add constraint ${constraint} check (email not like 'refused-%') not valid`));
  });
  after(async () => {
    await t.database.db.execute(sql.raw(`alter table users drop constraint ${constraint}`));
    await t.close();
  });

  test('a failed insert of a user logs the error without its parameters: no password hash, no e-mail, no password', async () => {
    const org = await signUpOrganization(t.app);
    const email = `refused-${randomUUID().slice(0, 8)}@example.test`;
    const password = 'a password that must not be logged';
    const response = await as(t.app, org.admin)({ method: 'POST', url: '/api/users', payload: { email, name: 'Refused', password, role: 'employee' } });
    assert.equal(response.statusCode, 500);
    assert.deepEqual(JSON.parse(response.body), { statusCode: 500, message: 'Internal Server Error', error: 'Internal Server Error', code: 'internal_error' });

    const entry = lines.map((line) => JSON.parse(line) as { msg: string; err?: Record<string, unknown> }).find((e) => e.msg === 'unhandled error');
    assert.ok(entry?.err, 'the failure is logged');
    const logged = JSON.stringify(entry.err);
    assert.match(logged, new RegExp(constraint), 'the log says which constraint failed');
    assert.match(String(entry.err.query), /insert into "users"/);
    const whole = lines.join('\n');
    for (const secret of ['$argon2', email, password]) assert.equal(whole.includes(secret), false, `the log holds ${secret}`);
  });
});
