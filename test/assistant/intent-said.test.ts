// What a message asks, said indirectly, in the 13 languages: whether one forgot something, what awaits one or what one leaves
// hanging asks after one's tasks; whether the assistant repeats reminders or may be spoken to in another language is help; a
// casual greeting to the bot by a name is a greeting; a colleague's duty and news headed "Info:" are general; short messages
// in slang are told by their language.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { classify, intentOf } from '../../src/assistant/builtin/intent.ts';
import { detectLanguage } from '../../src/assistant/builtin/language.ts';

const NOW = new Date('2026-11-23T09:00:00Z');
const analysisOf = (message: string) => classify({
  message, language: detectLanguage(message), history: [], clock: { now: NOW, timezone: 'UTC' }, today: '2026-11-23',
});

function expectIntent(intent: string, messages: readonly string[]): void {
  for (const message of messages) assert.equal(intentOf(analysisOf(message).decision), intent, message);
}
function expectRule(rule: string, messages: readonly string[]): void {
  for (const message of messages) assert.equal(analysisOf(message).rule, rule, message);
}

describe('asking whether one forgot something or what awaits one asks after one\'s tasks (tasks.question)', () => {
  test('did I forget something, in every language', () => {
    expectRule('tasks.question', ['am I forgetting something? 😅', '¿me he olvidado de algo?', 'será que me esqueci de alguma coisa?',
      "j'ai oublié quelque chose ?", 'ho dimenticato qualcosa?', 'hab ich irgendwas vergessen?', 'vergeet ik iets?', 'я ничего не забыл?',
      'نسيت شي؟', '我有没有忘记什么？', '何かやり忘れてない？', '내가 까먹은 거 있어?', 'kuch bhool toh nahi gaya main?']);
  });
  test('a question ending followed by an emoji still asks', () => {
    expectRule('tasks.question', ['我是不是漏了什么事没做😅']);
  });
  test('what awaits one, what is on one, what one leaves hanging', () => {
    expectRule('tasks.question', ["what's waiting for me on friday?", '¿qué me espera el jueves?', "qu'est-ce qui m'attend vendredi ?", 'cosa mi aspetta venerdì?',
      'was wartet am Freitag auf mich?', 'wat staat me vrijdag te wachten?', 'что меня ждёт в пятницу?', 'ايه اللي ورايا بكرة؟', '金曜日は何が待ってる？',
      'fico de folga amanhã, o que é que deixo pendurado?', '¿qué tengo colgado para esta semana?', 'what am I leaving hanging before the holidays?']);
  });
  test('something past its date is overdue', () => {
    assert.deepEqual(analysisOf('فيه حاجة فات ميعادها؟').decision, { kind: 'task_list', filter: 'overdue' });
  });
  test('"remind me what …" asks for the list, not for a reminder', () => {
    expectIntent('task_list', ["rappelle-moi ce que j'ai à faire cette semaine, j'ai perdu le fil", 'recuérdame lo que tengo pendiente el viernes', 'me lembra o que tenho na sexta',
      'erinnere mich, was am Freitag ansteht', 'herinner me wat er vrijdag op de planning staat', 'напомни, что у меня в пятницу']);
  });
  test('a task question that asks to be shown is not taken for chat', () => {
    expectIntent('task_list', ['me voy unos días, ¿qué dejo colgado? ¿me lo sacas?', 'vou tirar uns dias, o que fica pendurado? consegues mostrar-me?']);
    expectIntent('task_list', ['팀장님이 물어보시는데 나한테 걸려 있는 일 좀 보여줄래?']);
  });
  test('look-alikes: a reminder to do something, a forgotten thing told', () => {
    expectIntent('task_create', ['remind me to call Anna tomorrow', "rappelle-moi d'appeler Anna demain", 'recuérdame llamar a Ana mañana', 'erinnere mich morgen daran, Anna anzurufen']);
    expectIntent('general', ['I forgot my umbrella at home lol', 'ich hab was vergessen, den Schirm im Büro']);
  });
});

describe('whether the assistant repeats reminders or speaks another language is help', () => {
  test('a day that recurs in a capability question is no due date', () => {
    expectIntent('help', ['can you set reminders that repeat every friday?', '¿se pueden poner recordatorios recurrentes, tipo todos los lunes?',
      'tu peux faire des rappels récurrents, genre tous les lundis ?', 'puoi fare promemoria ricorrenti, tipo ogni lunedì?',
      'kun je herhalende herinneringen doen, elke maandag bijvoorbeeld?', '毎週月曜みたいな繰り返しのリマインダーってできる？', 'تقدر تعمل تذكير يتكرر كل اثنين؟']);
  });
  test('a recurring request with a to-do is still a to-do', () => {
    expectIntent('task_create', ['can you remind me every monday to water the plants?', 'remind me every friday to send the timesheet']);
  });
  test('may I talk to it in another language', () => {
    expectRule('help.short', ['can I write to you in Spanish?', '¿te puedo escribir en inglés?', 'posso falar contigo em inglês?', "je peux t'écrire en anglais ?",
      'darf ich dir auch auf Englisch schreiben?', 'можно писать тебе по-английски?', 'ممكن اكلمك بالانجليزي؟', '可以用英语跟你聊天吗？', '中国語で話しかけてもいい？', '영어로 말해도 돼?']);
  });
  test('look-alikes: writing something in a language is a to-do', () => {
    expectIntent('task_create', ['write the client email in English by Friday', 'この資料を英語で書いて']);
  });
});

describe('a casual greeting to the bot by a name is a greeting', () => {
  test('こんちは, こんちわ, ちわっす', () => {
    expectRule('greeting.only', ['ボットさん、こんちわ！', 'こんにちわ〜', 'ちわっす、今日もよろしく']);
  });
});

describe('a colleague\'s duty and news headed "Info:" are general', () => {
  test('a need of a colleague named first, after a one-word opening', () => {
    expectRule('general.others-duty', ['btw, Anna has to present the roadmap on Friday', 'übrigens, Jonas muss morgen die Demo vorbereiten',
      'Anna moet morgen de demo voorbereiden']);
  });
  test('"Info:" passes news on', () => {
    expectIntent('general', ['Info: ab Montag übernimmt Jonas den Frühdienst', 'Info : Claire reprend la permanence à partir de jeudi']);
  });
  test('a question after a named colleague\'s work, in a script without capitals', () => {
    expectIntent('general', ['أحمد بعت التقرير للعميل؟']);
  });
  test('look-alikes: the writer among those who must, a deadline owed to a colleague', () => {
    expectIntent('task_create', ['Lena und ich müssen morgen die Demo vorbereiten', 'Kelly needs the budget numbers by Wed', 'info: tomorrow I need to call the bank']);
  });
});

describe('short messages in slang are told by their language', () => {
  test('Swiss "merci" with German, Italian "uè", Spanish "wenas"', () => {
    assert.equal(detectLanguage('merci vielmal, passt'), 'german');
    assert.equal(detectLanguage('uè ragazzi'), 'italian');
    assert.equal(detectLanguage('wenas wenas'), 'spanish');
    assert.equal(detectLanguage('merci beaucoup'), 'french');
  });
  test('and "uè" greets', () => {
    expectRule('greeting.only', ['ueee ragazzi!']);
  });
});
