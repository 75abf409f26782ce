// Due dates in 13 languages → calendar dates (YYYY-MM-DD) in the organization's time zone.
// Rules (decisions/eval conventions): today/tonight/EOD/"by 5pm" → today; tomorrow; day after
// tomorrow; in N days/weeks; weekday names → the next such day after today; end of month →
// its last day; explicit dates → this year unless already passed, else next year.
import { DateTime } from 'luxon';
import { WB, WE, alt, findAll, foldPattern, type Span, type TextView } from './text.ts';

export type DateKind = 'relative' | 'weekday' | 'end_of_month' | 'date' | 'time';

export interface DateHit extends Span {
  date: string;
  kind: DateKind;
}

export interface Clock {
  now: Date;
  timezone: string;
}

interface Ctx {
  today: DateTime;
  /** US English: "3/12" is March 12. */
  usDates: boolean;
}

// Today's calendar date in the organization's zone, as midnight UTC: every rule works on
// calendar days, and UTC arithmetic gives the same dates without luxon recomputing the zone
// offset (Intl formatToParts) on every operation. Cached: one message asks many times.
let todayKey = '';
let todayCached: DateTime | null = null;
function todayIn(clock: Clock): DateTime {
  const key = `${clock.now.getTime()}|${clock.timezone}`;
  if (todayCached && key === todayKey) return todayCached;
  let dt = DateTime.fromJSDate(clock.now, { zone: clock.timezone });
  if (!dt.isValid) dt = DateTime.fromJSDate(clock.now, { zone: 'UTC' });
  todayCached = DateTime.utc(dt.year, dt.month, dt.day);
  todayKey = key;
  return todayCached;
}

const iso = (d: DateTime): string => d.toISODate() ?? '';

// ------------------------------------------------------------------ vocabulary

const NUM_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, couple: 2,
  un: 1, una: 1, uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, diez: 10,
  une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, sept: 7, huit: 8, dix: 10,
  ein: 1, einem: 1, einen: 1, zwei: 2, drei: 3, vier: 4, funf: 5, sechs: 6, sieben: 7, zehn: 10,
  um: 1, uma: 1, dois: 2, duas: 2, quatro_pt: 4,
  due: 2, tre: 3, quattro: 4, cinque: 5, sei: 6, sette: 7, dieci: 10,
  een: 1, twee: 2, drie: 3, vijf: 5, zes: 6, zeven: 7, tien: 10,
  ek: 1, do: 2, teen: 3, char: 4, paanch: 5, panch: 5,
  'один': 1, 'одного': 1, 'два': 2, 'двух': 2, 'три': 3, 'трех': 3, 'четыре': 4, 'пять': 5, 'шесть': 6, 'семь': 7, 'десять': 10,
  'واحد': 1, 'اثنين': 2, 'ثلاثه': 3, 'ثلاث': 3, 'اربعه': 4, 'اربع': 4, 'خمسه': 5, 'خمس': 5,
  '一': 1, '二': 2, '两': 2, '三': 3, '四': 4, '五': 5, '六': 6, '七': 7, '十': 10,
};
const NUM_ALT = alt(Object.keys(NUM_WORDS).filter((k) => !k.includes('_')).map(foldPattern));

function parseNum(s: string | undefined): number | null {
  if (!s) return null;
  const t = s.trim();
  if (/^\d+$/.test(t)) return Number(t);
  return NUM_WORDS[t] ?? null;
}

// Weekday names (folded), index 1 = Monday … 7 = Sunday (luxon numbering).
const WEEKDAYS: Array<[number, string[]]> = [
  [1, ['monday', 'lunes', 'lundi', 'montag', 'segunda-feira', 'segunda feira', 'lunedi', 'maandag', 'somvar', 'somwar',
    'понедельник', 'понедельника', 'понедельнику']],
  [2, ['tuesday', 'martes', 'mardi', 'dienstag', 'terca-feira', 'terca feira', 'martedi', 'dinsdag', 'mangalvar', 'mangalwar',
    'вторник', 'вторника', 'вторнику']],
  [3, ['wednesday', 'miercoles', 'mercredi', 'mittwoch', 'quarta-feira', 'quarta feira', 'mercoledi', 'woensdag', 'budhvar', 'budhwar',
    'среда', 'среду', 'среды', 'среде']],
  [4, ['thursday', 'jueves', 'jeudi', 'donnerstag', 'quinta-feira', 'quinta feira', 'giovedi', 'donderdag', 'guruvar', 'guruwar', 'veervar',
    'четверг', 'четверга', 'четвергу']],
  [5, ['friday', 'viernes', 'vendredi', 'freitag', 'sexta-feira', 'sexta feira', 'venerdi', 'vrijdag', 'shukravar', 'shukrawar',
    'пятница', 'пятницу', 'пятницы', 'пятнице']],
  [6, ['saturday', 'sabado', 'samedi', 'samstag', 'sonnabend', 'sabato', 'zaterdag', 'shanivar', 'shaniwar',
    'суббота', 'субботу', 'субботы', 'субботе']],
  [7, ['sunday', 'domingo', 'dimanche', 'sonntag', 'domenica', 'zondag', 'ravivar', 'raviwar', 'itvaar',
    'воскресенье', 'воскресенья', 'воскресенью']],
];
// Short forms that need a preposition in front ("by thurs", "na quinta", "on fri").
const EN_SHORT: Record<string, number> = {
  mon: 1, tue: 2, tues: 2, wed: 3, weds: 3, thu: 4, thur: 4, thurs: 4, fri: 5, sat: 6, sun: 7,
};
const PT_SHORT: Record<string, number> = { segunda: 1, terca: 2, quarta: 3, quinta: 4, sexta: 5 };
const AR_WEEKDAYS: Array<[number, string]> = [
  [1, 'اثنين'], [2, 'ثلاثاء'], [3, 'اربعاء'], [4, 'خميس'], [5, 'جمعه'], [6, 'سبت'], [7, 'احد'],
];
const CJK_WEEKDAY: Record<string, number> = {
  '一': 1, '二': 2, '三': 3, '四': 4, '五': 5, '六': 6, '日': 7, '天': 7,
  '月': 1, '火': 2, '水': 3, '木': 4, '金': 5, '土': 6,
  '월': 1, '화': 2, '수': 3, '목': 4, '금': 5, '토': 6, '일': 7,
};

const MONTHS: Array<[number, string[]]> = [
  [1, ['january', 'jan', 'enero', 'ene', 'janvier', 'janv', 'januar', 'janeiro', 'gennaio', 'gen', 'januari', 'января', 'январь', 'يناير', 'كانون الثاني', 'جانفي']],
  [2, ['february', 'feb', 'febrero', 'fevrier', 'fevr', 'februar', 'fevereiro', 'fev', 'febbraio', 'februari', 'февраля', 'февраль', 'فبراير', 'شباط', 'فيفري']],
  [3, ['march', 'mar', 'marzo', 'mars', 'marz', 'marco', 'maart', 'марта', 'март', 'مارس', 'اذار']],
  [4, ['april', 'apr', 'abril', 'abr', 'avril', 'avr', 'aprile', 'апреля', 'апрель', 'ابريل', 'نيسان', 'افريل']],
  [5, ['may', 'mayo', 'mai', 'maio', 'maggio', 'mag', 'mei', 'мая', 'май', 'مايو', 'ايار', 'ماي']],
  [6, ['june', 'jun', 'junio', 'juin', 'juni', 'junho', 'giugno', 'giu', 'июня', 'июнь', 'يونيو', 'حزيران', 'جوان']],
  [7, ['july', 'jul', 'julio', 'juillet', 'juil', 'juli', 'julho', 'luglio', 'lug', 'июля', 'июль', 'يوليو', 'تموز', 'جويليه']],
  [8, ['august', 'aug', 'agosto', 'ago', 'aout', 'augustus', 'августа', 'август', 'اغسطس', 'اب', 'اوت']],
  [9, ['september', 'sept', 'sep', 'septiembre', 'septembre', 'setembro', 'set', 'settembre', 'сентября', 'сентябрь', 'سبتمبر', 'ايلول']],
  [10, ['october', 'oct', 'octubre', 'octobre', 'oktober', 'okt', 'outubro', 'out', 'ottobre', 'ott', 'октября', 'октябрь', 'اكتوبر', 'تشرين الاول']],
  [11, ['november', 'nov', 'noviembre', 'novembre', 'novembro', 'ноября', 'ноябрь', 'نوفمبر', 'تشرين الثاني']],
  [12, ['december', 'dec', 'diciembre', 'dic', 'decembre', 'dezember', 'dez', 'dezembro', 'dicembre', 'декабря', 'декабрь', 'ديسمبر', 'كانون الاول']],
];

const monthIndex = new Map<string, number>();
for (const [n, names] of MONTHS) for (const name of names) monthIndex.set(foldPattern(name), n);
const MONTH_ALT = alt([...monthIndex.keys()].map((k) => k.replace(/\s+/g, '\\s+')));

const weekdayIndex = new Map<string, number>();
for (const [n, names] of WEEKDAYS) for (const name of names) weekdayIndex.set(foldPattern(name), n);
const WEEKDAY_ALT = alt([...weekdayIndex.keys()].map((k) => k.replace(/[-\s]+/g, '[-\\s]+')));

// Words in front of a date that belong to it (cut from titles with it).
const PRE = alt([
  'by', 'on', 'until', 'till', 'til', 'before', 'due', 'for', 'this', 'next', 'to', 'coming', 'this coming', 'latest by', 'no later than', 'at the latest by',
  'the', 'from', 'in', 'within',
  'para el', 'para', 'el', 'antes del', 'antes de', 'hasta el', 'hasta', 'este', 'esta', 'proximo', 'proxima', 'el proximo', 'la proxima', 'a mas tardar el',
  "d'ici", 'avant', 'pour', 'le', "jusqu'a", "jusqu'au", 'ce', 'cette', 'au plus tard',
  'bis', 'bis zum', 'bis spatestens', 'spatestens', 'am', 'vor', 'zum', 'diesen', 'diese', 'nachsten', 'nachste', 'kommenden', 'kommende',
  'ate', 'ate a', 'ate o', 'ate dia', 'pra', 'na', 'no', 'em', 'nesta', 'neste', 'nessa', 'nesse', 'essa', 'esse', 'na proxima', 'no proximo', 'de',
  'entro', 'entro il', 'per', 'prima di', 'il', 'questo', 'questa', 'prossimo', 'prossima', 'lo',
  'voor', 'tegen', 'uiterlijk', 'op', 'deze', 'volgende', 'aanstaande', 'tot', 'vanaf',
  'agle', 'agli', 'iss', 'is baar',
  'до', 'к', 'в', 'во', 'на', 'следующий', 'следующую', 'следующей', 'эту', 'этот', 'эта', 'ближайший', 'ближайшую', 'в следующий', 'в следующую', 'в эту', 'в этот', 'к концу', 'до конца',
].map(foldPattern));
const PRE_OPT = `(?:${WB}${PRE}\\s+){0,2}`;
// Words after a date that belong to it.
const POST = alt([
  'prochain', 'prochaine', 'prossimo', 'prossima', 'que vem', 'que viene', 'tak', 'ko', 'se pehle', 'tak me', 'ke andar',
  'at the latest', 'latest', 'spatestens', 'uiterlijk', 'al piu tardi', 'au plus tard',
].map(foldPattern));
const POST_OPT = `(?:\\s+${POST}${WE})?`;

const AR_PRE = '(?<![\\p{L}])(?:(?:قبل|حتى|بحلول|لغايه|لحد|في|موعد|يوم|خلال|بعد|من)\\s+){0,2}';
const AR_POST = '(?:\\s+(?:القادم|الجاي|الجايه|القادمه|المقبل|المقبله|الاقصى))?';
const KO_POST = '(?:까지|전에|전|에|중에|중|안에|내로|내)?';
const JA_POST = '(?:までに|まで|中に|中|に|には|の)?';
const ZH_POST = '(?:前|之前|以前|截止|内|之内|为止)?';

// ------------------------------------------------------------------ rules

interface Rule {
  re: RegExp;
  /** A necessary condition (the rule's core without the optional lead words): scanning with
   * the full pattern tries the lead-word alternation at every position, the gate does not. */
  gate: RegExp | null;
  kind: DateKind;
  resolve(m: RegExpExecArray, ctx: Ctx): DateTime | null;
}

interface Gated {
  src: string;
  gate: string;
}

const rules: Rule[] = [];
const add = (kind: DateKind, pattern: string | Gated, resolve: Rule['resolve']) => {
  const { src, gate } = typeof pattern === 'string' ? { src: pattern, gate: null } : pattern;
  rules.push({ re: new RegExp(src, 'gu'), gate: gate === null ? null : new RegExp(gate, 'u'), kind, resolve });
};
const latin = (core: string): Gated => ({ src: `${WB}${PRE_OPT}${core}${POST_OPT}${WE}`, gate: core });
const arabic = (core: string): Gated => ({ src: `${AR_PRE}${core}`, gate: core });
const fp = (list: string[]) => alt(list.map(foldPattern));

const nextWeekday = (ctx: Ctx, wd: number): DateTime => {
  const diff = (wd - ctx.today.weekday + 7) % 7;
  return ctx.today.plus({ days: diff === 0 ? 7 : diff });
};
const explicitDate = (ctx: Ctx, month: number, day: number, year?: number): DateTime | null => {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  if (year !== undefined) {
    const y = year < 100 ? 2000 + year : year;
    const d = DateTime.fromObject({ year: y, month, day }, { zone: ctx.today.zone });
    return d.isValid ? d : null;
  }
  let d = DateTime.fromObject({ year: ctx.today.year, month, day }, { zone: ctx.today.zone });
  if (!d.isValid) return null;
  if (d < ctx.today) d = d.plus({ years: 1 });
  return d.isValid ? d : null;
};
const dayOfMonth = (ctx: Ctx, day: number): DateTime | null => {
  if (day < 1 || day > 31) return null;
  let d = ctx.today.set({ day });
  if (!d.isValid || d.day !== day) return null;
  if (d < ctx.today) d = ctx.today.plus({ months: 1 }).set({ day });
  return d.isValid ? d : null;
};
const endOfMonth = (ctx: Ctx): DateTime => ctx.today.endOf('month').startOf('day');
const endOfWeek = (ctx: Ctx): DateTime => {
  const diff = (5 - ctx.today.weekday + 7) % 7;
  return ctx.today.plus({ days: diff });
};

// End of month.
add('end_of_month', latin(fp([
  '(?:the\\s+)?end\\s+of\\s+(?:the\\s+|this\\s+)?month', 'eom', 'month[-\\s]?end', 'end[-\\s]of[-\\s]month',
  '(?:el\\s+)?fin(?:al)?\\s+de(?:l)?\\s+mes', '(?:la\\s+)?fin\\s+du\\s+mois', '(?:la\\s+)?fin\\s+de\\s+mois',
  '(?:zum\\s+)?ende\\s+(?:des|dieses)\\s+monats', '(?:zum\\s+)?monatsende', 'ende\\s+monat',
  '(?:o\\s+)?(?:fim|final)\\s+do\\s+mes', '(?:la\\s+)?fine\\s+(?:del\\s+)?mese', 'fine\\s+mese',
  '(?:het\\s+)?eind(?:e)?\\s+van\\s+(?:de|deze)\\s+maand', 'eind\\s+(?:de\\s+)?maand',
  'mahine\\s+ke\\s+(?:end|aakhir|akhir|ant)', 'month\\s+end',
  'конца\\s+месяца', 'конец\\s+месяца', 'концу\\s+месяца',
])), (_m, ctx) => endOfMonth(ctx));
add('end_of_month', arabic(`(?:نهايه|اخر|آخر)\\s+(?:ال)?شهر(?:\\s+(?:الحالي|ده|هذا))?`), (_m, ctx) => endOfMonth(ctx));
add('end_of_month', `(?:月末|月底)${JA_POST}${ZH_POST}`, (_m, ctx) => endOfMonth(ctx));
add('end_of_month', `(?:이번\\s?달\\s?)?(?:월말|달\\s?말)${KO_POST}`, (_m, ctx) => endOfMonth(ctx));

// End of week → Friday of this week (today when it is Friday).
add('relative', latin(fp([
  '(?:the\\s+)?end\\s+of\\s+(?:the\\s+|this\\s+)?week', 'eow', 'fin\\s+de\\s+(?:la\\s+)?semana', 'fin\\s+de\\s+(?:la\\s+)?semaine',
  'ende\\s+der\\s+woche', 'fim\\s+da\\s+semana', 'fine\\s+settimana', 'eind\\s+van\\s+de\\s+week', 'конца\\s+недели',
])), (_m, ctx) => endOfWeek(ctx));
add('relative', `(?:周末前|本周内|这周内|週末まで|週末までに|이번\\s?주\\s?말까지|주말까지)`, (_m, ctx) => endOfWeek(ctx));

// Day after tomorrow (before "tomorrow").
add('relative', latin(fp([
  '(?:the\\s+)?day\\s+after\\s+tomorrow', 'overmorrow', 'pasado\\s+manana', 'apres[-\\s]demain', 'ubermorgen',
  'depois\\s+de\\s+amanha', 'dopodomani', 'overmorgen', 'parso', 'parson', 'послезавтра',
])), (_m, ctx) => ctx.today.plus({ days: 2 }));
add('relative', arabic(`بعد\\s+(?:غد|الغد|بكره|بكرا|بكرة)`), (_m, ctx) => ctx.today.plus({ days: 2 }));
add('relative', `(?:明後日|あさって)${JA_POST}|(?:내일\\s?모레|모레)${KO_POST}|后天${ZH_POST}`, (_m, ctx) => ctx.today.plus({ days: 2 }));

// Tomorrow.
add('relative', latin(`(?:${fp(['tomorrow', 'tmrw', 'tmr', 'tmw', 'tomoz', '2morrow', '2moro', 'demain', 'amanha', 'domani', 'завтра', 'kal'])}`
  + `|(?<!(?:la|esta|por\\s+la|de\\s+la|en\\s+la|cada)\\s+)manana|(?<!(?:guten|heute|gestern|jeden|goede|op\\s+een)\\s+)morgen)`
  + `(?:\\s+(?:${fp(['morning', 'afternoon', 'evening', 'night', 'por la manana', 'por la tarde', 'matin', 'soir', 'apres-midi', 'fruh', 'nachmittag', 'abend', 'de manha', 'a tarde', 'mattina', 'pomeriggio', 'sera', 'ochtend', 'middag', 'avond', 'subah', 'shaam', 'утром', 'днем', 'вечером'])}))?`),
(_m, ctx) => ctx.today.plus({ days: 1 }));
add('relative', arabic(`(?:غدا|الغد|بكره|بكرا|باكر)(?![\\p{L}])`), (_m, ctx) => ctx.today.plus({ days: 1 }));
add('relative', `(?:明日|あした|あす)${JA_POST}|내일${KO_POST}|(?:明天|明日|明儿)${ZH_POST}`, (_m, ctx) => ctx.today.plus({ days: 1 }));

// Today / tonight / end of day.
add('relative', latin(fp([
  'today', 'tonight', 'tonite', 'this\\s+evening', 'this\\s+afternoon', 'eod', 'end\\s+of\\s+(?:the\\s+)?day', 'cob', 'close\\s+of\\s+business', 'end\\s+of\\s+today', 'later\\s+today',
  'hoy', 'esta\\s+noche', 'esta\\s+tarde', 'fin\\s+del\\s+dia', 'hoy\\s+mismo',
  "aujourd'hui", 'aujourd\\s*hui', 'ce\\s+soir', 'cet\\s+apres-midi', 'fin\\s+de\\s+(?:la\\s+)?journee', 'dans\\s+la\\s+journee',
  'heute(?:\\s+(?:abend|nachmittag|noch))?', 'feierabend', 'ende\\s+des\\s+tages', 'tagesende',
  'hoje(?:\\s+a\\s+noite|\\s+de\\s+noite|\\s+mesmo)?', 'ainda\\s+hoje', 'fim\\s+do\\s+dia', 'esta\\s+noite',
  'oggi(?:\\s+pomeriggio)?', 'stasera', 'stanotte', 'fine\\s+giornata', 'in\\s+giornata',
  'vandaag', 'vanavond', 'vanmiddag', 'einde\\s+van\\s+de\\s+dag', 'eind\\s+van\\s+de\\s+dag',
  'aaj(?:\\s+(?:raat|shaam|hi))?', 'сегодня(?:\\s+вечером)?', 'до\\s+конца\\s+дня', 'конца\\s+дня',
])), (_m, ctx) => ctx.today);
add('relative', arabic(`(?:اليوم|الليله|هالليله|نهايه\\s+اليوم|اخر\\s+اليوم)(?![\\p{L}])`), (_m, ctx) => ctx.today);
add('relative', `(?:今日中|今日|きょう|今夜|今晩|本日|今日の夕方)${JA_POST}|(?:오늘\\s?밤|오늘\\s?중|오늘)${KO_POST}|(?:今天|今晚|今日)${ZH_POST}`, (_m, ctx) => ctx.today);

// In N days / weeks.
const N = `(\\d{1,2}|${NUM_ALT})`;
add('relative', latin(`(?:${fp(['in', 'within', 'en', 'dentro\\s+de', 'dans', "d'ici", 'em', 'daqui\\s+a', 'tra', 'fra', 'entro', 'over', 'binnen', 'через', 'за'])})\\s+${N}\\s+(${fp(['days?', 'dias?', 'jours?', 'tagen?', 'giorni', 'giorno', 'dagen?', 'дн(?:я|ей|ь)', 'день', 'weeks?', 'semanas?', 'semaines?', 'wochen?', 'settimane?', 'weken?', 'недел(?:ю|и|ь)'])})`),
(m, ctx) => relN(ctx, m[1], m[2]));
add('relative', latin(`${N}\\s+(${fp(['days?', 'weeks?', 'din', 'dino', 'hafte', 'dagen', 'dias'])})\\s+(?:${fp(['from\\s+now', 'later', 'mein', 'me', 'main', 'baad', 'mai', 'later'])})`),
(m, ctx) => relN(ctx, m[1], m[2]));
add('relative', latin(`(?:${fp(['in\\s+a', 'within\\s+a'])})\\s+(${fp(['week', 'couple\\s+of\\s+days', 'few\\s+days'])})`),
(m, ctx) => (m[1]!.startsWith('week') ? ctx.today.plus({ days: 7 }) : m[1]!.startsWith('couple') ? ctx.today.plus({ days: 2 }) : ctx.today.plus({ days: 3 })));
add('relative', arabic(`(?:خلال|بعد|في\\s+غضون)\\s+(?:(\\d{1,2})\\s+(?:ايام|يوم)|(يومين)|(اسبوع|اسبوعين)|(يوم))`),
  (m, ctx) => ctx.today.plus({ days: m[1] ? Number(m[1]) : m[2] ? 2 : m[3] ? (m[3] === 'اسبوعين' ? 14 : 7) : 1 }));
add('relative', `(\\d{1,2}|[一二两三四五六七十])(?:日|天)(?:後|后|之后|以内|内|之内)|(\\d{1,2})\\s?일\\s?(?:후|뒤|안에|내|이내)(?:에|까지)?|(하루|이틀|사흘|나흘)\\s?(?:후|뒤|안에|내|이내|만에)?`,
  (m, ctx) => {
    if (m[3]) return ctx.today.plus({ days: { '하루': 1, '이틀': 2, '사흘': 3, '나흘': 4 }[m[3]] ?? 1 });
    const n = parseNum(m[1] ?? m[2]);
    return n === null ? null : ctx.today.plus({ days: n });
  });
// Next week.
add('relative', latin(fp([
  'next\\s+week', 'la\\s+semana\\s+que\\s+viene', 'la\\s+proxima\\s+semana', 'la\\s+semaine\\s+prochaine', 'nachste\\s+woche', 'kommende\\s+woche',
  'semana\\s+que\\s+vem', 'proxima\\s+semana', 'la\\s+prossima\\s+settimana', 'settimana\\s+prossima', 'volgende\\s+week', 'agle\\s+hafte', 'agle\\s+week',
  'на\\s+следующей\\s+неделе', 'следующей\\s+неделе',
])), (_m, ctx) => ctx.today.plus({ days: 7 }));
add('relative', `(?:الاسبوع|الأسبوع)\\s+(?:القادم|الجاي|المقبل)|来週中|来週まで|下周|다음\\s?주(?!\\s?[월화수목금토일]요)`, (_m, ctx) => ctx.today.plus({ days: 7 }));

// Weekdays.
add('weekday', latin(`(${WEEKDAY_ALT})s?`), (m, ctx) => {
  const wd = weekdayIndex.get(m[1]!.replace(/[-\s]+/g, m[1]!.includes('-') ? '-' : ' '));
  return wd ? nextWeekday(ctx, wd) : null;
});
add('weekday', `${WB}(?:${fp(['by', 'on', 'until', 'till', 'before', 'due', 'next', 'this', 'coming'])})\\s+(${alt(Object.keys(EN_SHORT))})\\.?${WE}`,
  (m, ctx) => nextWeekday(ctx, EN_SHORT[m[1]!]!));
add('weekday', `${WB}(?:${fp(['na', 'na proxima', 'ate', 'ate a', 'pra', 'para a', 'proxima', 'nesta', 'nessa', 'essa', 'esta'])})\\s+(${alt(Object.keys(PT_SHORT))})${WE}`,
  (m, ctx) => nextWeekday(ctx, PT_SHORT[m[1]!]!));
add('weekday', arabic(`(?:ال|يوم\\s+ال?)(${AR_WEEKDAYS.map(([, n]) => n).join('|')})(?![\\p{L}])${AR_POST}`), (m, ctx) => {
  const hit = AR_WEEKDAYS.find(([, n]) => n === m[1]);
  return hit ? nextWeekday(ctx, hit[0]) : null;
});
add('weekday', `(?:来週|今週|次の)?の?([月火水木金土日])曜(?:日)?${JA_POST}`, (m, ctx) => nextWeekday(ctx, CJK_WEEKDAY[m[1]!]!));
add('weekday', `(?:下个?|这个?|本)?(?:周|星期|礼拜)([一二三四五六日天])${ZH_POST}`, (m, ctx) => nextWeekday(ctx, CJK_WEEKDAY[m[1]!]!));
add('weekday', `(?:다음\\s?주\\s?|이번\\s?주\\s?)?([월화수목금토일])(?:요일|욜)${KO_POST}`, (m, ctx) => nextWeekday(ctx, CJK_WEEKDAY[m[1]!]!));

// Explicit dates.
const ORD = '(?:st|nd|rd|th|er|º|°|\\.)?';
add('date', latin(`(${MONTH_ALT})\\.?\\s+(\\d{1,2})${ORD}(?:,?\\s+(\\d{4}))?`), (m, ctx) =>
  explicitDate(ctx, monthIndex.get(m[1]!.replace(/\s+/g, ' '))!, Number(m[2]), m[3] ? Number(m[3]) : undefined));
add('date', latin(`(\\d{1,2})${ORD}\\s+(?:(?:of|de|del)\\s+)?(${MONTH_ALT})\\.?(?:\\s+(?:de\\s+)?(\\d{4}))?`), (m, ctx) =>
  explicitDate(ctx, monthIndex.get(m[2]!.replace(/\s+/g, ' '))!, Number(m[1]), m[3] ? Number(m[3]) : undefined));
add('date', arabic(`(\\d{1,2})\\s+(?:من\\s+)?(${MONTH_ALT})`), (m, ctx) =>
  explicitDate(ctx, monthIndex.get(m[2]!.replace(/\s+/g, ' '))!, Number(m[1])));
add('date', { src: `${WB}(?:${PRE}\\s+)?(\\d{4})-(\\d{2})-(\\d{2})${WE}`, gate: '\\d{4}-\\d{2}-\\d{2}' }, (m, ctx) => explicitDate(ctx, Number(m[2]), Number(m[3]), Number(m[1])));
add('date', `(?:(\\d{4})年)?(\\d{1,2})月(\\d{1,2})(?:日|号)${JA_POST}${ZH_POST}`, (m, ctx) =>
  explicitDate(ctx, Number(m[2]), Number(m[3]), m[1] ? Number(m[1]) : undefined));
add('date', `(\\d{1,2})\\s?월\\s?(\\d{1,2})\\s?일${KO_POST}`, (m, ctx) => explicitDate(ctx, Number(m[1]), Number(m[2])));
add('date', `(?<![\\d월])(\\d{1,2})\\s?일(?!\\s?(?:후|뒤|안|내|이내|동안|간))${KO_POST}|(?<![\\d月])(\\d{1,2})(?:日|号)(?!後|后|以内|内|間|间)${JA_POST}${ZH_POST}`,
  (m, ctx) => dayOfMonth(ctx, Number(m[1] ?? m[2])));
add('date', `${WB}(?:(?:the|on\\s+the|by\\s+the|until\\s+the)\\s+)(\\d{1,2})(?:st|nd|rd|th)${WE}`, (m, ctx) => dayOfMonth(ctx, Number(m[1])));
// Numeric: 3/12, 3.12., 03/12/2026. Month/day order depends on the language (US English: M/D).
add('date', { src: `${WB}(?:${PRE}\\s+)?(\\d{1,2})([/.])(\\d{1,2})(?:\\2(\\d{2,4}))?\\.?(?![\\d/])`, gate: '\\d[/.]\\d' }, (m, ctx) => {
  const a = Number(m[1]);
  const b = Number(m[3]);
  // 3.5 hours, version numbers; "к 10.12" / "bis 10.12" after a date word is a date.
  const lead = /^\p{L}/u.test(m[0]) && !/^(?:in|within|en|dans|binnen|em|tra|fra|за|через)\s/u.test(m[0]);
  if (m[2] === '.' && !m[4] && (b > 12 || (!m[0].endsWith('.') && !lead))) return null;
  if (m[2] === '/' && !m[4] && (b === 5 || b === 10) && a <= b) return null; // ratings like 2/5
  const year = m[4] ? Number(m[4]) : undefined;
  const monthFirst = ctx.usDates && m[2] === '/';
  const [mo, d] = monthFirst ? (a <= 12 ? [a, b] : [b, a]) : (b <= 12 ? [b, a] : [a, b]);
  return explicitDate(ctx, mo, d, year);
});

// "a las 3 de la tarde", "à 15h du soir": the part of the day belongs to the time.
const DAYTIME_OPT = `(?:\\s+${fp(['de\\s+la\\s+(?:tarde|manana|noche)', 'por\\s+la\\s+(?:tarde|manana|noche)', "de\\s+l'apres-midi", 'du\\s+(?:matin|soir)', 'da\\s+(?:tarde|manha|noite)',
  'del\\s+pomeriggio', 'di\\s+(?:sera|mattina|pomeriggio)', 'della\\s+(?:sera|mattina)', "'s\\s+(?:middags|avonds|ochtends|morgens)", 'nachmittags', 'abends', 'morgens', 'fruh', 'in\\s+the\\s+(?:morning|afternoon|evening)',
  'утра', 'дня', 'вечера'])})?`;

// Times of day alone → today.
add('time', latin(`(?:${fp(['by', 'at', 'before', 'until', 'till', 'around', 'um', 'bis', 'vor', 'gegen', 'a\\s+las', 'a\\s+la', 'antes\\s+de\\s+las', 'hasta\\s+las', 'para\\s+las', 'a', 'avant', 'vers', 'as', 'ate\\s+as', 'alle', 'entro\\s+le', 'prima\\s+delle', 'om', 'voor', 'tegen', 'к', 'в', 'до'])}\\s+)?`
  + `(?:\\d{1,2}(?::\\d{2})?\\s*(?:am|pm|a\\.m\\.|p\\.m\\.|uhr|uur|h\\d{0,2}|hrs|baje|часов|часа|час)|\\d{1,2}:\\d{2}|noon|midday|midnight|mediodia|midi|mittag|meio-dia|mezzogiorno|middag)${DAYTIME_OPT}`),
() => null);
add('time', latin(`(?:${fp(['a\\s+las', 'as', 'alle', 'um', 'om', 'vers', 'ate\\s+as'])})\\s+\\d{1,2}${DAYTIME_OPT}`), () => null);
// "sexta às 15h": a bare Portuguese weekday right before a time.
add('weekday', latin(`(${alt(Object.keys(PT_SHORT))})(?=\\s+as\\s+\\d)`), (m, ctx) => nextWeekday(ctx, PT_SHORT[m[1]!]!));
add('time', `(?:오전|오후|아침|저녁|밤|점심)\\s?(?:\\d{1,2}\\s?시\\s?)?(?:까지|전에|에)?|(?:午前中|午前|午後|夕方|今夜)(?:\\d{1,2}時)?(?:までに|まで|に)?|(?:上午|下午|中午|晚上|早上)(?:[\\d一二三四五六七八九十两]+点半?)?(?:前|之前)?`, () => null);
add('time', `(?:الساعه|قبل\\s+الساعه)\\s*\\d{1,2}(?::\\d{2})?|\\d{1,2}\\s?(?:時|时|点|시)(?:\\d{1,2}分?|半|반)?(?:까지|までに|まで|前|之前)?`, () => null);


function relN(ctx: Ctx, num: string | undefined, unit: string | undefined): DateTime | null {
  const n = parseNum(num);
  if (n === null || n > 400) return null;
  const u = unit ?? '';
  const weeks = /^(?:week|semana|semaine|woche|settimana|weke?n?|недел|hafte|اسبوع)/.test(u);
  return ctx.today.plus({ days: weeks ? n * 7 : n });
}

export interface FindDatesOptions {
  /** US English: "3/12" is March 12. */
  usDates?: boolean;
}

// One message asks for the dates of the same text several times (intent, then extraction);
// the answer depends only on the folded text, today and the date order, so keep recent ones.
const memo = new Map<string, readonly DateHit[]>();
const MEMO_MAX = 16;

/** All date expressions in a text, non-overlapping (longest wins), in order. */
export function findDates(v: TextView, clock: Clock, opts: FindDatesOptions = {}): DateHit[] {
  const today = todayIn(clock);
  const usDates = opts.usDates ?? false;
  const key = `${iso(today)}|${usDates ? 1 : 0}|${v.fold}`;
  let hits = memo.get(key);
  if (!hits) {
    hits = scanDates(v.fold, { today, usDates });
    if (memo.size >= MEMO_MAX) memo.clear();
    memo.set(key, hits);
  }
  return hits.map((h) => ({ ...h }));
}

function scanDates(fold: string, ctx: Ctx): DateHit[] {
  const today = ctx.today;
  const hits: DateHit[] = [];
  for (const rule of rules) {
    if (rule.gate && !rule.gate.test(fold)) continue;
    for (const { start, end, match } of findAll(rule.re, fold)) {
      let date = '';
      if (rule.kind === 'time') date = iso(today);
      else {
        const d = rule.resolve(match, ctx);
        if (!d || !d.isValid) continue;
        date = iso(d);
      }
      // Trim whitespace the optional groups may have taken.
      let s = start;
      let e = end;
      while (s < e && /\s/.test(fold[s]!)) s++;
      while (e > s && /\s/.test(fold[e - 1]!)) e--;
      hits.push({ start: s, end: e, date, kind: rule.kind });
    }
  }
  hits.sort((a, b) => (b.end - b.start) - (a.end - a.start) || a.start - b.start);
  const kept: DateHit[] = [];
  for (const h of hits) {
    if (kept.some((k) => h.start < k.end && k.start < h.end)) continue;
    kept.push(h);
  }
  return kept.sort((a, b) => a.start - b.start);
}

/** The due date a set of hits stands for: the first real date, else a bare time → today. */
export function dueFromHits(hits: readonly DateHit[]): string | null {
  const real = hits.find((h) => h.kind !== 'time');
  if (real) return real.date;
  const time = hits.find((h) => h.kind === 'time');
  return time ? time.date : null;
}

export function todayIso(clock: Clock): string {
  return iso(todayIn(clock));
}

export function daysBetween(clock: Clock, fromIso: string): number {
  const today = todayIn(clock);
  const from = DateTime.fromISO(fromIso, { zone: today.zone });
  return Math.round(today.diff(from, 'days').days);
}
