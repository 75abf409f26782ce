// Each intent rule with its own table of messages in several languages: the rule that decides
// is the one named, so a change of order or of a rule shows up here by name.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { INTENT_RULES, MODEL_OVERRULES, classify } from '../../src/assistant/builtin/intent.ts';
import { detectLanguage } from '../../src/assistant/builtin/language.ts';

const NOW = new Date('2026-11-23T09:00:00Z');
const analysisOf = (message: string) => classify({
  message, language: detectLanguage(message), history: [], clock: { now: NOW, timezone: 'UTC' }, today: '2026-11-23',
});
const ruleOf = (message: string) => analysisOf(message).rule;
const decisionOf = (message: string) => analysisOf(message).decision;

const TABLE: Record<string, string[]> = {
  'crisis': ['I want to end my life', 'no quiero seguir viviendo', '死にたい', 'не хочу жить, но надо сдать отчёт до пятницы'],
  'greeting.only': ['hey taskbot, how\'s it going', 'добрый вечер, как дела?', 'ey taskbot, ¿qué tal todo?', 'こんばんは、元気？', 'お疲れさまです！', 'Moin, guten Start in die Woche euch allen'],
  'small-talk': ['hi! are you a bot?', 'how was your weekend?', 'wer hat dich programmiert?', '周末有什么安排吗？', 'おはよう、週末はどうだった？', 'как тебя зовут?'],
  'help.how-to': ['what do you do exactly?', 'wat doe jij eigenlijk precies?', 'was machst du eigentlich genau?', 'tum kya karte ho?', '你是干什么的？', 'how do I add a task?', 'wie erstelle ich eine Aufgabe?', '¿cómo creo una tarea?', 'how can I mark something as urgent?', 'naya task kaise banaun?', 'where do I see the tasks I finished?', '¿dónde veo mis tareas completadas?', 'можешь объяснить что показывает график настроения', '完了したタスクはどこで見られますか？', 'what sort of things are you actually able to do for me?', 'che cosa sei in grado di fare per me?', '너 뭐 해줄 수 있어?', 'ايش تقدر تسوي لي؟'],
  'help.privacy': ['who can see my mood entries?', 'kann mein Chef meine Stimmung sehen?', '老板能看到我的心情吗？'],
  'tasks.unsupported': ['cancel the offsite flights task', 'borra la tarea de comprar leche', 'Goa flights wala task cancel kar do', 'push the board deck task to Monday'],
  'help.short': ['help', 'aide', '도움말', 'o que você consegue fazer?', 'no sé usar esto', 'ich versteh nicht wie das hier geht'],
  'mood.value': ['mood 3', 'log my mood as 4', '心情打个4分', 'stemming vandaag: 3'],
  'mood.history': ['hoe voelde ik me de afgelopen maand?', 'wie habe ich mich letzten Monat gefühlt?', 'how did I feel last month?', 'how was my mood last month?', 'historial de mi ánimo', '我上周的心情怎么样？'],
  'general.status': ['still not done with the onboarding doc', 'la presentación sigue pendiente', 'ich hänge mit dem Angebot hinterher', '企划书还没开始'],
  'tasks.stats': ['what is my completion rate this week?', 'how many tasks did I finish today?', 'statistiques de la semaine'],
  'complete.request': ['mark the client report as done', 'marca el informe como hecho', 'отметь отчёт как выполненный'],
  'help.capability-ask': ['can you remind me about stuff?', '¿puedes recordarme cosas?', '알림 설정도 돼요?'],
  'create.request': ['ek reminder laga do na please, ek hafte baad gym membership cancel krni h', 'yaad dila do na, kal bank jaana hai', 'remind me to call Sam', 'recuérdame llamar al proveedor', 'напомни отправить отчёт', 'add buy printer toner to my list', "j'ai promis à Sandrine de lui envoyer le bilan mardi en huit, note-le moi stp", 'devo mandare il riepilogo a Paolo martedì, segnatelo', 'Hola! me recuerdas llamar al proveedor de cartón? gracias', 'mi ricordi di chiamare il fornitore domani?', '予算案のドラフト、登録しておいて', 'zou u een taak willen aanmaken voor het jaarverslag?'],
  'help.about-assistant': ['which languages do you understand?', 'welche Sprachen verstehst du?', 'tum kaun kaun si languages samajhte ho?', 'what is this bot for?', '¿se pueden poner recordatorios con hora?', 'kann man Erinnerungen auch mit Uhrzeit setzen?', 'для чего вообще этот бот?', '提醒能设置具体时间吗？'],
  'help.task-capability': ['can a task be recurring?', '¿se pueden adjuntar archivos a una tarea?', 'kann man Aufgaben mit dem Team teilen?', 'можно ли добавить метки к задачам?', '任务能导出吗？', 'タスクの期限ってあとから変えられる？', 'kann man die Frist einer Aufgabe nachträglich ändern?', '할 일 마감일 나중에 바꿀 수 있어?', '任务的截止日期之后还能改吗？', 'можно потом поменять срок у задачи?', 'can I rename a task later?'],
  'tasks.question': ['what is due tomorrow?', '¿qué tengo para el viernes?', 'anything overdue?', '금요일까지 해야 하는 거 뭐 있어?', 'やることリスト見せて', 'can you list what I need to get done this week, thanks', '可以帮我列一下今天要做的事吗，谢谢', '今週やらなきゃいけないことって何だったっけ', '오늘 해야 하는 일 좀 알려줘요', 'подскажите, что мне нужно сделать на этой неделе', 'kannst du mir auflisten, was ich diese Woche erledigen muss? danke', 'mi fai un elenco di quello che devo fare questa settimana, grazie', 'ممكن تقولي ايش لازم اسوي هالاسبوع؟ شكرا', 'c\'était quoi déjà ce que je devais faire aujourd\'hui ?', 'is hafte kya karna tha mujhe?', "Gibt's was Dringendes, um das ich mich kümmern muss?", 'anything urgent I should look at before lunch, do you think?'],
  'mood.log-request': ['I want to log my mood', 'quiero registrar mi ánimo'],
  'mood.about-work': ['mi sento in ansia per tutte le cose che devo fare', 'me agobia tener tantas tareas pendientes', 'anxious about all the invoices i have to send'],
  'general.good-wish': ['happy holidays, everyone!', 'congrats on the promotion, well deserved', 'frohe Weihnachten euch allen', 'bonnes vacances à toute l\'équipe !', 'поздравляю с запуском, отличная работа', '새해 복 많이 받으세요!', 'sabko happy diwali, enjoy karo'],
  'general.leisure-wish': ['I wish I could sleep in all week', 'ojalá pudiera irme a la playa un mes', 'ich würde am liebsten eine Woche ans Meer fahren', 'хочу в отпуск на море', 'نفسي انام يومين كاملين'],
  'general.farewell': ['heading out, see you tomorrow!', 'chalo nikalta hoon, kal milte hain', '먼저 들어갈게요, 내일 봬요', 'ik ga ervandoor, tot morgen', 'ich mach Feierabend, bis morgen'],
  'general.others-duty': ['my sister has to hand in her thesis by Friday', 'Mein Sohn muss morgen ein Referat über Vulkane halten, er übt gerade', 'mijn broer heeft een nieuwe baan, hij moet volgende week al beginnen', 'meri behen ko kal exam dena hai', '我儿子明天要交作业，他紧张得不行'],
  'general.hearsay': ['听说小王下个月要调去上海了', '听说楼下新开的咖啡店拿铁不错', 'apparently the new café downstairs is great', 'I heard Anna has to present the roadmap on Friday', 'suna hai Neha ko promotion mil gaya, party toh banti hai', 'paraît que Julie doit refaire toute la présentation pour lundi'],
  'create.to-do': ['apparently I need to renew my passport by Friday', 'I heard we have to submit the expense reports by Friday, so I need to collect my receipts', 'mijn zus en ik moeten zaterdag verhuizen', 'mijn moeder is vrijdag jarig, moet nog een cadeau kopen', 'need to send the deck by Friday', 'tengo que pagar la luz', '明日までにレポートを書かないと', 'Today:\n- send invoices\n- ping Sam', 'todo tmrw: 1) standup notes 2) follow up w/ Kenji on the API keys 3) push the hotfix'],
  'create.imperative': ['send the deck to Acme, see you tomorrow', 'send the Acme invoice tomorrow', 'llamar al cliente mañana', 'Kunden morgen anrufen'],
  'create.note': ['morgen zum Tierarzt', 'overmorgen concept nieuwsbrief af', 'Freitag zur Bank'],
  'general.event-news': ['今週は打ち合わせが長かった', 'meeting yesterday was fine', '先週のリリースは無事に終わった', '어제 회의 잘 끝났어', 'вчера релиз прошёл нормально', 'المكالمة مع العميل امبارح كانت تمام'],
  'complete.statement': ['어제 회의 자료를 보냈어', '昨天把会议的纪要发了', '昨日リリースを終わらせた', 'I finished the client report', 'terminé el informe', 'finalizei o roteiro do webinar'],
  'mood.feeling': ['ik ben gesloopt, drie nachten amper geslapen', '이 마감 진짜 사람 잡네 ㅋㅋ', '월요병 제대로 왔다', 'feeling really good today 😊', 'estoy agotado', '我好累', 'this deadline is killing me', "ugh I'm so done with this week", 'أنا تعبان جداً، هالأسبوع ما يخلص'],
  'mood.face': ['eh :(', 'pfff 😢', 'ahaha yes :D', "oh non :'("],
  'greeting': ['hey team, back from vacation today', 'hola equipo, ya volví de las vacaciones', 'hallo zusammen, bin wieder aus dem Urlaub zurück'],
  'help.question': ['could you help me understand what the commands are here?', 'kannst du mir bitte Hilfe geben, wie das hier alles genau funktioniert?', 'ヘルプを見たいのですが、どこにありますか？'],
  'tasks.what-next': ['what now?', 'was jetzt?', '¿y ahora qué?', 'что дальше?'],
  'general': ['thanks a lot!', '今天食堂有什么好吃的？', 'wie wird das Wetter morgen?', 'chi porta la torta venerdì?', "I'm dying to see the new Marvel movie", 'ayer mi jefa nos invitó a comer, fue genial', '昨天老板请全组吃饭，挺开心的', 'вчера начальник похвалил всю команду, было приятно', 'يسلمو على الشرح'],
};

// Messages the intent model, asked at the last rule, takes for to-dos or task questions (0.77–0.99
// before these checks): a story of what happened, news passed on, a question with only a time of
// day, a question to anyone around.
// A good word in the clause of a past work event is said of it; in a later clause it is the writer's own.
const NOT_EVENT_NEWS = ['the release went great yesterday, so happy', 'the release went great yesterday, I\'m so happy', 'ich hab den Release für die App gestern geshippt'];

const NO_MODEL_TODO = [
  'yesterday we drove to the coast and ate fish and chips on the pier',
  'gestern Abend haben wir mit den Nachbarn gegrillt',
  'вчера смотрели футбол у друзей до полуночи',
  'the Friday all-hands moves to 3pm, fyi',
  'is the parking garage still open at 10pm?',
  'столовая работает до 16:00?',
  'qualcuno ha visto il caricabatterie?',
];

// Messages a rule reads by their form and the intent model reads as meant (MODEL_OVERRULES): a
// verb first that is a feeling, a done verb that is a feeling, a polite question to see one's tasks
// with the show verb last or in the infinitive, a question whether tasks can do something, how to log a mood.
const OVERRULED: Array<[string, string, string]> = [
  ['voel me vandaag wat lusteloos en futloos', 'create.imperative', 'model.mood'],
  ['🎉🎉🙌 Feierabend und alles geschafft!', 'complete.statement', 'model.mood'],
  ['kannst du mir meine Aufgaben zeigen?', 'create.to-do', 'model.task_list'],
  ['pode me mostrar minhas tarefas?', 'create.to-do', 'model.task_list'],
  ['kan een taak subtaken hebben?', 'tasks.question', 'model.help'],
  ['기분 기록은 어떻게 남기는 거예요?', 'mood.history', 'model.help'],
  // "Remind me" asks for a to-do and for the list alike; the model tells them apart.
  ['提醒我一下这周还有哪些没交的', 'create.request', 'model.task_list'],
  ['herinner me even wat er morgen nog openstaat', 'create.request', 'model.task_list'],
];

// Questions after what should be done by now ask for the overdue tasks; after what is burning, for the urgent ones.
const LIST_FILTERS: Array<[string, string]> = [
  ["is there anything I should have finished by now that's still hanging around?", 'overdue'],
  ["gibt's Sachen, die ich längst hätte fertig machen sollen?", 'overdue'],
  ["est-ce qu'il y a des trucs que j'aurais dû finir et qui traînent encore ?", 'overdue'],
  ['벌써 끝냈어야 했는데 아직 남아 있는 거 있어?', 'overdue'],
  ['في شي كان لازم اخلصه من زمان ولسه ما خلص؟', 'overdue'],
  ['which of my things are burning right now', 'urgent'],
  ['cosa scotta di più adesso?', 'urgent'],
  ['wat brandt er nu het meest?', 'urgent'],
  ['现在哪些事最火烧眉毛？', 'urgent'],
  ['что сейчас горит?', 'urgent'],
  ['지금 제일 급한 게 뭐야?', 'urgent'],
];

// A remark on the weather after a greeting is a greeting; a to-do beside it is still a to-do.
const WEATHER: Array<[string, string]> = [
  ["coucou ! il fait un temps de chien à Lille aujourd'hui", 'greeting'],
  ['goedemorgen! wat is het koud vandaag in Utrecht', 'greeting'],
  ['Moin! Heute ist es echt eiskalt draußen', 'greeting'],
  ['всем привет! сегодня в Питере жуткий ливень', 'greeting'],
  ['早上好！北京今天好冷啊', 'greeting'],
  ['hace un frío que pela en Burgos', 'general'],
  ['il fait froid, il faut purger les radiateurs demain', 'task_create'],
  ["it's freezing in here, remind me to order a heater", 'task_create'],
];

describe('intent rules', () => {
  test('the intent model overrules a rule that reads the form of a message, where it is sure', () => {
    for (const [message, rule, overruled] of OVERRULED) {
      assert.ok(MODEL_OVERRULES[rule] !== undefined, `${rule} may be overruled`);
      assert.equal(ruleOf(message), overruled, message);
    }
  });

  test('the crisis rule, explicit moods, help and greetings are never overruled', () => {
    for (const rule of ['crisis', 'mood.value', 'help.how-to', 'help.short', 'greeting.only', 'greeting', 'complete.request']) {
      assert.equal(MODEL_OVERRULES[rule], undefined, rule);
    }
  });

  test('a request to be reminded to do something stays a to-do', () => {
    for (const message of ['recuérdame pagar el alquiler el lunes', '提醒我明天交报销单', 'herinner me vrijdag de offerte te versturen', 'remind me to renew the parking permit tomorrow']) {
      assert.equal(ruleOf(message), 'create.request', message);
    }
  });

  test('a done-statement naming a task stays a completion whatever the model says of it', () => {
    // The model reads both as a to-do or as chat: only the rule knows they name a task.
    for (const message of ['Zahnarzt angerufen', 'comprei as passagens de trem']) assert.equal(ruleOf(message), 'complete.statement', message);
  });

  test('stories, news, questions without a day and questions to anyone are left to the last rule', () => {
    for (const message of NO_MODEL_TODO) assert.equal(ruleOf(message), 'general', message);
  });

  test('a feeling of the writer and a finished task are not event news', () => {
    for (const message of NOT_EVENT_NEWS) assert.notEqual(ruleOf(message), 'general.event-news', message);
  });

  test('questions after overdue or burning things ask for those tasks', () => {
    for (const [message, filter] of LIST_FILTERS) assert.deepEqual(decisionOf(message), { kind: 'task_list', filter }, message);
  });

  test('a remark on the weather is small talk, a greeting when one opens it', () => {
    for (const [message, kind] of WEATHER) assert.equal(decisionOf(message).kind, kind, message);
  });

  test('every rule has its table, in the order of the rules', () => {
    assert.deepEqual(Object.keys(TABLE), INTENT_RULES.map((r) => r.name));
    for (const rule of INTENT_RULES) assert.ok(rule.why.length > 10, `${rule.name} says why it is where it is`);
  });
  for (const [rule, messages] of Object.entries(TABLE)) {
    test(`${rule}: ${messages.length} messages, ${new Set(messages.map(detectLanguage)).size} languages`, () => {
      assert.ok(new Set(messages.map(detectLanguage)).size >= 2, 'several languages');
      for (const message of messages) assert.equal(ruleOf(message), rule, message);
    });
  }
});
