// Completing tasks in free text (issue 17): past tense and "done with …" in every language
// complete the matching open task, tolerant of inflection; two equal matches make the reply ask
// which one. Requests chat does not carry out (cancel, delete, move) are never drafts.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createBuiltinEngine } from '../../src/assistant/index.ts';
import { createMemoryTools } from '../../src/assistant/memory-tools.ts';
import type { LanguageCode, TaskSummary } from '../../src/assistant/types.ts';

const engine = createBuiltinEngine();
const NOW = new Date('2026-11-23T09:00:00Z');

const task = (id: string, title: string): TaskSummary => ({
  id, title, status: 'open', priority: 3, dueDate: null, dueHasTime: false, createdAt: '2026-11-01T00:00:00Z',
});

async function say(message: string, tasks: TaskSummary[]) {
  const tools = createMemoryTools({ now: () => NOW, tasks: tasks.map((t) => ({ ...t })) });
  const result = await engine.respond({ message, history: [], now: NOW, timezone: 'UTC', fixedLanguage: null }, tools);
  return { result, state: tools.state };
}

describe('free-text completion in every language', () => {
  // [language, open tasks (the first is the one meant), message]
  const cases: Array<[LanguageCode, string[], string]> = [
    ['english', ['Send the Acme invoice', 'Book the venue'], 'sent the Acme invoice'],
    ['english', ['Update the pricing page', 'Call the bank'], 'done with the pricing page update'],
    ['spanish', ['Enviar la factura a Acme', 'Reservar la sala'], 'ya envié la factura de Acme'],
    ['french', ['Envoyer la facture Acme', 'Réserver la salle'], "j'ai envoyé la facture Acme"],
    ['german', ['Acme-Rechnung verschicken', 'Raum buchen'], 'hab die Acme-Rechnung verschickt'],
    ['portuguese', ['Enviar a fatura da Acme', 'Reservar a sala'], 'enviei a fatura da Acme'],
    ['italian', ['Inviare la fattura ad Acme', 'Prenotare la sala'], 'ho inviato la fattura ad Acme'],
    ['dutch', ['Acme-factuur versturen', 'Zaal boeken'], 'de Acme-factuur is verstuurd'],
    ['hinglish', ['Acme invoice bhejna', 'Venue book karna'], 'Acme invoice bhej diya'],
    ['russian', ['Отправить счёт Acme', 'Забронировать зал'], 'отправил счёт Acme'],
    ['japanese', ['Acmeの請求書を送る', '会場を予約する'], 'Acmeの請求書を送りました'],
    ['korean', ['Acme 청구서 보내기', '회의실 예약'], 'Acme 청구서 보냈어요'],
    ['chinese', ['给Acme发发票', '订会议室'], '给Acme的发票发了'],
    ['arabic', ['إرسال فاتورة Acme', 'حجز القاعة'], 'خلصت إرسال فاتورة Acme'],
  ];
  for (const [lang, titles, message] of cases) {
    test(`${lang}: ${message}`, async () => {
      const tasks = titles.map((t, i) => task(`t${i + 1}`, t));
      const { result, state } = await say(message, tasks);
      assert.equal(result.intent, 'task_list', message);
      assert.equal(result.completedTask?.id, 't1', `${message} → ${result.text}`);
      assert.equal(state.tasks.find((t) => t.id === 't1')!.status, 'completed');
      assert.equal(state.tasks.find((t) => t.id === 't2')!.status, 'open');
      assert.equal(result.taskDrafts.length, 0);
    });
  }

  // Folded, one language's past tense is another's imperative: "preparé" reads as "prepare".
  test('another language\'s past tense does not turn an English request into a completion', async () => {
    for (const message of ['prepare the quarterly slides', 'revise the contract', 'reserve a room for Friday']) {
      const { result, state } = await say(message, [task('t1', 'Prepare the quarterly slides'), task('t2', 'Reserve a room')]);
      assert.equal(result.intent, 'task_create', message);
      assert.equal(result.completedTask, undefined, message);
      assert.ok(state.tasks.every((t) => t.status === 'open'), message);
    }
  });

  test('two tasks that match equally: the reply asks which one and completes neither', async () => {
    const tasks = [task('a', 'Send the invoice to Acme'), task('b', 'Send the invoice to Beta'), task('c', 'Book the venue')];
    const { result, state } = await say('I sent the invoice', tasks);
    assert.equal(result.intent, 'task_list');
    assert.equal(result.completedTask, undefined);
    assert.deepEqual((result.tasks ?? []).map((t) => t.id).sort(), ['a', 'b']);
    assert.match(result.text, /Acme/);
    assert.match(result.text, /Beta/);
    assert.ok(state.tasks.every((t) => t.status === 'open'));
    const es = await say('ya mandé la factura', [task('a', 'Mandar la factura a Acme'), task('b', 'Mandar la factura a Beta')]);
    assert.equal(es.result.completedTask, undefined);
    assert.equal(es.result.tasks?.length, 2);
    assert.doesNotMatch(es.result.text, /which one/i, 'the question is asked in the message language');
  });

  test('the better match wins over a weaker one', async () => {
    const { result } = await say('sent the Acme invoice', [task('a', 'Send the invoice to Acme'), task('b', 'Send the invoice to Beta')]);
    assert.equal(result.completedTask?.id, 'a');
  });
});

describe('completion by meaning: another form of the verb than the title', () => {
  // [language, open tasks (the first is the one meant), message]: the title says the to-do, the
  // message says it is done, with the verb in a past or other form and particles of its own.
  const cases: Array<[LanguageCode, string[], string]> = [
    ['english', ['Write the quarterly report', 'Call the dentist'], 'I wrote the quarterly report'],
    ['english', ['Write the quarterly report', 'Call the dentist'], 'finished writing the quarterly report'],
    ['japanese', ['レポートを書く', '歯医者に電話する'], 'レポート書き終わった'],
    ['japanese', ['ポスターを貼る', '会場を予約する'], 'ポスター貼りました'],
    ['korean', ['보고서 쓰기', '치과에 전화하기'], '보고서 다 썼어'],
    ['chinese', ['写季度报告', '给牙医打电话'], '季度报告写完了'],
    ['spanish', ['Enviar la factura a Ibarra', 'Llamar al dentista'], 'ya envié la factura a Ibarra'],
    ['french', ['Envoyer la facture à Dupuis', 'Appeler le dentiste'], "j'ai envoyé la facture à Dupuis"],
    ['german', ['Rechnung an Hofmann schicken', 'Zahnarzt anrufen'], 'hab die Rechnung an Hofmann geschickt'],
    ['portuguese', ['Enviar a nota fiscal', 'Ligar pro dentista'], 'enviei a nota fiscal'],
    ['italian', ['Mandare la fattura a Rossi', 'Chiamare il dentista'], 'ho mandato la fattura a Rossi'],
    ['dutch', ['Factuur naar De Vries sturen', 'Tandarts bellen'], 'factuur naar De Vries verstuurd'],
    ['russian', ['Отправить счёт Вектору', 'Позвонить стоматологу'], 'отправил счёт Вектору'],
    ['arabic', ['إرسال الفاتورة لشركة الريان', 'الاتصال بطبيب الأسنان'], 'أرسلت الفاتورة لشركة الريان'],
    ['hinglish', ['Sharma ko invoice bhejna', 'Dentist ko call karna'], 'Sharma ko invoice bhej diya'],
  ];
  for (const [lang, titles, message] of cases) {
    test(`${lang}: ${message}`, async () => {
      const { result, state } = await say(message, titles.map((t, i) => task(`t${i + 1}`, t)));
      assert.equal(result.completedTask?.id, 't1', `${message} → ${result.text}`);
      assert.equal(state.tasks.find((t) => t.id === 't2')!.status, 'open');
    });
  }
});

describe('not a task: requests chat does not carry out', () => {
  const cases: Array<[string, RegExp]> = [
    ['cancel the flights task', /cancel/i],
    ['delete the task about the Acme invoice', /delete/i],
    ['move the dentist task to Friday', /move|Tasks/i],
    ['cancela la tarea del informe', /cancelar|Tareas/i],
    ['lösch die Aufgabe mit der Rechnung', /lösch|Aufgaben/i],
    ['annule la tâche du rapport', /annul|Tâches/i],
  ];
  for (const [message, reply] of cases) {
    test(message, async () => {
      const { result, state } = await say(message, [task('t1', 'Acme invoice')]);
      assert.equal(result.intent, 'general');
      assert.equal(result.taskDrafts.length, 0);
      assert.equal(state.drafts.length, 0);
      assert.match(result.text, reply);
      assert.equal(state.tasks[0]!.status, 'open');
    });
  }
});
