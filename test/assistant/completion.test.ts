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

describe('completion by meaning in every language: verb forms, particles, ties and the other task', () => {
  interface LanguageCases {
    /** [open tasks (the first is the one meant), message]: the verb in another form than the title's. */
    forms: Array<[string[], string]>;
    /** Two tasks the message names equally well (the reply asks which), and the message. */
    tie: [string[], string];
    /** [the task meant, another task on the same thing with another verb], the message: the other stays open. */
    other: [string[], string];
  }
  const cases: Record<LanguageCode, LanguageCases> = {
    english: {
      forms: [
        [['Write the report', 'Call the dentist'], 'finished writing the report'],
        [['Write the report', 'Call the dentist'], 'wrote the report'],
        [['Buy the train tickets', 'Call the dentist'], 'bought the train tickets'],
        [['Call the dentist', 'Write the report'], 'just called the dentist'],
      ],
      tie: [['Write the report for Acme', 'Write the report for Beta', 'Call the dentist'], 'wrote the report'],
      other: [['Print the report', 'Write the report'], 'printed the report'],
    },
    german: {
      forms: [
        [['Bericht schreiben', 'Zahnarzt anrufen'], 'hab den Bericht geschrieben'],
        [['Zahnarzt anrufen', 'Bericht schreiben'], 'Zahnarzt angerufen'],
        [['Zugtickets kaufen', 'Zahnarzt anrufen'], 'hab die Zugtickets gekauft'],
        [['Bericht schreiben', 'Zahnarzt anrufen'], 'Bericht ist fertig geschrieben'],
      ],
      tie: [['Bericht für Acme schreiben', 'Bericht für Beta schreiben', 'Zahnarzt anrufen'], 'hab den Bericht geschrieben'],
      other: [['Bericht drucken', 'Bericht schreiben'], 'Bericht gedruckt'],
    },
    russian: {
      forms: [
        [['Написать отчёт', 'Позвонить стоматологу'], 'написала отчёт'],
        [['Купить билеты на поезд', 'Позвонить стоматологу'], 'купил билеты на поезд'],
        [['Позвонить стоматологу', 'Написать отчёт'], 'позвонила стоматологу'],
        [['Написать отчёт', 'Позвонить стоматологу'], 'отчёт написан'],
      ],
      tie: [['Написать отчёт для Acme', 'Написать отчёт для Beta', 'Позвонить стоматологу'], 'написал отчёт'],
      other: [['Распечатать отчёт', 'Написать отчёт'], 'распечатал отчёт'],
    },
    japanese: {
      forms: [
        [['レポートを書く', '歯医者に電話する'], 'レポート書き終わった'],
        [['電車のチケットを買う', '歯医者に電話する'], '電車のチケット買った'],
        [['歯医者に電話する', 'レポートを書く'], '歯医者に電話した'],
      ],
      tie: [['Acmeのレポートを書く', 'Betaのレポートを書く', '歯医者に電話する'], 'レポート書いた'],
      other: [['レポートを印刷する', 'レポートを書く'], 'レポート印刷した'],
    },
    korean: {
      forms: [
        [['보고서 작성하기', '치과에 전화하기'], '보고서 작성 완료했어'],
        [['기차표 사기', '치과에 전화하기'], '기차표 샀어'],
        [['치과에 전화하기', '보고서 작성하기'], '치과에 전화했어'],
      ],
      tie: [['Acme 보고서 작성하기', 'Beta 보고서 작성하기', '치과에 전화하기'], '보고서 작성했어'],
      other: [['보고서 인쇄하기', '보고서 작성하기'], '보고서 인쇄했어'],
    },
    chinese: {
      forms: [
        [['写报告', '给牙医打电话'], '报告写完了'],
        [['买火车票', '给牙医打电话'], '火车票买好了'],
        [['给牙医打电话', '写报告'], '已经给牙医打过电话了'],
      ],
      tie: [['给Acme写报告', '给Beta写报告', '给牙医打电话'], '报告写完了'],
      other: [['打印报告', '写报告'], '报告打印好了'],
    },
    spanish: {
      forms: [
        [['Escribir el informe', 'Llamar al dentista'], 'ya escribí el informe'],
        [['Escribir el informe', 'Llamar al dentista'], 'terminé de escribir el informe'],
        [['Comprar los billetes de tren', 'Llamar al dentista'], 'compré los billetes de tren'],
        [['Llamar al dentista', 'Escribir el informe'], 'ya llamé al dentista'],
      ],
      tie: [['Escribir el informe de Acme', 'Escribir el informe de Beta', 'Llamar al dentista'], 'ya escribí el informe'],
      other: [['Imprimir el informe', 'Escribir el informe'], 'imprimí el informe'],
    },
    french: {
      forms: [
        [['Écrire le rapport', 'Appeler le dentiste'], "j'ai écrit le rapport"],
        [['Écrire le rapport', 'Appeler le dentiste'], "j'ai fini d'écrire le rapport"],
        [['Acheter les billets de train', 'Appeler le dentiste'], "j'ai acheté les billets de train"],
        [['Appeler le dentiste', 'Écrire le rapport'], "j'ai appelé le dentiste"],
      ],
      tie: [['Écrire le rapport pour Acme', 'Écrire le rapport pour Beta', 'Appeler le dentiste'], "j'ai écrit le rapport"],
      other: [['Imprimer le rapport', 'Écrire le rapport'], "j'ai imprimé le rapport"],
    },
    portuguese: {
      forms: [
        [['Escrever o relatório', 'Ligar pro dentista'], 'escrevi o relatório'],
        [['Escrever o relatório', 'Ligar pro dentista'], 'terminei de escrever o relatório'],
        [['Comprar as passagens de trem', 'Ligar pro dentista'], 'comprei as passagens de trem'],
        [['Ligar pro dentista', 'Escrever o relatório'], 'já liguei pro dentista'],
      ],
      tie: [['Escrever o relatório da Acme', 'Escrever o relatório da Beta', 'Ligar pro dentista'], 'escrevi o relatório'],
      other: [['Imprimir o relatório', 'Escrever o relatório'], 'imprimi o relatório'],
    },
    italian: {
      forms: [
        [['Scrivere il report', 'Chiamare il dentista'], 'ho scritto il report'],
        [['Comprare i biglietti del treno', 'Chiamare il dentista'], 'ho comprato i biglietti del treno'],
        [['Chiamare il dentista', 'Scrivere il report'], 'ho chiamato il dentista'],
      ],
      tie: [['Scrivere il report per Acme', 'Scrivere il report per Beta', 'Chiamare il dentista'], 'ho scritto il report'],
      other: [['Stampare il report', 'Scrivere il report'], 'ho stampato il report'],
    },
    dutch: {
      forms: [
        [['Rapport schrijven', 'Tandarts bellen'], 'rapport geschreven'],
        [['Treinkaartjes kopen', 'Tandarts bellen'], 'treinkaartjes gekocht'],
        [['Tandarts bellen', 'Rapport schrijven'], 'ik heb de tandarts gebeld'],
      ],
      tie: [['Rapport voor Acme schrijven', 'Rapport voor Beta schrijven', 'Tandarts bellen'], 'rapport geschreven'],
      other: [['Rapport printen', 'Rapport schrijven'], 'het rapport geprint'],
    },
    arabic: {
      forms: [
        [['كتابة التقرير', 'الاتصال بطبيب الأسنان'], 'كتبت التقرير'],
        [['كتابة التقرير', 'الاتصال بطبيب الأسنان'], 'خلصت كتابة التقرير'],
        [['شراء تذاكر القطار', 'الاتصال بطبيب الأسنان'], 'اشتريت تذاكر القطار'],
        [['الاتصال بطبيب الأسنان', 'كتابة التقرير'], 'اتصلت بطبيب الأسنان'],
      ],
      tie: [['كتابة التقرير لشركة Acme', 'كتابة التقرير لشركة Beta', 'الاتصال بطبيب الأسنان'], 'كتبت التقرير'],
      other: [['طباعة التقرير', 'كتابة التقرير'], 'طبعت التقرير'],
    },
    hinglish: {
      forms: [
        [['Report likhna', 'Dentist ko call karna'], 'report likh li'],
        [['Train ke tickets khareedna', 'Dentist ko call karna'], 'train ke tickets khareed liye'],
        [['Dentist ko call karna', 'Report likhna'], 'dentist ko call kar diya'],
      ],
      tie: [['Acme ki report likhna', 'Beta ki report likhna', 'Dentist ko call karna'], 'report likh di'],
      other: [['Report print karna', 'Report likhna'], 'report print kar diya'],
    },
  };
  for (const [lang, { forms, tie, other }] of Object.entries(cases) as Array<[LanguageCode, LanguageCases]>) {
    for (const [titles, message] of forms) {
      test(`${lang}: "${message}" completes "${titles[0]}"`, async () => {
        const { result, state } = await say(message, titles.map((t, i) => task(`t${i + 1}`, t)));
        assert.equal(result.completedTask?.id, 't1', `${message} → ${result.text}`);
        assert.equal(state.tasks.find((t) => t.id === 't2')!.status, 'open');
      });
    }
    test(`${lang}: "${tie[1]}" names two tasks: the reply asks which`, async () => {
      const { result, state } = await say(tie[1], tie[0].map((t, i) => task(`t${i + 1}`, t)));
      assert.equal(result.completedTask, undefined, `${tie[1]} → ${result.text}`);
      assert.deepEqual((result.tasks ?? []).map((t) => t.id).sort(), ['t1', 't2'], `${tie[1]} → ${result.text}`);
      assert.ok(state.tasks.every((t) => t.status === 'open'));
    });
    test(`${lang}: "${other[1]}" completes "${other[0][0]}", not "${other[0][1]}"`, async () => {
      const { result, state } = await say(other[1], other[0].map((t, i) => task(`t${i + 1}`, t)));
      assert.equal(result.completedTask?.id, 't1', `${other[1]} → ${result.text}`);
      assert.equal(state.tasks.find((t) => t.id === 't2')!.status, 'open');
    });
  }
});
