// A platform's rate limits are never exceeded, even by a burst of deliveries: the real bridge
// paces its posts (Telegram: 30 a second overall, 20 a minute per group; Slack: one a second per
// channel) and answers a delivery that would wait too long with 503 + Retry-After, as the outbox
// expects. The stubs record when each post arrived, in real time, as the platforms count.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { signUpOrganization, type TestOrganization } from '../helpers.ts';
import { SLACK_TEAM, startHarness, type Harness } from './harness.ts';
import type { PlatformCall } from './stubs.ts';

/** The most posts that arrived within any `windowMs`. */
function mostWithin(calls: PlatformCall[], windowMs: number): number {
  const times = calls.map((c) => c.at).sort((a, b) => a - b);
  let most = 0;
  for (let start = 0, end = 0; end < times.length; end += 1) {
    while (times[end]! - times[start]! >= windowMs) start += 1;
    most = Math.max(most, end - start + 1);
  }
  return most;
}

describe('bridge: rate limits on a burst', () => {
  let h: Harness;
  let org: TestOrganization;
  // Ids of this run's own: on PostgreSQL every test file shares one database.
  const run = String(Date.now()).slice(-7);
  const MEMBER_TG = `93${run}`;
  const MEMBER_SLACK = `URATE${run}`;
  const groups = Array.from({ length: 200 }, (_, i) => `-100${run}${String(i).padStart(3, '0')}`);
  const ONE_GROUP = `-200${run}`;

  /** Delivers each body (once per message id), again after each 503's Retry-After, until all are posted; answers what the first round said. */
  async function deliverAll(bodies: { id: string; body: Record<string, unknown> }[]) {
    const first = new Map<string, { status: number; retryAfter: number | null; ms: number }>();
    let waiting = bodies;
    while (waiting.length > 0) {
      const answers = await Promise.all(waiting.map(async ({ id, body }) => {
        const sentAt = Date.now();
        const response = await h.deliver(body, id);
        return { id, body, response, ms: Date.now() - sentAt };
      }));
      for (const { id, response, ms } of answers) {
        if (!first.has(id)) first.set(id, { status: response.status, retryAfter: response.headers.has('retry-after') ? Number(response.headers.get('retry-after')) : null, ms });
        assert.ok([200, 503].includes(response.status), `${id}: ${response.status} ${response.text}`);
      }
      const busy = answers.filter((a) => a.response.status === 503);
      if (busy.length === 0) break;
      // As the outbox does: the soonest Retry-After, then those again.
      const soonest = Math.min(...busy.map((a) => Number(a.response.headers.get('retry-after'))));
      await new Promise((resolve) => setTimeout(resolve, soonest * 1_000));
      waiting = busy.map(({ id, body }) => ({ id, body }));
    }
    return first;
  }

  before(async () => {
    h = await startHarness();
    org = await signUpOrganization(h.service.app, { timezone: 'UTC' });
    const member = await org.addMember('employee', 'Rita');
    await h.link(member.id, 'chat_b', MEMBER_TG);
    await h.link(member.id, 'chat_a', MEMBER_SLACK, SLACK_TEAM);
    // Every group is the organization's: its verified member is in each (decisions §8).
    for (const group of [...groups, ONE_GROUP]) h.telegram.members.set(group, [MEMBER_TG]);
    h.slack.members.set('CBURST', [MEMBER_SLACK]);
  });
  after(async () => { await h.close(); });

  test('200 morning threads to 200 Telegram groups at once: never more than 30 posts in a second, each posted once, the overflow sent back with Retry-After', async (t) => {
    const startedAt = Date.now();
    const first = await deliverAll(groups.map((group, i) => ({
      id: `burst-${run}-${i}`,
      body: { kind: 'morning_thread', organizationId: org.id, platform: 'chat_b', channelId: group, text: `Good morning, team ${i}!` },
    })));
    const posts = h.telegram.callsOf('sendMessage').filter((c) => groups.includes(String(c.args.chat_id)));
    assert.equal(posts.length, 200);
    assert.equal(new Set(posts.map((c) => String(c.args.chat_id))).size, 200, 'each group once');
    // Any 31 consecutive posts span a second (measured at arrival, to the stub's millisecond).
    const times = posts.map((c) => c.at).sort((a, b) => a - b);
    for (let i = 0; i + 30 < times.length; i += 1) assert.ok(times[i + 30]! - times[i]! >= 990, `posts ${i}..${i + 30} within ${times[i + 30]! - times[i]!} ms`);
    // How many go back depends on how fast the deliveries arrive (a loaded machine spreads them):
    // the next test sends back a known number; here each one sent back says when to come again.
    const sentBack = [...first.values()].filter((a) => a.status === 503);
    assert.ok(sentBack.every((a) => a.retryAfter !== null && a.retryAfter >= 1), 'each with a Retry-After');
    // How long the slowest taken delivery waited is reported, not asserted: on a loaded machine the
    // wall clock says more about the machine than about the pacer (tests time nothing).
    const slowest = Math.max(...[...first.values()].filter((a) => a.status === 200).map((a) => a.ms));
    t.diagnostic(`200 posts in ${Date.now() - startedAt} ms; most in any second: ${mostWithin(posts, 1_000)}; first round: ${200 - sentBack.length} accepted `
      + `(slowest answered in ${slowest} ms), ${sentBack.length} sent back`);
  });

  test('25 deliveries into one Telegram group: 20 go at once, the rest are sent back for the minute\'s end', async () => {
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => h.deliver(
      { kind: 'eod_summary', organizationId: org.id, platform: 'chat_b', channelId: ONE_GROUP, text: `Summary ${i}` }, `group-${run}-${i}`)));
    assert.equal(answers.filter((a) => a.status === 200).length, 20);
    const later = answers.filter((a) => a.status === 503);
    assert.equal(later.length, 5);
    for (const answer of later) assert.ok(Number(answer.headers.get('retry-after')) >= 60, answer.headers.get('retry-after')!);
    assert.equal(h.telegram.callsOf('sendMessage').filter((c) => String(c.args.chat_id) === ONE_GROUP).length, 20);
  });

  test('Slack: deliveries into one channel go a second apart; those beyond a delivery\'s wait are sent back', async (t) => {
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => h.deliver(
      { kind: 'eod_summary', organizationId: org.id, platform: 'chat_a', channelId: 'CBURST', text: `Summary ${i}` }, `slack-${run}-${i}`)));
    const posted = answers.filter((a) => a.status === 200).length;
    assert.ok(posted >= 3 && posted <= 4, `${posted} posted`);
    for (const answer of answers.filter((a) => a.status !== 200)) {
      assert.equal(answer.status, 503);
      assert.ok(Number(answer.headers.get('retry-after')) >= 1);
    }
    const times = h.slack.callsOf('chat.postMessage').filter((c) => c.args.channel === 'CBURST').map((c) => c.at).sort((a, b) => a - b);
    assert.equal(times.length, posted);
    const gaps = times.slice(1).map((at, i) => at - times[i]!);
    assert.ok(gaps.every((gap) => gap >= 990), gaps.join());
    t.diagnostic(`gaps between posts into one channel: ${gaps.join(', ')} ms`);
  });
});
