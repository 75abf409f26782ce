// Telegram without a public address: the real bridge polling a loopback stub of the Bot API's
// getUpdates (offsets confirm updates, as Telegram's do) through grammY, with the real service on
// a real database behind it; restarts in between.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { as, json, signUpOrganization, type Member, type TestOrganization } from '../helpers.ts';
import { startHarness, TELEGRAM_SECRET, type Harness } from './harness.ts';
import { eventually } from './stubs.ts';

describe('bridge: Telegram polling', () => {
  let h: Harness;
  let org: TestOrganization;
  let ana: Member;
  // Ids of this run's own: on PostgreSQL every test file shares one database.
  const run = String(Date.now()).slice(-7);
  const ANA = Number(`81${run}`);
  const BEN = Number(`82${run}`);
  let updateId = 0;

  const user = (id: number) => ({ id, is_bot: false, first_name: 'P' });
  const privateText = (from: number, text: string) => ({
    update_id: ++updateId,
    message: { message_id: 100 + updateId, date: 1764000000, chat: { id: from, type: 'private' }, from: user(from), text },
  });
  const press = (from: number, chatId: number, data: string) => ({
    update_id: ++updateId,
    callback_query: { id: `cb-${updateId}`, from: user(from), chat_instance: 'ci', data, message: { message_id: 77, date: 1764000000, chat: { id: chatId, type: 'private' }, text: 'x' } },
  });
  const sentTo = (chatId: number) => h.telegram.callsOf('sendMessage').filter((c) => Number(c.args.chat_id) === chatId);
  const pendingDrafts = async (member: Member) =>
    json((await as(h.service.app, member)({ method: 'GET', url: '/api/tasks/drafts?status=pending' }))).data as { id: string; title: string }[];
  const stateFile = () => join(h.config.telegram!.stateDir, 'telegram-123456.json');
  const keptUpdateId = async () => (JSON.parse(await readFile(stateFile(), 'utf8')) as { lastUpdateId: number }).lastUpdateId;
  /** Telegram has been told every update was received, and the bridge has done their work. */
  const settled = async () => {
    await eventually(() => h.telegram.unconfirmed().length === 0, 'every update confirmed');
    await h.idle();
  };

  before(async () => {
    h = await startHarness('2026-11-23T08:00:00.000Z', { telegram: 'polling' });
    org = await signUpOrganization(h.service.app, { timezone: 'UTC' });
    ana = await org.addMember('employee', 'Ana');
    const ben = await org.addMember('employee', 'Ben');
    await h.link(ana.id, 'chat_b', String(ANA));
    await h.link(ben.id, 'chat_b', String(BEN));
  });
  after(async () => { await h.close(); });

  test('polling starts with deleteWebhook, then getUpdates; healthz says polling, connected; the webhook route is off', async () => {
    const methods = h.telegram.calls.map((c) => c.method);
    assert.ok(methods.includes('deleteWebhook'));
    assert.ok(methods.indexOf('deleteWebhook') < methods.indexOf('getUpdates'), methods.join());
    const telegram = (await h.health()).platforms.chat_b!;
    assert.deepEqual(telegram, { platform: 'telegram', mode: 'polling', connected: true, lastEventAt: null, lastError: null });
    assert.equal((await h.telegramUpdate(privateText(ANA, 'hello'), TELEGRAM_SECRET)).status, 404);
    updateId -= 1;
  });

  test('a polled message becomes a draft; only the owner\'s Confirm counts; each update is confirmed once taken and its id kept', async () => {
    h.telegram.push(privateText(ANA, 'remind me to book the venue on Friday'));
    await settled();
    const [draft] = await pendingDrafts(ana);
    assert.ok(draft, 'a pending draft');
    const buttons = sentTo(ANA).at(-1)!.args.reply_markup.inline_keyboard.flat() as { callback_data: string }[];
    assert.deepEqual(buttons.map((b) => b.callback_data), [`confirm_draft:${draft.id}`, `reject_draft:${draft.id}`]);

    h.telegram.push(press(BEN, BEN, `confirm_draft:${draft.id}`));
    await settled();
    assert.match(h.telegram.callsOf('answerCallbackQuery').at(-1)!.args.text, /not yours/);
    assert.ok((await pendingDrafts(ana)).some((d) => d.id === draft.id));
    h.telegram.push(press(ANA, ANA, `confirm_draft:${draft.id}`));
    await settled();
    assert.match(sentTo(ANA).at(-1)!.args.text, /Task created/);
    assert.equal(await keptUpdateId(), updateId);
    const telegram = (await h.health()).platforms.chat_b!;
    assert.equal(telegram.lastEventAt, h.clock.now().toISOString());
  });

  test('a restart neither loses nor replays: updates sent while the bridge is down arrive once; one Telegram sends again (its confirmation lost in a crash) is skipped', async () => {
    const drafts = (await pendingDrafts(ana)).length;
    const answers = sentTo(ANA).length;
    const beforeStop = privateText(ANA, 'remind me to renew the office lease tomorrow');
    h.telegram.push(beforeStop);
    await settled();
    assert.equal((await pendingDrafts(ana)).length, drafts + 1);

    await h.stopBridge();
    h.telegram.push(privateText(ANA, 'remind me to water the plants on monday'), privateText(ANA, 'remind me to call the printer on tuesday'));
    // As after a crash between taking an update and the next getUpdates: Telegram still holds it.
    h.telegram.push(beforeStop);
    await h.startBridge();
    await settled();
    assert.equal((await pendingDrafts(ana)).length, drafts + 3, 'the two sent while down, and the first not again');
    assert.equal(sentTo(ANA).length, answers + 3, 'one answer each');
    assert.equal(await keptUpdateId(), updateId);
  });

  test('a failing getUpdates shows in healthz until polling recovers', async () => {
    h.telegram.failNext('getUpdates', { status: 502, body: { ok: false, error_code: 502, description: 'Bad Gateway' } });
    // The poll in flight answers first; the next one meets the failure.
    h.telegram.push(privateText(ANA, 'hello'));
    await eventually(async () => {
      const telegram = (await h.health()).platforms.chat_b!;
      return telegram.connected === false && /Bad Gateway/.test(String(telegram.lastError));
    }, 'the failure in healthz');
    await eventually(async () => (await h.health()).platforms.chat_b!.connected === true, 'polling again', 10_000);
    await settled();
    assert.equal((await h.health()).platforms.chat_b!.lastError, null);
  });

  test('a conflict (another poller of the same bot) stops grammY\'s loop; the bridge starts polling again and loses nothing', async () => {
    const drafts = (await pendingDrafts(ana)).length;
    h.telegram.failNext('getUpdates', { status: 409, body: { ok: false, error_code: 409, description: 'Conflict: terminated by other getUpdates request' } });
    h.telegram.push(privateText(ANA, 'remind me to order new chairs tomorrow'));
    await eventually(async () => /Conflict/.test(String((await h.health()).platforms.chat_b!.lastError)), 'the conflict in healthz');
    h.telegram.push(privateText(ANA, 'remind me to clean the whiteboard on monday'));
    await settled();
    assert.equal((await pendingDrafts(ana)).length, drafts + 2);
    assert.equal((await h.health()).platforms.chat_b!.connected, true);
  });
  test('the service\'s Settings status reads this bridge: Telegram polling and connected, and the organization\'s last event', async () => {
    h.telegram.push(privateText(ANA, 'hello there'));
    await settled();
    const answer = await as(h.service.app, org.admin)({ method: 'GET', url: `/api/organizations/${org.id}/chat-connection` });
    assert.equal(answer.statusCode, 200, answer.body);
    const chatB = (json(answer).platforms as Array<Record<string, unknown>>).find((p) => p.platform === 'chat_b')!;
    assert.equal(chatB.bridge, 'reachable');
    assert.equal(chatB.bridgePlatform, 'telegram');
    assert.equal(chatB.mode, 'polling');
    assert.equal(chatB.connected, true);
    assert.equal(chatB.lastEventAt, h.clock.now().toISOString(), 'Ana\'s message is the organization\'s event');
  });
});
