// How a mood is said beside news and to-dos, and where a level is said: a wry face beside bad news is a low mood, a stress idiom
// beside a dated to-do gives the to-do its mood, a good mood said after to-dos leaves them to-dos, a feeling with the situation
// that causes it is no to-do, and a level said after a to-do or opening the next one is that one's.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { extractTasks } from '../../src/assistant/index.ts';
import { respond } from '../../src/assistant/eval-adapter.ts';
import { expectMoodCases } from './mood-cases.ts';

// Monday 2026-11-23, 09:00 UTC.
const MONDAY = new Date('2026-11-23T09:00:00Z');
const answer = (message: string) => respond(message, { now: MONDAY, timezone: 'UTC' });
const drafts = (text: string) => extractTasks(text, { now: MONDAY, timezone: 'UTC' });
const taskCount = async (message: string): Promise<number> => {
  const r = await answer(message);
  return r.taskDrafts?.length ?? (r.taskDraft ? 1 : 0);
};

describe('a wry face beside bad news', () => {
  test('is a low mood, whatever cheer is said around it', async () => {
    await expectMoodCases([
      ['wat een feest, de printer is weer kapot en de koffie is op. top dinsdag 🙃', 'mood', 1, 2],
      ['na wunderbar, das WLAN ist schon wieder ausgefallen und mein Entwurf ist futsch. Toller Freitag 🙃', 'mood', 1, 2],
      ['fantastico, il server è di nuovo down e la demo è tra un\'ora 🙃', 'mood', 2, 3],
      ['que maravilha, o portátil avariou outra vez mesmo antes da reunião 🙃', 'mood', 2, 3],
      ['lovely, the build is broken yet again and my branch got wiped 🙃', 'mood', 1, 2],
      ['genial, otra vez se cayó la VPN justo antes de la demo 🙃', 'mood', 1, 2],
      ['génial, encore une panne du réseau juste avant la démo 🙃', 'mood', 1, 2],
      ['супер, опять упал сервер прямо перед демо 🙃', 'mood', 1, 2],
      ['太棒了，服务器又挂了 🙃', 'mood', 1, 2],
    ]);
  });

  test('a cheer said alone before bad news is sarcasm, face or not', async () => {
    await expectMoodCases([
      ['lekker dan, alweer een storing bij de NS', 'mood', 1, 2],
      ['che gioia, un\'altra call alle sei di sera', 'mood', 1, 3],
      ['que beleza, a internet caiu de novo', 'mood', 1, 3],
      ['oh joy, yet another meeting about the meeting', 'mood', 1, 2],
      ['que alegría, otra vez el metro retrasado', 'mood', 1, 2],
      ['ну здорово, опять отменили рейс', 'mood', 1, 2],
      ['wah kya baat hai, wifi phir se down', 'mood', 1, 2],
    ]);
  });

  test('look-alikes: a sincere cheer stays high, a wry face with no bad news says nothing', async () => {
    await expectMoodCases([
      ['super Montag, alles hat geklappt 😊', null, 4, 5],
      ['heerlijke maandag, de zon schijnt 😊', null, 4, 5],
      ['tja 🙃', null, null],
    ]);
    // A cheer with good news after it is no sarcasm.
    const sincere = await answer('che gioia, finalmente il progetto è partito!');
    assert.notEqual(sincere.inferredMood ?? null, 2);
    // A rolled eye at news is only its tone.
    assert.equal((await answer('mein Drucker hat schon wieder den Geist aufgegeben 🙄')).intent, 'general');
  });
});

describe('a stress idiom beside a dated to-do', () => {
  test('the to-do is the intent, the idiom the mood', async () => {
    await expectMoodCases([
      ['这个季度末真要我命了😩 周五前必须把报表交上去', 'task_create', 1, 3],
      ['essa auditoria vai acabar comigo 😅 mas tudo bem, na quinta enviar os contratos ao jurídico', 'task_create', 1, 3],
      ['yeh audit mujhe maar dalega 😵 shukravar tak invoices match karne hain', 'task_create', 1, 3],
      ['this launch will be the death of me. friday: send the release notes to the partners', 'task_create', 1, 3],
      ['deze deadline wordt nog mijn dood, vrijdag de offerte naar de klant sturen', 'task_create', 1, 3],
      ['этот квартал меня убьёт, до пятницы нужно сдать отчёт', 'task_create', 1, 3],
    ]);
    assert.equal(await taskCount('essa auditoria vai acabar comigo 😅 mas tudo bem, na quinta enviar os contratos ao jurídico e na sexta ligar para o banco'), 2);
  });

  test('look-alike: the idiom alone is a mood, no to-do', async () => {
    await expectMoodCases([
      ['yeh quarter end mujhe maar dalega 😵', 'mood', 1, 3],
      ['este proyecto va a acabar conmigo', 'mood', 1, 3],
      // A day named in the feeling's own clause dates no to-do.
      ['un po\' stressata per la call di domani pomeriggio', 'mood', 1, 3],
      ['😩😩 wat een dinsdag', 'mood', 1, 3],
      // A later clause the writer is the subject of tells, asks for nothing.
      ['génial, encore une coupure du wifi, j\'adore les mardis', 'mood', 1, 2],
    ]);
  });
});

describe('a good mood said after to-dos', () => {
  test('leaves the to-dos to-dos', async () => {
    await expectMoodCases([
      ['book the venue for the offsite on Thursday and set up the budget review next Monday. feeling great about this week btw 🙂', 'task_create', 4, 5],
    ]);
    assert.equal(await taskCount('book the venue for the offsite on Thursday and set up the budget review next Monday. feeling great about this week btw 🙂'), 2);
  });

  test('look-alike: a request to log one\'s feeling is still one', async () => {
    const r = await answer('feeling pretty meh today, can you log that as my mood?');
    assert.equal(r.intent, 'mood');
  });
});

describe('a feeling with the situation that causes it', () => {
  test('is a mood, no to-do', async () => {
    await expectMoodCases([
      ['أشعر بالإحباط، لا شيء يمشي كما أريد', 'mood', 1, 3],
      ['nothing is going as planned today, so frustrating', 'mood', 1, 3],
      ['rien ne se passe comme prévu aujourd\'hui', 'mood', 1, 3],
      ['heute läuft nichts nach Plan', 'mood', 1, 3],
      ['oggi niente va come previsto', 'mood', 1, 3],
      ['ничего не идёт по плану, весь день насмарку', 'mood', 1, 3],
      ['今日は何もうまくいかない', 'mood', 1, 3],
      ['오늘 되는 일이 하나도 없어', 'mood', 1, 3],
      ['aaj kuch bhi plan ke hisaab se nahi ho raha', 'mood', 1, 3],
    ]);
    assert.equal(await taskCount('أشعر بالإحباط، لا شيء يمشي كما أريد'), 0);
  });

  test('look-alike: a plan that goes as planned is no low mood', async () => {
    await expectMoodCases([['the migration is going as planned', null, null]]);
  });
});

describe('a level said after a to-do or opening the next one', () => {
  test('ends the sentence of the to-do before it, or opens the to-do after it', () => {
    const levels = (text: string) => drafts(text).map((t) => t.priority);
    assert.deepEqual(levels('send the board deck by friday, this is important. also, no rush, order new business cards.'), [2, 4]);
    assert.deepEqual(levels('enviar el informe el lunes, es importante. Y otra cosa, sin prisa, pedir tarjetas nuevas.'), [2, 4]);
    assert.deepEqual(levels('к пятнице подготовить презентацию для клиента, это важно. И ещё, не срочно, обновить шаблон письма.'), [2, 4]);
  });

  test('Korean "since it is important / urgent" is the level, no word of the title', () => {
    const [task] = drafts('중요한 일이니 금요일까지 계약서 검토하기');
    assert.equal(task?.priority, 2);
    assert.equal(task?.title, '계약서 검토하기');
    assert.equal(drafts('급한 거니까 오늘 안에 견적서 보내기')[0]?.title, '견적서 보내기');
  });
});
