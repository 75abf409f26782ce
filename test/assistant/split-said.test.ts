// How many to-dos a message says: voice-typed run-ons joined by "and also", "then", "oh and" (or by a thing one
// takes on: "je m'occupe de", "yo me encargo de"), and the framings, reasons and requests that are no to-do of
// their own. Look-alikes: two things joined by "and" under one verb stay one to-do.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { respond } from '../../src/assistant/eval-adapter.ts';
import { extractTasks } from '../../src/assistant/index.ts';

// Monday 2026-11-23, 09:00 UTC.
const MONDAY = new Date('2026-11-23T09:00:00Z');
const drafts = (text: string) => extractTasks(text, { now: MONDAY, timezone: 'UTC' });
const titles = (text: string) => drafts(text).map((t) => t.title);
const count = (text: string) => drafts(text).length;

describe('run-ons that join to-dos', () => {
  test('a thing one takes on is a to-do of its own, next to a need joined by "and also"', () => {
    assert.equal(count("bon au point on a dit que je m'occupe du devis pour Martin et aussi faut que je range les archives"), 2);
    assert.equal(count('yo me encargo del informe de ventas y también tengo que llamar al proveedor'), 2);
    assert.equal(count("in the meeting we agreed I'll take care of the budget slides and also I need to email the venue"), 2);
    assert.equal(count('ich kümmere mich um die Präsentation und dann muss ich den Raum buchen'), 2);
    assert.equal(count('ik zorg voor de taart en ook moet ik de zaal reserveren'), 2);
  });

  test('a need after the conjunction opens a to-do, also after a short thing taken on', () => {
    assert.deepEqual(titles('eu trato do relatório e também tenho de ligar ao fornecedor'), ['Relatório', 'Ligar ao fornecedor']);
    assert.deepEqual(titles('mi occupo io del preventivo e poi devo anche chiamare il fornitore'), ['Preventivo', 'Chiamare il fornitore']);
    assert.equal(count('я займусь отчётом и ещё надо позвонить поставщику'), 2);
  });

  test('Chinese, Japanese and Korean: a thing one takes on is a to-do too', () => {
    assert.deepEqual(titles('我来负责给老板的汇报，还有要交报销单'), ['给老板的汇报', '交报销单']);
    assert.equal(count('金曜の社内勉強会は私が担当で、それと経費精算もしないと'), 2);
    assert.deepEqual(titles('발표 자료는 제가 맡기로 했고 월말까지 회의록 정리해야 돼'), ['발표 자료는 제가 맡기로', '회의록 정리']);
  });

  test('Korean "-야 하고" joins two to-dos', () => {
    assert.deepEqual(titles('보고서 제출해야 하고 회의실 예약해야 돼'), ['보고서 제출', '회의실 예약']);
  });

  test('"oh yeah", "ah oui" after the conjunction only turn to the next to-do', () => {
    assert.deepEqual(titles('I need to send the invoice and oh yeah book a meeting room'), ['Send the invoice', 'Book a meeting room']);
    assert.equal(titles("faut que j'envoie la facture et ah oui réserver une salle")[1], 'Réserver une salle');
  });

  test('Arabic "then" and "and also" join to-dos; "والاتنين" (and Monday) is no "otherwise"', () => {
    assert.equal(count('لازم ادفع الايجار بعدين لازم اتصل بالسباك وكمان تجديد الاشتراك'), 3);
    const monday = drafts('لازم أرتب المكتب، والاتنين الجاي لازم أسلم التقرير');
    assert.equal(monday.length, 2);
    assert.equal(monday[1]!.dueDate?.slice(0, 10), '2026-11-30');
  });

  test('Korean: a to-do closed by its level after "아 그리고" is one of its own', () => {
    const tasks = drafts('보고서 제출해야 되고 아 그리고 오래된 파일 정리 그건 천천히 해도 돼');
    assert.equal(tasks.length, 2);
    assert.equal(tasks[1]!.title, '오래된 파일 정리');
    assert.equal(tasks[1]!.priority, 4);
  });
});

describe('framings, reasons and requests are no to-dos', () => {
  test('someone waiting tells why', () => {
    assert.deepEqual(titles('ضروري اليوم: تسليم التقرير للمدير، الإدارة تنتظر من الصبح'), ['تسليم التقرير للمدير']);
  });

  test('a heading of "first thing", a date and a level', () => {
    const [task, ...rest] = drafts('أول شي بكرا، ومهم: أراجع العقد');
    assert.equal(rest.length, 0);
    assert.equal(task!.title, 'أراجع العقد');
    assert.equal(task!.dueDate?.slice(0, 10), '2026-11-24');
  });

  test('a request to put it down', () => {
    assert.deepEqual(titles('الخميس دفع فاتورة الكهرباء، حطها لي لا تنساها'), ['دفع فاتورة الكهرباء']);
    const [task, ...rest] = drafts('목요일까지 계약서 검토해야 해요, 급한 일이니 등록 부탁드려요');
    assert.equal(rest.length, 0);
    assert.equal(task!.priority, 1);
  });

  test('a date said to be enough is only a date', () => {
    const tasks = drafts('rinnovare il dominio, bassa priorità, basta entro venerdì');
    assert.deepEqual(tasks.map((t) => t.title), ['Rinnovare il dominio']);
    assert.equal(tasks[0]!.dueDate?.slice(0, 10), '2026-11-27');
    assert.deepEqual(titles('update the wiki, low priority, end of month is enough'), ['Update the wiki']);
  });

  test('a line pointing down at the list, and a polite count heading, are headings', () => {
    assert.deepEqual(titles('stuff for the offsite 👇\n- book the bus\n- order t-shirts'), ['Book the bus', 'Order t-shirts']);
    assert.deepEqual(titles('pour le séminaire ⬇️\n- réserver le bus\n- commander les t-shirts'), ['Réserver le bus', 'Commander les t-shirts']);
    assert.deepEqual(titles('今天要处理的\n- 交房租\n- 买牛奶'), ['交房租', '买牛奶']);
    assert.equal(count('すみませんが3点お願いします。明日までに請求書を送付。金曜までに資料作成。来週までに会議室の予約。'), 3);
  });
});

describe('look-alikes', () => {
  test('taking on all of it names no to-do', async () => {
    for (const text of ["je m'occupe de tout, t'inquiète", 'me encargo de todo, tranqui', "I'll take care of everything tomorrow"]) {
      assert.notEqual((await respond(text, { now: MONDAY, timezone: 'UTC' })).intent, 'task_create', text);
    }
  });

  test('two things under one verb stay one to-do', () => {
    assert.equal(count('tengo que llamar a mamá y a papá'), 1);
    assert.equal(count('ich kümmere mich um die Steuer und die Versicherung bis Freitag'), 1);
    assert.equal(count('اتصل بأحمد بعدين'), 1);
    assert.equal(count('할 일: 인턴들이랑 면담 잡기'), 1);
    assert.equal(count('这是我负责的项目，下周要上线'), 1);
  });

  test('a thing that can wait is a level, not a reason', () => {
    const tasks = drafts('غدًا لازم أرسل عرض السعر إلى خالد، مهم. ترتيب الأرشيف يمكن أن ينتظر حتى الخميس');
    assert.equal(tasks.length, 2);
    assert.equal(tasks[1]!.priority, 4);
  });
});
