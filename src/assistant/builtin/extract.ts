// Task extraction: split a message into task items (lines, bullets, list headers, commas,
// "and" before a new verb, clause cuts after a feelings preamble), then give each item a clean
// title, a due date and a priority.
import type { ExtractedTask, LanguageCode } from '../types.ts';
import {
  ADD_LEAD, ADD_TAIL, DEADLINE, DE_IMPERATIVES, EN_VERBS, GREETING, GREETING_FILLER, GREETING_LEAD, HINGLISH_TODO, LIST_HEADER, LIST_HEADER_G, MODAL, MODAL_BARE, MODAL_G, MODAL_WORDS,
  NL_IMPERATIVES, RU_IMPERATIVES, STRONG_CREATE_G, THANKS, hasStrongCreate, isRomanceVerb, leading,
} from './cues.ts';
import { type Clock, type DateHit, dueFromHits, findDates } from './dates.ts';
import { inferMood } from './mood.ts';
import { findPriorities, priorityOf, type PriorityHit } from './priority.ts';
import { HAS_LETTER, WB, WE, alt, cutSpans, findAll, foldPattern, subView, test, view, type Span, type TextView } from './text.ts';

const MAX_TITLE = 200;
const MAX_TASKS = 20;

// ------------------------------------------------------------------ fillers

const fp = (list: readonly string[]) => alt(list.map(foldPattern));

/** Words stripped from the start of an item, repeatedly. */
const LEAD_FILLER = leading([
  ...MODAL_WORDS,
  'please', 'pls', 'plz', 'pl[sz]', 'kindly', 'can\\s+you', 'could\\s+you', 'would\\s+you', 'will\\s+you', 'can\\s+u', 'could\\s+u', 'would\\s+you\\s+mind',
  "m'ajouter\\s+une\\s+tache\\s+(?:pour|de)", 'ajouter\\s+une\\s+tache\\s+(?:pour|de)', "aggiungere\\s+un'?\\s*attivita\\s+per", '(?:criar|adicionar)\\s+uma\\s+tarefa\\s+(?:pra|para)',
  '(?:добавить|создать)\\s+задачу', 'добавь', 'een\\s+taak\\s+aanmaken\\s+om', 'me\\s+(?:anotas|apuntas)', 'apuntame', 'anotame',
  'remind\\s+me\\s+to', 'remind\\s+me\\s+(?:that\\s+)?i\\s+(?:need|have)\\s+to', 'remind\\s+me', "don'?t\\s+(?:let\\s+me\\s+)?forget\\s+to", "don'?t\\s+forget", 'remember\\s+to', 'make\\s+sure\\s+to',
  'add\\s+(?:a\\s+|an\\s+|new\\s+)?(?:task|todo|to-do|reminder)(?:\\s+to|\\s+for)?', 'create\\s+(?:a\\s+|an\\s+|new\\s+)?(?:task|todo|to-do|reminder)(?:\\s+to|\\s+for)?', 'new\\s+task', 'note\\s+to\\s+self',
  'really', 'definitely', 'actually', 'seriously', 'probably', 'also', 'and', 'and\\s+also', 'then', 'plus', 'oh', 'ok', 'okay', 'so', 'but', 'still', 'just', 'yet', 'though', 'anyway', 'lol', 'haha', 'ugh', 'hmm', 'btw', 'maybe', 'i', 'we', 'me', 'for\\s+me',
  'por\\s+favor', 'porfa', 'puedes', 'podrias', 'me\\s+puedes', 'recuerdame', 'recordarme', 'no\\s+(?:me\\s+)?olvides', 'no\\s+se\\s+me\\s+(?:puede\\s+|debe\\s+|vaya\\s+a\\s+)?olvidar', 'que\\s+no\\s+se\\s+me\\s+olvide', 'me\\s+(?:agregas|anades|creas|pones)\\s+(?:una\\s+)?tarea', 'no\\s+olvidar', 'acuerdate\\s+de', 'tambien', 'y', 'pero', 'aun', 'todavia', 'luego', 'yo', 'anade', 'agrega', 'apunta', 'anota',
  "s'il\\s+te\\s+plait", 'stp', 'svp', 'peux-tu', 'tu\\s+peux', 'pourrais-tu', 'rappelle-moi\\s+de', 'rappelle-moi', "n'?oublie\\s+pas\\s+de", 'oublie\\s+pas\\s+de', 'ne\\s+pas\\s+oublier\\s+de', 'aussi', 'et', 'mais', 'puis', 'encore', 'je', 'penser\\s+a',
  'bitte', 'kannst\\s+du', 'konntest\\s+du', 'erinnere\\s+mich(?:\\s+daran)?', 'nicht\\s+vergessen', 'vergiss\\s+nicht', 'auch', 'und', 'aber', 'dann', 'trotzdem', 'ich', 'noch',
  'voce\\s+pode', 'pode', 'podes', 'me\\s+lembra\\s+de', 'me\\s+lembre\\s+de', 'lembrar\\s+de', 'nao\\s+(?:me\\s+)?(?:deix[ae]\\s+(?:eu\\s+)?)?esquecer\\s+de', 'tambem', 'e', 'mas', 'ainda', 'depois', 'eu',
  'per\\s+favore', 'puoi', 'potresti', 'ricordami\\s+di', 'ricordarmi\\s+di', 'non\\s+(?:ti\\s+)?(?:dimenticar|scordar)(?:e|ti)\\s+di', 'non\\s+farmi\\s+dimenticare\\s+di', 'anche', 'ma', 'poi', 'ancora', 'io', 'pure',
  'alsjeblieft', 'aub', 'kun\\s+je', 'kan\\s+je', 'zou\\s+je', 'herinner\\s+me\\s+eraan(?:\\s+(?:om|dat))?', 'herinner\\s+me(?:\\s+(?:om|dat))?', 'vergeet\\s+niet\\s+(?:om|te)', 'om', 'niet\\s+vergeten', 'vergeet\\s+niet', 'ook', 'en', 'maar', 'dan', 'nog', 'ik',
  'zara', 'plz', 'yaad\\s+(?:dilana|dila\\s+do|dilao|rakhna)(?:\\s+ki)?', 'yaad\\s+dila\\s+do', 'mujhe', 'aur', 'phir\\s+bhi', 'phir', 'fir', 'lekin', 'bas', 'yaar', 'bhai', 'ji', 'toh',
  'пожалуйста', 'можешь', 'напомни(?:\\s+мне)?', 'не\\s+забыть', 'не\\s+забудь', 'также', 'и', 'но', 'а', 'потом', 'еще', 'я', 'мне', 'все\\s+равно',
], [
  ...MODAL_BARE.filter((m) => !['하기', '야\\s?해', '야\\s?함', '야\\s?돼', '야\\s?지', '해야'].includes(m)),
  'من\\s+فضلك', 'لو\\s+سمحت', 'ممكن', 'ذكرني', 'فكرني', 'تذكرني', 'ذكريني', 'فكريني', 'لا\\s+تنسى', 'بس', 'لكن', 'و', 'كمان', 'وكمان', 'ضيف', 'اضف', 'انا', 'ثم',
  "n'oublie\\s+pas\\s+d'", "rappelle-moi\\s+d'", "ne\\s+pas\\s+oublier\\s+d'", "non\\s+dimenticare\\s+d'", "ricordami\\s+d'", "d'(?=\\p{L})",
  '忘れずに', '忘れないで', '잊지\\s?말고', '잊지\\s?마', '잊지\\s?말기', 'でも', 'けど', 'それと', 'あと', 'あとは', 'それから', '私は', '僕は', 'お願い', 'リマインド',
  '그래도', '하지만', '그리고', '또', '근데', '좀', '나', '저',
  '但是', '可是', '不过', '还', '另外', '然后', '请', '帮我', '麻烦', '记得', '提醒我', '别忘了', '把', '我', '并且', '以及', '还有',
]);

/** Words stripped from the end of an item. */
const TRAIL_FILLER = new RegExp(`(?:[\\s,;:!?.~\\-–—]*(?:${WB}${fp([
  'please', 'pls', 'plz', 'thanks', 'thank\\s+you', 'thx', 'for\\s+me', 'asap', 'por\\s+favor', 'porfa', 'gracias', "s'il\\s+te\\s+plait", 'stp', 'svp', 'merci', 'bitte', 'danke', 'obrigad[oa]', 'per\\s+favore', 'grazie',
  'alsjeblieft', 'aub', 'bedankt', 'for', 'by', 'until', 'till', 'before', 'per', 'para', 'pour', 'bis', 'voor', 'vor', 'tot', 'entro', 'ate', 'avant', 'до', 'к', 'hai', 'hain', 'h', 'hoga', 'chahiye', 'padega', 'zaroor', 'plz', 'пожалуйста', 'спасибо', 'ok', 'okay', 'lol', 'and', 'or', 'y', 'e', 'et', 'und', 'en', 'и', 'aur',
])}${WE}|${fp(['من\\s+فضلك', 'لو\\s+سمحت', 'شكرا', 'ください', 'お願いします', 'お願い', '(?:の|こと)?を?忘れないよう(?:に)?', '라고\\s?(?:알려|말해)\\s?줘', 'をやる', 'をする', 'をやります', 'をします', 'やる', 'のも追加して', 'も追加して', '(?:도\\s?)?추가해\\s?줘', '도\\s?추가', '也加上', '也加进去', '해\\s?줘', '부탁해', '부탁', '좀', '吧', '一下', '好吗', '谢谢', '了'])}))+[\\s,;:!?.~\\-–—]*$`, 'u');

const THANKS_G = new RegExp(THANKS.source, 'gu');
const THANKED = new RegExp(`${WB}${fp(['dir', 'crack', 'bro', 'dude', 'man', 'mate', 'again', 'so\\s+much', 'a\\s+lot', 'lots', 'mille', 'beaucoup', 'tanto', 'muito', 'veel', 'sehr', 'schon', 'большое', 'друг'])}${WE}`, 'gu');

/** Mood/filler words allowed in a clause that holds no task ("so tired lol", "진짜 지친다"). */
const SOFT_WORDS = new RegExp(`${WB}${fp([
  'i', "i'?m", 'im', 'i\\s+am', 'am', 'so', 'really', 'very', 'super', 'just', 'feeling', 'feel', 'today', 'af', 'kinda', 'bit', 'a', 'the', 'but', 'still', 'deadline', 'deadlines', 'sprint', 'project', 'work', 'job', 'meeting', 'meetings', 'these', 'me', 'my', 'and', 'yet', 'though', 'lol', 'lmao', 'haha', 'ugh', 'omg', 'wow', 'man', 'honestly', 'tbh', 'pretty', 'too', 'what\\s+a', 'this', 'week', 'day', 'is', 'it', "it'?s", 'been', 'getting', 'kind\\s+of', 'sort\\s+of', 'all', 'day',
  "if\\s+it'?s\\s+not\\s+too\\s+much\\s+trouble", "if\\s+you\\s+(?:don'?t|do\\s+not)\\s+mind", 'if\\s+possible', 'si\\s+no\\s+te\\s+importa', 'si\\s+es\\s+posible', "si\\s+ce\\s+n'?est\\s+pas\\s+trop\\s+demander", 'si\\s+possible',
  'wenn\\s+es\\s+dir\\s+nichts\\s+ausmacht', 'wenn\\s+moglich', 'se\\s+nao\\s+for\\s+incomodo', 'se\\s+possivel', 'se\\s+non\\s+ti\\s+dispiace', 'se\\s+possibile', 'als\\s+je\\s+het\\s+niet\\s+erg\\s+vindt', 'indien\\s+mogelijk',
  'agar\\s+ho\\s+sake', 'если\\s+не\\s+сложно', 'если\\s+можно', 'если\\s+не\\s+трудно',
  "c'est", "c'?est", 'ce\\s+n\'?est', 'es', 'ist', 'hat', 'das', 'its', 'is\\s+het', 'het\\s+is', 'e', 'non\\s+e',
  'soy', 'estoy', 'muy', 'tan', 'que', 'me', 'siento', 'hoy', 'un', 'poco', 'esta', 'semana', 'dia', 'ya', 'pero', 'y',
  'je', 'suis', "j'?suis", 'vraiment', 'trop', 'tellement', 'un\\s+peu', 'aujourd\'?hui', 'quelle', 'semaine', 'journee', 'mais', 'et', 'du',
  'ich', 'bin', 'echt', 'total', 'sehr', 'ganz', 'heute', 'so', 'was\\s+fur', 'eine', 'woche', 'aber', 'und', 'gerade', 'mega',
  'sou', 'estou', 'to', 'muito', 'tao', 'hoje', 'que', 'semana', 'dia', 'mas', 'e', 'ainda', 'meio', 'bem',
  'sono', 'molto', 'davvero', 'proprio', 'oggi', 'che', 'settimana', 'giornata', 'ma', 'e', 'un\\s+po',
  'ik', 'ben', 'zo', 'echt', 'heel', 'erg', 'vandaag', 'wat', 'een', 'week', 'dag', 'maar', 'en', 'nogal',
  'main', 'mai', 'hoon', 'hu', 'bahut', 'yaar', 'ho', 'raha', 'rahi', 'hai', 'aaj', 'kal', 'se', 'bilkul', 'bhi', 'phir', 'lekin', 'thoda', 'ekdum', 'arre',
  'я', 'так', 'очень', 'как\\s+собака', 'как', 'собака', 'сегодня', 'совсем', 'но', 'и', 'уже', 'реально', 'капец', 'блин',
])}${WE}|${fp(['もしよければ', 'よければ', 'できれば', 'です', 'お手数ですが', 'お手数ですけど', '번거롭겠지만', '麻烦你', 'لو\\s+ما\\s+عليك\\s+امر', 'اذا\\s+ممكن', 'يوم', 'نهار', '혹시', '괜찮으면', '方便的话', '如果可以的话', '如果可以', 'انا', 'جدا', 'كتير', 'كثير', 'اليوم', 'مره', 'بس', 'لكن', 'و', 'والله', '진짜', '너무', '정말', '완전', '오늘', '좀', '아', '아오', '本当に', 'すごく', 'とても', '今日', 'もう', 'ほんと', 'マジで', 'めっちゃ', '真的', '好', '太', '了', '啊', '今天', '我', '快', '呀', '哎'])}`, 'gu');

const BUT_WORDS = new RegExp(`${WB}${fp(['but', 'though', 'still', 'pero', 'aun\\s+asi', 'igual', 'mais', 'quand\\s+meme', 'aber', 'trotzdem', 'dennoch', 'mas', 'porem', 'ainda\\s+assim', 'ma', 'pero', 'comunque', 'maar', 'toch', 'lekin', 'par', 'magar', 'phir\\s+bhi', 'но', 'однако', 'все\\s+равно'])}${WE}|${fp(['لكن', 'بس', 'でも', 'けど', 'だけど', '그래도', '하지만', '근데', '但是', '可是', '不过', '还是'])}`, 'gu');

const PUNCT_ONLY = /^(?:[\s\p{P}\p{S}\p{Emoji_Presentation}\p{Extended_Pictographic}]|\u200d|\ufe0f)*$/u;
const LIST_MARKER = /^\s*(?:[-*•·‣◦▪●○–—+>]|\[[ xX✓✔]?\]|\(?\d{1,3}[.)\]:](?!\d)|\(?[a-zA-Z]\)|[①-⑳])\s*/u;

// ------------------------------------------------------------------ verb-likeness

const AR_VERB_START = /^(?:و)?(?:[اأإ][\p{L}]{2,}|ن[\p{L}]{2,}|ت[\p{L}]{3,}|ي[\p{L}]{3,}|م[\p{L}]{3,}ه)$/u;
const ZH_VERB_START = /^(?:开会|见|去|把|给|帮|做|写|发|录|改|整理|准备|更新|检查|打电话|买|订|联系|约|安排|交|开会|回复|提交|上传|拍|剪|设计|画|确认|完成|处理|跟进|修|发送|预订|预约|通知|提醒|安装|部署|测试|翻译|审核|签|寄|取|报名|申请|支付|付)/u;
/** Chinese notes that end in an action ("12月3日和供应商开会"). */
const ZH_TODO_END = /(?:开会|提交|准备|确认|预约|联系|整理|发送|购买|支付|处理|修改|更新|汇报|面试|打电话|发邮件|报销|开个会|约个会)\s*[。!！]*$/u;
const ZH_LEAD_TIME = /^(?:今天|明天|后天|今晚|周[一二三四五六日天]|星期[一二三四五六日天]|下午|上午|中午|晚上|早上|[\d一二三四五六七八九十两]+点半?|[\d一二三四五六七八九十]+分|之前|前|要|得|还得|需要|必须|记得)+/u;
// Sino-Korean action nouns ending a note ("고객 미팅 준비", "보고서 초안 제출") read as to-dos too.
const KO_TODO_END = /(?:하기|기|할\s?것|할것|하자|해야\s?함|해야\s?해|준비|제출|정리|예약|확인|처리|작성|검토|발송|연락|신청|수정|미팅|회의|업데이트|구매|결제|면담|통화|전달|공유|등록)\s*[.!~]*$/u;
const JA_TODO_END = /(?:を|に)?\S*?(?:する|やる|送る|作る|書く|出す|まとめる|直す|確認|提出|作成|対応|準備|更新|連絡|予約|打ち合わせ|会議|ミーティング|面談|公開する|録る|撮る|行く|寄る|買う|払う|返す|受け取る|やります|します|チェック|編集|修正|送付|返信|共有|整理|登録|申請|手配|発注|納品|レビュー|撮影|収録)\s*[。!]*$/u;

function firstWord(fold: string): string {
  const m = /[\p{L}][\p{L}'-]*/u.exec(fold);
  return m ? m[0] : '';
}
function lastWord(fold: string): string {
  const words = fold.match(/[\p{L}][\p{L}'-]*/gu);
  return words ? words[words.length - 1]! : '';
}

/** Whether an item looks like the start of a separate task in this language. */
export function looksLikeTask(v: TextView, lang: LanguageCode, strict = false): boolean {
  const stripped = stripLead(v);
  const f = stripped.fold.trim();
  if (!f) return false;
  if (test(MODAL, f) || hasStrongCreate(f)) return true;
  const first = firstWord(f);
  const last = lastWord(f);
  switch (lang) {
    case 'english':
      return EN_VERBS.has(first);
    case 'spanish': case 'portuguese': case 'french': case 'italian':
      return isRomanceVerb(first) || EN_VERBS.has(first);
    case 'german':
      return DE_IMPERATIVES.has(first) || (/^[a-zäöü]+(?:en|ern|eln)$/u.test(lastOriginalWord(stripped.clean)) && f.split(/\s+/).length >= 2);
    case 'dutch':
      return NL_IMPERATIVES.has(first) || (/(?:en)$/u.test(last) && f.split(/\s+/).length >= 2);
    case 'hinglish':
      return HINGLISH_TODO.test(f) || /(?:na|ni|ne|o|do|lo|karo)$/u.test(last.replace(/(?:hai|hain|h)$/u, '')) || EN_VERBS.has(first);
    case 'russian':
      // "пошли обедать" / "давай пообедаем" is a suggestion, not a to-do.
      if (/(?:^|[,;.!]\s*)(?:пошли|пойд[её]м|айда|давай(?:те)?\s+(?:пойд|сход))/u.test(f)) return false;
      return f.split(/\s+/).slice(0, 2).concat([last]).some((w) => /(?:ть|ться|ти|чь)$/u.test(w) || RU_IMPERATIVES.test(w));
    case 'arabic':
      return AR_VERB_START.test(first);
    case 'korean':
      return KO_TODO_END.test(f) || /(?:하고|고)$/u.test(f);
    case 'japanese':
      return strict ? JA_TODO_END.test(f) : true;
    case 'chinese':
      return strict ? ZH_VERB_START.test(f.replace(ZH_LEAD_TIME, '')) || ZH_TODO_END.test(f) : true;
  }
}

function lastOriginalWord(clean: string): string {
  const words = clean.match(/[\p{L}][\p{L}'-]*/gu);
  return words ? words[words.length - 1]! : '';
}

// ------------------------------------------------------------------ cleaning

function trimView(v: TextView): TextView {
  const lead = v.clean.length - v.clean.trimStart().length;
  const end = v.clean.trimEnd().length;
  return end > lead ? subView(v, lead, end) : { clean: '', fold: '' };
}

function stripLead(v: TextView): TextView {
  let cur = v;
  for (let i = 0; i < 8; i++) {
    const g = GREETING_LEAD.exec(cur.fold);
    const m = g && g[0].length ? g : LEAD_FILLER.exec(cur.fold);
    if (!m || !m[0].length) break;
    // Never strip a whole item down to nothing here; the caller decides.
    if (m[0].length >= cur.fold.length) return { clean: '', fold: '' };
    cur = subView(cur, m[0].length, cur.fold.length);
  }
  return cur;
}

function stripTrail(v: TextView): TextView {
  let cur = v;
  for (let i = 0; i < 4; i++) {
    const m = TRAIL_FILLER.exec(cur.fold);
    if (!m || !m[0].length || m.index === 0) break;
    cur = subView(cur, 0, m.index);
  }
  const p = /(?:[\s\p{P}\p{S}\p{Emoji_Presentation}\p{Extended_Pictographic}]|\u200d|\ufe0f)+$/u.exec(cur.clean);
  if (p && p.index > 0) {
    // Keep a closing bracket or quote that belongs to the title.
    const keep = /^[)\]"'»」』]/u.test(p[0]) ? 1 : 0;
    cur = subView(cur, 0, p.index + keep);
  }
  return cur;
}

// Japanese negative-obligation endings ("まとめないと") back to the plain verb ("まとめる").
const JA_A_TO_U: Record<string, string> = { 'か': 'く', 'が': 'ぐ', 'さ': 'す', 'た': 'つ', 'な': 'ぬ', 'ば': 'ぶ', 'ま': 'む', 'ら': 'る', 'わ': 'う' };
function japaneseObligation(title: string): string {
  const m = /(.*?)(?:しないと|しなきゃ|しなくちゃ|しなければ(?:ならない|いけない)?)$/u.exec(title);
  if (m) return `${m[1]}する`;
  const n = /(.*?)(\p{Script=Hiragana})?(?:ないと|なきゃ|なくちゃ|なければ(?:ならない|いけない)?)$/u.exec(title);
  if (!n || !n[1]) return title;
  const kana = n[2] ?? '';
  if (!kana) return `${n[1]}る`;
  if (JA_A_TO_U[kana]) return `${n[1]}${JA_A_TO_U[kana]}`;
  return `${n[1]}${kana}る`;
}

const KO_OBLIGATION = /\s*(?:해야|하여야)\s?(?:함|해|돼|됨|지|겠다|겠어|한다|합니다|해요|돼요|할\s?듯)?\s*$|(?<=\S)(?:어|아|여)?야\s?(?:함|해|돼|됨|지|겠다|겠어|한다|합니다|해요)\s*$/u;
const KO_CONNECTIVE_END = /(?<=\S\S)(?:하고|고)\s*$/u;

function capitalize(s: string): string {
  const first = s.codePointAt(0);
  if (first === undefined) return s;
  const ch = String.fromCodePoint(first);
  const up = ch.toUpperCase();
  return up.length === ch.length ? up + s.slice(ch.length) : s;
}

/** A clean title for one item, or '' when nothing task-like is left. */
export function cleanTitle(v: TextView, cuts: readonly Span[], lang: LanguageCode): string {
  const cutClean = cutSpans(v.clean, cuts);
  const cutFold = cutSpans(v.fold, cuts);
  let cur = trimView({ clean: cutClean.replace(/\s+/g, ' '), fold: cutFold.replace(/\s+/g, ' ') });
  for (let i = 0; i < 3; i++) {
    const before = cur.clean;
    cur = trimView(stripTrail(trimView(stripLead(cur))));
    if (cur.clean === before) break;
  }
  let title = cur.clean.trim();
  if (lang === 'japanese') title = japaneseObligation(title.replace(/[をに]$/u, ''));
  if (lang === 'korean') title = title.replace(KO_OBLIGATION, '').replace(KO_CONNECTIVE_END, '').trim();
  if (lang === 'chinese') title = title.replace(/^(?:要|得|需要|必须|还得|还要|应该)/u, '').replace(/(?:吧|了|一下)$/u, '');
  if (lang === 'arabic') title = title.replace(/^(?:لازم|يجب|ضروري)\s+/u, '');
  title = title.replace(/^[\s\p{P}\p{S}]+(?=\p{L}|\p{N})/u, '').replace(/\s{2,}/g, ' ').trim();
  if (!HAS_LETTER.test(title) || PUNCT_ONLY.test(title)) return '';
  const letters = title.replace(/[^\p{L}\p{N}]/gu, '');
  if (letters.length < 2) return '';
  if (title.length > MAX_TITLE) title = `${title.slice(0, MAX_TITLE - 1).trimEnd()}…`;
  return /^[a-z\u00e0-\u024f\u0430-\u044f]/u.test(title) ? capitalize(title) : title;
}

/** True when a piece holds only feelings, greetings, dates and filler — no task. */
export function isSoftOnly(v: TextView, clock: Clock): boolean {
  const spans: Span[] = [];
  const mood = inferMood(v);
  if (mood) spans.push(...mood.spans);
  const greetings = findAll(GREETING, v.fold);
  for (const h of greetings) spans.push(h);
  const thanks = findAll(THANKS_G, v.fold);
  for (const h of thanks) spans.push(h);
  for (const h of findDates(v, clock)) spans.push(h);
  for (const h of findPriorities(v)) spans.push(h);
  let rest = cutSpans(v.fold, spans).replace(SOFT_WORDS, ' ');
  // "hi there", "thanks bhai", "danke dir", "gracias crack": who is greeted or thanked is no task.
  if (thanks.length || greetings.length) rest = rest.replace(GREETING_FILLER, ' ').replace(THANKED, ' ');
  const letters = rest.replace(/[^\p{L}\p{N}]/gu, '');
  return letters.length < 2 || (/^\p{Script=Han}$/u.test(letters));
}

// ------------------------------------------------------------------ splitting

interface Piece {
  v: TextView;
  headerDate: string | null;
  headerPriority: number | null;
}

const HEADER_REST_WORDS = new RegExp(`${WB}${fp(['maybe', 'my', 'for', 'the', 'hai', 'hain', 'h', 'ke', 'ka', 'list', 'some', 'few', 'couple', 'things', 'stuff', 'quick', 'i', 'gotta', 'so', 'ok', 'also', 'mis', 'mes', 'meine', 'meus', 'minhas', 'miei', 'mijn', 'mere', 'мои', 'all', 'here', 'are', 'is', 'tengo', 'tenho', 'ho', 'heb', 'hab', 'mein', 'daal', 'dal', 'do', 'dena', 'karo', 'add', 'kar'])}${WE}`, 'gu');

const HEADER_SEP = /^(.{1,48}?)\s*(?:[:：]|\s[-–—]\s|[-–—]{1,2}\s|\s[-–—]{1,2}(?=\s))\s*(?=\S)/u;

interface Header {
  length: number;
  date: string | null;
  priority: number | null;
}

/** A leading "to-dos:" / "today:" / "urgent —" header on a line, if any. */
function findHeader(v: TextView, clock: Clock): Header | null {
  const m = HEADER_SEP.exec(v.fold);
  if (!m) return null;
  const head = subView(v, 0, m[1]!.length);
  const dates = findDates(head, clock);
  const prios = findPriorities(head);
  const spans: Span[] = [...dates, ...prios];
  for (const h of findAll(LIST_HEADER_G, head.fold)) spans.push(h);
  for (const h of findAll(STRONG_CREATE_G, head.fold)) spans.push(h);
  for (const h of findAll(MODAL_G, head.fold)) spans.push(h);
  for (const h of findAll(GREETING, head.fold)) spans.push(h);
  if (!spans.length) return null;
  const rest = cutSpans(head.fold, spans)
    .replace(HEADER_REST_WORDS, ' ')
    .replace(/[^\p{L}\p{N}]/gu, '');
  if (rest.length > 2) return null;
  return { length: m[0].length, date: dueFromHits(dates), priority: prios.length ? priorityOf(prios) : null };
}
function splitOn(v: TextView, re: RegExp): TextView[] {
  const out: TextView[] = [];
  let pos = 0;
  for (const { start, end } of findAll(re, v.fold)) {
    out.push(subView(v, pos, start));
    pos = end;
  }
  out.push(subView(v, pos, v.fold.length));
  return out.map(trimView).filter((p) => p.clean.length > 0);
}

// Inline numbering ("1) a 2) b") separates items like new lines do.
const SENTENCE_SPLIT = /(?<=(?<!\d)[.]|[!?])\s+(?=[\p{L}¿¡])|[。！？!?]+|\.{3,}|…|;|\s\+\s|\n|(?:^|\s+)\(?\d{1,2}\)\s+(?=\p{L})/gu;
const COMMA_SPLIT = /\s*[,、،]\s*/gu;

const CONJ: Partial<Record<LanguageCode, RegExp>> = {
  english: /\s+(?:and\s+then|and\s+also|and|&|then|plus|as\s+well\s+as)\s+/gu,
  spanish: /\s+(?:y\s+luego|y\s+despues|y|e|luego)\s+/gu,
  portuguese: /\s+(?:e\s+depois|e\s+tambem|e|depois)\s+/gu,
  french: /\s+(?:et\s+puis|et\s+aussi|et|puis|ensuite)\s+/gu,
  italian: /\s+(?:e\s+poi|e\s+anche|e|ed|poi)\s+/gu,
  german: /\s+(?:und\s+dann|und\s+auch|und|dann|sowie)\s+/gu,
  dutch: /\s+(?:en\s+dan|en\s+ook|en|dan)\s+/gu,
  hinglish: /\s+(?:aur\s+phir|aur|or|phir|fir|and)\s+/gu,
  russian: /\s+(?:и\s+потом|и\s+еще|и|а\s+также|потом|затем)\s+/gu,
  arabic: /\s+و\s*(?=[اانيتم][\p{L}]{2,})|\s+ثم\s+/gu,
  korean: /(?<=[가-힣]{2,})(?<!광|보|재|참|최|원|신|창|사|경)(?:하고|고)\s+|\s*그리고\s+/gu,
  japanese: /(?<=[\p{Script=Han}\p{Script=Katakana}ー])と(?=[\p{Script=Han}\p{Script=Katakana}])|(?<=[てで])、?\s*(?=\S)(?!から|も|は)|それから|あと/gu,
  chinese: /和(?=[做写发录改整准更检打买订联约安交开回提上拍剪设画确])|还有|然后|并且|以及|再(?=[做写发录改整准更检打买订联约安交开回提上拍剪设画确])/gu,
};

/** Splits one line (after its header) into task pieces. */
function splitLine(v: TextView, lang: LanguageCode, isList: boolean, clock: Clock): TextView[] {
  const pieces: TextView[] = [];
  const cjk = lang === 'chinese' || lang === 'japanese' || lang === 'korean';
  let sentences = splitOn(v, SENTENCE_SPLIT);
  // "Quick context: the client moved the demo. Could you add a task to …": next to an explicit
  // request or a need-to sentence, a sentence with no task cue of its own is background, not
  // another to-do. Where verb shape says little (CJK, Arabic) and the cue is only a need-to,
  // just a feelings sentence ("今日は本当に疲れた。") counts as background.
  // "… el informe para el viernes. ¿Me lo apuntas?": a request-only sentence points at the others.
  const wrappers = isList ? [] : sentences.filter((s) => isWrapperOnly(s, lang));
  if (wrappers.length && wrappers.length < sentences.length) {
    sentences = sentences.filter((s) => !wrappers.includes(s));
  } else if (!isList && sentences.length > 1) {
    const strong = sentences.some((s) => hasStrongCreate(s.fold));
    if (strong || sentences.some((s) => test(MODAL, s.fold))) {
      const byShape = strong || !(cjk || lang === 'arabic');
      sentences = sentences.filter((s) => !isBackground(s, lang, clock, byShape));
    }
  }
  for (const sentence of sentences) {
    const commaParts = splitOn(sentence, COMMA_SPLIT);
    // Drop a feelings/greeting preamble; merge non-task fragments back into the item before.
    const kept: TextView[] = [];
    for (const part of commaParts) {
      const cutPart = cutPreamble(part, clock);
      if (!cutPart) continue;
      if (isSoftOnly(cutPart, clock)) continue;
      // "à 9h réunion avec Decathlon, faut préparer la démo": the need belongs to the note before it.
      const modalLed = findAll(MODAL_G, cutPart.fold).some((h) => h.start <= 1);
      const mergeNeed = kept.length === 1 && modalLed && !looksLikeTask(kept[0]!, lang, true) && !test(MODAL, kept[0]!.fold) && !hasStrongCreate(kept[0]!.fold);
      if (kept.length && !isList && (mergeNeed || (!cjk && lang !== 'arabic' && !looksLikeTask(cutPart, lang)))) {
        const prev = kept.pop()!;
        kept.push({ clean: `${prev.clean}, ${cutPart.clean}`, fold: `${prev.fold}, ${cutPart.fold}` });
        continue;
      }
      kept.push(cutPart);
    }
    // "Kannst du bitte eine Aufgabe anlegen, die Präsentation … überarbeiten": a part that is
    // only the request ends in the create cue; the to-do is the part after it.
    const items = kept.filter((part, i) => i === kept.length - 1 || !endsInRequest(part));
    for (const part of items) pieces.push(...splitConjunctions(part, lang, isList));
  }
  return pieces;
}

const SUBJECT_START = new RegExp(`^${fp(['the', 'a', 'an', 'my', 'our', 'we', 'they', 'he', 'she', 'it', 'everyone', 'el', 'los', 'las', 'nuestro', 'nuestra', 'le', 'les', 'notre', 'on',
  'der', 'die', 'das', 'unser', 'unsere', 'wir', 'er', 'sie', 'es', 'o', 'os', 'as', 'nosso', 'nossa', 'il', 'lo', 'gli', 'la', 'de', 'het', 'onze', 'ons', 'hij', 'zij', 'ze', 'wij'])}\\s`, 'u');

/** A sentence with no task cue, or one that states what someone is doing ("de klant wil …"). */
function isBackground(s: TextView, lang: LanguageCode, clock: Clock, byShape: boolean): boolean {
  if (hasStrongCreate(s.fold) || test(MODAL, s.fold)) return false;
  if (findDates(s, clock).some((d) => test(DEADLINE, s.fold.slice(d.start, d.end)))) return false;
  if (!byShape) return inferMood(s) !== null;
  // Judge what follows a short label ("Quick context: …", "Even context: …").
  const label = /^[^:：\n]{1,30}[:：]\s*(?=\S)/u.exec(s.fold);
  const body = stripLead(label ? subView(s, label[0].length, s.fold.length) : s);
  const f = body.fold.trim();
  // Arabic: a sentence opening on a definite noun ("العميل قدم …") states a fact.
  return !looksLikeTask(body, lang, true) || SUBJECT_START.test(f) || (lang === 'arabic' && /^ال\p{L}{2,}\s/u.test(f));
}

const POINTER_WORDS = new RegExp(`${WB}${fp(['it', 'that', 'this', 'lo', 'la', 'le', 'les', 'los', 'las', 'ca', 'das', 'es', 'dit', 'dat', 'het', 'isso', 'isto', 'questo', 'yeh', 'ise', 'это', 'его', 'ее', 'me', 'for\\s+me', 'tu', 'du', 'you', 'pls', 'please'])}${WE}`, 'gu');

/** A sentence that only asks to note something ("¿me lo apuntas?", "tu me le notes ?"). */
function isWrapperOnly(s: TextView, lang: LanguageCode): boolean {
  const hits = findAll(STRONG_CREATE_G, s.fold);
  if (!hits.length || !hasStrongCreate(s.fold)) return false;
  const rest = cleanTitle(s, hits, lang).toLowerCase().replace(POINTER_WORDS, ' ');
  return rest.replace(/[^\p{L}\p{N}]/gu, '').length < 2;
}

/** A comma part that is only a request ("could you note", "записать"): the cue ends it. */
function endsInRequest(part: TextView): boolean {
  const hits = findAll(STRONG_CREATE_G, part.fold);
  const last = hits[hits.length - 1];
  return !!last && !/[\p{L}\p{N}]/u.test(part.fold.slice(last.end)) && hasStrongCreate(part.fold);
}

const LOOSE_CONJ = new Set<LanguageCode>(['chinese', 'japanese', 'korean', 'arabic', 'hinglish', 'german', 'dutch']);

/** Splits "a and b" only where b starts a new task (and a is a phrase of its own). */
function splitConjunctions(part: TextView, lang: LanguageCode, isList: boolean): TextView[] {
  const conj = CONJ[lang];
  if (!conj) return [part];
  const out: TextView[] = [];
  let accStart = 0;
  for (const { start, end } of findAll(conj, part.fold)) {
    const left = trimView(subView(part, accStart, start));
    const right = trimView(subView(part, end, part.fold.length));
    if (!left.clean || !right.clean) continue;
    const leftWords = stripLead(left).fold.trim().split(/\s+/).filter(Boolean).length;
    const cjkLike = lang === 'chinese' || lang === 'japanese' || lang === 'korean';
    if (!cjkLike && leftWords < 2) continue;
    if (!looksLikeTask(right, lang)) continue;
    // Japanese "AとB" splits only between two actions ("取引先と打ち合わせ" is one).
    if (lang === 'japanese' && part.fold.slice(start, end) === 'と' && !looksLikeTask(left, lang, true)) continue;
    if (!LOOSE_CONJ.has(lang) && !isList && !looksLikeTask(left, lang)) continue;
    out.push(left);
    accStart = end;
  }
  out.push(trimView(subView(part, accStart, part.fold.length)));
  return out.filter((p) => p.clean.length > 0);
}

/** Cuts a feelings preamble before "but"/a modal ("tired af but gotta…", "qué estrés 😫 tengo que…"). */
function cutPreamble(v: TextView, clock: Clock): TextView | null {
  let cur = v;
  for (const { start, end } of findAll(BUT_WORDS, cur.fold).reverse()) {
    const left = subView(cur, 0, start);
    if (isSoftOnly(left, clock)) { cur = trimView(subView(cur, end, cur.fold.length)); break; }
  }
  const modal = findAll(MODAL_G, cur.fold).find((h) => h.start > 0);
  if (modal) {
    const left = subView(cur, 0, modal.start);
    if (left.fold.trim() && isSoftOnly(left, clock) && !findDates(left, clock).length) cur = trimView(subView(cur, modal.start, cur.fold.length));
  }
  return cur.clean ? cur : null;
}

// ------------------------------------------------------------------ main entry

export interface ExtractOptions extends Clock {
  language: LanguageCode;
}

/** "Both by Monday", "all today": a date after the list applies to every item. */
const ALL_ITEMS = new RegExp(`${WB}${fp(['both', 'all', 'all\\s+of\\s+(?:them|these|it)', 'each', 'everything', 'ambas', 'ambos', 'todas?', 'todos', 'tous', 'toutes', 'les\\s+deux', 'beide', 'alle', 'alles', 'entrambi', 'tutt[eio]', 'allebei', 'dono', 'sab', 'все', 'обе', 'оба'])}${WE}|كلها|كلهم|全部|両方|모두|둘\\s?다|都`, 'u');

/** "add X to my list" → X (the wrapper is a request, not part of the title). */
function unwrapAddToList(v: TextView): TextView {
  const tail = ADD_TAIL.exec(v.fold);
  if (!tail) return v;
  const lead = ADD_LEAD.exec(v.fold);
  const start = lead ? lead[0].length : 0;
  return tail.index > start ? trimView(subView(v, start, tail.index)) : v;
}

const QUOTED = /"([^"\n]{3,200})"|(?<![\p{L}\p{N}])'([^'\n]{3,200})'(?![\p{L}\p{N}])|「([^」\n]{2,200})」|『([^』\n]{2,200})』/gu;
const QUOTE_REST_WORDS = new RegExp(`${WB}${fp(['add', 'put', 'create', 'make', 'set', 'new', 'a', 'an', 'the', 'task', 'todo', 'to-?do', 'reminder', 'called', 'named', 'titled', 'to', 'on', 'in', 'my', 'list', 'please', 'can', 'could', 'you', 'me', 'for',
  'anade', 'agrega', 'crea', 'una', 'tarea', 'llamada', 'a', 'mi', 'lista', 'ajoute', 'cree', 'une', 'tache', 'ma', 'liste', 'fuge', 'erstelle', 'eine', 'aufgabe', 'zu', 'meiner', 'auf', 'meine', 'hinzu', 'adiciona', 'cria', 'uma', 'tarefa', 'na', 'minha',
  'aggiungi', 'crea', 'un', 'attivita', 'alla', 'mia', 'voeg', 'maak', 'een', 'taak', 'toe', 'aan', 'mijn', 'lijst', 'добавь', 'создай', 'задачу', 'в', 'список', 'mein', 'daal', 'do', 'karo'])}${WE}`, 'gu');

/** A single quoted title that is the whole to-do ("add \"prep slides for Monday\" to my list"), or null. */
function quotedTask(whole: TextView, opts: ExtractOptions): ExtractedTask | null {
  if (whole.clean.includes('\n')) return null;
  const quotes = [...findAll(QUOTED, whole.clean)];
  if (quotes.length !== 1) return null;
  const q = quotes[0]!;
  const dates = findDates(whole, opts, { usDates: opts.language === 'english' });
  const prios = findPriorities(whole);
  const spans: Span[] = [q, ...dates, ...prios, ...findAll(STRONG_CREATE_G, whole.fold), ...findAll(MODAL_G, whole.fold)];
  for (const h of findAll(GREETING, whole.fold)) spans.push(h);
  const rest = cutSpans(whole.fold, spans).replace(ADD_LEAD, ' ').replace(ADD_TAIL, ' ').replace(QUOTE_REST_WORDS, ' ').replace(GREETING_FILLER, ' ');
  if (stripLead(view(rest)).fold.replace(/[^\p{L}\p{N}]/gu, '').length > 2) return null;
  const inner = trimView(subView(whole, q.start + 1, q.end - 1));
  const title = cleanTitle(inner, [], opts.language);
  if (!title) return null;
  return { title, priority: prios.length ? priorityOf(prios) : 3, dueDate: dueFromHits(dates) };
}

export function extractTasks(text: string, opts: ExtractOptions): ExtractedTask[] {
  const whole = view(text.slice(0, 4000));
  const quoted = quotedTask(whole, opts);
  if (quoted) return [quoted];
  const lines = whole.clean.split('\n');
  let offset = 0;
  const lineViews: TextView[] = [];
  for (const line of lines) {
    const lv = subView(whole, offset, offset + line.length);
    offset += line.length + 1;
    const marker = LIST_MARKER.exec(lv.clean);
    const body = unwrapAddToList(trimView(marker ? subView(lv, marker[0].length, lv.clean.length) : lv));
    if (body.clean) lineViews.push(body);
  }
  if (!lineViews.length) return [];

  const multiLine = lineViews.length > 1;
  let globalDate: string | null = null;
  let globalPriority: number | null = null;
  const pieces: Piece[] = [];

  lineViews.forEach((lv, index) => {
    let body = lv;
    let isList = multiLine;
    const header = findHeader(lv, opts);
    if (header) {
      body = trimView(subView(lv, header.length, lv.fold.length));
      if (index === 0 || !body.clean) {
        globalDate = header.date ?? globalDate;
        globalPriority = header.priority ?? globalPriority;
      }
      isList = true;
    } else if (index === 0 && multiLine && (/[:：]\s*$/u.test(lv.clean) || (test(LIST_HEADER, lv.fold) && lv.fold.split(/\s+/).length <= 4))) {
      // A heading line such as "Today:" or "My to-dos" above a list.
      const dates = findDates(lv, opts);
      const prios = findPriorities(lv);
      globalDate = dueFromHits(dates);
      globalPriority = prios.length ? priorityOf(prios) : null;
      return;
    }
    if (!body.clean) return;
    if (index === 0) {
      // A date or priority at the very start of the message applies to every item.
      const stripped = stripLead(body);
      const lead = findDates(stripped, opts).find((h) => h.start === 0 && h.kind !== 'time');
      if (lead) globalDate = globalDate ?? lead.date;
      const leadPrio = findPriorities(stripped).find((h) => h.start === 0);
      if (leadPrio) globalPriority = globalPriority ?? leadPrio.value;
    }
    for (const p of splitLine(body, opts.language, isList, opts)) pieces.push({ v: p, headerDate: null, headerPriority: null });
  });

  const perItem = pieces.map((p) => {
    const dates = findDates(p.v, { now: opts.now, timezone: opts.timezone }, { usDates: opts.language === 'english' });
    const prios = findPriorities(p.v);
    return { p, dates, prios };
  });

  // A trailing "both by Monday" date applies to all items.
  if (!globalDate && perItem.length > 1) {
    const last = perItem[perItem.length - 1]!;
    if (last.dates.length && test(ALL_ITEMS, last.p.v.fold)) globalDate = dueFromHits(last.dates);
  }
  // A priority stated outside every item ("…, it's urgent") applies to all of them.
  if (globalPriority === null && !perItem.some((i) => i.prios.length)) {
    const all = findPriorities(whole);
    if (all.length) globalPriority = priorityOf(all);
  }
  const out: ExtractedTask[] = [];
  for (const { p, dates, prios } of perItem) {
    const cuts: Span[] = [...dates, ...prios];
    const title = cleanTitle(p.v, cuts, opts.language);
    if (!title) continue;
    const own = dueFromHits(dates);
    out.push({
      title,
      priority: prios.length ? priorityOf(prios) : (globalPriority ?? 3),
      dueDate: own ?? globalDate,
    });
    if (out.length >= MAX_TASKS) break;
  }
  return dedupe(out);
}

function dedupe(tasks: ExtractedTask[]): ExtractedTask[] {
  const seen = new Set<string>();
  return tasks.filter((t) => {
    const k = t.title.toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

export type { DateHit, PriorityHit };
