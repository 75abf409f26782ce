// What a message asks of the assistant, in the 13 languages: whether it can remind one at all, which languages it speaks and who
// sees what one logs are help; a greeting that leaves the day's tasks to it is a greeting; a colleague's duty and a joke asked for
// are general; a shorthand question after what is due asks after one's tasks; "todo" in Spanish is no to-do.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { classify, intentOf } from '../../src/assistant/builtin/intent.ts';
import { detectLanguage } from '../../src/assistant/builtin/language.ts';

const NOW = new Date('2026-11-23T09:00:00Z');
const analysisOf = (message: string) => classify({
  message, language: detectLanguage(message), history: [], clock: { now: NOW, timezone: 'UTC' }, today: '2026-11-23',
});
const intentOfMessage = (message: string) => intentOf(analysisOf(message).decision);

function expectIntent(intent: string, messages: readonly string[]): void {
  for (const message of messages) assert.equal(intentOfMessage(message), intent, message);
}

describe('asking whether the assistant can remind one at all is help, not a to-do (help.capability-ask)', () => {
  test('things in general or a reminder and nothing else', () => {
    const messages = ['can you remind me about stuff?', '¿puedes recordarme cosas?', 'kannst du mich auch an Sachen erinnern oder legst du nur Aufgaben an?',
      'تقدر تذكرني بأشياء؟', '알림 설정도 돼요?', 'can you do things like remind me?'];
    for (const message of messages) assert.equal(analysisOf(message).rule, 'help.capability-ask', message);
  });
  test('a reminder of one thing, or one with a day, is still a to-do', () => {
    expectIntent('task_create', ['can you remind me to call mom?', 'kannst du mich morgen an den Zahnarzt erinnern?', 'can you remind me to buy stuff for dinner?']);
  });
  test('a question mark followed by more text in an unspaced script still asks', () => {
    expectIntent('help', ['你能设提醒吗？就是到点了会通知我那种']);
  });
});

describe('which languages the assistant speaks is help', () => {
  test('in every language', () => {
    expectIntent('help', ['what languages do you speak?', '¿qué idiomas hablas?', 'quais línguas você fala?', 'tu parles quelles langues ?', 'che lingue parli?',
      'welche Sprachen sprichst du?', 'welke talen spreek je?', 'на каких языках ты говоришь?', '何語が話せますか？', '무슨 언어 할 줄 알아?', '你会说哪些语言？',
      'بتحكي أي لغات؟', 'tum kaun si languages bolte ho?']);
  });
});

describe('who sees what one logs is help, whatever mood or task it names (help.privacy)', () => {
  test('a manager, the company or anyone else seeing it', () => {
    const messages = ['if I log my mood, does my manager get to see it?', 'can my boss see my tasks?', '¿mi jefe puede ver mi estado de ánimo?',
      'meu gestor consegue ver o meu humor?', 'est-ce que mon manager voit mon humeur ?', 'il mio capo può vedere il mio umore?',
      'kann mein Chef meine Stimmung sehen?', 'kan mijn manager mijn stemming zien?', 'руководитель увидит моё настроение?', '気分の記録って上司に見られますか？',
      '제 기분 기록 팀장이 볼 수 있어요?', '我的心情记录老板能看到吗？', 'هل مديري يشوف المزاج اللي اسجله؟', 'kya mera mood manager dekh sakta hai?'];
    for (const message of messages) assert.equal(analysisOf(message).rule, 'help.privacy', message);
  });
  test('a document named confidential and asking around are no privacy question', () => {
    expectIntent('task_create', ['can you put sending the signed confidentiality agreement on Friday?']);
    expectIntent('general', ['حد يعرف متى يفتح المكتب؟']);
  });
});

describe('a greeting that leaves the day to the assistant is a greeting (greeting.only)', () => {
  test('counting on it, no tasks to add, just saying hi', () => {
    const messages = ['morning! counting on you today', 'hola! cuento contigo hoy', 'oi! conto com você hoje', 'salut, je compte sur toi aujourd\'hui',
      'ciao! conto su di te oggi', 'Moin! ich zähl auf dich heute', 'hoi! ik reken op je vandaag', 'привет! рассчитываю на тебя сегодня',
      'おはよ〜今日もタスクよろしく', '안녕, 오늘도 잘 부탁해', '嗨 小助手，今天没有任务要加，就来打个招呼', 'صباح الخير، اعتمد عليك اليوم',
      'hello bhai, aaj bhi sambhal lena', 'wesh, ça dit quoi ?'];
    for (const message of messages) assert.equal(analysisOf(message).rule, 'greeting.only', message);
  });
});

describe('what a colleague must do by a day is their news, not a to-do (general.others-duty)', () => {
  test('their deadline counts as their need', () => {
    const messages = ['my colleague has to hand in the report by Friday and hasn\'t even started lol', 'il mio collega deve consegnare il report entro venerdì e non ha ancora iniziato',
      'mon collègue doit rendre le rapport pour vendredi et il n\'a pas commencé', 'мой коллега должен сдать отчёт до пятницы'];
    for (const message of messages) assert.equal(analysisOf(message).rule, 'general.others-duty', message);
  });
});

describe('a joke asked for is small talk, not a to-do', () => {
  test('in every language, a need said of the joke too', () => {
    const messages = ['tell me a joke, I need it', 'cuéntame un chiste, que lo necesito', 'me conta uma piada', 'raconte-moi une blague', 'raccontami una barzelletta',
      'erzähl mir einen Witz', 'vertel me een mop', 'расскажи анекдот', '何か面白い話して', '농담 하나 해줘', '讲个笑话', 'احكيلي نكتة', 'ek joke sunao yaar'];
    for (const message of messages) assert.equal(analysisOf(message).rule, 'small-talk', message);
  });
  test('a show request that is not small talk still lists tasks', () => {
    expectIntent('task_list', ['tell me my tasks']);
  });
});

describe('task questions in shorthand and the Spanish "todo"', () => {
  test('shorthand question words ask after what is due', () => {
    expectIntent('task_list', ['oq vence essa semana', 'q vence hoy', '이번주 마감 뭐']);
  });
  test('"todo" means all in Spanish; the English word counts after an owner or before a list', () => {
    expectIntent('general', ['¿todo bien por ahí?']);
    expectIntent('task_list', ["what's on my todo?", 'any todos for today?', '今日のToDoは？']);
  });
});

describe('asking after someone else\'s work', () => {
  test('a question about what a named colleague has done is no task question', () => {
    expectIntent('general', [
      'did Tom finish the slides?', 'Est-ce que Julien a fini les slides pour le client ?', 'hat Anna die Präsentation schon fertig?',
      'Davide ha già finito il mockup della landing?', 'Is Joris al klaar met de specs voor de app?', 'Олег уже отправил отчёт?',
      '小王把报告写完了吗？', '田中さんは資料を送った？',
    ]);
  });

  test('the same question about one\'s own work still is', () => {
    expectIntent('task_list', ['did I finish the slides?', 'wat ligt er nog op mijn bordje?', '¿qué tenía que terminar para el viernes?']);
  });
});
