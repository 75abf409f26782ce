// Shapes of messages the built-in engine handles as classes, each shown in several languages:
// titles in scripts without spaces, dates per list line and for "both by Friday", the end of a
// named month, week spans, borrowed English words in language detection, inline numbered lists,
// feelings and background clauses next to a to-do.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { detectLanguage } from '../../src/assistant/builtin/language.ts';
import { extractTasks } from '../../src/assistant/index.ts';

// Monday 2026-11-23, 09:00 UTC.
const NOW = new Date('2026-11-23T09:00:00Z');
const tasks = (text: string) => extractTasks(text, { now: NOW, timezone: 'UTC' });
const titles = (text: string) => tasks(text).map((t) => t.title);
const dues = (text: string) => tasks(text).map((t) => t.dueDate);

describe('titles in scripts without spaces are cleaned like the others', () => {
  const cases: Array<[string, string]> = [
    ['明日までにレポートを書いてください', 'レポートを書く'],
    ['金曜日までに請求書を送ってほしい', '請求書を送る'],
    ['会議室を予約しておいて', '会議室を予約する'],
    ['佐藤さんに電話してください', '佐藤さんに電話する'],
    ['資料を読んでください', '資料を読む'],
    ['帰りに牛乳を買ってきて', '帰りに牛乳を買ってくる'],
    ['내일까지 보고서 써 주세요', '보고서 쓰기'],
    ['금요일까지 견적서 보내줘', '견적서 보내기'],
    ['발표 자료 만들어 주세요', '발표 자료 만들기'],
    ['회의실 예약해 주세요', '회의실 예약'],
    ['帮我订一下会议室', '订会议室'],
    ['記得明天交報告', '交報告'],
  ];
  for (const [text, title] of cases) test(text, () => assert.deepEqual(titles(text), [title]));
});

describe('dates', () => {
  test('each list line keeps its own weekday, also abbreviated', () => {
    const week = ['2026-11-30', '2026-11-25', '2026-11-27'];
    assert.deepEqual(dues('plan:\nMon - email the landlord\nWed - renew the domain\nFri - order toner'), week);
    assert.deepEqual(dues('Plan:\nMo – Vermieter anschreiben\nMi – Domain verlängern\nFr – Toner bestellen'), week);
    assert.deepEqual(dues('lunes: escribir al casero\nmiércoles: renovar el dominio\nviernes: pedir tóner'), week);
    assert.deepEqual(dues('пн – написать арендодателю\nср – продлить домен\nпт – заказать картридж'), week);
  });

  test('"both by Friday" dates every item, and splits them', () => {
    const both = [
      'update the wiki and clean the backlog, both by Friday',
      'Wiki aktualisieren und Backlog aufräumen, beides bis Freitag',
      'actualizar la wiki y limpiar el backlog, las dos cosas para el viernes',
      'mettre à jour le wiki et nettoyer le backlog, les deux pour vendredi',
      'beide uiterlijk vrijdag: wiki bijwerken en backlog opschonen',
      'обновить вики и почистить бэклог — и то и другое к пятнице',
      'どっちも金曜までに：ウィキの更新とバックログの整理',
    ];
    for (const text of both) {
      assert.equal(tasks(text).length, 2, text);
      assert.deepEqual(dues(text), ['2026-11-27', '2026-11-27'], text);
    }
  });

  test('"X and on Dec 5 Y": a date opening the second to-do splits it off', () => {
    assert.deepEqual(dues('mañana llamar al banco y el 5 de diciembre pagar el seguro'), ['2026-11-24', '2026-12-05']);
    assert.deepEqual(dues('demain appeler la banque et le 5 décembre payer l\'assurance'), ['2026-11-24', '2026-12-05']);
  });

  test('the end of a named month; week spans and end of the workday in CJK; Japanese month/day', () => {
    assert.equal(dues('end of December: file the expenses')[0], '2026-12-31');
    assert.equal(dues('eind november de btw-aangifte doen')[0], '2026-11-30');
    assert.equal(dues('к концу декабря сдать отчёт')[0], '2026-12-31');
    assert.equal(dues('今月中に経費精算する')[0], '2026-11-30');
    assert.equal(dues('이번 달 안에 경비 정산하기')[0], '2026-11-30');
    assert.equal(dues('两周后交季度报告')[0], '2026-12-07');
    assert.equal(dues('2週間後に健康診断')[0], '2026-12-07');
    assert.equal(dues('일주일 뒤에 보고서 제출')[0], '2026-11-30');
    assert.equal(dues('下班前把日报发出去')[0], '2026-11-23');
    assert.equal(dues('퇴근 전까지 보고서 올리기')[0], '2026-11-23');
    assert.equal(dues('12/3までに契約更新')[0], '2026-12-03');
    assert.equal(dues('inviare il preventivo entro le 17')[0], '2026-11-23T17:00');
  });
});

describe('splitting', () => {
  test('inline numbered items', () => {
    assert.deepEqual(titles('1. count the stock 2. check the order 3. call the client'), ['Count the stock', 'Check the order', 'Call the client']);
    assert.equal(tasks('1. 在庫を数える 2. 発注書を確認 3. 納期を連絡').length, 3);
    assert.equal(tasks('bis 12. Januar 3. Entwurf schicken').length, 1);
  });

  test('a feelings clause next to a to-do is not a draft', () => {
    for (const text of [
      'bit grumpy… monday process the client feedback',
      'een beetje chagrijnig… maandag de feedback verwerken',
      'немного раздражена… в понедельник ответить клиенту',
      'ちょっとイライラ。明後日までに修正依頼に対応',
      '有点郁闷，周日前要改完反馈的问题',
    ]) assert.equal(tasks(text).length, 1, text);
  });

  test('the story before "so I need to" is not another draft', () => {
    assert.deepEqual(
      titles('so the Acme people finally replied and they want the updated price list before their board meets on Thursday, which means I need to send them the price list by Thursday'),
      ['Send them the price list'],
    );
    assert.equal(tasks('pues los de Acme contestaron por fin y quieren la lista de precios antes de su junta, así que tengo que mandarles la lista como muy tarde el jueves').length, 1);
  });

  test('a heading with a count and a priority applies to its items', () => {
    for (const text of ['two urgent things: renew the cert and restart the backup server', 'два срочных дела: продлить сертификат и перезапустить сервер']) {
      assert.deepEqual(tasks(text).map((t) => t.priority), [1, 1], text);
    }
  });
});

describe('language', () => {
  const cases: Array<[string, string]> = [
    ['ok parfait, thanks, à demain !', 'french'],
    ['ok perfetto, thanks, a domani!', 'italian'],
    ['vale, genial, thanks!', 'spanish'],
    ['thank you yaar!', 'hinglish'],
    ['good morning ji!', 'hinglish'],
    ['report review wala task kal tak karna hai', 'hinglish'],
    ['holaaa 👋', 'spanish'],
    ['o que significa isso?', 'portuguese'],
    ['daqui a 2 dias ligar pro banco', 'portuguese'],
    ['thanks!', 'english'],
    ['I need to email Raj ji about the contract tomorrow', 'english'],
  ];
  for (const [text, lang] of cases) test(text, () => assert.equal(detectLanguage(text), lang));
});

describe('a piece that only remarks on the to-do before it is no to-do of its own', () => {
  // Its level or date is that to-do's; a short piece with only a date is an item.
  const cases: Array<[string, Array<[string, number]>]> = [
    ['이번 주 금요일까지 서버 점검 공지문 작성해 주세요. 최우선입니다.', [['서버 점검 공지문 작성', 1]]],
    ['2주 뒤에 여권 재발급 신청하기, 급한 건 아님', [['여권 재발급 신청하기', 4]]],
    ['デスク周りの配線を整理するタスク作っといて、急ぎじゃないから', [['デスク周りの配線を整理するタスク作っとく', 4]]],
    ['明天买面包，周四给水管工打电话', [['买面包', 3], ['给水管工打电话', 3]]],
  ];
  for (const [text, want] of cases) {
    test(text, () => assert.deepEqual(tasks(text).map((t) => [t.title, t.priority]), want));
  }
});

describe('the story around a dated to-do is no to-do of its own', () => {
  const cases: Array<[string, string[]]> = [
    ['어제 고객이 또 전화했는데 일정 지연 때문에 엄청 화가 났더라고. 팀장님이 최소한 일정표라도 줘야 한다고 해서 수요일까지 수정된 일정표를 만들어야 해', ['2026-11-25']],
    ['忘れないうちに。ケリーさんが水曜までに予算の数字が欲しいって、それと金曜に渡辺さんの草案を見るって約束した', ['2026-11-25', '2026-11-27']],
  ];
  for (const [text, want] of cases) test(text, () => assert.deepEqual(dues(text).map((d) => d?.slice(0, 10) ?? null), want));
  test('the piece a date is asked for stays, however little shape it has', () => {
    const text = '不好意思写这么长，最近忙疯了。我老是忘记把签好的保密协议寄回给Coral Labs，能帮我放到周五吗？还有订新显示器，不着急';
    assert.ok(titles(text).some((t) => t.includes('保密协议')), titles(text).join(' | '));
  });
});

describe('the highest priority said with a superlative or a rank is urgent (1)', () => {
  for (const text of [
    'dit heeft de allerhoogste prioriteit: de salarisadministratie van november controleren',
    'das hat oberste Priorität: Zugang für den neuen Praktikanten im VPN freischalten',
    'это приоритет номер один: подписать акт сверки',
    'ekdum top priority: audit ke liye saare bills scan krne h',
  ]) test(text, () => assert.equal(tasks(text)[0]?.priority, 1));
});

describe('a part opened by its own date is its own item, also when it holds a later item with a date', () => {
  test('three errands in Italian, each with its day', () => {
    assert.deepEqual(dues('dopodomani porto la macchina dal meccanico, giovedì mando le foto al grafico e il 9 dicembre pago il bollo'), ['2026-11-25', '2026-11-26', '2026-12-09']);
  });
});

describe('"this is very urgent / important" after a to-do is its level', () => {
  const cases: Array<[string, number]> = [
    ['烦请于本周五前完成第三季度供应商评估报告的审阅，此事十分紧急。', 1],
    ['يجب عليّ تسليم البحث إلى الدكتور خلال ثلاثة أيام، وهذا أمر بالغ الأهمية', 2],
    ['اليوم بالليل لازم ابعت الميزانية لسامر، هاد الشي مهم كتير', 2],
  ];
  for (const [text, level] of cases) test(text, () => assert.deepEqual(tasks(text).map((t) => t.priority), [level]));
});
