// Phrase lexicons (13 languages) for intents, task cues and title cleaning. Built once at load.
import { WB, WE, alt, foldPattern } from './text.ts';

const fp = (list: readonly string[]) => alt(list.map(foldPattern));
/** Word-bounded alternation (Latin, Cyrillic) OR'ed with boundary-free sources (CJK, Korean, Arabic). */
export function cue(words: readonly string[], bare: readonly string[] = [], flags = 'u'): RegExp {
  const parts: string[] = [];
  if (words.length) parts.push(`${WB}${fp(words)}${WE}`);
  if (bare.length) parts.push(fp(bare));
  return new RegExp(parts.join('|'), flags);
}
/** Anchored at the start (after optional spaces/punctuation). */
export function leading(words: readonly string[], bare: readonly string[] = []): RegExp {
  const parts: string[] = [];
  if (words.length) parts.push(`${fp(words)}${WE}`);
  if (bare.length) parts.push(fp(bare));
  return new RegExp(`^[\\s,.;:!?¡¿\\-–—*•"']*(?:${parts.join('|')})[\\s,.;:!?\\-–—]*`, 'u');
}

// ------------------------------------------------------------------ greetings, thanks

export const GREETING_WORDS = [
  'hi', 'hii+', 'hey+', 'heya', 'hiya', 'hello+', 'helo', 'yo', 'howdy', 'good\\s+(?:morning|afternoon|evening|day)', 'morning', 'gm', 'sup', "what'?s\\s+up", 'wassup', 'whats\\s+good', 'greetings',
  'hola', 'buenas', 'buenos\\s+dias', 'buenas\\s+(?:tardes|noches)', 'que\\s+tal', 'que\\s+onda', 'saludos', 'wenas',
  'bonjour', 'salut', 'coucou', 'bonsoir', 'bon\\s+matin', 'yo',
  'hallo', 'servus', 'moin(?:\\s+moin)?', 'guten\\s+(?:morgen|tag|abend)', 'gruss\\s+gott', 'gruezi', 'tag', 'na',
  'ola', 'oi', 'bom\\s+dia', 'boa\\s+(?:tarde|noite)', 'e\\s+ai', 'eai', 'fala', 'beleza', 'tudo\\s+bem', 'tudo\\s+bom',
  'ciao', 'salve', 'buongiorno', 'buonasera', 'buon\\s+pomeriggio', 'ehi', 'ehila', 'hey\\s+ciao',
  'hoi', 'hallo', 'hai', 'goedemorgen', 'goeiemorgen', 'goedemiddag', 'goeiemiddag', 'goedenavond', 'goeienavond', 'dag', 'hey\\s+hoi',
  'namaste', 'namaskar', 'hello\\s+ji', 'hi\\s+ji', 'kya\\s+haal(?:\\s+hai)?', 'kaise\\s+ho', 'kaisi\\s+ho', 'ram\\s+ram', 'suprabhat', 'salaam', 'adaab',
  'привет', 'приветик', 'здравствуй(?:те)?', 'добрый\\s+(?:день|вечер)', 'доброе\\s+утро', 'хай', 'здорово', 'салют', 'доброй\\s+ночи',
];
export const GREETING_BARE = [
  'مرحبا', 'مرحبتين', 'اهلا', 'اهلين', 'اهلا\\s+وسهلا', 'السلام\\s+عليكم', 'سلام', 'صباح\\s+الخير', 'صباح\\s+النور', 'مساء\\s+الخير', 'هاي', 'هلا', 'كيفك', 'كيف\\s+حالك',
  'こんにちは', 'こんばんは', 'おはよう(?:ございます)?', 'やっほー?', 'やあ', 'ハロー', 'どうも', 'もしもし', 'お疲れ様(?:です)?', 'おつかれ(?:さま)?',
  '안녕(?:하세요)?', '하이', '헬로', '좋은\\s?아침', '반가워(?:요)?', '반갑습니다', '여보세요', 'ㅎㅇ',
  '你好', '您好', '哈喽', '嗨', '早上好', '早安', '早', '晚上好', '下午好', '大家好', '哈啰', '在吗',
];
export const GREETING = cue(GREETING_WORDS, GREETING_BARE);
export const GREETING_LEAD = leading(GREETING_WORDS.filter((w) => !['tag', 'na', 'dag', 'fala', 'hai'].includes(w)), GREETING_BARE);
/** Words that may follow a greeting without making it a request. */
export const GREETING_FILLER = cue([
  'there', 'all', 'everyone', 'everybody', 'team', 'folks', 'guys', 'y\'?all', 'bot', 'taskbot', 'buddy', 'friend', 'mate', 'again', 'how\\s+are\\s+you', 'how\\s+are\\s+u', 'how\\s+is\\s+it\\s+going', 'how\'?s\\s+it\\s+going', 'how\\s+r\\s+u', 'hows\\s+it\\s+going', 'you', 'assistant',
  'todos', 'equipo', 'amigo', 'como\\s+estas', 'como\\s+va', 'que\\s+tal', 'a\\s+tous', 'tout\\s+le\\s+monde', 'ca\\s+va', 'comment\\s+ca\\s+va', 'zusammen', 'leute', 'wie\\s+geht(?:\\x27?s|\\s+es)?', 'alle',
  'pessoal', 'galera', 'tudo\\s+bem', 'tudo\\s+bom', 'como\\s+vai', 'beleza', 'a\\s+tutti', 'ragazzi', 'come\\s+va', 'come\\s+stai', 'allemaal', 'iedereen', 'hoe\\s+gaat\\s+het',
  'ji', 'bhai', 'yaar', 'dost', 'sab', 'kaise\\s+ho', 'kya\\s+haal\\s+hai', 'bas', 'hi\\s+bolne\\s+aaya', 'bas\\s+hi\\s+bolne\\s+aaya', 'bas\\s+hi\\s+bolne\\s+aayi',
  'всем', 'ребята', 'как\\s+дела', 'как\\s+ты', 'коллеги', 'bom', 'ai', 'fala\\s+ai',
], ['كيفك', 'كيف\\s+حالك', 'شباب', 'يا', 'جميعا', 'みなさん', 'みんな', '元気', '여러분', '잘\\s?지내', '大家', '最近怎么样', '吗', '呀', '啊', '～', '~'], 'gu');

export const THANKS = cue([
  'thanks', 'thank\\s+you', 'thx', 'ty', 'tysm', 'cheers', 'much\\s+appreciated', 'appreciate\\s+it',
  'gracias', 'muchas\\s+gracias', 'merci', 'merci\\s+beaucoup', 'danke', 'danke\\s+schon', 'vielen\\s+dank', 'dankeschon', 'obrigad[oa]', 'valeu', 'grazie', 'grazie\\s+mille',
  'bedankt', 'dank\\s+je(?:\\s+wel)?', 'dankjewel', 'dank\\s+u', 'shukriya', 'dhanyavaad', 'dhanyawad', 'thank\\s+u', 'спасибо', 'благодарю', 'спс',
], ['شكرا', 'شكراً', 'مشكور', 'يعطيك\\s+العافيه', 'ありがとう', 'サンキュー', 'どうも', '고마워', '감사합니다', '감사해요', '고맙', '谢谢', '多谢', '感谢', '谢啦']);

// ------------------------------------------------------------------ questions

export const QUESTION_WORD_LEAD = leading([
  'what', "what'?s", 'whats', 'which', 'when', 'where', 'who', 'whom', 'why', 'how', "how'?s", 'is\\s+(?:there|it|that|this|my|the)', 'are\\s+(?:there|you|my|we|the)', 'do\\s+(?:i|you|we)', 'does', 'did\\s+(?:i|you|we)', 'can\\s+(?:i|you|we)', 'could\\s+(?:i|you|we)', 'would\\s+(?:i|you)', 'will\\s+(?:i|you)', 'should\\s+i', 'have\\s+(?:i|you|we)', 'has\\s+(?:the|my)', 'any', 'anything', 'anyone', 'anybody',
  'que', 'cual', 'cuales', 'cuando', 'donde', 'quien', 'por\\s+que', 'como', 'cuanto', 'cuantos', 'cuantas', 'hay', 'sabes', 'alguien', 'tengo\\s+(?:algo|tareas|pendientes)',
  'quoi', 'quel', 'quelle', 'quels', 'quelles', 'quand', 'ou', 'qui', 'pourquoi', 'comment', 'combien', 'est-ce', 'est\\s+ce', "qu'est-ce", 'y\\s+a-t-il', 'il\\s+me\\s+reste', 'ai-je', 'dois-je',
  'was', 'welche[rsnm]?', 'wann', 'wo', 'wer', 'warum', 'wie', 'wieviel', 'wie\\s+viele', 'gibt\\s+es', 'habe\\s+ich', 'hab\\s+ich', 'muss\\s+ich', 'weiss\\s+jemand', 'kann\\s+ich', 'hat\\s+jemand',
  'o\\s+que', 'qual', 'quais', 'quando', 'onde', 'quem', 'por\\s+que', 'quanto', 'quantos', 'quantas', 'tem\\s+(?:algo|alguma|algum)', 'alguem', 'sabe',
  'cosa', 'che\\s+cosa', 'quale', 'quali', 'quando', 'dove', 'chi', 'perche', 'come', 'quanto', 'quanti', 'quante', 'c\'e', 'ci\\s+sono', 'qualcuno',
  'wat', 'welke', 'wanneer', 'waar', 'wie', 'waarom', 'hoe', 'hoeveel', 'heb\\s+ik', 'moet\\s+ik', 'weet\\s+iemand', 'is\\s+er', 'zijn\\s+er',
  'kya', 'kab', 'kahan', 'kaun', 'kyun', 'kaise', 'kitne', 'kitna', 'kitni',
  'что', 'какой', 'какая', 'какие', 'какое', 'когда', 'где', 'кто', 'почему', 'как', 'сколько', 'есть\\s+ли', 'у\\s+меня\\s+есть', 'можно', 'кто-нибудь',
], ['ماذا', 'ما\\s+هي', 'ما\\s+هو', 'شو', 'ايش', 'ايه', 'متى', 'وين', 'فين', 'اين', 'مين', 'من', 'ليش', 'ليه', 'كيف', 'كم', 'هل', 'في\\s+شي', 'عندي']);

export const QUESTION_TAIL = /[?？؟]\s*[\p{Emoji_Presentation}\p{Extended_Pictographic}\s]*$|(?:か|かな|の|ですか|ますか|나요|까요|니|냐|까|어때|吗|呢|么|嘛)\s*[?？!。]?\s*$/u;

// ------------------------------------------------------------------ help

export const HELP = cue([
  'help', 'helpp+', 'help\\s+me', 'how\\s+(?:do|can|should|would)\\s+(?:i|we|you)', 'how\\s+to', 'how\\s+does\\s+(?:this|it|the\\s+bot|this\\s+bot|this\\s+thing)\\s+work', 'what\\s+can\\s+(?:you|u|i)\\s+do', 'what\\s+do\\s+you\\s+do',
  'commands?', 'instructions', 'tutorial', 'guide', 'user\\s+guide', 'manual', 'features', 'getting\\s+started', 'how\\s+it\\s+works', 'what\\s+are\\s+you', 'who\\s+are\\s+you', 'usage',
  'ayuda', 'ayudame', 'para\\s+que\\s+sirves', 'que\\s+sabes\\s+hacer', 'como\\s+(?:funciona|funcionas|se\\s+usa|uso|puedo|hago|se\\s+hace)', 'que\\s+puedes\\s+hacer', 'comandos', 'instrucciones', 'me\\s+explicas',
  'aide', 'aidez-moi', 'aide-moi', 'comment\\s+(?:ca\\s+marche|ça\\s+marche|fonctionne|faire|je\\s+peux|puis-je|utiliser|on\\s+fait|tu\\s+marches)', 'que\\s+peux-tu\\s+faire', 'commandes', 'mode\\s+d\'emploi',
  'hilfe', 'wie\\s+(?:funktioniert|geht\\s+das|benutze\\s+ich|kann\\s+ich|mache\\s+ich|lege\\s+ich|trage\\s+ich)', 'was\\s+kannst\\s+du', 'befehle', 'anleitung', 'was\\s+geht\\s+hier',
  'ajuda', 'me\\s+ajuda', 'como\\s+(?:funciona|usar|eu\\s+(?:faco|uso|crio|adiciono)|faco)', 'o\\s+que\\s+voce\\s+faz', 'o\\s+que\\s+voce\\s+pode\\s+fazer', 'o\\s+que\\s+(?:voce|vc)\\s+(?:consegue|sabe)\\s+fazer',
  'aiuto', 'aiutami', 'come\\s+(?:funziona|funzioni|si\\s+usa|faccio|posso|si\\s+fa)', 'cosa\\s+sai\\s+fare', 'cosa\\s+puoi\\s+fare', 'comandi', 'istruzioni',
  'hulp', 'help\\s+me', 'hoe\\s+(?:werkt|gebruik|kan\\s+ik|maak\\s+ik|voeg\\s+ik|doe\\s+ik)', 'wat\\s+kan\\s+je', 'wat\\s+kun\\s+je', 'commando\'?s', 'uitleg',
  'madad', 'help\\s+chahiye', 'meri\\s+help\\s+kar', 'help\\s+kar\\s+sakte', 'kaise\\s+(?:use|kaam|karu|karun|karte|chalta|add)', 'kya\\s+kar\\s+sakte', 'samjhao', 'kaise\\s+kaam\\s+karta',
  'помощь', 'помоги(?:те)?', 'справка', 'как\\s+(?:\\p{L}+\\s+)?(?:пользоваться|работает|работаешь)', 'как\\s+(?:добавить|создать|отметить|мне)', 'что\\s+ты\\s+умеешь', 'команды', 'инструкция',
], ['مساعده', 'ساعدني', 'كيف\\s+(?:استخدم|اضيف|يشتغل|يعمل|اعمل)', 'شو\\s+بتقدر\\s+تعمل', 'ماذا\\s+تستطيع', 'الاوامر', 'تعليمات',
  'ヘルプ', '使い方', 'やり方', '方法を?教えて', '助けて', 'どうやって', 'どう使う', '何ができる', 'コマンド', '説明して',
  '도움말', '도와줘', '도움', '사용법', '어떻게\\s?(?:써|사용|하는|해|추가)', '뭘\\s?할\\s?수', '명령어', '기능',
  '帮助', '怎么用', '如何使用', '怎么使用', '使用说明', '能做什么', '命令', '指令', '怎么添加', '怎么弄', '帮帮我']);
/** "how do I…" style questions that are help even with task words in them. */
export const HOW_TO = cue([
  'how\\s+(?:do|can|should|would)\\s+(?:i|we)', 'how\\s+to', 'is\\s+there\\s+a\\s+way\\s+to', 'can\\s+i\\s+(?:use|set|change|add|edit|delete|mark)', 'como\\s+(?:puedo|hago|se|creo|anado|agrego|pongo|marco|borro|elimino|cambio|uso|registro)', 'comment\\s+(?:je|on|faire|puis-je|ajouter|creer|marquer|supprimer|utiliser)',
  'wie\\s+(?:kann|mache|lege|trage|markiere|erstelle|fuge|losche|andere|nutze|benutze|erfasse)\\s+ich', 'como\\s+(?:eu|faco|posso|crio|adiciono|marco|apago|registro|uso)', 'come\\s+(?:faccio|posso|si|creo|aggiungo|segno|cancello|uso)', 'hoe\\s+(?:kan|maak|voeg|markeer|zet|verwijder|gebruik)\\s+ik', 'kaise\\s+(?:\\p{L}+\\s+)?(?:karu|karun|karte|kare|karein|add|mark)', '(?:meri\\s+)?help\\s+kar\\s+sakte', 'как\\s+(?:мне|можно|добавить|создать|отметить|сделать)',
], ['كيف\\s+(?:اقدر|يمكنني|اضيف|اعمل)', 'どうやって', 'どうすれば', '어떻게\\s?(?:하|추가|표시|만들)', '怎么(?!样|回事)', '如何(?![？?。!！\\s]*$)', '(?:追加|登録|削除|使い|作成)方法', 'やり方']);

// ------------------------------------------------------------------ tasks: listing, stats, creation

export const TASK_NOUN = cue([
  'tasks?', 'to-?dos?', 'todo\\s+list', 'to\\s+do\\s+list', 'deadlines?', 'due', 'overdue', 'pending', 'backlog', 'assignments?', 'items?', 'agenda', 'on\\s+my\\s+plate', 'left\\s+to\\s+do', 'to\\s+do', 'my\\s+list', 'workload', 'schedule',
  'tareas?', 'pendientes?', 'vencid[oa]s?', 'atrasad[oa]s?', 'me\\s+toca', 'toca\\s+hacer', 'que\\s+hacer', 'tengo\\s+que\\s+hacer', 'fecha\\s+limite', 'plazos?',
  'taches?', 'trucs', 'a\\s+faire', 'en\\s+retard', 'echeances?', 'deadline', 'en\\s+attente',
  'aufgaben?', 'todos', 'fallig', 'uberfallig', 'zu\\s+tun', 'zu\\s+erledigen', 'noch\\s+offen', '(?:ist|sind)\\s+offen', 'offenen?\\s+(?:punkte|sachen|themen|todos|tasks)', 'fristen?', 'termine',
  'tarefas?', 'pendencias?', 'atrasad[oa]s?', 'vencid[oa]s?', 'prazos?', 'fazer', 'tenho\\s+pra', 'tenho\\s+para',
  'attivita', 'compiti', 'cose\\s+da\\s+fare', 'da\\s+fare', 'scadenz[ae]', 'in\\s+scadenza', 'in\\s+ritardo', 'scadut[eoi]',
  'taken', 'taak', 'te\\s+doen', 'nog\\s+doen', 'deadlines', 'achterstallig', 'open\\s+staan', 'doen',
  'kaam', 'kaamon', 'task', 'tasks', 'pending', 'karna\\s+hai', 'baaki',
  'задач\\p{L}*', 'дела', 'дел', 'дедлайн\\p{L}*', 'просроч\\p{L}*', 'срок\\p{L}*', 'сделать',
  'what\\s+do\\s+i\\s+have', 'what\\s+have\\s+i\\s+got', "what'?s\\s+(?:next|on|up\\s+next|left)", 'what\\s+(?:should|do|must)\\s+i\\s+(?:need\\s+to\\s+)?(?:do|work\\s+on|finish)', 'what\\s+is\\s+(?:next|left)',
  'que\\s+tengo\\s+para', 'tengo\\s+algo\\s+(?:pendiente|que|para)', "j'ai\\s+quelque\\s+chose\\s+a", 'quelque\\s+chose\\s+a\\s+(?:rendre|faire|finir|envoyer|livrer)', '(?:alguma\\s+coisa|algo)\\s+(?:pra|para)\\s+(?:entregar|fazer|enviar|terminar)', 'qualcosa\\s+da\\s+(?:consegnare|fare|finire|mandare)', "qu'est-ce\\s+qui\\s+est\\s+prevu", 'quoi\\s+de\\s+prevu', 'wat\\s+moet\\s+er', 'que\\s+tengo\\s+(?:para\\s+)?(?:que\\s+hacer|hoy|manana|pendiente|esta\\s+semana)', 'vence[mn]?', 'vencendo', 'scade', 'scadono', "haven'?t\\s+(?:done|finished)", 'not\\s+done\\s+yet', 'que\\s+(?:debo|tengo\\s+que)\\s+hacer', "qu'est-ce\\s+que\\s+j'ai", 'que\\s+dois-je\\s+faire', "j'ai\\s+quoi", 'je\\s+dois\\s+faire\\s+quoi',
  'was\\s+(?:muss|habe|hab|soll)\\s+ich', 'was\\s+steht', 'steht\\s+(?:heute|morgen|noch|diese\\s+woche)?\\s*an', 'auf\\s+dem\\s+plan', 'o\\s+que\\s+(?:tenho|preciso|devo)', 'o\\s+que\\s+falta',
  'cosa\\s+(?:devo|ho\\s+da)\\s+fare', 'che\\s+(?:devo|ho\\s+da)\\s+fare', "cosa\\s+c'e\\s+da\\s+fare", 'cosa\\s+mi\\s+resta', 'wat\\s+moet\\s+ik', 'wat\\s+staat\\s+er', 'wat\\s+heb\\s+ik',
  'kya\\s+karna\\s+hai', 'kya\\s+kaam\\s+hai', 'kya\\s+baaki\\s+hai', 'что\\s+(?:мне\\s+)?(?:надо|нужно)\\s+сделать', 'что\\s+у\\s+меня', 'что\\s+по\\s+задачам', 'что\\s+осталось',
], ['شو\\s+عندي', 'ايش\\s+عندي', 'ماذا\\s+علي', 'وش\\s+عندي', '何をすれば', '何がある', '予定は', '뭐\\s?해야', '할\\s?거', '要做什么', '该做什么', '有什么事', '有啥事','مهام', 'مهمه', 'مهامي', 'المهام', 'متاخره', 'متأخره', 'مواعيد', 'شغل', 'اعمال', 'المطلوب',
  'タスク', 'やること', 'ToDo', '締め切り', '締切', '期限', '予定', '宿題', '残って',
  '할\\s?일', '작업', '업무', '마감', '일정', '남은\\s?일', '해야\\s?할', '야\\s?하는\\s?(?:거|것|일)',
  '任务', '待办', '截止', '到期', '逾期', '过期', '要做', '工作', '事情', '日程']);

export const LIST_IMPERATIVE = leading([
  'list', 'show', 'show\\s+me', 'give\\s+me', 'tell\\s+me', 'pull\\s+up', 'display', 'get\\s+me', 'see', 'check', 'what\'?s\\s+on',
  'muestrame', 'ensename', 'dime', 'lista', 'listar', 'montre-moi', 'montre', 'affiche', 'liste', 'dis-moi', 'zeig\\s+mir', 'zeige', 'liste', 'auflisten',
  'mostra', 'mostre', 'me\\s+mostra', 'lista', 'listar', 'mostrami', 'fammi\\s+vedere', 'elenca', 'dimmi', 'laat(?=\\s+(?:\\p{L}+\\s+){0,3}zien)', 'toon', 'geef\\s+me',
  'dikhao', 'batao', 'bata\\s+do', 'list\\s+karo', 'покажи', 'выведи', 'список', 'перечисли', 'скажи',
], ['اعرض', 'اعرضلي', 'وريني', 'ورجيني', 'قائمه', '見せて', '一覧', '教えて', '보여줘', '알려줘', '목록', '列出', '看看', '给我看', '显示', '告诉我']);
export const LIST_TAIL = /(?:見せて|教えて|一覧|보여\s?줘|알려\s?줘|목록|列出来|列一下|看一下|看看|告诉我|batao|dikhao|bata\s+do)\s*[.!?？]*\s*$/u;

export const STATS = cue([
  'stats', 'statistics', 'completion\\s+rate', 'what\\s+did\\s+i\\s+(?:get\\s+)?(?:done|finish|complete|accomplish)', 'what\\s+have\\s+i\\s+(?:done|finished|completed|accomplished)', 'how\\s+many\\s+(?:tasks\\s+)?(?:did|have|i)', 'how\\s+many\\s+tasks', 'how\\s+productive', 'my\\s+progress', 'productivity', 'progress\\s+report', 'how\\s+am\\s+i\\s+doing',
  'estadisticas?', 'cuantas\\s+tareas', 'tasa\\s+de\\s+(?:finalizacion|cumplimiento)', 'mi\\s+progreso', 'statistiques?', 'combien\\s+de\\s+taches', 'taux\\s+de\\s+(?:completion|realisation)', 'ma\\s+progression',
  'statistik(?:en)?', 'wie\\s+viele\\s+aufgaben', 'erledigungsquote', 'abschlussquote', 'mein\\s+fortschritt', 'estatisticas?', 'quantas\\s+tarefas', 'taxa\\s+de\\s+conclusao', 'meu\\s+progresso',
  'statistiche', 'quante\\s+(?:attivita|task)', 'tasso\\s+di\\s+completamento', 'i\\s+miei\\s+progressi', 'statistieken', 'hoeveel\\s+taken', 'voltooiingspercentage', 'mijn\\s+voortgang',
  'progress', 'kitne\\s+(?:task|kaam)', 'kitne\\s+complete', 'статистик\\p{L}*', 'сколько\\s+(?:задач|дел)', 'процент\\s+выполнения', 'мой\\s+прогресс', 'прогресс',
], ['احصائيات', 'احصاءات', 'كم\\s+مهمه', 'نسبه\\s+الانجاز', 'تقدمي', '統計', '達成率', '完了率', 'いくつ終わ', '何件', '통계', '완료율', '몇\\s?개', '진행\\s?상황', '统计', '完成率', '完成情况', '完成了多少', '多少个任务', '进度']);
/** Counting words that make a "how many … finish/close" question a statistics request. */
export const STATS_COUNT = cue(['how\\s+many', 'cuant[oa]s', 'combien', 'wie\\s+viele?', 'quant[oa]s', 'quant[ie]', 'hoeveel', 'kitne', 'kitna', 'сколько'], ['كم', 'いくつ', '何件', '몇', '多少', '几个']);
export const DONE_VERB_ANY = cue([
  'finish(?:ed)?', 'complet(?:ed|e)', 'done', 'close[d]?', 'terminad[oa]s', 'terminé', 'termine', 'hice', 'cerre', 'completad[oa]s', 'fini(?:es|s)?', 'terminees?', 'boucle',
  'erledigt', 'abgeschlossen', 'geschafft', 'concluid[oa]s', 'conclui', 'terminei', 'fiz', 'fechei', 'finit[oe]', 'chius[oei]', 'completat[eio]', 'ho\\s+chiuso', 'ho\\s+finito',
  'afgerond', 'gedaan', 'afgemaakt', 'klaar', 'kiye', 'complete\\s+kiye', 'khatam', 'выполнил\\p{L}*', 'закрыл\\p{L}*', 'сделал\\p{L}*', 'заверш\\p{L}*',
], ['انجزت', 'خلصت', '終わ', '完了', '끝냈', '완료', '完成', '做完']);

export const STRONG_CREATE = cue([
  'remind\\s+me(?:\\s+to)?', 'add\\s+(?:a\\s+|an\\s+|new\\s+)?(?:task|todo|to-do|reminder)', 'create\\s+(?:a\\s+|an\\s+|new\\s+)?(?:task|todo|to-do|reminder)', 'new\\s+task', 'put\\s+(?:it\\s+)?on\\s+my\\s+(?:list|to-?do)', 'add\\s+to\\s+my\\s+(?:list|to-?dos?)', "don'?t\\s+(?:let\\s+me\\s+)?forget", 'note\\s+down', 'jot\\s+(?:it\\s+|this\\s+|that\\s+)?down', 'write\\s+(?:it\\s+|this\\s+|that\\s+)?down', 'make\\s+a\\s+(?:task|note)', 'set\\s+a\\s+reminder', 'task:', 'todo:', 'to-?dos?:',
  'recuerdame', 'recordarme', '(?:anad|agreg|cre|pon)(?:a|as|e|es)(?:me)?\\s+(?:una\\s+)?(?:nueva\\s+)?tarea', '(?:anadir|agregar|crear|poner)(?:me)?\\s+(?:una\\s+)?(?:nueva\\s+)?tarea', 'no\\s+se\\s+me\\s+(?:puede\\s+|debe\\s+|vaya\\s+a\\s+)?olvid\\p{L}+', 'que\\s+no\\s+se\\s+me\\s+olvide', 'nueva\\s+tarea', 'apunta(?:me)?', 'anota(?:me)?', 'me\\s+(?:(?:lo|la|los|las)\\s+)?(?:anotas|apuntas)', '(?:apunta|anota)(?:melo|mela|lo|la)', 'tu\\s+(?:me\\s+)?(?:le|la)\\s+notes', 'no\\s+(?:me\\s+)?(?:dejes\\s+)?olvid\\p{L}+',
  'rappelle(?:-|\\s+)moi', 'ajoute\\s+(?:une\\s+)?tache', 'cree\\s+(?:une\\s+)?tache', 'creer\\s+(?:une\\s+)?tache', 'nouvelle\\s+tache', "n'?oublie\\s+pas", 'oublie\\s+pas', 'ne\\s+pas\\s+oublier', 'note(?:r)?\\s+(?:aussi\\s+|bien\\s+)?(?:que|de|d\'|qu\')', "m'ajouter", 'ajouter\\s+(?:une\\s+)?tache',
  'erinnere\\s+mich', 'erinner\\s+mich', 'neue\\s+aufgabe', 'aufgabe\\s+(?:anlegen|erstellen|hinzufugen)', 'fuge\\s+(?:eine\\s+)?aufgabe', 'nicht\\s+vergessen', 'vergiss\\s+nicht', 'notier(?:e|en|st|t)?',
  'me\\s+lembr[ae]', 'lembre-me', 'lembra\\s+de', 'nova\\s+tarefa', 'adiciona(?:r)?\\s+(?:uma\\s+)?tarefa', 'cria(?:r)?\\s+(?:uma\\s+)?tarefa', 'nao\\s+(?:me\\s+)?(?:deix[ae]\\s+(?:eu\\s+)?)?esquecer', 'anota(?:r)?',
  'ricordami', 'ricordarmi', 'nuova\\s+attivita', 'aggiungi\\s+(?:un[ao]?\\s+)?(?:attivita|task|promemoria)', "aggiungere\\s+(?:un[ao]?\\s+|un'\\s*)?(?:attivita|task|promemoria)", "un'attivita\\s+per", 'aggiungi\\s+anche', "creare\\s+(?:un[ao]?\\s+|un'\\s*)?(?:attivita|task|promemoria)", 'crea\\s+(?:un[ao]?\\s+)?(?:attivita|task)', 'non\\s+(?:ti\\s+)?(?:dimenticar|scordar)\\p{L}*', 'non\\s+farmi\\s+dimenticare', 'segnati', 'segnarti', 'segnarmi', 'appunta',
  'herinner\\s+me', 'nieuwe\\s+taak', 'voeg\\s+(?:een\\s+)?taak', 'taak\\s+(?:toevoegen|aanmaken|maken)', 'maak\\s+(?:een\\s+)?taak', 'niet\\s+vergeten', 'vergeet\\s+niet', 'zet\\s+op\\s+mijn\\s+lijst',
  'yaad\\s+dila(?:na|o|dena)?', 'yaad\\s+rakhna', 'bhoolna\\s+mat', 'task\\s+add\\s+karo', 'task\\s+bana(?:o|do)', 'task\\s+bana\\s+(?:sakte|sakti|sakta|do|dena|dijiye)', 'naya\\s+task', 'note\\s+kar(?:o|lo)',
  'напомни(?:те)?(?:\\s+мне)?', 'не\\s+забыть', 'не\\s+забудь', 'новая\\s+задача', 'добавь\\s+задачу', 'создай\\s+задачу', 'запиши(?:\\s+задачу)?', 'записать', '(?:добавить|создать|завести)\\s+задачу',
], ['ذكرني', 'فكرني', 'لا\\s+تنسى', 'لا\\s+تنس', 'مهمه\\s+جديده', 'اضف\\s+مهمه', 'ضيف\\s+مهمه', 'سجل\\s+مهمه',
  'リマインド', '忘れずに', '忘れないで', '忘れないよう', 'タスク追加', 'タスクを追加', 'メモして(?:おいて)?', 'メモしといて', '(?<![\\p{L}])(?:add|ajoute|agrega|anade|fuge|aggiungi|adiciona|voeg)\\s+(?=["\'])', '新しいタスク', 'やることリスト',
  '리마인드', '알림\\s?설정', '잊지\\s?말고', '잊지\\s?마', '할\\s?일\\s?추가', '메모해\\s?(?:줘|줄래|주세요|줄\\s?수)', '새\\s?할\\s?일', '기억해\\s?줘', '라고\\s?(?:알려|말해)\\s?줘',
  '提醒我', '别忘了', '不要忘记', '记得', '添加任务', '新任务', '加个任务', '加一个任务', '添加一个任务', '记一下', '帮我记', '建个任务', '待办：', '待办:']);

/** Need/have-to style cues (weak task cues; also stripped from titles). */
export const MODAL_WORDS = [
  "i\\s+(?:really\\s+)?need\\s+to", 'need\\s+to', 'needs\\s+to', 'i\\s+have\\s+to', 'have\\s+to', 'has\\s+to', 'i\\s+(?:still\\s+)?(?:gotta|got\\s+to)', 'gotta', 'got\\s+to', 'i\\s+must', 'must', 'i\\s+should', 'should', '(?:i\\s+)?ought\\s+to', "i'?ll\\s+need\\s+to", "i'?ve\\s+got\\s+to",
  'we\\s+need\\s+to', 'we\\s+have\\s+to', 'we\\s+should', 'make\\s+sure\\s+(?:to|i)', 'remember\\s+to', 'still\\s+need\\s+to', 'i\\s+want\\s+to', 'plan\\s+to',
  'tengo\\s+que', 'tenemos\\s+que', 'hay\\s+que', 'necesito', 'debo', 'debemos', 'tendria\\s+que', 'deberia', 'deberiamos', 'me\\s+falta', 'falta', 'tengo\\s+pendiente',
  'je\\s+dois', 'on\\s+doit', 'il\\s+faut(?:\\s+que\\s+je)?', 'faut', 'faut\\s+que\\s+je', "j'ai\\s+besoin\\s+de", 'penser\\s+a', 'il\\s+me\\s+faut', 'faudrait', 'je\\s+devrais',
  'ich\\s+muss', 'muss', 'mussen', 'wir\\s+mussen', 'ich\\s+sollte', 'sollte', 'soll', 'ich\\s+brauche',
  'tenho\\s+que', 'tenho\\s+de', 'temos\\s+que', 'preciso(?:\\s+de)?', 'precisamos', 'devo', 'tem\\s+que', 'deveria', 'deveriamos', 'ainda\\s+tenho\\s+que', 'lembrar\\s+de',
  'devo', 'dobbiamo', 'bisogna', 'ho\\s+bisogno\\s+di', 'mi\\s+tocca', 'tocca', 'dovrei', 'devi',
  'ik\\s+moet', 'moet', 'moeten', 'we\\s+moeten', '(?:ik\\s+)?zou\\s+moeten', 'ik\\s+zou', 'nog\\s+even',
  'надо', 'нужно', 'мне\\s+надо', 'мне\\s+нужно', 'необходимо', 'должен', 'должна', 'надо\\s+бы', 'нужно\\s+будет', 'придется',
];
export const MODAL_BARE = [
  'لازم', 'يجب', 'يجب\\s+ان', 'ضروري', 'محتاج', 'محتاجه', 'علي\\s+ان', 'عليا', 'لازم\\s+اخلص', 'مطلوب\\s+مني',
  'しないと', 'しなきゃ', 'なきゃ', 'なければ', 'ないと', 'なくちゃ', '必要がある', 'しなければ',
  '해야', '야\\s?해', '야\\s?함', '야\\s?돼', '야\\s?지', '하기',
  '要', '需要', '必须', '还得', '还要', '得要', '应该',
];
export const MODAL = cue(MODAL_WORDS, MODAL_BARE);
/** Hinglish obligation endings: "bhejna hai", "banane hain", "karna padega", "karo". */
export const HINGLISH_TODO = /\b\p{L}+(?:na|ni|ne)\s+(?:hai|hain|h|tha|padega|padegi|hoga|chahiye)\b|\b(?:karo|kar\s+do|kardo|kar\s+dena|bhejo|bhej\s+do|likho|banao|bana\s+do|dekh\s+lo|check\s+karo|update\s+karo|call\s+karo|daalo|bhejna|karna)\b/u;

/** Deadline wording: a date with one of these is a task cue even without "need to". */
export const DEADLINE = cue([
  'by', 'until', 'till', 'before', 'due', 'no\\s+later\\s+than', 'deadline', 'para\\s+el', 'antes\\s+del?', 'hasta\\s+el', 'a\\s+mas\\s+tardar', "d'ici", 'avant', "jusqu'a", 'pour', 'bis', 'bis\\s+zum', 'spatestens', 'vor',
  'ate', 'ate\\s+a', 'para\\s+a', 'entro', 'entro\\s+il', 'prima\\s+di', 'voor', 'uiterlijk', 'tegen', 'tak', 'se\\s+pehle', 'до', 'к',
], ['قبل', 'حتى', 'بحلول', 'لغايه', 'خلال', 'までに', 'まで', '까지', '전에', '前', '之前', '以前', '截止']);

// List headers ("to-dos:", "pendientes:", "nog doen:", "aaj karna hai:").
export const LIST_HEADER_WORDS = [
  'to-?dos?', 'todo\\s+list', 'tasks?', 'my\\s+tasks', 'things\\s+to\\s+do', 'reminders?', 'for\\s+today', 'today\'?s\\s+(?:tasks|list|plan)', 'plan', 'list', 'checklist', 'action\\s+items',
  'pendientes', 'tareas', 'por\\s+hacer', 'lista', 'a\\s+faire', 'taches', 'liste', 'aufgaben', 'zu\\s+erledigen', 'todo-liste', 'tarefas', 'pendencias', 'a\\s+fazer', 'lista',
  'da\\s+fare', 'attivita', 'cose\\s+da\\s+fare', 'nog\\s+doen', 'te\\s+doen', 'taken', 'takenlijst', 'karna\\s+hai', 'kaam', 'tasks\\s+hai', 'задачи', 'дела', 'список', 'надо',
];
export const LIST_HEADER_BARE = ['مهام', 'المهام', 'مهامي', 'المطلوب', 'タスク', 'やること', 'ToDo', '할\\s?일', '할일', '오늘\\s?할\\s?일', '任务', '待办', '待办事项', '要做的'];
export const LIST_HEADER = cue(LIST_HEADER_WORDS, LIST_HEADER_BARE);

/** "add X to my list" / "ajoute X à ma liste" / "X list mein daal do": a to-do wrapped in a list request. */
export const ADD_LEAD = new RegExp(`^[\\s"'¡¿]*(?:${fp(['(?:can|could|would|will)\\s+(?:you|u)', 'please', 'pls', 'puedes', 'podrias', 'peux-tu', 'tu\\s+peux', 'kannst\\s+du', 'voce\\s+pode', 'pode', 'puoi', 'kun\\s+je', 'kan\\s+je', 'можешь'])}\\s+)?(?:${fp(['add', 'put', 'pop', 'stick', 'throw', 'anade', 'agrega', 'agregame', 'anademe', 'pon', 'ponme', 'ajoute', 'ajouter', 'mets', 'fuge', 'setz', 'setze', 'schreib', 'adiciona', 'coloca', 'poe', 'bota', 'aggiungi', 'metti', 'voeg', 'zet', 'добавь', 'внеси', 'запиши'])})${WE}\\s*`, 'u');
export const ADD_TAIL = new RegExp(`\\s+(?:${fp(['to', 'on', 'onto', 'in', 'into', 'a', 'en', 'sur', 'dans', 'auf', 'zu', 'na', 'em', 'no', 'para', 'alla', 'nella', 'sulla', 'nel', 'op', 'aan', 'bij', 'в', 'на'])})\\s+(?:${fp(['my', 'the', 'mi', 'ma', 'mes', 'la', 'meine', 'meiner', 'die', 'minha', 'a', 'mia', 'mijn', 'de', 'мой'])}\\s+)?(?:${fp(['to-?do', 'todo', 'task'])}\\s+)?(?:${fp(['list', 'to-?dos?', 'tasks', 'lista', 'liste', 'lijst', 'takenlijst', 'todo-liste', 'aufgabenliste', 'список(?:\\s+дел)?'])})(?:\\s+(?:${fp(['hinzu', 'toe', 'please', 'pls', 'por\\s+favor', 'stp', 'bitte'])}))?[\\s.!?]*$|\\s+(?:list|to-?do)\\s+(?:mein|me|main)\\s+(?:daal|dal|add\\s+kar)\\s*(?:do|dena|o|dijiye)?[\\s.!?]*$`, 'u');
const HI_LIST_ADD = /(?:^|\s)(?:list|to-?do)\s+(?:mein|me|main)\s+(?:daal|dal|add\s+kar)\s*(?:do|dena|o|dijiye)?(?:\s*[:：]|[\s.!?]*$)/u;

/** A strong create cue that is not negated ("koi naya task nahi", "no new task", "don't add a task"). */
const NEG_BEFORE = /(?:^|[^\p{L}])(?:no|not|don'?t|do\s+not|never|kein[e]?|nicht|pas\s+de|sin|nessun[ao]?|geen|нет|не|لا|ما|مش)\s+(?:\p{L}+\s+)?$/u;
// "did I already add a task for…?": asking about a past request, not making one.
const ASKED_BEFORE = /(?:^|[^\p{L}])(?:did|have|has)\s+(?:i|you|we)\s+(?:already\s+|ever\s+)?$/u;
const NEG_AFTER = /^\s*(?:\p{L}+\s+)?(?:nahi|nahin|mat|na)(?:[^\p{L}]|$)/u;
export function hasStrongCreate(fold: string): boolean {
  if ((ADD_LEAD.test(fold) && ADD_TAIL.test(fold)) || HI_LIST_ADD.test(fold)) return true;
  const re = STRONG_CREATE_G;
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(fold)) !== null) {
    const before = fold.slice(Math.max(0, m.index - 20), m.index);
    const after = fold.slice(m.index + m[0].length, m.index + m[0].length + 16);
    if (!NEG_BEFORE.test(before) && !NEG_AFTER.test(after) && !ASKED_BEFORE.test(before)) return true;
    if (m[0].length === 0) re.lastIndex++;
  }
  return false;
}

/** Global-flag copies for scanning (findAll). */
export const LIST_HEADER_G = new RegExp(LIST_HEADER.source, 'gu');
export const STRONG_CREATE_G = new RegExp(STRONG_CREATE.source, 'gu');
export const MODAL_G = new RegExp(MODAL.source, 'gu');

// ------------------------------------------------------------------ verbs (for splitting and imperative detection)

export const EN_VERBS = new Set(`send call email e-mail mail review update write fix book schedule prepare prep finish submit draft create make buy order pay check follow reply respond clean tidy
  organize organise plan set upload publish post share print sign renew cancel confirm contact ping text message meet finalize finalise test deploy migrate archive backup
  research read edit proofread design record film shoot launch invite ask tell get pick drop return file fill complete approve brief onboard interview hire present practice
  translate export import install refactor document outline compile collect gather analyze analyse summarize summarise transcribe rename resize crop resend reschedule move
  arrange grab visit attend apply register sort clear wrap put look go hand turn chase nudge remind add remove delete sync merge push release ship deliver prep rewrite redo
  revise polish sketch mock wireframe build code implement debug investigate estimate quote invoice reconcile calculate count order restock replace repair water feed walk
  cook wash call-back prepare rehearse memorize study learn register enroll notify inform email announce celebrate thank greet welcome plan schedule block review double-check
  recheck verify validate audit assess evaluate benchmark measure track monitor log note capture jot list prioritize prioritise delegate assign split combine upgrade downgrade
  configure setup set-up install uninstall reset restart reboot charge buy purchase renew extend close open start begin continue resume pause stop end finish
  reserve hire fire sell pack unpack load print scan fax sign submit request claim refund expense reimburse train coach mentor pitch negotiate discuss talk chat catch
  sync align brainstorm decide choose pick finalize proof double wrap ship shoot photograph video edit cut trim export render publish promote advertise tweet blog
  feed pay collect deposit withdraw transfer file renew book cancel reschedule confirm ring phone dial email reply answer forward cc loop escalate flag raise lodge`.split(/\s+/).filter(Boolean));

const ROMANCE_IMPERATIVES = new Set(`manda envia envía llama revisa haz prepara escribe sube compra paga actualiza arregla reserva agenda confirma contesta responde busca termina
  envoie appelle fais prepare ecris verifie mets relis reserve paie achete corrige publie contacte termine finis
  liga faz escreve sobe compra paga atualiza arruma reserva marca confirma responde termina
  invia chiama fai scrivi controlla metti carica compra paga aggiorna sistema prenota conferma rispondi finisci`.split(/\s+/).filter(Boolean));
const ROMANCE_NOT_VERB = new Set(`poster flyer banner newsletter paper super player tracker header footer folder manager leader partner
  lugar mar bar par por ser mejor mayor menor primer favor color dolor calor amor valor sector factor motor doctor autor actor
  mer hier cher fer fier leur soir noir pour sur par car hiver quartier dossier fichier papier clavier calendrier courrier
  ontem melhor maior menor lugar mar bar par por ser favor cor dor calor amor valor setor fator motor doutor autor ator
  per mare dolore cuore fiore amore colore valore settore fattore motore dottore autore attore ore`.split(/\s+/).filter(Boolean));

export function isRomanceVerb(word: string): boolean {
  const w = word.toLowerCase();
  if (ROMANCE_IMPERATIVES.has(w)) return true;
  if (ROMANCE_NOT_VERB.has(w) || w.length < 4) return false;
  return /(?:ar|er|ir|re|rre|ir)(?:lo|la|los|las|le|les|me|te|se|nos)?$/u.test(w);
}

export const DE_IMPERATIVES = new Set('schick schicke sende ruf rufe mach mache prüf prüfe pruf schreib schreibe bereite buch buche bezahl bezahle kauf kaufe bestell bestelle erledige plane check update aktualisiere erstelle'.split(' '));
export const NL_IMPERATIVES = new Set('stuur bel maak check schrijf bereid boek betaal koop bestel plan regel update controleer zet'.split(' '));
export const RU_IMPERATIVES = /^(?:отправ|позвон|сдела|напиш|провер|подготов|куп|закаж|запиш|обнов|созда|почин|оплат|забронир|договор|согласу|подпиш|загрузи|опубликуй|пришли|скинь|глянь|посмотри)\p{L}*$/u;
