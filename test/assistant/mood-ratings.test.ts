// Mood ratings said the ways people say them, in all 13 languages: "N/5", "N out of 5" and each language's form of it, a scale
// named first ("from 1 to 5, …", "5点中3点", "5점 만점에 3점"), a rating verb ("I'd give today a 4", "Trag bitte eine Drei für heute
// ein", "给今天打五分"), stars, points given to the day, school grades; each is logged as its value. Counts, times, dates and to-dos
// that hold a number are none (null).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { respond } from '../../src/assistant/eval-adapter.ts';

// Monday 2026-11-23, 09:00 UTC.
const MONDAY = new Date('2026-11-23T09:00:00Z');

const RATINGS: Readonly<Record<string, ReadonlyArray<readonly [string, number | null]>>> = {
  english: [
    ['3/5', 3], ['4 out of 5 today', 4], ['2 of 5', 2], ['3 from 5', 3], ['four out of five', 4],
    ['on a scale of 1 to 5, 4', 4], ["from 1 to 5 I'd say 2", 2], ["I'd give today a 4", 4], ["I'd give the day a three", 3],
    ["I'd give myself a 3", 3], ['I rate today 2', 2], ['put a 4 for today', 4], ['log a 3 for today', 3], ['enter a 5 for today', 5],
    ['4 stars today', 4], ['one out of five', 1], ['3 outta 5', 3], ['rate today: 4', 4], ['5/5!', 5], ['2 out of 5 today, rough one', 2], ['I\'d give it a 2', 2], ['today: 3 stars', 3], ['3 points today', 3],
    ['I have 3 meetings', null], ['call at 3', null], ['3 tasks for today', null], ['give me 5 minutes', null],
    ['put 2 chairs in room 4', null], ['rate the 3 vendors by friday', null], ['book 4 tickets for today', null], ['enter 2 invoices for today', null], ['put it at 4', null], ['book a 4 star hotel for friday', null], ['put a 5 in the spreadsheet', null], ['log 3 hours for today', null],
  ],
  german: [
    ['3/5', 3], ['3 von 5', 3], ['drei von fünf', 3], ['4 aus 5', 4], ['auf einer Skala von 1 bis 5 eine 4', 4],
    ['Trag bitte eine Drei für heute ein', 3], ['ich gebe dem Tag eine 4', 4], ['heute 4 Sterne', 4], ['ich gebe mir heute eine Zwei', 2],
    ['von 1 bis 5 würde ich sagen 2', 2], ['ich bewerte den Tag mit 4', 4], ['trag mir eine 5 ein', 5], ['drei von fuenf', 3],
    // On the assistant's scale (5 best), as its question asks, not as a school grade (1 best).
    ['ich gebe dem Tag eine Eins', 1],
    ['ich habe 3 Meetings', null], ['ruf um 3 an', null], ['3 Aufgaben für heute', null], ['gib mir 5 Minuten', null],
    ['stell 2 Stühle in Raum 4', null], ['trag 3 Termine ein', null],
  ],
  dutch: [
    ['3/5', 3], ['3 uit 5', 3], ['3 op 5', 3], ['4 van de 5', 4], ['drie op vijf', 3], ['ik geef vandaag een 4', 4],
    ['op een schaal van 1 tot 5 een 2', 2], ['vandaag 4 sterren', 4], ['zet een 3 voor vandaag', 3],
    ['een dikke voldoende', null], ['ik heb 3 meetings', null], ['bel om 3 uur', null], ['3 taken voor vandaag', null],
    ['zet 2 stoelen in kamer 4', null], ['zet 3 stoelen klaar', null],
  ],
  french: [
    ['3 sur 5', 3], ['trois sur cinq', 3], ['je donne 4 à ma journée', 4], ["je mets 2 pour aujourd'hui", 2],
    ['sur une échelle de 1 à 5, 3', 3], ['4 étoiles aujourd’hui', 4], ['je me donne un 3', 3], ['je note ma journée 4', 4],
    ["j'ai 3 réunions", null], ['appelle à 3 heures', null], ["3 tâches pour aujourd'hui", null], ['donne-moi 5 minutes', null],
    ['mets 2 chaises dans la salle 4', null], ['mets la réunion à 4h', null],
  ],
  italian: [
    ['3 su 5', 3], ['tre su cinque', 3], ['metti 1, giornata da dimenticare', 1], ['oggi mi do un 4', 4], ['da 1 a 5 direi 3', 3],
    ['4 stelle oggi', 4], ['segna un 2 per oggi', 2], ['alla giornata do 4', 4], ['voto 3 alla giornata', 3], ['un 3 su 5 oggi', 3],
    ['ho 3 riunioni', null], ['chiama alle 3', null], ['3 compiti per oggi', null], ['dammi 5 minuti', null],
    ['metti 2 sedie nella stanza 4', null], ['segna 3 cose da fare', null],
  ],
  spanish: [
    ['3 de 5', 3], ['tres de cinco', 3], ['le pongo un 3 al día', 3], ['del 1 al 5, un 4', 4], ['4 estrellas hoy', 4],
    ['hoy me doy un 2', 2], ['ponle un 4 al día de hoy', 4], ['le doy un 4 al dia', 4], ['4 sobre 5', 4],
    ['tengo 3 reuniones', null], ['llama a las 3', null], ['3 tareas para hoy', null], ['dame 5 minutos', null],
    ['pon 2 sillas en la sala 4', null], ['pon 2 sillas', null],
  ],
  portuguese: [
    ['3 de 5', 3], ['três de cinco', 3], ['dou nota 4 pro dia', 4], ['de 1 a 5, 4', 4], ['nota 3 hoje', 3], ['4 estrelas hoje', 4],
    ['hoje eu me dou um 2', 2], ['coloca um 4 pra hoje', 4],
    ['tenho 3 reuniões', null], ['liga às 3', null], ['3 tarefas para hoje', null], ['me dá 5 minutos', null],
    ['coloca 2 cadeiras na sala 4', null], ['bota 2 na planilha', null],
  ],
  russian: [
    ['3 из 5', 3], ['три из пяти', 3], ['ставлю дню четвёрку', 4], ['на троечку', 3], ['сегодня пятёрка', 5], ['оцениваю день на 4', 4],
    ['по шкале от 1 до 5 — 4', 4], ['4 звезды', 4], ['ставлю дню четверку', 4], ['я бы поставил 4', 4], ['сегодня твёрдая двойка', 2], ['день на единицу', 1], ['ставлю себе 3', 3],
    ['у меня 3 встречи', null], ['позвони в 3', null], ['3 задачи на сегодня', null], ['дай мне 5 минут', null],
    ['поставь 2 стула в комнату 4', null], ['ставлю 3 задачи на завтра', null],
  ],
  japanese: [
    ['5点中3点', 3], ['5段階で3', 3], ['5段階でいうと3くらい', 3], ['今日は3点', 3], ['5点満点で4点', 4], ['今日は星4つ', 4],
    ['今日は5点満点中4かな', 4], ['今日を5段階で評価すると4', 4],
    ['5段階評価の資料を作る', null], ['今日は資料3点送る', null], ['3時に電話', null], ['会議が3つある', null], ['5分待って', null],
  ],
  korean: [
    ['5점 만점에 3점', 3], ['5점 중 3', 3], ['오늘은 3점 줄게', 3], ['5점 중에 4점', 4], ['오늘 별 4개', 4],
    ['오늘 기분 3점', 3],
    ['3시에 회의', null], ['오늘 사과 3점 주문', null], ['개별 3건 처리', null], ['회의가 3개 있어', null], ['5분만 기다려줘', null], ['4층 회의실 예약하기', null],
  ],
  chinese: [
    ['5分里打3分', 3], ['满分5分给3分', 3], ['给今天打五分！', 5], ['今天3分', 3], ['打4分', 4], ['今天给自己打三分', 3], ['今天打2分（满分5分）', 2], ['今天3分吧', 3], ['满分5分的话今天3分', 3],
    ['一点都不差', null],
    ['下午3点开会', null], ['有3个会议', null], ['给我5分钟', null], ['3个任务今天要做', null], ['打3个电话', null], ['3星级酒店', null],
  ],
  arabic: [
    ['3 من 5', 3], ['اليوم أعطي نفسي خمسة على خمسة', 5], ['4/5', 4], ['3 على 5', 3], ['من 1 الى 5، 4', 4], ['٣ من ٥', 3], ['تقييمي لليوم 4', 4],
    ['عندي 3 اجتماعات', null], ['اتصل الساعه 3', null], ['اعطني 5 دقائق', null],
  ],
  hinglish: [
    ['5 mein se 3', 3], ['aaj ko 4 dunga', 4], ['5 me se 4', 4], ['1 se 5 mein 3', 3], ['aaj ka din 2 out of 5', 2], ['5 mein se 4 dunga', 4], ['mera mood 4 log kar do please', 4],
    ['aaj 3 meetings hai', null], ['3 baje call karna', null], ['5 minute do', null], ['aaj 4 baje meeting', null], ['main 3 din ki chutti lunga', null],
  ],
};

describe('mood ratings', () => {
  for (const [language, cases] of Object.entries(RATINGS)) {
    test(`${language}: a rating is logged as its value; a count, a time or a to-do logs none`, async () => {
      for (const [message, value] of cases) {
        const reply = await respond(message, { now: MONDAY, timezone: 'UTC' });
        assert.equal(reply.loggedMood?.value ?? null, value, message);
        if (value !== null) assert.equal(reply.intent, 'mood', message);
      }
    });
  }

  test('a rating said with a remark takes the rating, not the remark\'s feeling', async () => {
    const reply = await respond('metti 1, giornata da dimenticare', { now: MONDAY, timezone: 'UTC' });
    assert.equal(reply.loggedMood?.value, 1);
  });

  test('a scale named in a to-do is no rating', async () => {
    const reply = await respond('5段階評価の資料を作る', { now: MONDAY, timezone: 'UTC' });
    assert.equal(reply.intent, 'task_create');
  });
});
