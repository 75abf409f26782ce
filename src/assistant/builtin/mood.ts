// Mood: explicit values ("mood 3", "log my mood as 4", "心情4分"), mood-history questions, and
// silent inference from feelings vocabulary (strongly negative → 1–2, mildly negative → 2,
// neutral → 3, positive → 4–5), with simple negation.
import { WB, WE, alt, findAll, foldPattern, test, type Span, type TextView } from './text.ts';
import type { HistoryTurn } from '../types.ts';

const fp = (list: string[]) => alt(list.map(foldPattern));

// Words that name the mood itself.
const MOOD_WORD_SRC = [
  `${WB}${fp(['mood', 'moods', 'humor', 'humeur', 'stimmung', 'laune', 'stemming', 'umore', 'animo', 'estado\\s+de\\s+animo', 'mood\\s+score',
    'wellbeing', 'well-being', 'vibe', 'vibes', 'feeling', 'feelings', 'aaj\\s+ka\\s+din', 'rate\\s+my\\s+day', 'mera\\s+mood', 'мой\\s+день', 'настроени[ея]', 'настроению', 'настроением', 'самочувствие'])}${WE}`,
  fp(['مزاج', 'مزاجي', 'المزاج', 'حالتي\\s+النفسيه', '気分', '機嫌', '調子', '기분', '컨디션', '心情', '情绪', '状态']),
].join('|');
const MOOD_WORD = new RegExp(MOOD_WORD_SRC, 'u');

// A standalone 1–5 that is not a time, a date, a count of days or a list number.
const DIGIT = /(?<![\d./:,-])([1-5])(?:\s*(?:\/|out\s+of|of|из|من|sur|von|de|su|van|над)\s*(5|five|cinco|cinq|fünf|funf|cinque|vijf|пяти|خمسه))?(?![\d:/.,]?\d)(?!\s*(?:am|pm|h\b|uhr|uur|hrs?|hours?|days?|dias?|jours?|tage|giorni|dagen|din|дн|дня|дней|час|ساع|يوم|ايام|時|时|시|日|天|일|月|月|월|tasks?|cosas|things|items|st\b|nd\b|rd\b|th\b|x\b|%))/giu;
const RATING = /(?<![\d./:-])([1-5])\s*(?:\/\s*5|out\s+of\s+(?:5|five)|(?:of|from)\s+5|из\s+5|من\s+5|sur\s+5|von\s+5|de\s+5|su\s+5|van\s+5)(?!\d)|5\s*(?:점\s*(?:중에?|만점에?)|段階(?:評価)?\s*(?:で|中)|分制?\s*(?:里|中)?|점\s*척도로?)\s*([1-5])(?!\d)|([1-5])\s*(?:分|点|점)(?![钟鐘])/giu;
// A bare rating in a short message: "I'd say a 3", "direi un 4", "tô num 3", "ik geef de dag een 2".
const RATING_PHRASE = new RegExp(`${WB}${fp([
  "i'?d\\s+say", 'i\\s+would\\s+say', "(?:i'?d\\s+)?give\\s+(?:it|today|the\\s+day|myself)", 'yo\\s+diria', 'diria', 'le\\s+doy', 'me\\s+doy', 'je\\s+dirais', 'je\\s+mets', 'je\\s+me\\s+mets',
  'ich\\s+sag(?:e)?\\s+mal', 'ich\\s+(?:wurde\\s+)?sagen', 'ich\\s+gebe?\\s+(?:mir|dem\\s+tag)', 'eu\\s+diria', 'dou', 'to\\s+num', 'estou\\s+num', 'direi', 'darei', 'mi\\s+do',
  'ik\\s+geef\\s+(?:de\\s+dag|vandaag|mezelf|het)', 'ik\\s+zou\\s+zeggen', 'ik\\s+zeg',
])}\\s+(?:(?:it|today|the\\s+day|hoy|oggi|hoje|heute|vandaag)\\s+)?(?:a|an|un|una|um|uma|een|eine?|ne)?\\s*([1-5])(?![\\d:/.,]?\\d)`
  + '(?!\\s*(?:[ap]\\.?m\\b|h\\b|uhr|uur|hrs?\\b|hours?|horas?|heures?|ore\\b|stunden?|uren|min|days?|dias?|jours?|tage|giorni|dagen|weeks?|semanas?|tasks?|cosas|things|items|euros?|dollars?|reais|%|x\\b))', 'u');
// Russian school grades: "на троечку" = 3.
const RU_GRADE: Array<[RegExp, number]> = [[/(?:двойк|двоечк)/u, 2], [/(?:тройк|троечк)/u, 3], [/(?:четв[её]рк|четв[её]рочк)/u, 4], [/(?:пят[её]рк|пят[её]рочк)/u, 5], [/единиц/u, 1]];
const SCALE_Q = /1\s*(?:-|–|—|to|a|à|bis|tot|до|الى|إلى|~|〜|から|부터)\s*5|1〜5|1-5/u;

export interface ExplicitMood {
  value: number;
  span: Span;
}

/** An explicitly stated mood value, if any. */
export function findExplicitMood(v: TextView, history: readonly HistoryTurn[]): ExplicitMood | null {
  const hasMoodWord = MOOD_WORD.test(v.fold);
  for (const { start, end, match } of findAll(RATING, v.fold)) {
    const isScale = match[1] !== undefined || match[2] !== undefined; // "3/5", "4 out of 5", "5점 중에 3점"
    if (isScale || hasMoodWord) return { value: Number(match[1] ?? match[2] ?? match[3]), span: { start, end } };
  }
  const letters = v.fold.replace(/[^\p{L}]/gu, '').length;
  const phrase = RATING_PHRASE.exec(v.fold);
  if (phrase && letters <= 40) return { value: Number(phrase[1]), span: { start: phrase.index, end: phrase.index + phrase[0].length } };
  if ((hasMoodWord || /(?:^|\s)на\s+(?:двоечк|тро[еи]чк|четв[её]р[оа]?чк|пят[её]р[оа]?чк)/u.test(v.fold)) && letters <= 40) {
    for (const [re, value] of RU_GRADE) {
      const m = re.exec(v.fold);
      if (m) return { value, span: { start: m.index, end: m.index + m[0].length } };
    }
  }
  const lastAssistant = [...history].reverse().find((t) => t.role === 'assistant');
  const askedForMood = !!lastAssistant && (MOOD_WORD.test(lastAssistant.content.toLowerCase()) || SCALE_Q.test(lastAssistant.content));
  if (!hasMoodWord && !askedForMood) return null;
  const digits = findAll(DIGIT, v.fold);
  if (digits.length !== 1) return null;
  if (!hasMoodWord && v.fold.replace(/[^\p{L}]/gu, '').length > 24) return null;
  const d = digits[0]!;
  return { value: Number(d.match[1]), span: { start: d.start, end: d.end } };
}

export function mentionsMood(v: TextView): boolean {
  return MOOD_WORD.test(v.fold);
}

// ------------------------------------------------------------------ mood history

const HISTORY_CUE = new RegExp([
  `${WB}${fp([
    'history', 'log', 'logs', 'past', 'last', 'previous', 'average', 'avg', 'trend', 'trends', 'over\\s+time', 'chart', 'graph', 'stats', 'statistics', 'was', 'been', 'were', 'so\\s+far',
    'historial', 'pasad(?:isim|issim)?[oa]', 'promedio', 'media', 'tendencia', 'estuvo', 'ha\\s+estado', 'ultim[oa]s?',
    'historique', 'moyenne', 'dernier', 'derniere', 'passe', 'tendance', 'etait', 'a\\s+ete',
    'verlauf', 'durchschnitt', 'letzte[nm]?', 'vergangene[nm]?', 'war', 'trend', 'statistik',
    'historico', 'media', 'passad(?:isim|issim)?[oa]', 'ultim(?:isim|issim)?[oa]', 'estava', 'foi', 'tendencia',
    'storico', 'media', 'scors(?:isim|issim)?[oa]', 'ultim(?:isim|issim)?[oa]', 'era', 'andamento', 'stato',
    'geschiedenis', 'gemiddeld[e]?', 'vorige', 'afgelopen', 'verloop', 'overzicht',
    'pichle', 'pichhle', 'pichla', 'pichhla', 'tha', 'thi', 'history',
    'истори[яю]', 'средн\\p{L}*', 'прошл\\p{L}*', 'было', 'был[ао]?', 'динамик\\p{L}*', 'статистик\\p{L}*',
    'january', 'february', 'march', 'april', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
    'enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre',
    'octobre', 'novembre', 'oktober', 'outubro', 'ottobre',
    'январ\\p{L}*', 'феврал\\p{L}*', 'март\\p{L}*', 'апрел\\p{L}*', 'ма[ея]', 'июн\\p{L}*', 'июл\\p{L}*', 'август\\p{L}*', 'сентябр\\p{L}*', 'октябр\\p{L}*', 'ноябр\\p{L}*', 'декабр\\p{L}*',
  ])}${WE}`,
  fp(['سجل', 'تاريخ', 'متوسط', 'الشهر\\s+الماضي', 'الاسبوع\\s+الماضي', 'كان', 'اخر', 'الماضي',
    '履歴', '平均', '先月', '先週', '推移', '記録', 'どうだった', 'だった', '過去',
    '기록', '평균', '지난', '추이', '어땠', '히스토리',
    '历史', '平均', '上个月', '上周', '上星期', '记录', '趋势', '怎么样', '过去', '最近']),
].join('|'), 'u');

/** Days of mood history asked for, or null when the message is not a mood-history request. */
export function moodHistoryDays(v: TextView): number | null {
  if (!MOOD_WORD.test(v.fold)) return null;
  if (!HISTORY_CUE.test(v.fold)) return null;
  if (/\blog\s+(?:my|a|the)?\s*mood\b|\blog\s+(?:it|that)\b/u.test(v.fold) && !/\b(?:history|last|past|average|from)\b/u.test(v.fold)) return null;
  if (/(?:week|semana|semaine|woche|settimana|week|hafte|недел|اسبوع|週|주|周|星期)/u.test(v.fold)) return 7;
  if (/(?:year|ano|año|annee|jahr|anno|jaar|saal|год|سنه|年|년)/u.test(v.fold)) return 365;
  if (/(?:january|february|march|april|june|july|august|september|october|november|december|enero|febrero|marzo|abril|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|octobre|novembre|oktober|outubro|ottobre|январ|феврал|март|апрел|июн|июл|август|сентябр|октябр|ноябр|декабр)/u.test(v.fold)) return 90;
  if (/(?:last month|previous month|mes pasado|ultimo mes|mois dernier|letzten monat|vormonat|mes passado|ultimo mese|mese scorso|vorige maand|pichle mahine|прошл\p{L}* месяц|الشهر الماضي|先月|지난\s?달|上个月|上月)/u.test(v.fold)) return 62;
  return 30;
}

// ------------------------------------------------------------------ inference

interface FeelingLevel {
  value: number;
  re: RegExp;
}

const latinWords = (list: string[]) => `${WB}${fp(list)}${WE}`;

const FEELINGS: FeelingLevel[] = [
  {
    value: 1,
    re: new RegExp(`${latinWords([
      'miserable', 'hopeless', 'devastated', 'falling\\s+apart', 'worst\\s+day(?:\\s+ever)?', 'depressed', 'horrible\\s+day', 'awful\\s+day', 'terrible\\s+day', 'feel(?:ing)?\\s+(?:terrible|awful|horrible)', 'can\'?t\\s+cope', 'breaking\\s+down',
      'deprimid(?:isim|issim)?[oa]', 'desesperad(?:isim|issim)?[oa]', 'el\\s+peor\\s+dia', 'destrozad(?:isim|issim)?[oa]', 'deprime(?:e)?', 'desespere(?:e)?', 'la\\s+pire\\s+journee',
      'deprimiert', 'verzweifelt', 'am\\s+boden\\s+zerstort', 'depress(?:isim|issim)?[oa]', 'disperat(?:isim|issim)?[oa]', 'deprimid(?:isim|issim)?[oa]', 'arrasad(?:isim|issim)?[oa]', 'o\\s+pior\\s+dia', 'gedeprimeerd', 'wanhopig',
      'bahut\\s+bura\\s+din', 'depressed\\s+hoon', 'в\\s+депрессии', 'депрессия', 'ужасно\\s+себя\\s+чувствую', 'хуже\\s+некуда', 'отчаяни\\p{L}*',
    ])}|${fp(['مكتئب', 'مكتئبه', 'محطم', 'محطمه', 'يائس', 'اسوا\\s+يوم', '最悪', '絶望', '鬱', '최악', '절망', '우울해\\s?죽', '崩溃', '绝望', '抑郁', '糟透了'])}`, 'gu'),
  },
  {
    value: 2,
    re: new RegExp(`${latinWords([
      'exhausted', 'burn(?:t|ed)\\s+out', 'burnout', 'burnt-out', 'drained', 'knackered', 'wiped(?:\\s+out)?', 'shattered', 'dead\\s+tired', 'tired(?:\\s+af)?', 'so\\s+tired', 'sleepy', 'stressed(?:\\s+out)?', 'stressful', 'stress',
      'overwhelmed', 'anxious', 'worried', 'frustrated', 'annoyed', 'angry', 'upset', 'sad', 'unhappy', '(?:feel(?:ing)?|a\\s+bit|kinda|so|pretty|really|bit)\\s+(?:down|low|off|blue|bad|rough)', 'meh', 'blah', 'bad\\s+day', 'rough\\s+(?:day|week|morning)',
      'tough\\s+(?:day|week)', 'long\\s+day', '(?:crazy|hectic|brutal|insane)\\s+(?:day|week)', 'swamped', 'sick', 'headache', 'migraine', 'under\\s+the\\s+weather', 'fed\\s+up', 'bored', 'lonely', 'unmotivated', 'no\\s+energy',
      'killing\\s+me', 'me\\s+est(?:a|an|as)\\s+matando', 'me\\s+(?:tue|tuent)', 'macht\\s+mich\\s+(?:fertig|kaputt)', '(?:esta|ta|tá)\\s+me\\s+matando', 'mi\\s+sta(?:nno)?\\s+uccidendo', '(?:maakt|maken)\\s+me\\s+kapot', 'sloopt\\s+me', 'jaan\\s+(?:le\\s+(?:rahi|raha|rahe|li)|nikal\\p{L}*)', '(?:меня\\s+)?убива(?:ет|ют)(?:\\s+меня)?', "i'?m\\s+dead", 'dying(?!\\s+(?:to|for|of\\s+(?:curiosity|laughter)))', 'ugh+', 'struggling', 'cranky', 'grumpy', 'overloaded', 'not\\s+(?:feeling\\s+)?(?:great|good|well|ok|okay)', 'zombie', 'fried', 'done\\s+with\\s+(?:today|this\\s+week)',
      'agotad(?:isim|issim)?[oa]', 'cansad(?:isim|issim)?[oa]', 'reventad(?:isim|issim)?[oa]', 'quemad(?:isim|issim)?[oa]', 'estresad(?:isim|issim)?[oa]', 'estres', 'agobiad(?:isim|issim)?[oa]', 'hart(?:isim|issim)?[oa]', 'triste', 'fatal', '(?:estoy|me\\s+siento|muy|bastante)\\s+mal', 'de\\s+bajon', 'bajon', 'desanimad(?:isim|issim)?[oa]', 'enferm(?:isim|issim)?[oa]', 'dolor\\s+de\\s+cabeza', 'aburrid(?:isim|issim)?[oa]', 'sin\\s+energia', 'hech[oa]\\s+polvo', 'frustrad(?:isim|issim)?[oa]', 'preocupad(?:isim|issim)?[oa]', 'nervios(?:isim|issim)?[oa]', 'ansios(?:isim|issim)?[oa]', 'molest(?:isim|issim)?[oa]', 'que\\s+semana', 'que\\s+dia(?!\\s+(?:tan\\s+|mas\\s+)?(?:bueno|bonito|lindo|genial|increible|maravilloso))', 'bajonead(?:isim|issim)?[oa]', 'decaid[oa]', 'me\\s+(?:mata|va\\s+a\\s+matar|van\\s+a\\s+matar)', 'me\\s+tiene\\s+(?:harto|harta|frit[oa])',
      'epuise(?:e)?', 'creve(?:e)?', 'fatigue(?:e)?', 'lessive(?:e)?', 'au\\s+bout\\s+du\\s+rouleau', 'a\\s+bout', 'stresse(?:e)?', 'deborde(?:e)?', "sous\\s+l'eau", 'pas\\s+(?:tres\\s+)?bien', '(?:je\\s+me\\s+sens|ca\\s+va)\\s+mal', 'malade', 'mal\\s+a\\s+la\\s+tete', "j'en\\s+ai\\s+marre", 'marre', 'ras\\s+le\\s+bol', 'enerve(?:e)?', 'inquiet(?:e)?', 'angoisse(?:e)?', 'la\\s+flemme', 'vide(?:e)?', 'claque(?:e)?', 'naze', 'a\\s+plat', '(?:va|vont|vais)\\s+me\\s+tuer', 'pas\\s+(?:trop\\s+|tres\\s+|la\\s+)?(?:la\\s+)?forme', 'deprime',
      'erschopft', '(?:bin|total|echt|so|völlig|voellig|ganz)\\s+kaputt', 'mude', 'todmude', '(?:total|vollig|komplett|echt)\\s+fertig', 'ausgebrannt', 'gestresst', 'stressig', 'uberfordert', 'traurig', 'mies', 'krank', 'kopfschmerzen', 'genervt', 'frustriert', 'besorgt', 'nervos', 'keine\\s+energie', 'schlapp', 'platt', 'am\\s+ende', 'lustlos', 'gelangweilt', 'keine\\s+lust(?:\\s+mehr)?', 'null\\s+bock', 'schlechte?\\s+laune', 'schlechter\\s+tag', 'schlecht\\s+drauf', 'nicht\\s+gut\\s+drauf', 'bringt\\s+mich\\s+(?:noch\\s+)?um', 'niedergeschlagen',
      'exaust(?:isim|issim)?[oa]', 'esgotad(?:isim|issim)?[oa]', 'acabad(?:isim|issim)?[oa]', 'moid(?:isim|issim)?[oa]', 'estressad(?:isim|issim)?[oa]', 'sobrecarregad(?:isim|issim)?[oa]', '(?:estou|to|me\\s+sinto|muito)\\s+mal', 'pessim(?:isim|issim)?[oa]', 'doente', 'dor\\s+de\\s+cabeca', 'chatead(?:isim|issim)?[oa]', 'irritad(?:isim|issim)?[oa]', 'desanimad(?:isim|issim)?[oa]', 'sem\\s+energia', '(?:semana|dia)\\s+puxad[oa]', 'morto\\s+de\\s+cansaco', 'de\\s+saco\\s+cheio', 'entediad(?:isim|issim)?[oa]', 'estresse', '(?:pra|para)\\s+baixo', 'meio\\s+(?:down|mal|triste)', '(?:vai|vão|vao)\\s+me\\s+matar', 'me\\s+mata',
      'stanc(?:isim|issim)?[oa]', 'stanchissim(?:isim|issim)?[oa]', 'esaust(?:isim|issim)?[oa]', 'distrutt(?:isim|issim)?[oa]', 'a\\s+pezzi', 'sfinit(?:isim|issim)?[oa]', 'sono\\s+cott[oa]', 'stressat(?:isim|issim)?[oa]', 'sopraffatt(?:isim|issim)?[oa]', 'giu\\s+di\\s+morale', '(?:sto|mi\\s+sento|molto)\\s+male', 'malat(?:isim|issim)?[oa]', 'mal\\s+di\\s+testa', 'stuf(?:isim|issim)?[oa]', 'arrabbiat(?:isim|issim)?[oa]', 'preoccupat(?:isim|issim)?[oa]', 'senza\\s+energia', '(?:giornata|settimana)\\s+pesante', 'annoiat(?:isim|issim)?[oa]', 'demotivat(?:isim|issim)?[oa]', 'che\\s+stress', '(?:sono|mi\\s+sento|un\\s+po\'?|po\'?|molto)\\s+giu', 'giu\\s+di\\s+corda', 'mi\\s+(?:uccide|ammazza)', 'abbattut[oa]',
      'moe', 'doodmoe', 'uitgeput', '(?:ben|zo|echt|helemaal)\\s+kapot', 'gesloopt', 'gestrest', 'overspannen', 'overweldigd', 'verdrietig', 'ziek', 'hoofdpijn', 'geirriteerd', 'gefrustreerd', 'bezorgd', 'zenuwachtig', 'geen\\s+energie', 'balen', 'baal', 'chagrijnig', 'lusteloos', 'verveeld', 'brak', 'stressvol', '(?:voel\\s+me|beetje|een\\s+beetje|zo)\\s+(?:down|rot|slecht|somber|neerslachtig)', 'somber', 'neerslachtig',
      'thak\\s+(?:gaya|gayi|gya|gyi)', 'thaka\\s+hua', 'thaki\\s+hui', 'thakan', 'thakaan', 'pareshan', 'tension', 'udaas', 'dukhi', 'bura\\s+din', 'bekaar\\s+din', 'bakwas\\s+din', '(?:sar|sir)\\s+dard', 'bimaar', 'bore\\s+ho\\s+raha', 'mood\\s+(?:\\p{L}+\\s+)?(?:off|kharab|kharaab|down|low|bekaar)', 'energy\\s+nahi', 'neend\\s+aa\\s+rahi', 'dimag\\s+kharab', '(?:low|down)\\s+feel', 'feel(?:ing)?\\s+(?:low|down)', 'thoda\\s+(?:low|down|udaas)', 'dil\\s+nahi\\s+lag',
      'устал[аи]?', 'вымотан[аы]?', 'выжат[аы]?', 'без\\s+сил', 'выгорел[аи]?', 'выгорани\\p{L}*', 'стресс\\p{L}*', 'нервничаю', 'тревожно', 'грустно', 'грущу', 'плохо', 'паршиво', 'хреново', 'фигово', 'болею', 'заболел[а]?', 'голова\\s+болит', 'раздража\\p{L}*', 'бесит', 'достал[оио]', 'надоело', 'скучно', 'нет\\s+сил', 'нет\\s+энергии', 'тяжел\\p{L}*\\s+день', 'трудн\\p{L}*\\s+день', 'хочу\\s+спать', 'сонн\\p{L}*', 'замотал\\p{L}*', 'задолбал\\p{L}*', 'добь[её]т', 'доконает', 'грустн\\p{L}*', 'тоскливо', 'хандр\\p{L}*',
    ])}|${fp([
      'تعبان', 'تعبانه', 'تعبت', 'مرهق', 'مرهقه', 'منهك', 'منهكه', 'مضغوط', 'مضغوطه', 'متوتر', 'متوتره', 'قلقان', 'قلقانه', 'زهقان', 'زهقانه', 'زهقت', 'حزين', 'حزينه', 'زعلان', 'زعلانه', 'مش\\s+كويس', 'مش\\s+منيح', 'مريض', 'صداع', 'طفشان', 'مخنوق', 'محبط', 'محبطه', 'متضايق', 'نعسان', 'ضغط\\s+كبير', 'تعب', 'يموتني', 'بيموتني', 'قاتلني', 'بيقتلني', 'رح\\s+يقتلني',
      '疲れ', 'つかれ', 'へとへと', 'くたくた', 'しんどい', 'つらい', '辛い', '眠い', '眠すぎ', 'ねむい', 'ストレス', '憂鬱', 'ゆううつ', '落ち込', 'だるい', '体調悪', '頭痛', 'イライラ', '不安', '悲しい', '元気ない', '元気がない', 'やる気が出ない', '限界', '死にそう', '忙しすぎ', '大変', '死ぬ(?=\\s*(?:[（(]笑|w|ｗ|ほど))', 'マジで死ぬ',
      '피곤', '지친', '지쳤', '지쳐', '지치', '힘들', '힘드', '스트레스', '우울', '졸려', '졸리', '짜증', '불안', '슬퍼', '슬프', '아파', '두통', '번아웃', '녹초', '기운\\s?없', '의욕\\s?없', '죽겠', '멘붕',
      '好累', '太累', '累死', '很累', '累了', '心累', '有点累', '累成狗', '疲惫', '疲倦', '好困', '很困', '困死', '压力', '焦虑', '烦死', '好烦', '很烦', '心烦', '烦躁', '郁闷', '难过', '伤心', '不开心', '沮丧', '头疼', '头痛', '生病', '不舒服', '没劲', '没精神', '忙死', '心情不好', '状态不好', '不太好', '眠い', '逼疯', '要疯了', '快疯了', '烦透了', '要命',
    ])}`, 'gu'),
  },
  {
    value: 3,
    re: new RegExp(`${latinWords([
      'okay', 'ok-ish', 'okayish', 'alright', 'so-so', 'so\\s+so', 'not\\s+bad', 'average', 'nothing\\s+special', 'normal', 'fine',
      'mas\\s+o\\s+menos', 'asi\\s+asi', 'regular', 'normalito', 'comme\\s+ci\\s+comme\\s+ca', 'bof', 'pas\\s+mal', 'geht\\s+so', 'so\\s+lala', 'naja', 'mais\\s+ou\\s+menos', 'mais\\s+o\\s+menos',
      'cosi\\s+cosi', 'insomma', 'gaat\\s+wel', 'prima', 'thik\\s+thak', 'theek\\s+thaak', 'theek\\s+hai', 'так\\s+себе', 'нормально', 'норм', 'средне',
    ])}|${fp(['عادي', 'ماشي\\s+الحال', 'まあまあ', '普通', 'ふつう', '그럭저럭', '보통', '그냥\\s?그래', '还行', '一般', '马马虎虎', '还可以'])}`, 'gu'),
  },
  {
    value: 4,
    re: new RegExp(`${latinWords([
      'good(?!\\s+(?:morning|afternoon|evening|night|day\\s+to|job|luck|catch|point|question|one))', 'pretty\\s+good', 'feeling\\s+good', 'better', 'happy', 'relaxed', 'calm', 'productive', 'motivated', 'rested', 'content', 'nice\\s+day', 'good\\s+day', 'chill', 'positive',
      '(?:estoy|me\\s+siento|muy)\\s+bien', 'content(?:isim|issim)?[oa]', 'feliz', 'tranquil(?:isim|issim)?[oa]', 'motivad(?:isim|issim)?[oa]', 'productiv(?:isim|issim)?[oa]', 'buen\\s+dia', 'descansad(?:isim|issim)?[oa]', 'dia\\s+(?:tan\\s+|mas\\s+)?(?:bueno|bonito|lindo)',
      '(?:je\\s+me\\s+sens|ca\\s+va|tres)\\s+bien', 'heureu(?:x|se)', 'detendu(?:e)?', 'motive(?:e)?', 'de\\s+bonne\\s+humeur', 'en\\s+forme', 'content(?:e|es|s)?', 'trop\\s+content(?:e)?', 'repose(?:e)?',
      '(?:mir\\s+)?geht(?:\\s+es|\'s|s)?(?:\\s+mir)?\\s+(?:(?:richtig|echt|sehr|ganz|super|total|wirklich)\\s+)?gut', '(?:ganz|sehr|echt|richtig)\\s+gut', 'gut\\s+drauf', 'froh', 'glucklich', 'entspannt', 'motiviert', 'gute\\s+laune', 'ausgeruht', 'guter\\s+tag', 'gut\\s+gelaunt',
      '(?:estou|to|me\\s+sinto|muito)\\s+bem', 'animad(?:isim|issim)?[oa]', 'descansad(?:isim|issim)?[oa]', 'de\\s+bom\\s+humor',
      '(?:sto|mi\\s+sento|molto)\\s+bene', 'felice', 'rilassat(?:isim|issim)?[oa]', 'motivat(?:isim|issim)?[oa]', 'di\\s+buon\\s+umore', 'riposat(?:isim|issim)?[oa]',
      '(?:voel\\s+me|gaat)\\s+goed', 'blij', 'fijn', 'ontspannen', 'gemotiveerd', 'uitgerust', 'lekker\\s+bezig',
      'accha\\s+(?:lag|feel)', 'achha\\s+(?:lag|feel)', 'khush', 'badhiya', 'mast', 'fresh',
      'хорошо', 'хорош\\p{L}*\\s+настроени\\p{L}*', 'отличн\\p{L}*', 'прекрасн\\p{L}*', 'замечательн\\p{L}*', 'рад[а]?', 'радостно', 'бодр\\p{L}*', 'спокойно', 'доволен', 'довольна', 'в\\s+хорошем\\s+настроении',
    ])}|${fp(['مبسوط', 'مبسوطه', 'سعيد', 'سعيده', 'كويس', 'منيح', 'مرتاح', 'مرتاحه', 'تمام', 'الحمد\\s+لله',
      '元気', '嬉しい', 'うれしい', '楽しい', '調子いい', '調子が良い', '気分がいい', 'いい感じ',
      '좋아', '좋다', '좋네', '좋은\\s?하루', '행복', '기분\\s?좋', '괜찮', '상쾌',
      '开心', '高兴', '不错', '挺好', '很好', '心情好', '舒服', '愉快'])}`, 'gu'),
  },
  {
    value: 5,
    re: new RegExp(`${latinWords([
      'super\\s+(?:day|journee|dia|tag|giornata|dag)', 'journee\\s+(?:geniale|top|super|incroyable)', '(?:voel\\s+me|ik\\s+ben|gaat)\\s+(?:top|super|geweldig)', '(?:je\\s+suis|je\\s+me\\s+sens)\\s+(?:au\\s+top|super\\s+bien)', 'great', 'amazing', 'awesome', 'fantastic', 'excellent', 'wonderful', 'pumped', 'on\\s+top\\s+of\\s+the\\s+world', 'thrilled', 'excited', 'best\\s+day', 'ecstatic', 'on\\s+fire', 'crushing\\s+it', 'really\\s+good', 'so\\s+good', 'very\\s+good', 'super\\s+good',
      'genial', 'increible', 'fantastic(?:isim|issim)?[oa]', 'estupend(?:isim|issim)?[oa]', 'de\\s+maravilla', 'buenisimo', 'emocionad(?:isim|issim)?[oa]', 'genial(?:e)?', 'trop\\s+bien', 'excellent(?:e)?', 'ravi(?:e)?', 'au\\s+top',
      'toll', 'grossartig', 'fantastisch', 'super\\s+drauf', 'klasse', 'hervorragend', 'otim(?:isim|issim)?[oa]', 'incrivel', 'maravilhos(?:isim|issim)?[oa]', 'fantastic(?:isim|issim)?[oa]', 'benissimo', 'ottim(?:isim|issim)?[oa]', 'entusiast(?:isim|issim)?[oa]', 'carichissim(?:isim|issim)?[oa]', 'geweldig', 'top\\s+dag', 'zalig',
      'bahut\\s+(?:accha|achha|acha)', 'zabardast', 'ekdum\\s+mast', 'отлично', 'прекрасно', 'замечательно', 'супер\\s+настроение', 'великолепно', 'кайф',
    ])}|${fp(['رائع', 'ممتاز', 'فرحان', 'فرحانه', 'مبسوط\\s+جدا', '最高', '絶好調', 'めっちゃいい', '최고', '짱', '너무\\s?좋', '太棒', '超开心', '非常好', '特别好', '好极了', '爽'])}`, 'gu'),
  },
];

/** "Dying of hunger" idioms ("배고파 죽겠다", "饿死了") say nothing about one's mood. */
const HUNGER = /(?:お腹(?:が)?(?:すい|空い)て死に\p{L}*|腹減って死に\p{L}*|배고파(?:서)?\s?죽\p{L}*|饿死\p{L}?|умира\p{L}*\s+от\s+голода|ميت\s+من\s+الجوع|muero\s+de\s+hambre|meurs\s+de\s+faim|sterbe\s+vor\s+hunger|morrendo\s+de\s+fome|muoio\s+di\s+fame|sterf\s+van\s+(?:de\s+)?honger|starving|bhook\s+se\s+mar\p{L}*)/gu;

const NEGATOR = new RegExp(`${WB}(?:not|no|never|isn'?t|wasn'?t|don'?t|nicht|kein|pas|non|nao|niet|geen|nahi|nahin|не|ни|مش|ما|ليس|مو|غير)\\s+(?:\\p{L}+\\s+)?$`, 'u');
const EMOJI_POS = /[😀😃😄😁😊🙂😍🥳🤩😎💪🎉✨]/u;
const EMOJI_NEG = /[😫😩😭😢😞😔😣😖😵🥱😴😤😠😡🤒🤕😓😰😟☹🙁]/u;

export interface InferredMood {
  value: number;
  spans: Span[];
}

/** A mood inferred from feelings words (emoji only as a weak hint). */
export function inferMood(v: TextView): InferredMood | null {
  const hits: Array<Span & { value: number }> = [];
  const fold = v.fold.replace(HUNGER, (m) => ' '.repeat(m.length));
  for (const level of FEELINGS) {
    for (const { start, end } of findAll(level.re, fold)) {
      if (hits.some((h) => start < h.end && h.start < end)) continue;
      let value = level.value;
      const before = v.fold.slice(Math.max(0, start - 24), start);
      if (NEGATOR.test(before) && !/^(?:not|no|pas|nicht|не)\s/u.test(v.fold.slice(start, end))) {
        value = value >= 4 ? 2 : value <= 2 ? 3 : value;
      }
      hits.push({ start, end, value });
    }
  }
  if (!hits.length) return null;
  const strongest = hits.reduce((best, h) => (Math.abs(h.value - 3) > Math.abs(best.value - 3) ? h : best), hits[0]!);
  return { value: strongest.value, spans: hits.map(({ start, end }) => ({ start, end })) };
}

export function emojiMood(text: string): number | null {
  if (EMOJI_NEG.test(text)) return 2;
  if (EMOJI_POS.test(text)) return 4;
  return null;
}

/** Phrases asking to log a mood ("log my mood", "registrar mi ánimo"). */
const LOG_REQUEST = new RegExp(`${WB}${fp([
  'log', 'track', 'record', 'rate', 'set', 'put', 'add', 'check[-\\s]?in', 'registrar', 'registra', 'anotar', 'apunta', 'noter', 'enregistrer', 'eintragen', 'erfassen', 'notieren',
  'registrare', 'segna', 'loggen', 'vastleggen', 'noteren', 'darj', 'записать', 'запиши', 'отметь', 'سجل', 'ضيف',
])}${WE}|記録|기록|记录|打卡`, 'u');

export function isMoodLogRequest(v: TextView): boolean {
  return MOOD_WORD.test(v.fold) && test(LOG_REQUEST, v.fold);
}
