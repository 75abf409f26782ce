// End to end through Telegram: the real service, the real bridge and a stub of the Bot API.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { apiKeyHeader, as, json, signUpOrganization, type Member, type TestOrganization } from '../helpers.ts';
import { startHarness, type Harness } from './harness.ts';
import { TELEGRAM_BOT, telegramRateLimit } from './stubs.ts';

describe('bridge: Telegram end to end', () => {
  let h: Harness;
  let org: TestOrganization;
  let ana: Member;
  let updateId = 1000;
  const GROUP = -100777;

  const user = (id: number, name: string) => ({ id, is_bot: false, first_name: name });
  const privateText = (from: number, text: string, messageId = updateId) => ({
    update_id: ++updateId,
    message: { message_id: messageId, date: 1764000000, chat: { id: from, type: 'private' }, from: user(from, 'P'), text },
  });
  const press = (from: number, chatId: number, data: string) => ({
    update_id: ++updateId,
    callback_query: {
      id: `cb-${updateId}`, from: user(from, 'P'), chat_instance: 'ci', data,
      message: { message_id: 77, date: 1764000000, chat: { id: chatId, type: chatId < 0 ? 'supergroup' : 'private' }, text: 'x' },
    },
  });
  const sentTo = (chatId: number) => h.telegram.callsOf('sendMessage').filter((c) => Number(c.args.chat_id) === chatId);
  const answers = () => h.telegram.callsOf('answerCallbackQuery');
  const pendingDrafts = async (member: Member) =>
    json((await as(h.service.app, member)({ method: 'GET', url: '/api/tasks/drafts?status=pending' }))).data as { id: string; title: string }[];

  before(async () => {
    h = await startHarness('2026-11-23T08:00:00.000Z');
    org = await signUpOrganization(h.service.app, { timezone: 'UTC' });
    ana = await org.addMember('employee', 'Ana');
    const ben = await org.addMember('employee', 'Ben');
    await h.link(ana.id, 'chat_b', '111');
    await h.link(ben.id, 'chat_b', '222');
    await h.configure(org, { platform: 'chat_b', teamChannelId: String(GROUP), progressChannelId: String(GROUP), workDays: [1, 2, 3, 4, 5, 6, 7] });
    // The organization's groups: a verified member of it is in each (decisions §8).
    for (const group of [GROUP, -100555, -100556]) h.telegram.members.set(String(group), ['222']);
  });
  after(async () => { await h.close(); });

  test('a private message becomes a draft with an inline keyboard; only the owner\'s Confirm counts', async () => {
    assert.equal((await h.telegramUpdate(privateText(111, 'remind me to book the venue on Friday'))).status, 200);
    await h.idle();
    const [draft] = await pendingDrafts(ana);
    assert.ok(draft);
    const answer = sentTo(111).at(-1)!;
    const buttons = answer.args.reply_markup.inline_keyboard.flat() as { callback_data: string }[];
    assert.deepEqual(buttons.map((b) => b.callback_data), [`confirm_draft:${draft.id}`, `reject_draft:${draft.id}`]);
    assert.ok(buttons.every((b) => Buffer.byteLength(b.callback_data) <= 64));

    await h.telegramUpdate(press(222, 222, `confirm_draft:${draft.id}`));
    await h.idle();
    assert.match(answers().at(-1)!.args.text, /not yours/);
    assert.ok((await pendingDrafts(ana)).some((d) => d.id === draft.id));

    await h.telegramUpdate(press(111, 111, `confirm_draft:${draft.id}`));
    await h.idle();
    const tasks = json<'/api/tasks'>(await as(h.service.app, ana)({ method: 'GET', url: '/api/tasks?status=open' })).data as { title: string }[];
    assert.ok(tasks.some((t) => t.title === draft.title));
    assert.match(sentTo(111).at(-1)!.args.text, /Task created/);
  });

  test('the bridge\'s own words follow each person\'s language: buttons, details, "not yours", the task created, the link', async () => {
    await h.telegramUpdate(privateText(111, 'recuérdame reservar la sala de reuniones el viernes'));
    await h.idle();
    const spanish = sentTo(111).at(-1)!;
    const labels = (spanish.args.reply_markup.inline_keyboard.flat() as { text: string }[]).map((b) => b.text);
    assert.deepEqual(labels, ['✅ Confirmar', '✖️ Rechazar']);
    assert.match(spanish.args.text, /\(prioridad \d/);
    const [draft] = (await pendingDrafts(ana)).filter((d) => /sala/.test(d.title));
    assert.ok(draft);

    await h.telegramUpdate(privateText(222, 'Hallo! Wie geht es dir heute?'));
    await h.idle();
    await h.telegramUpdate(press(222, 222, `confirm_draft:${draft.id}`));
    await h.idle();
    assert.match(answers().at(-1)!.args.text, /Dieser Entwurf gehört nicht dir/);

    await h.telegramUpdate(press(111, 111, `confirm_draft:${draft.id}`));
    await h.idle();
    assert.match(sentTo(111).at(-1)!.args.text, /^✅ Tarea creada: /);

    await h.telegramUpdate(privateText(333, 'Bonjour, je voudrais ajouter une tâche pour demain'));
    await h.idle();
    assert.match(sentTo(333).at(-1)!.args.text, /Lier votre compte: http/);
  });

  test('a re-sent update_id has its effect once', async () => {
    const before = (await pendingDrafts(ana)).length;
    const update = privateText(111, 'remind me to write the onboarding guide tomorrow');
    await h.telegramUpdate(update);
    await h.telegramUpdate(update);
    await h.idle();
    assert.equal((await pendingDrafts(ana)).length, before + 1);
  });

  test('a reply to today\'s morning thread becomes a submission, acknowledged with a reaction', async () => {
    h.clock.set('2026-11-23T09:00:00.000Z');
    await h.service.app.workers.scheduler.tick({ organizationIds: [org.id] });
    await h.service.app.workers.outbox.runOnce({ organizationIds: [org.id] });
    const checkIn = sentTo(GROUP).at(-1)!;
    assert.match(checkIn.args.text, /Good morning/);
    const thread = json<'/api/morning-threads/today'>(await h.service.app.inject({ method: 'GET', url: `/api/morning-threads/today?orgId=${org.id}`, headers: apiKeyHeader() }));
    const postId = Number(thread?.threadTs);
    assert.ok(postId > 0);

    await h.telegramUpdate({
      update_id: ++updateId,
      message: {
        message_id: 9001, date: 1764000000, chat: { id: GROUP, type: 'supergroup' }, from: user(222, 'Ben'), text: '1. draft the agenda\n2. send invites',
        reply_to_message: { message_id: postId, date: 1764000000, chat: { id: GROUP, type: 'supergroup' }, from: TELEGRAM_BOT, text: checkIn.args.text },
      },
    });
    await h.idle();
    const today = json<'/api/morning-threads/today'>(await h.service.app.inject({ method: 'GET', url: `/api/morning-threads/today?orgId=${org.id}`, headers: apiKeyHeader() }));
    assert.deepEqual(today?.submissions.map((s: { messageTs: string }) => s.messageTs), ['9001']);
    const reaction = h.telegram.callsOf('setMessageReaction').at(-1)!;
    assert.deepEqual([Number(reaction.args.chat_id), reaction.args.message_id], [GROUP, 9001]);
  });

  test('a group mention is answered in the group, replying to the message', async () => {
    await h.telegramUpdate({
      update_id: ++updateId,
      message: {
        message_id: 9100, date: 1764000000, chat: { id: GROUP, type: 'supergroup' }, from: user(111, 'Ana'),
        text: '@teamwell_bot hello', entities: [{ type: 'mention', offset: 0, length: 13 }],
      },
    });
    await h.idle();
    const answer = sentTo(GROUP).at(-1)!;
    assert.equal(answer.args.reply_parameters.message_id, 9100);
  });

  test('a Telegram 429 answers 503 with its Retry-After; that chat waits it out; the retry posts once', async () => {
    h.telegram.failNext('sendMessage', telegramRateLimit(4));
    const body = { kind: 'eod_summary', organizationId: org.id, platform: 'chat_b', channelId: '-100555', text: 'Summary' };
    const busy = await h.deliver(body, 'tg-rate-1');
    assert.equal(busy.status, 503);
    assert.equal(busy.headers.get('retry-after'), '4');
    const limitedAt = h.telegram.calls.at(-1)!.at;
    // Asked again at once: longer than a delivery may wait, so the bridge itself says when, without asking Telegram.
    const calls = h.telegram.calls.filter((c) => c.method === 'sendMessage').length;
    const held = await h.deliver(body, 'tg-rate-1');
    assert.equal(held.status, 503);
    assert.ok(['3', '4'].includes(held.headers.get('retry-after')!), held.headers.get('retry-after')!);
    assert.equal(h.telegram.calls.filter((c) => c.method === 'sendMessage').length, calls);
    // Within reach: the delivery waits for the end of Telegram's pause, then posts.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const ok = await h.deliver(body, 'tg-rate-1');
    assert.equal(ok.status, 200, ok.text);
    assert.ok(sentTo(-100555).at(-1)!.at - limitedAt >= 4_000, 'not before Telegram\'s retry_after');
    const again = await h.deliver(body, 'tg-rate-1');
    assert.equal(again.text, ok.text, 'a redelivery answers the same ts');
    assert.equal(sentTo(-100555).length, 1);
  });

  test('oversized text is cut to Telegram\'s 4096 characters instead of being refused', async () => {
    const response = await h.deliver({ kind: 'eod_summary', organizationId: org.id, platform: 'chat_b', channelId: '-100556', text: 'x'.repeat(10_000) }, 'tg-long');
    assert.equal(response.status, 200);
    const sent = sentTo(-100556).at(-1)!.args.text as string;
    assert.equal(sent.length, 4096);
    assert.ok(sent.endsWith('…'));
  });

  test('while the bot\'s identity cannot be fetched, healthz says why and an update answers 503 so that Telegram sends it again', async () => {
    await h.stopBridge();
    // Asked at start-up, and again when the first update comes.
    h.telegram.failNext('getMe', { status: 401, body: { ok: false, error_code: 401, description: 'Unauthorized' } }, 2);
    await h.startBridge();
    const down = (await h.health()).platforms.chat_b!;
    assert.deepEqual([down.platform, down.mode, down.connected, down.lastEventAt], ['telegram', 'webhook', false, null]);
    assert.match(String(down.lastError), /identity is unavailable.*Unauthorized/);
    const update = privateText(111, 'hello again');
    const first = await h.telegramUpdate(update);
    assert.equal(first.status, 503);
    const sent = sentTo(111).length;
    assert.equal((await h.telegramUpdate(update)).status, 200);
    await h.idle();
    assert.equal(sentTo(111).length, sent + 1, 'handled once it came again');
    const up = (await h.health()).platforms.chat_b!;
    assert.deepEqual([up.connected, up.lastError, up.lastEventAt], [true, null, h.clock.now().toISOString()]);
  });
});
