// Times of day stay in the engine's due value (contracts: due dates), in every language; the
// in-memory tools and the service turn the local value into the instant.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { isLocalDue } from '../../src/assistant/due.ts';
import { respond } from '../../src/assistant/eval-adapter.ts';
import { extractTasks } from '../../src/assistant/index.ts';

// Monday 2026-11-23, 09:00 UTC.
const NOW = new Date('2026-11-23T09:00:00Z');
const due = (text: string, timezone = 'UTC') => extractTasks(text, { now: NOW, timezone })[0]?.dueDate ?? null;

describe('times of day', () => {
  const cases: Array<[string, string]> = [
    ['call the dentist at 3pm', '2026-11-23T15:00'],
    ['send the report 15:00', '2026-11-23T15:00'],
    ['meeting prep with Sam at 3', '2026-11-23T15:00'],
    ['call mom tonight at 8', '2026-11-23T20:00'],
    ['renew the SSL cert Wednesday at noon', '2026-11-25T12:00'],
    ['llamar al proveedor mañana a las 10', '2026-11-24T10:00'],
    ['a las 3 de la tarde subir el video', '2026-11-23T15:00'],
    ['envoyer le devis demain à 15h30', '2026-11-24T15:30'],
    ['den Bericht um 15 Uhr abschicken', '2026-11-23T15:00'],
    ['às 9 da manhã ligar pro cliente', '2026-11-23T09:00'],
    ['alle 10 chiamare Marco', '2026-11-23T10:00'],
    ['om 15.00 uur de offerte sturen', '2026-11-23T15:00'],
    ['shaam 5 baje report bhejna hai', '2026-11-23T17:00'],
    ['शाम 5 बजे रिपोर्ट भेजना है', '2026-11-23T17:00'],
    ['в 7 вечера позвонить маме', '2026-11-23T19:00'],
    ['明日15時までにレポートを送る', '2026-11-24T15:00'],
    // An evening word before a bare hour in Chinese, Arabic and Hinglish ("tonight at 8"), and
    // "voor 17.00" where "voor" is also a date word.
    ['今晚8点给妈妈打电话', '2026-11-23T20:00'],
    ['الليلة الساعة 8 أتصل بأمي', '2026-11-23T20:00'],
    ['raat ko 9 baje mom ko call karna hai', '2026-11-23T21:00'],
    ['de offerte voor 17.00 versturen', '2026-11-23T17:00'],
    ['内容確認は午後3時半までに', '2026-11-23T15:30'],
    ['내일 오후 3시에 회의 준비', '2026-11-24T15:00'],
    ['下午3点半开会', '2026-11-23T15:30'],
    ['في الساعة 3 أرسل التقرير', '2026-11-23T15:00'],
    // The day keeps its words when the time of day takes the part of the day they share.
    ['kal subah 9 baje incident postmortem likhna hai', '2026-11-24T09:00'],
    ['до обеда утвердить табели', '2026-11-23T12:00'],
  ];
  for (const [text, expected] of cases) test(text, () => assert.equal(due(text), expected));

  test('a date without a time stays a date; a quantity of hours is no time; a list date takes an item\'s time', () => {
    assert.equal(due('send the report tomorrow'), '2026-11-24');
    assert.equal(due('finish the report in 3h'), null);
    assert.equal(due('order 3 tasks'), null);
    assert.deepEqual(extractTasks('tomorrow: call Sam at 3pm, email Bo', { now: NOW, timezone: 'UTC' }).map((t) => t.dueDate), ['2026-11-24T15:00', '2026-11-24']);
  });

  test('a number word is an hour after its own language\'s time word only', () => {
    assert.equal(due('call Bob at three'), '2026-11-23T15:00');
    assert.equal(due('compra el pan a las once'), '2026-11-23T11:00');
    assert.equal(due('bel de klant om drie'), '2026-11-23T15:00');
    // "at once" is English for immediately, not the Spanish eleven.
    assert.equal(due('pay the bill at once'), null);
    assert.deepEqual(extractTasks('pay the bill at once', { now: NOW, timezone: 'UTC' }).map((t) => [t.title, t.priority]), [['Pay the bill', 1]]);
  });

  test('a clock time said the language\'s own way, or a part of today, is due today', () => {
    assert.equal(due('om kwart over drie de kinderen van zwemles ophalen'), '2026-11-23T15:15');
    assert.equal(due('в полшестого забрать дочку с танцев'), '2026-11-23T17:30');
    assert.equal(due('call the plumber at half past five'), '2026-11-23T17:30');
    assert.equal(due('um viertel vor vier den Bericht abschicken'), '2026-11-23T15:45');
    assert.equal(due('book the meeting room by lunch'), '2026-11-23T12:00');
    assert.equal(due('lunch tak invoice bhej dena'), '2026-11-23T12:00');
    assert.equal(due('erinner mich heute Abend daran, Oma zum Geburtstag anzurufen'), '2026-11-23');
    assert.equal(due('a las tres y cuarto llamar al proveedor'), '2026-11-23T15:15');
    assert.equal(due('appeler le client à cinq heures moins le quart'), '2026-11-23T16:45');
    assert.equal(due('alle tre e un quarto chiamare Marco'), '2026-11-23T15:15');
    assert.equal(due('昼までに資料を送る'), '2026-11-23');
  });

  test('days said in one word or a count, a weekday after next, a slip', () => {
    assert.equal(due('글피까지 팀원 평가서 제출'), '2026-11-26');
    assert.equal(due('열흘 후에 정수기 필터 교체'), '2026-12-03');
    assert.equal(due('しあさってまでに請求書を送る'), '2026-11-26');
    assert.equal(due('после-послезавтра позвонить бухгалтеру'), '2026-11-26');
    assert.equal(due('overovermorgen de huur betalen'), '2026-11-26');
    assert.equal(due('das din baad rent pay karna hai'), '2026-12-03');
    assert.equal(due('für übernächsten Dienstag die Reisekostenabrechnung einreichen'), '2026-12-01');
    assert.equal(due('bis morgn die Folien schicken'), '2026-11-24');
    assert.equal(due('water the office plants thurs aftrenoon'), '2026-11-26');
  });

  test('an explicit date wins over its weekday, and a deadline over an event said before it', () => {
    assert.equal(due('dinsdag 1 december de huurauto terugbrengen'), '2026-12-01');
    assert.equal(due('mardi 1er décembre finir la présentation'), '2026-12-01');
    assert.equal(due('金曜の午後3時から顧客向けデモがあるから、木曜までにデモ環境を準備しないと'), '2026-11-26');
  });

  test('the engine gives local due values only: a real date, or a date and a time of day', () => {
    assert.equal(isLocalDue('2026-11-24'), true);
    assert.equal(isLocalDue('2026-11-24T15:00'), true);
    assert.equal(isLocalDue('2026-02-30'), false);
    assert.equal(isLocalDue('2026-11-24T15:00Z'), false);
    assert.equal(isLocalDue('2026-11-24T24:00'), false);
  });

  test('the eval adapter answers drafts as the service does', async () => {
    const body = await respond('call the dentist tomorrow at 3pm', { now: NOW, timezone: 'America/New_York' });
    assert.deepEqual([body.taskDraft?.dueDate, body.taskDraft?.dueHasTime], ['2026-11-24T20:00:00.000Z', true]);
  });
});
