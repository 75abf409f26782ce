// Due dates said in ways beyond a plain date word: a weekday turned down for the one after it, a day of the
// month in words, diminutive spans and "it can wait until" (src/assistant/builtin/dates.ts, lexicon `dates`).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { findDates } from '../../src/assistant/builtin/dates.ts';
import { view } from '../../src/assistant/builtin/text.ts';
import { extractTasks } from '../../src/assistant/index.ts';

// Monday 2026-11-23, 09:00 UTC.
const NOW = new Date('2026-11-23T09:00:00Z');
const datesIn = (text: string) => findDates(view(text), { now: NOW, timezone: 'UTC' }).map((h) => h.date);
const dues = (text: string) => extractTasks(text, { now: NOW, timezone: 'UTC' }).map((t) => t.dueDate);
const due = (text: string) => dues(text)[0] ?? null;

const check = (cases: Array<[string, string | null]>) => {
  for (const [text, expected] of cases) test(text, () => assert.equal(due(text), expected));
};

describe('a weekday turned down for the one a week later', () => {
  check([
    ['not this Thursday but the one after, book the venue for the offsite', '2026-12-03'],
    ['book the venue, not this Thursday but the Thursday after', '2026-12-03'],
    ['niet deze vrijdag maar de vrijdag daarna de jaarcijfers rondsturen', '2026-12-04'],
    ['niet deze woensdag maar de volgende: de sleutels ophalen', '2026-12-02'],
    ['не в эту пятницу, а в следующую отправить акт сверки', '2026-12-04'],
    ['pas ce jeudi mais le suivant, envoyer le bilan au cabinet', '2026-12-03'],
    ['nicht diesen Freitag, sondern den danach die Steuerunterlagen abgeben', '2026-12-04'],
    ['no este jueves sino el siguiente, mandar el presupuesto al cliente', '2026-12-03'],
    ['não nesta quinta mas na seguinte, entregar o orçamento', '2026-12-03'],
    ['non questo giovedì ma quello dopo, consegnare il preventivo', '2026-12-03'],
    ['is Friday nahi agle Friday ko invoice bhejna hai', '2026-12-04'],
    ['next to next Friday ko vendor ko payment karna hai', '2026-12-04'],
    // Where the day said instead is named in full, the one turned down gives way to it.
    ['今週の金曜じゃなくて来週の金曜に請求書を送る', '2026-12-04'],
    ['이번 주 금요일 말고 다음 주 금요일에 청구서 보내기', '2026-12-04'],
    ['不是这周五而是下周五交发票', '2026-12-04'],
  ]);
  // Look-alikes: another weekday after "but" is not this one a week later; "this Thursday" alone stays this week.
  test('a different weekday after "but" or a plain "this Thursday" is not moved a week', () => {
    assert.notEqual(due('not this Friday but next Wednesday send the invoice'), '2026-12-04');
    assert.equal(due('book the venue this Thursday'), '2026-11-26');
    assert.equal(due('niet deze vrijdag de jaarcijfers rondsturen'), '2026-11-27');
    // The Hinglish "is" before a weekday does not pair with the English "but the one after".
    assert.deepEqual(datesIn('the review is Tuesday but the one after is free'), ['2026-11-24']);
  });
});

describe('a day of the month in words', () => {
  check([
    ['renew the domain by the seventh of December', '2026-12-07'],
    ['renew the domain by December seventh', '2026-12-07'],
    ['до седьмого декабря продлить подписку на сервер', '2026-12-07'],
    ['к третьему декабря подготовить смету', '2026-12-03'],
    ['renouveler le contrat avant le sept décembre', '2026-12-07'],
    ['am siebten Dezember die Miete überweisen', '2026-12-07'],
    ['renovar el dominio antes del siete de diciembre', '2026-12-07'],
    ['renovar o domínio até sete de dezembro', '2026-12-07'],
    ["rinnovare l'abbonamento entro il sette dicembre", '2026-12-07'],
    ['het abonnement verlengen voor zeven december', '2026-12-07'],
    ['pay the rent on the third of next month', '2026-12-03'],
    ['لازم أجدد الاشتراك قبل الثالث من الشهر الجاي', '2026-12-03'],
    ['لازم أدفع الإيجار قبل السابع من ديسمبر', '2026-12-07'],
  ]);
  test('an ordinal without a month is no date', () => {
    assert.equal(due('prepare the second draft of the contract'), null);
    assert.equal(due('подготовить второго кандидата к собеседованию'), null);
  });
});

describe('spans said with diminutives', () => {
  check([
    ['через пару неделек обновить сертификаты', '2026-12-07'],
    ['через недельку позвонить в банк', '2026-11-30'],
    ['en dos semanitas renovar el pasaporte', '2026-12-07'],
    ['daqui a duas semaninhas renovar o passaporte', '2026-12-07'],
    ['over een weekje de tandarts bellen', '2026-11-30'],
    ['dans deux petites semaines renouveler le passeport', '2026-12-07'],
  ]);
});

describe('end of the month after a low level', () => {
  check([
    ['da fare: aggiornare il wiki del team, bassa priorità, basta entro fine mese', '2026-11-30'],
    ['atualizar o wiki da equipe. Sem pressa, pode esperar até o fim do mês', '2026-11-30'],
    ['update the onboarding wiki. Low priority, it can wait until the end of the month', '2026-11-30'],
  ]);
});

describe('which day is the to-do\'s', () => {
  check([
    // A day said in a feeling before "but" or a turn to the to-do is not the to-do's.
    ['today was a mess but tomorrow I have to renew the parking permit', '2026-11-24'],
    ['oggi niente energia però domani devo rinnovare il permesso', '2026-11-24'],
    ['今日は最高の気分 ついでに木曜にデザインレビュー入れて', '2026-11-26'],
    // A conjunction inside a date ("depois de amanhã") parts no two to-dos.
    ['preciso pagar o aluguel depois de amanhã e também ligar pro contador até o dia 10', '2026-11-25'],
    // The one event told with its date right before the one to-do.
    ['планерку перенесли: не в эту среду, а в следующую. поставь задачу подготовить отчет по продажам', '2026-12-02'],
  ]);
  test('"first thing tomorrow" opening the message is a date, no to-do of its own', () => {
    assert.deepEqual(dues('أول شي بكرة الصبح، ومستعجل: أجدد الإقامة'), ['2026-11-24']);
    assert.deepEqual(dues('أول شيء بكرة: أرسل العقد للمحامي'), ['2026-11-24']);
  });
  test('a to-do before "but" keeps its own day; a feeling\'s day gives none', () => {
    assert.equal(due('call Bob today but email Sue tomorrow'), '2026-11-23');
    assert.equal(due('I had a rough day today. Add a task to call the insurer'), null);
    assert.deepEqual(dues('preciso pagar o aluguel depois de amanhã e ligar pro contador'), ['2026-11-25', null]);
  });
});
