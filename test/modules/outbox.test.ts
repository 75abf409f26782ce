import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { ManualClock } from '../../src/platform/clock.ts';
import { queryRows } from '../../src/platform/db/client.ts';
import { createOutboxService, type OutboxOptions } from '../../src/modules/outbox/service.ts';
import { createOutboxWorker } from '../../src/modules/outbox/worker.ts';
import type { UserPrincipal } from '../../src/platform/auth/principal.ts';
import { signUpOrganization, startTestApp, type TestApp } from '../helpers.ts';
import { closedPortUrl, startAdapterStub } from '../platform/outbox-stub.ts';

const SECRET = 'outbox-test-signing-secret';

describe('outbox', () => {
  let t: TestApp;
  const clock = new ManualClock('2026-03-10T09:00:00.000Z');
  before(async () => { t = await startTestApp({ clock }); });
  after(async () => { await t.close(); });

  /** One instance's outbox: its service, and its worker polling every pollIntervalMs. */
  const outboxFor = (url: string | null, { pollIntervalMs, ...options }: Partial<OutboxOptions> & { pollIntervalMs?: number } = {}) => {
    const service = createOutboxService({
      db: t.database.db, clock, botUrls: { chat_a: url, chat_b: null, chat_c: null }, signingSecret: SECRET,
      baseDelayMs: 1000, random: () => 0.5, ...options,
    });
    return { ...service, ...createOutboxWorker({ outbox: service, pollIntervalMs }) };
  };

  async function enqueue(outbox: ReturnType<typeof outboxFor>, organizationId: string, text: string, platform: 'chat_a' | 'chat_b' = 'chat_a'): Promise<string> {
    const id = await t.database.db.transaction((tx) => outbox.enqueue(tx, {
      organizationId, kind: 'eod_summary', platform, channelId: 'C-progress', text, subjectId: '2026-03-10',
    }));
    assert.ok(id);
    return id;
  }

  const row = async (id: string) => (await queryRows<{ status: string; attempts: number; response_ts: string | null; last_error: string | null }>(
    t.database.db, sql`select status, attempts, response_ts, last_error from outbound_messages where id = ${id}::uuid`))[0]!;

  test('a signed delivery that fails twice is retried with backoff and arrives exactly once, in order', async () => {
    const stub = await startAdapterStub(SECRET, (n) => (n < 2 ? { status: 503, json: { error: 'busy' } } : { status: 200, json: { ts: `ts-${n}` } }));
    try {
      const org = await signUpOrganization(t.app);
      const outbox = outboxFor(stub.url);
      const only = { organizationIds: [org.id] };
      // Written within one instant: the queue order is still the order of writing.
      const ids = [await enqueue(outbox, org.id, 'first'), await enqueue(outbox, org.id, 'second'), await enqueue(outbox, org.id, 'third')];

      assert.equal(await outbox.runOnce(only), 1, 'only the head of the organization\'s queue is tried');
      assert.equal(stub.received.length, 1);
      assert.equal(await outbox.runOnce(only), 0, 'the retry waits for its backoff; later messages wait for it');
      clock.advance(60_000);
      assert.equal(await outbox.runOnce(only), 1);
      assert.equal((await row(ids[0]!)).status, 'pending');
      clock.advance(60_000);
      while (await outbox.runOnce(only) > 0) { /* deliver the rest */ }

      assert.deepEqual(stub.accepted.map((d) => d.body.text), ['first', 'second', 'third']);
      assert.equal(stub.received.length, 5);
      assert.ok(stub.received.every((d) => d.signatureValid), 'every delivery carries a valid signature');
      assert.deepEqual(stub.received.slice(0, 3).map((d) => d.headers['x-message-id']), [ids[0], ids[0], ids[0]]);
      const first = stub.accepted[0]!;
      assert.deepEqual(first.body, { kind: 'eod_summary', organizationId: org.id, platform: 'chat_a', channelId: 'C-progress', text: 'first' });
      assert.match(String(first.headers['x-timestamp']), /^\d{10}$/);
      // Worked out here from the contract, not with the service's own signing function.
      const signed = `${String(first.headers['x-timestamp'])}.${String(first.headers['x-message-id'])}.${first.raw}`;
      assert.equal(first.headers['x-signature'], `sha256=${createHmac('sha256', SECRET).update(signed, 'utf8').digest('hex')}`);
      assert.equal(first.raw, JSON.stringify(first.body), 'the signature covers the raw body as sent');
      assert.deepEqual(await row(ids[0]!), { status: 'delivered', attempts: 3, response_ts: 'ts-2', last_error: null });
      assert.equal((await row(ids[2]!)).status, 'delivered');
    } finally {
      await stub.close();
    }
  });

  test('one organization\'s failing message does not hold up another organization', async () => {
    const stub = await startAdapterStub(SECRET, (_n, d) => (d.body.text === 'stuck' ? { status: 500 } : { status: 200, json: { ts: '1' } }));
    try {
      const [a, b] = [await signUpOrganization(t.app), await signUpOrganization(t.app)];
      const outbox = outboxFor(stub.url);
      await enqueue(outbox, a.id, 'stuck');
      const behind = await enqueue(outbox, a.id, 'behind');
      await enqueue(outbox, b.id, 'other org');
      assert.equal(await outbox.runOnce({ organizationIds: [a.id, b.id] }), 2);
      assert.deepEqual(stub.accepted.map((d) => d.body.text), ['other org']);
      assert.equal(await outbox.deliverNow(behind), false, 'deliverNow keeps the order too');
      assert.equal((await row(behind)).attempts, 0);
    } finally {
      await stub.close();
    }
  });

  test('after maxAttempts a message is failed, kept, and the queue moves on; a 4xx refusal fails at once', async () => {
    const stub = await startAdapterStub(SECRET, (_n, d) => (d.body.text === 'poison' ? { status: 502 } : d.body.text === 'refused' ? { status: 400 } : { status: 200, json: { ts: 'ok' } }));
    try {
      const org = await signUpOrganization(t.app);
      const outbox = outboxFor(stub.url, { maxAttempts: 3 });
      const only = { organizationIds: [org.id] };
      const poison = await enqueue(outbox, org.id, 'poison');
      const refused = await enqueue(outbox, org.id, 'refused');
      const fine = await enqueue(outbox, org.id, 'fine');
      for (let i = 0; i < 6; i += 1) {
        await outbox.runOnce(only);
        clock.advance(3_600_000);
      }
      const poisoned = await row(poison);
      assert.equal(poisoned.status, 'failed');
      assert.equal(poisoned.attempts, 3);
      assert.match(poisoned.last_error!, /502/);
      assert.equal((await row(refused)).status, 'failed');
      assert.equal((await row(refused)).attempts, 1, 'a 400 is not retried');
      assert.equal((await row(fine)).status, 'delivered');
      assert.deepEqual(stub.accepted.map((d) => d.body.text), ['fine']);
    } finally {
      await stub.close();
    }
  });

  test('the adapter\'s Retry-After sets the next attempt; a 422 is kept as undeliverable with the adapter\'s reason', async () => {
    const stub = await startAdapterStub(SECRET, (_n, d) => (d.body.text === 'busy'
      ? { status: 503, json: { message: 'Slack rate limit' }, headers: { 'retry-after': '120' } }
      : { status: 422, json: { statusCode: 422, message: 'None of the organization\'s verified identities is a member of channel C-progress', code: 'channel_not_in_organization' } }));
    try {
      const org = await signUpOrganization(t.app);
      const outbox = outboxFor(stub.url);
      const busy = await enqueue(outbox, org.id, 'busy');
      assert.equal(await outbox.deliverNow(busy), false);
      const [next] = await queryRows<{ next_attempt_at: Date | string }>(t.database.db, sql`select next_attempt_at from outbound_messages where id = ${busy}::uuid`);
      // Our own backoff would say 0.75 s here (base 1 s, jitter 0.5).
      assert.equal(new Date(next!.next_attempt_at).getTime() - clock.now().getTime(), 120_000);

      const other = await signUpOrganization(t.app);
      const steered = await enqueue(outbox, other.id, 'steered');
      assert.equal(await outbox.deliverNow(steered), false);
      const kept = await row(steered);
      assert.deepEqual([kept.status, kept.attempts], ['undeliverable', 1]);
      assert.match(kept.last_error!, /member of channel C-progress \(channel_not_in_organization\)/);
    } finally {
      await stub.close();
    }
  });

  test('without an adapter URL a message is kept as undeliverable; a dead or silent adapter means a retry', async () => {
    const org = await signUpOrganization(t.app);
    const outbox = outboxFor(await closedPortUrl(), { timeoutMs: 200 });
    const noAdapter = await enqueue(outbox, org.id, 'to chat_b', 'chat_b');
    assert.equal(await outbox.deliverNow(noAdapter), false);
    const kept = await row(noAdapter);
    assert.equal(kept.status, 'undeliverable');
    assert.match(kept.last_error!, /CHAT_B_BOT_URL/);

    const down = await enqueue(outbox, org.id, 'adapter down');
    assert.equal(await outbox.deliverNow(down), false);
    assert.equal((await row(down)).status, 'pending');
    assert.equal((await row(down)).attempts, 1);

    const stub = await startAdapterStub(SECRET, () => 'hang');
    try {
      const other = await signUpOrganization(t.app);
      const silent = outboxFor(stub.url, { timeoutMs: 200 });
      const id = await enqueue(silent, other.id, 'no answer');
      // The stub never answers: only the request timeout can end the attempt (its error says so).
      assert.equal(await silent.deliverNow(id), false);
      assert.equal((await row(id)).status, 'pending');
      assert.match((await row(id)).last_error!, /Timeout|abort/i);
    } finally {
      await stub.close();
    }
  });

  test('two workers on one database deliver each message once', async () => {
    const stub = await startAdapterStub(SECRET, (n) => ({ status: 200, json: { ts: String(n) } }));
    try {
      const orgs = await Promise.all([1, 2, 3].map(() => signUpOrganization(t.app)));
      const [a, b] = [outboxFor(stub.url), outboxFor(stub.url)];
      const ids: string[] = [];
      for (const org of orgs) for (const text of ['1', '2', '3']) ids.push(await enqueue(a, org.id, `${org.id}:${text}`));
      const only = { organizationIds: orgs.map((o) => o.id) };
      for (let pass = 0; pass < 10; pass += 1) await Promise.all([a.runOnce(only), b.runOnce(only)]);
      const delivered = stub.accepted.map((d) => d.headers['x-message-id']);
      assert.equal(delivered.length, ids.length);
      assert.equal(new Set(delivered).size, ids.length);
      for (const org of orgs) {
        assert.deepEqual(stub.accepted.filter((d) => d.body.organizationId === org.id).map((d) => d.body.text), ['1', '2', '3'].map((n) => `${org.id}:${n}`));
      }
    } finally {
      await stub.close();
    }
  });

  test('the background worker delivers on its own and stops cleanly', async () => {
    const stub = await startAdapterStub(SECRET, () => ({ status: 200, json: { ts: 'w' } }));
    const org = await signUpOrganization(t.app);
    const outbox = outboxFor(stub.url, { pollIntervalMs: 10 });
    try {
      const id = await enqueue(outbox, org.id, 'by the worker');
      outbox.start({ organizationIds: [org.id] });
      for (let i = 0; i < 200 && (await row(id)).status !== 'delivered'; i += 1) await new Promise((r) => setTimeout(r, 10));
      assert.equal((await row(id)).status, 'delivered');
    } finally {
      await outbox.stop();
      await stub.close();
    }
  });

  test('a re-queued message wakes the sleeping worker instead of waiting for its next poll', async () => {
    let refuse = true;
    const stub = await startAdapterStub(SECRET, () => (refuse ? { status: 400 } : { status: 200, json: { ts: 'again' } }));
    const org = await signUpOrganization(t.app);
    // A poll a minute away: only the wake can deliver within the wait below.
    const outbox = outboxFor(stub.url, { pollIntervalMs: 60_000 });
    try {
      const id = await enqueue(outbox, org.id, 'refused first');
      assert.equal(await outbox.deliverNow(id), false);
      assert.equal((await row(id)).status, 'failed');
      outbox.start({ organizationIds: [org.id] });
      // Its first pass finds nothing due and sleeps (were it still running, it would deliver the re-queued message itself).
      await new Promise((resolve) => setTimeout(resolve, 200));
      refuse = false;
      // The service checks the admin's role and scopes a retry by their organization; nothing else of the principal is read.
      const entry = await outbox.retry({ kind: 'user', role: 'admin', organizationId: org.id } as UserPrincipal, id);
      assert.deepEqual([entry.status, entry.attempts], ['pending', 0]);
      for (let i = 0; i < 500 && (await row(id)).status !== 'delivered'; i += 1) await new Promise((r) => setTimeout(r, 10));
      assert.equal((await row(id)).status, 'delivered');
    } finally {
      await outbox.stop();
      await stub.close();
    }
  });
});
