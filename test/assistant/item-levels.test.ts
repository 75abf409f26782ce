// Levels and moods said around several to-dos: levels given by order ("the first one is urgent, the
// second can wait"), a heading that only gives the level before a situation clause, a thing said to
// wait, a level opening a sentence, remark words after a level; ratings given to the day and burnout
// told without a feeling word.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { extractTasks } from '../../src/assistant/index.ts';
import { respond } from '../../src/assistant/eval-adapter.ts';
import { inferMood } from '../../src/assistant/builtin/mood.ts';
import { view } from '../../src/assistant/builtin/text.ts';

// Monday 2026-11-23, 09:00 UTC.
const MONDAY = new Date('2026-11-23T09:00:00Z');
const levels = (text: string) => extractTasks(text, { now: MONDAY, timezone: 'UTC' }).map((t) => t.priority);
const titles = (text: string) => extractTasks(text, { now: MONDAY, timezone: 'UTC' }).map((t) => t.title);

describe('levels of several to-dos', () => {
  test('a remark naming the to-dos by their order gives each its level', () => {
    assert.deepEqual(levels('book the flights and renew the visa, the first one is urgent, the second can wait'), [1, 4]);
    assert.deepEqual(levels('appeler la banque et trier le courrier ; le premier est urgent, le second peut attendre'), [1, 4]);
    assert.deepEqual(levels('die Miete überweisen und den Keller aufräumen; das erste ist dringend, das zweite hat Zeit'), [1, 4]);
    assert.deepEqual(levels('оплатить счёт и разобрать почту; первое срочно, второе подождёт'), [1, 4]);
    assert.deepEqual(levels('ligar para o contador e arrumar a estante; o primeiro é urgente, o segundo pode esperar'), [1, 4]);
    // A negation alone after urgency is the low level.
    assert.deepEqual(levels('pay the rent and water the plants, the first is urgent, the second one isn\'t'), [1, 4]);
  });

  test('a remark by order says how many to-dos were joined in one piece', () => {
    assert.deepEqual(levels('請求書を送るのと資料を印刷するの、前者は急ぎ、後者は急ぎません'), [1, 4]);
    assert.deepEqual(levels('은행에 전화하기랑 책상 정리하기, 첫 번째는 급하고 두 번째는 천천히 해도 돼'), [1, 4]);
  });

  test('under a heading that only gives the level, what happened is no to-do', () => {
    assert.deepEqual(titles('URGENT: the printer is jammed, call the technician'), ['Call the technician']);
    assert.deepEqual(levels('URGENT: the printer is jammed, call the technician'), [1]);
    assert.equal(titles('至急：エアコンが壊れました、業者に連絡してください').length, 1);
    assert.equal(titles('DRINGEND: der Server ist down, ruf den Support an').length, 1);
    // A heading with more than the level ("two urgent things:") keeps both items.
    assert.equal(titles('شغلتين عاجلين: فحص إعدادات DNS وإعادة تشغيل سيرفر النسخ الاحتياطي').length, 2);
  });

  test('a thing said to wait is a to-do with its level', () => {
    const drafts = extractTasks('il faut envoyer la facture demain, c\'est important. Le tri des dossiers peut attendre vendredi', { now: MONDAY, timezone: 'UTC' });
    assert.deepEqual(drafts.map((t) => [t.priority, t.dueDate?.slice(0, 10)]), [[2, '2026-11-24'], [4, '2026-11-27']]);
  });

  test('a level opening a sentence is the level of the to-do after it', () => {
    assert.deepEqual(levels('fix the login today; and whenever you have time, tidy the wiki'), [3, 5]);
  });

  test('a conjunction inside a level phrase joins no two to-dos', () => {
    assert.deepEqual(levels('urgente: firmare il contratto. E prima o poi sistemare le foto'), [1, 5]);
  });

  test('remark words after a level, and "no matter when"', () => {
    assert.deepEqual(levels('견적서 보내기, 중요한 건이라서요'), [2]);
    assert.deepEqual(titles('資料の準備、これは至急です'), ['資料の準備']);
    assert.deepEqual(levels('照片整理什么时候都行'), [5]);
    assert.deepEqual(levels('trier les photos, peu importe quand'), [5]);
    assert.deepEqual(levels('die Fotos sortieren, egal wann'), [5]);
    assert.deepEqual(levels("c'est pressant : relancer le fournisseur de papier"), [1]);
    assert.deepEqual(titles('friday tk GST file karna, top priority pe rakhna'), ['GST file karna']);
    assert.deepEqual(levels('sistemare il sito, mentre il volantino non corre fretta'), [3, 4]);
    assert.deepEqual(levels('今天整理会议纪要，还有续交车险，这个很重要别忘了'), [3, 2]);
  });
});

describe('moods said without a mood word', () => {
  const valueOf = async (message: string) => {
    const r = (await respond(message, { now: MONDAY, timezone: 'UTC' })) as { inferredMood?: number | null; loggedMood?: { value: number } | null };
    return r.loggedMood?.value ?? r.inferredMood ?? null;
  };

  test('a rating given to the day', async () => {
    assert.equal(await valueOf('je donne un 2 à ma journée'), 2);
    assert.equal(await valueOf('ставлю дню 4'), 4);
    assert.equal(await valueOf('满分5分我给4分'), 4);
    assert.equal(await valueOf('今日は5点中2点かな'), 2);
    assert.equal(await valueOf('geef mijn dag maar een 1, niks lukte'), 1);
  });

  test('burnout told without a feeling word is low', () => {
    for (const message of [
      "can't switch off anymore, answering slack at midnight",
      'je ne me souviens plus de mon dernier week-end',
      'ich kann nicht mehr abschalten',
      'не помню, когда у меня был выходной',
      '上一次休周末是什么时候我都忘了',
      '머리 터질 것 같아',
    ]) assert.equal(inferMood(view(message))?.value, 2, message);
  });
});

describe('a sentence that only says a list follows', () => {
  test('is no to-do', () => {
    assert.deepEqual(levels('3件あります。請求書の送付、これは至急です。会議室の予約は後回しで大丈夫です'), [1, 4]);
    assert.deepEqual(levels('세 가지요. 은행 방문, 이건 급해요. 책상 정리는 나중에 해도 돼요'), [1, 4]);
    assert.deepEqual(levels('Do kaam hain: bank jaana, ye urgent hai, aur files scan karni, wo wait kar sakti hai'), [1, 4]);
  });
});

describe('a heading that counts the to-dos', () => {
  test('makes a list, each item with its own level', () => {
    assert.deepEqual(levels("Deux choses : le badge pour Inès, c'est urgent, et le rangement du placard, ça peut attendre"), [1, 4]);
    assert.deepEqual(levels("Two things: the Acme contract, that's urgent, and the team photo, that can wait"), [1, 4]);
    assert.deepEqual(levels('duas coisas: o relatório do Paulo é urgente, e o mural de avisos pode esperar'), [1, 4]);
  });
});
