// What a to-do message says besides its to-dos: a clause telling why or what happened beside the one
// to-do, a piece that is only a date, an approximate date, and requests and headings that carry no
// to-do of their own.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { extractTasks } from '../../src/assistant/index.ts';

// Monday 2026-11-23, 09:00 UTC.
const MONDAY = new Date('2026-11-23T09:00:00Z');
const drafts = (text: string) => extractTasks(text, { now: MONDAY, timezone: 'UTC' });
const titles = (text: string) => drafts(text).map((t) => t.title);
const dueDays = (text: string) => drafts(text).map((t) => t.dueDate?.slice(0, 10) ?? null);

describe('one to-do and the clauses around it', () => {
  test('a clause telling why or what happened is no to-do of its own', () => {
    assert.deepEqual(titles('urgent : relancer le fournisseur pour la facture, ça bloque depuis une semaine'), ['Relancer le fournisseur pour la facture']);
    assert.deepEqual(titles('Subito: bloccare la carta di Marco, ha perso il portafoglio'), ['Bloccare la carta di Marco']);
    assert.deepEqual(titles('срочно: поправить баннер на сайте, клиент уже жалуется'), ['Поправить баннер на сайте']);
    assert.equal(titles('提醒我给供应商回个电话，他们昨天来过邮件').length, 1);
  });

  test('to-dos joined by "and", under a heading or by order stay apart', () => {
    assert.equal(titles('영상 편집하고 자막 달기').length, 2);
    assert.equal(titles('動画の編集と字幕づけ、それからサムネも').length, 3);
    assert.equal(titles('TODO: scan the receipts, file the travel claim, order snacks').length, 3);
    assert.equal(titles('fazer o deploy do hotfix e atualizar o README, os dois pra quarta').length, 2);
  });

  test('a to-do that needs the clause before it for its thing keeps it', () => {
    // "complete karna" names no thing: the clause before it holds the migration.
    assert.equal(titles('migration abhi tak khatam nahi hua, friday tak complete karna hai').length, 2);
    // "那之前" (before then) dates a to-do of its own.
    assert.equal(titles('周五开始盘点，那之前更新库存表').length, 2);
  });
});

describe('dates said apart from their to-do', () => {
  test('a piece that is only a date dates the item before it', () => {
    assert.deepEqual(dueDays('1) notulen rondsturen, vandaag nog\n2) nieuwe koffiemachine regelen'), ['2026-11-23', null]);
  });

  test('an approximate date leaves no word of its own in the title', () => {
    assert.deepEqual(titles('счёт для Петрова, где-то через неделю'), ['Счёт для Петрова']);
    assert.deepEqual(dueDays('счёт для Петрова, где-то через неделю'), ['2026-11-30']);
    assert.deepEqual(titles('send the invoice in two weeks or so'), ['Send the invoice']);
    assert.deepEqual(titles('call Anna roughly on Friday'), ['Call Anna']);
  });

  test('a weekday after the conjunction و is read', () => {
    assert.deepEqual(dueDays('الثلاثاء أسلم الميزانية، والخميس أراجع العقد'), ['2026-11-24', '2026-11-26']);
  });

  test('"gg" counts days in Italian and "오늘 안에" is today in Korean', () => {
    assert.deepEqual(dueDays('fra 5 gg chiamare Lucia'), ['2026-11-28']);
    assert.deepEqual(dueDays('오늘 안에 끝낼 것: 회의록 공유, 출장비 정산'), ['2026-11-23', '2026-11-23']);
    assert.deepEqual(titles('오늘 안에 끝낼 것: 회의록 공유, 출장비 정산'), ['회의록 공유', '출장비 정산']);
  });
});

describe('requests and levels', () => {
  test('a polite request to register the to-do before it is no title', () => {
    assert.deepEqual(titles('金曜までに請求書を送る件、タスク登録をお願いいたします。'), ['請求書を送る件']);
    assert.deepEqual(titles('金曜までに請求書を送る件、タスクに追加してください'), ['請求書を送る件']);
  });

  test('a request to date the to-do before it is no to-do of its own', () => {
    assert.deepEqual(dueDays('I keep forgetting to send the signed NDA back to Coral Labs, could you make that a task for Friday? also order a new monitor, no rush'), ['2026-11-27', null]);
    assert.deepEqual(dueDays('署名済みの契約書を返送すること、金曜に入れてもらえますか？あと新しいモニターの注文も、急ぎじゃないです'), ['2026-11-27', null]);
    assert.deepEqual(dueDays('我老是忘记把签好的保密协议寄回给Coral Labs，能帮我放到周五吗？还有订新显示器，不着急'), ['2026-11-27', null]);
  });

  test('"I keep forgetting to" is no part of the title', () => {
    assert.deepEqual(titles('I keep forgetting to send the signed NDA back, could you make that a task for Friday?'), ['Send the signed NDA back']);
    assert.deepEqual(titles('siempre me olvido de pagar el gimnasio, apúntalo para el lunes'), ['Pagar el gimnasio']);
    assert.deepEqual(titles("j'oublie toujours de rappeler le comptable, mets-le pour lundi"), ['Rappeler le comptable']);
    assert.deepEqual(titles('я всё забываю позвонить бухгалтеру, поставь на понедельник'), ['Позвонить бухгалтеру']);
    assert.deepEqual(titles('我老是忘记把保密协议寄回去，能帮我放到周五吗？'), ['保密协议寄回去']);
  });

  test('a count heading keeps its dated first item', () => {
    assert.equal(titles('タスクを2つ追加して：火曜日までにポスターを印刷、料金ページの誤字を直す').length, 2);
  });

  test('needed now is urgent; an important thing is high in Arabic', () => {
    assert.equal(drafts('lo necesito ya: mandarle las credenciales al cliente')[0]?.priority, 1);
    assert.equal(drafts('preciso disso já: mandar o contrato pro cliente')[0]?.priority, 1);
    assert.equal(drafts('لازم أرد على المورد، شغلة مهمة كتير')[0]?.priority, 2);
    // "مهمة" alone is the word for a task, no level.
    assert.equal(drafts('مهمة: ارسال الفاتورة')[0]?.priority, 3);
  });
});

describe('facts and spans said beside a to-do', () => {
  test('a dated clause stating a fact of someone is no to-do', () => {
    assert.deepEqual(titles('remind me to order the cake on Thursday, her birthday is Saturday'), ['Order the cake']);
    assert.deepEqual(dueDays('remind me to order the cake on Thursday, her birthday is Saturday'), ['2026-11-26']);
    assert.deepEqual(titles('zou je me eraan willen herinneren om donderdag de taart te bestellen? ze is zaterdag jarig'), ['De taart te bestellen']);
    // A clause opened by its date is judged by what follows the date ("el viernes … llamar" is a to-do).
    assert.equal(titles('Tengo que terminar el informe para el miércoles, el viernes a primera hora llamar a la gestoría').length, 2);
  });

  test('a span counts from the day said beside it', () => {
    assert.deepEqual(dueDays('a week from tomorrow submit the report'), ['2026-12-01']);
    assert.deepEqual(titles('a week from tomorrow submit the report'), ['Submit the report']);
    assert.deepEqual(dueDays('2 weeks from Friday renew the lease'), ['2026-12-11']);
    assert.deepEqual(dueDays('morgen in einer Woche den Bericht abgeben'), ['2026-12-01']);
    assert.deepEqual(dueDays('morgen over een week de huur betalen'), ['2026-12-01']);
    assert.deepEqual(dueDays('через неделю после понедельника сдать отчёт'), ['2026-12-07']);
    assert.deepEqual(dueDays('dos semanas a partir del lunes entregar el informe'), ['2026-12-14']);
    // Apart, by a comma, each is its own date; "two days after" with no day is none.
    assert.deepEqual(dueDays('call Anna tomorrow, in two weeks send the report'), ['2026-11-24', '2026-12-07']);
    assert.deepEqual(dueDays('two days after the launch review the metrics'), [null]);
  });

  test('the weekday after the next one', () => {
    for (const text of ['الثلاثاء اللي بعد الجاي لازم أسلم التقرير', 'agle se agle Tuesday ko report submit karni hai',
      'el martes después del próximo entregar el informe', 'na terça depois da próxima entregar o relatório']) {
      assert.deepEqual(dueDays(text), ['2026-12-01'], text);
    }
    assert.deepEqual(dueDays('الثلاثاء الجاي لازم أسلم التقرير'), ['2026-11-24']);
  });
});

describe('words of one language', () => {
  test('the spoken Arabic Monday is read', () => {
    assert.deepEqual(dueDays('لازم أظبط جدول المشروع قبل الاتنين'), ['2026-11-30']);
  });

  test('Chinese 要了 (took) is no need', () => {
    assert.deepEqual(titles('这个项目要了我的命，周五前要交方案'), ['交方案']);
  });
});
