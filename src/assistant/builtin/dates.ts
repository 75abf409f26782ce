// Due dates in 13 languages → calendar dates (YYYY-MM-DD) in the organization's time zone.
// Rules (decisions/eval conventions): today/tonight/EOD/"by 5pm" → today; tomorrow; day after
// tomorrow; in N days/weeks; weekday names → the next such day after today; end of month →
// its last day; explicit dates → this year unless already passed, else next year.
import { DateTime } from 'luxon';
import type { LanguageCode } from '../types.ts';
import type { DateWords, Phrases } from '../languages/lexicon-types.ts';
import {
  DATE_AFTER, DATE_BEFORE, DATE_MONTH_FIRST, DATE_PARTICLES, DATE_NUMBERS, IN_SPAN, MONTH_ALT, MONTH_INDEX, NUMBER_ALT, ORDINAL, QUANTITY_BEFORE,
  SHORT_WEEKDAYS, SPACED_DATE_PATTERNS, SPAN_UNITS, UNSPACED_DATES, WEEKDAY_ALT, WEEKDAY_INDEX, WEEK_UNIT, fp, spacedDateWords, type UnspacedDates,
  SPACED as SPACED_LEXICONS, BARE_HOUR_BEFORE, EVENING_CONTEXT, HOUR_WORDS, slipsOf, TIME_BEFORE_END, TIME_WORD_THEN_HOUR_WORD, MORNING_PART, QUANTITY_END, SPACED_NOON, SPACED_TIME,
} from './patterns.ts';
import { WB, WE, alt, findAll, foldText, test, type Span, type TextView } from './text.ts';

export type DateKind = 'relative' | 'weekday' | 'end_of_month' | 'date' | 'time';

export interface DateHit extends Span {
  date: string;
  kind: DateKind;
  /** A time of day said with it (HH:mm, 24-hour), or null. */
  time: string | null;
  /** Said as a deadline ("by Thursday", "木曜までに"). */
  deadline?: boolean;
}

export interface Clock {
  now: Date;
  timezone: string;
}

interface Ctx {
  today: DateTime;
  /** The folded text just before the match (for "tonight at 8"). */
  before: string;
  /** "3/12" is March 12 (US English). */
  monthFirst: boolean;
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

// ------------------------------------------------------------------ vocabulary (lexicon field `dates`)

function parseNum(s: string | undefined): number | null {
  if (!s) return null;
  const t = s.trim();
  if (/^\d+$/.test(t)) return Number(t);
  // Counts of more than one word ("a couple of", "un par de") as the lexicon writes them.
  return DATE_NUMBERS[t.replace(/\s+/g, ' ')] ?? null;
}

const PRE_OPT = `(?:${WB}${DATE_BEFORE}\\s+){0,2}`;
const POST_OPT = `(?:\\s+${DATE_AFTER}${WE})?`;
const DAY_MONTH_LINK = spacedDateWords((d) => d.dayMonthLinks);

// ------------------------------------------------------------------ rules

interface Rule {
  re: RegExp;
  /** A necessary condition (the rule's core without the optional lead words): scanning with
   * the full pattern tries the lead-word alternation at every position, the gate does not. */
  gate: RegExp | null;
  kind: DateKind;
  resolve(m: RegExpExecArray, ctx: Ctx): DateTime | null;
  /** Time rules: the time of day (HH:mm), null for a part of the day alone, undefined for no time at all. */
  time?(m: RegExpExecArray, ctx: Ctx): string | null | undefined;
  /** A span of days from today ("in a week"), which may count from a day said beside it instead ("morgen in einer Woche"); `from`: only so ("a week from"). */
  span?: 'free' | 'from';
}

interface Gated {
  src: string;
  gate: string;
}

const rules: Rule[] = [];
// Rules that share a gate share its pattern, so that a scan tests it once (a day of next month is one rule per language).
const gates = new Map<string, RegExp>();
const add = (kind: DateKind, pattern: string | Gated, resolve: Rule['resolve'], time?: Rule['time'], span?: Rule['span']) => {
  const { src, gate } = typeof pattern === 'string' ? { src: pattern, gate: null } : pattern;
  let gateRe = gate === null ? null : gates.get(gate) ?? null;
  if (gate !== null && !gateRe) {
    gateRe = new RegExp(gate, 'u');
    gates.set(gate, gateRe);
  }
  rules.push({ re: new RegExp(src, 'gu'), gate: gateRe, kind, resolve, ...(time ? { time } : {}), ...(span ? { span } : {}) });
};
/** A date in the spaced languages, with the words around it that belong to it ("by next Friday"). */
const spaced = (core: string): Gated => ({ src: `${WB}${PRE_OPT}${core}${POST_OPT}${WE}`, gate: core });
/** A date in a language written without spaces or with clitics, with its own lead words and particles. */
const unspaced = (u: UnspacedDates, core: string, particles = true): Gated => ({ src: `${u.prefix}${core}${particles ? u.particles : ''}`, gate: core });
/**
 * A phrase rule for every language: the spaced ones together, each unspaced one with its affixes.
 * With `partOfDay`, a part of the day after the phrase belongs to it ("parso subah", "hoje à tarde", "بكرة الصبح").
 */
const addPhrases = (kind: DateKind, pick: (d: DateWords) => Phrases, resolve: Rule['resolve'], partOfDay = false) => {
  add(kind, spaced(`${spacedDateWords(pick)}${partOfDay ? `(?:\\s+${spacedDateWords((d) => d.partsOfDay)})?` : ''}`), resolve);
  for (const u of UNSPACED_DATES) {
    const phrases = pick(u.lexicon.dates);
    const parts = u.lexicon.dates.partsOfDay;
    if (phrases.length) add(kind, unspaced(u, `${fp(phrases)}${partOfDay && parts.length ? `(?:\\s*${fp(parts)})?` : ''}`), resolve);
  }
};
const eachPattern = (pick: (p: DateWords['patterns']) => string | null, kind: DateKind, resolve: (u: UnspacedDates) => Rule['resolve']) => {
  for (const u of UNSPACED_DATES) {
    const src = pick(u.lexicon.dates.patterns);
    if (src) add(kind, unspaced(u, src.replace('{month}', MONTH_ALT), false), resolve(u));
  }
};

const nextWeekday = (ctx: Ctx, wd: number): DateTime => {
  const diff = (wd - ctx.today.weekday + 7) % 7;
  return ctx.today.plus({ days: diff === 0 ? 7 : diff });
};
/** That weekday in the calendar week after this one (weeks start on Monday). */
const weekdayOfNextWeek = (ctx: Ctx, wd: number): DateTime => ctx.today.plus({ days: 7 - ctx.today.weekday + wd });
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
const monthOf = (name: string): number => MONTH_INDEX.get(name.replace(/\s+/g, ' ')) ?? 0;

addPhrases('end_of_month', (d) => d.endOfMonth, (_m, ctx) => endOfMonth(ctx));
add('end_of_month', spaced(`${spacedDateWords((d) => d.endOfNamedMonth)}\\s+(${MONTH_ALT})`), (m, ctx) => {
  const month = monthOf(m[1]!);
  if (!month) return null;
  const last = ctx.today.set({ month, day: 1 }).endOf('month').startOf('day');
  return last < ctx.today ? last.plus({ years: 1 }).endOf('month').startOf('day') : last;
});
// End of week → Friday of this week (today when it is Friday); end of next week → the Friday after it. The end of
// next week comes first: where a language's words after a date ("que vem", "prossima") make "the end of the week"
// as long a match, the earlier rule wins.
addPhrases('relative', (d) => d.endOfNextWeek, (_m, ctx) => endOfWeek(ctx).plus({ days: 7 }));
addPhrases('relative', (d) => d.endOfWeek, (_m, ctx) => endOfWeek(ctx));
// "kal" is yesterday and tomorrow: a past verb form after it makes it yesterday, no due date ("kal bheja tha").
const EITHER_DAY = new RegExp(`^${spacedDateWords((d) => d.eitherDay)}(?![\\p{L}])`, 'u');
const PAST_AFTER_EITHER_DAY = new RegExp(`(?:^|\\s)${spacedDateWords((d) => d.pastAfterEitherDay)}(?![\\p{L}])`, 'u');
const saidOfYesterday = (m: RegExpExecArray): boolean =>
  EITHER_DAY.test(m[0]) && PAST_AFTER_EITHER_DAY.test(m.input.slice(m.index + m[0].length));
// Three days from now in one word ("글피", "しあさって"): as the longer match it wins over the day after tomorrow inside it.
addPhrases('relative', (d) => d.inThreeDays, (_m, ctx) => ctx.today.plus({ days: 3 }), true);
// Day after tomorrow (before "tomorrow").
addPhrases('relative', (d) => d.dayAfterTomorrow, (_m, ctx) => ctx.today.plus({ days: 2 }), true);
addPhrases('relative', (d) => d.tomorrow, (m, ctx) => (saidOfYesterday(m) ? null : ctx.today.plus({ days: 1 })), true);
// "зватра", "domnai": typing slips of the plain words for tomorrow and the day after.
add('relative', spaced(spacedDateWords((d) => slipsOf(d.dayAfterTomorrow))), (_m, ctx) => ctx.today.plus({ days: 2 }));
add('relative', spaced(spacedDateWords((d) => slipsOf(d.tomorrow))), (_m, ctx) => ctx.today.plus({ days: 1 }));
addPhrases('relative', (d) => d.today, (_m, ctx) => ctx.today, true);

// In N days / weeks.
const N = `(\\d{1,2}|${NUMBER_ALT})`;
const SPAN_FROM = spacedDateWords((d) => d.spanFrom);
const WEEKDAY_SUFFIX = spacedDateWords((d) => d.weekdaySuffixes);
add('relative', spaced(`${IN_SPAN}\\s+${N}\\s+(${SPAN_UNITS})`), (m, ctx) => relN(ctx, m[1], m[2]), undefined, 'free');
add('relative', spaced(`${N}\\s+(${spacedDateWords((d) => d.spanUnitsBeforeLater)})\\s+${spacedDateWords((d) => d.later)}`), (m, ctx) => relN(ctx, m[1], m[2]), undefined, 'free');
// "a week from tomorrow", "через неделю после понедельника": a span counted from the day said after it, a date only with that day.
add('relative', { src: `${WB}${N}\\s+(${SPAN_UNITS})(?=\\s+${SPAN_FROM}${WE})`, gate: SPAN_FROM }, (m, ctx) => relN(ctx, m[1], m[2]), undefined, 'from');
for (const p of SPACED_DATE_PATTERNS) {
  const inDays = p.inDays;
  if (inDays) add('relative', spaced(inDays.src), (m, ctx) => plusDays(ctx, inDays.days(m)), undefined, 'free');
}
for (const u of UNSPACED_DATES) {
  const inDays = u.lexicon.dates.patterns.inDays;
  // "3日後に", "사흘 후에": the particle after the span belongs to the date, not to the title.
  if (inDays) add('relative', unspaced(u, `(?:${inDays.src})`), (m, ctx) => plusDays(ctx, inDays.days(m)));
}
addPhrases('relative', (d) => d.nextWeek, (_m, ctx) => ctx.today.plus({ days: 7 }));

// Weekdays.
const weekdayNamed = (name: string): number | undefined => WEEKDAY_INDEX.get(name.replace(/[-\s]+/g, name.includes('-') ? '-' : ' '));
// "vendredi soir", "friday morning": the part of the day goes with the weekday.
const WEEKDAY_WORD = `(${WEEKDAY_ALT})(?:s|${WEEKDAY_SUFFIX})?(?:\\s+${spacedDateWords((d) => d.partsOfDay)})?`;
add('weekday', spaced(WEEKDAY_WORD), (m, ctx) => {
  const wd = weekdayNamed(m[1]!);
  return wd ? nextWeekday(ctx, wd) : null;
});
// A weekday with "next week" names that day of the coming calendar week ("next week Friday",
// "el martes de la semana que viene" → Friday/Tuesday after the coming Monday), and a weekday
// "after next" the one a week after its next one ("the Tuesday after next", "mardi en huit").
// As longer matches they win over the weekday and "next week" read alone.
const NEXT_WEEK = spacedDateWords((d) => d.nextWeek);
const WEEK_LINK = `(?:${spacedDateWords((d) => d.weekLinks)}\\s+)?`;
const inNextWeek = (ctx: Ctx, wd: number | undefined): DateTime | null => (wd ? weekdayOfNextWeek(ctx, wd) : null);
// "next week, Tuesday": the weekday may follow "next week" after a comma.
add('weekday', spaced(`${NEXT_WEEK}(?:\\s*,)?\\s+${WEEK_LINK}${WEEKDAY_WORD}`), (m, ctx) => inNextWeek(ctx, weekdayNamed(m[1]!)));
add('weekday', spaced(`${WEEKDAY_WORD}\\s+${WEEK_LINK}${NEXT_WEEK}`), (m, ctx) => inNextWeek(ctx, weekdayNamed(m[1]!)));
add('weekday', spaced(`${WEEKDAY_WORD}\\s+${spacedDateWords((d) => d.afterNext)}`), (m, ctx) => {
  const wd = weekdayNamed(m[1]!);
  return wd ? nextWeekday(ctx, wd).plus({ days: 7 }) : null;
});
// "übernächsten Dienstag": the word before the weekday puts it a week after its next one.
add('weekday', spaced(`${spacedDateWords((d) => d.afterNextBefore)}\\s+${WEEKDAY_WORD}`), (m, ctx) => {
  const wd = weekdayNamed(m[1]!);
  return wd ? nextWeekday(ctx, wd).plus({ days: 7 }) : null;
});
// "not this Tuesday but the one after", "niet deze dinsdag maar de dinsdag daarna", "не в этот вторник, а в следующий": a weekday
// turned down for the one a week later. A different weekday said after it ("…but next Wednesday") is left to the rules above.
// Each language's words with its own ("is Tuesday nahi, agle Tuesday"; not the Hinglish "is" with the English "but the one after").
// The weekday names are the language's own and the English ones (said in Hinglish): the names of all 13 languages, repeated, make
// a pattern too large for V8 to optimise.
const ENGLISH_WEEKDAYS = SPACED_LEXICONS.find((l) => l.detection.iso === 'en')?.dates.weekdays.flat() ?? [];
for (const l of SPACED_LEXICONS) {
  if (!l.dates.notThis.length || !l.dates.butTheOneAfter.length) continue;
  const days = `(${fp([...l.dates.weekdays.flat(), ...ENGLISH_WEEKDAYS])})`;
  const butTheOneAfter = fp(l.dates.butTheOneAfter).replaceAll('%d', days);
  add('weekday', { src: `${WB}${fp(l.dates.notThis)}\\s+${days}(?:\\s+${DATE_AFTER})?\\s*[,;]?\\s*${butTheOneAfter}${WE}`, gate: butTheOneAfter },
    (m, ctx) => {
      const wd = weekdayNamed(m[1]!);
      const again = m.slice(2).find((g) => g !== undefined);
      if (!wd || (again !== undefined && weekdayNamed(again) !== wd)) return null;
      return nextWeekday(ctx, wd).plus({ days: 7 });
    });
}
// A weekday with an explicit date ("dinsdag 1 december", "Tuesday, December 1st"): the date wins,
// so a weekday that does not fit it cannot move the due date to the wrong week.
const DATE_LEAD = `(?:,\\s*|\\s+)(?:${DATE_BEFORE}\\s+)?`;
add('date', spaced(`${WEEKDAY_WORD}${DATE_LEAD}(\\d{1,2})${ORDINAL}\\s+(?:${DAY_MONTH_LINK}\\s+)?(${MONTH_ALT})\\.?`), (m, ctx) =>
  explicitDate(ctx, monthOf(m[3]!), Number(m[2])));
add('date', spaced(`${WEEKDAY_WORD}${DATE_LEAD}(${MONTH_ALT})\\.?\\s+(\\d{1,2})${ORDINAL}`), (m, ctx) =>
  explicitDate(ctx, monthOf(m[2]!), Number(m[3])));
// "thurs aftrenoon": a short weekday name with a part of the day after it (typing slips too) is that day.
const PART_OF_DAY_OR_SLIP = spacedDateWords((d) => [...d.partsOfDay, ...slipsOf(d.partsOfDay)]);
for (const { names, after } of SHORT_WEEKDAYS) {
  add('weekday', spaced(`(${alt(Object.keys(names))})\\.?\\s+${PART_OF_DAY_OR_SLIP}`), (m, ctx) => nextWeekday(ctx, names[m[1]!]!));
  if (after.length) add('weekday', `${WB}${fp(after)}\\s+(${alt(Object.keys(names))})\\.?${WE}`, (m, ctx) => nextWeekday(ctx, names[m[1]!]!));
  // "segunda que vem": a short name with the words after a date.
  add('weekday', spaced(`(${alt(Object.keys(names))})(?=\\s+${DATE_AFTER})`), (m, ctx) => nextWeekday(ctx, names[m[1]!]!));
  // "na terça da semana que vem": a short name with "next week" needs no lead word.
  add('weekday', spaced(`(${alt(Object.keys(names))})\\.?\\s+${WEEK_LINK}${NEXT_WEEK}`), (m, ctx) => inNextWeek(ctx, names[m[1]!]));
}
// "Mon – call the accountant": a short name opening a list line, before a dash or colon.
const SHORT_NAMES: Record<string, number> = Object.assign({}, ...SHORT_WEEKDAYS.map((s) => s.names));
add('weekday', { src: `(?<=^|\\n)[ \\t]*(${alt(Object.keys(SHORT_NAMES))})\\.?(?=[ \\t]*(?:[–—:]|-[ \\t]))`, gate: '[–—:-]' },
  (m, ctx) => nextWeekday(ctx, SHORT_NAMES[m[1]!]!));
eachPattern((p) => p.weekday, 'weekday', (u) => (m, ctx) => {
  const wd = u.lexicon.dates.patterns.weekdayKeys[m.groups!.day!];
  if (!wd) return null;
  if (m.groups!.next !== undefined || m.groups!.nextFirst !== undefined) return weekdayOfNextWeek(ctx, wd);
  if (m.groups!.afterNext !== undefined) return weekdayOfNextWeek(ctx, wd).plus({ days: 7 });
  if (m.groups!.oneAfter !== undefined) return nextWeekday(ctx, wd).plus({ days: 7 });
  return nextWeekday(ctx, wd);
});

// Explicit dates.
add('date', spaced(`(${MONTH_ALT})\\.?\\s+(\\d{1,2})${ORDINAL}(?:,?\\s+(\\d{4}))?`), (m, ctx) =>
  explicitDate(ctx, monthOf(m[1]!), Number(m[2]), m[3] ? Number(m[3]) : undefined));
add('date', spaced(`(\\d{1,2})${ORDINAL}\\s+(?:${DAY_MONTH_LINK}\\s+)?(${MONTH_ALT})\\.?(?:\\s+(?:${DAY_MONTH_LINK}\\s+)?(\\d{4}))?`), (m, ctx) =>
  explicitDate(ctx, monthOf(m[2]!), Number(m[1]), m[3] ? Number(m[3]) : undefined));
eachPattern((p) => p.dayMonthName, 'date', () => (m, ctx) => explicitDate(ctx, monthOf(m.groups!.month!), Number(m.groups!.day)));
add('date', { src: `${WB}(?:${DATE_BEFORE}\\s+)?(\\d{4})-(\\d{2})-(\\d{2})${WE}`, gate: '\\d{4}-\\d{2}-\\d{2}' }, (m, ctx) => explicitDate(ctx, Number(m[2]), Number(m[3]), Number(m[1])));
eachPattern((p) => p.monthDay, 'date', () => (m, ctx) =>
  explicitDate(ctx, Number(m.groups!.month), Number(m.groups!.day), m.groups!.year ? Number(m.groups!.year) : undefined));
eachPattern((p) => p.dayOfMonth, 'date', () => (m, ctx) => dayOfMonth(ctx, Number(m.groups!.day)));
for (const p of SPACED_DATE_PATTERNS) {
  // Its own lead words only ("the 15th", "by the 15th"): "for the 3rd floor" is no date.
  if (p.dayOfMonth) add('date', `${WB}${p.dayOfMonth}${WE}`, (m, ctx) => dayOfMonth(ctx, Number(m.groups!.day)));
}
// "the 3rd of next month", "agle mahine ki 3 tarikh", "来月3日", "يوم 3 من الشهر الجاي": that day of the
// coming month, also when it is still to come this month; as a longer match it wins over the day alone.
const dayOfNextMonth = (ctx: Ctx, day: number): DateTime | null => {
  const next = ctx.today.plus({ months: 1 });
  const d = next.set({ day });
  return d.isValid && d.month === next.month ? d : null;
};
const NEXT_MONTH = spacedDateWords((d) => d.nextMonth);
for (const p of SPACED_DATE_PATTERNS) {
  if (!p.dayOfMonth) continue;
  for (const src of [`${p.dayOfMonth}\\s+${NEXT_MONTH}`, `${NEXT_MONTH}\\s+${p.dayOfMonth}`]) {
    add('date', { src: `${WB}${src}${WE}`, gate: NEXT_MONTH }, (m, ctx) => dayOfNextMonth(ctx, Number(m.groups!.day)));
  }
}
for (const u of UNSPACED_DATES) {
  const { dayOfMonth: day } = u.lexicon.dates.patterns;
  const next = u.lexicon.dates.nextMonth;
  if (!day || !next.length) continue;
  for (const src of [`${fp(next)}\\s*${day}`, `${day}\\s*${fp(next)}`]) {
    add('date', { ...unspaced(u, src, false), gate: fp(next) }, (m, ctx) => dayOfNextMonth(ctx, Number(m.groups!.day)));
  }
}
// Days of the month in words beside a month name or "next month" ("the fifth of December", "December fifth", "к пятому декабря",
// "le cinq du mois prochain", "الخامس من الشهر القادم"); a day word alone is no date ("the second call").
const DAY_WORDS = new Map<string, number>();
for (const l of [...SPACED_LEXICONS, ...UNSPACED_DATES.map((u) => u.lexicon)]) {
  for (const [k, v] of Object.entries(l.dates.dayWords)) DAY_WORDS.set(foldText(k).replace(/\s+/gu, ' '), v);
}
const dayWordOf = (w: string): number => DAY_WORDS.get(w.replace(/\s+/gu, ' ')) ?? 0;
const DAY_WORD = spacedDateWords((d) => Object.keys(d.dayWords));
const DAY_WORD_AFTER_MONTH = fp(SPACED_LEXICONS.filter((l) => l.dates.dayWordAfterMonth).flatMap((l) => Object.keys(l.dates.dayWords)));
add('date', { src: `${WB}${PRE_OPT}(${DAY_WORD})\\s+(?:${DAY_MONTH_LINK}\\s+)?(${MONTH_ALT})${POST_OPT}${WE}`, gate: `${DAY_WORD}\\s+(?:${DAY_MONTH_LINK}\\s+)?(?:${MONTH_ALT})${WE}` },
  (m, ctx) => explicitDate(ctx, monthOf(m[2]!), dayWordOf(m[1]!)));
add('date', { src: `${WB}${PRE_OPT}(${MONTH_ALT})\\s+(?:the\\s+)?(${DAY_WORD_AFTER_MONTH})${WE}`, gate: `(?:${MONTH_ALT})\\s+(?:the\\s+)?${DAY_WORD_AFTER_MONTH}${WE}` },
  (m, ctx) => explicitDate(ctx, monthOf(m[1]!), dayWordOf(m[2]!)));
add('date', { src: `${WB}${PRE_OPT}(${DAY_WORD})\\s+${NEXT_MONTH}${WE}`, gate: NEXT_MONTH }, (m, ctx) => dayOfNextMonth(ctx, dayWordOf(m[1]!)));
for (const u of UNSPACED_DATES) {
  const words = Object.keys(u.lexicon.dates.dayWords);
  if (!words.length) continue;
  const next = u.lexicon.dates.nextMonth;
  add('date', { ...unspaced(u, `(${fp(words)})\\s+${u.lexicon.dates.dayMonthLinks.length ? `(?:${fp(u.lexicon.dates.dayMonthLinks)}\\s+)?` : ''}(${MONTH_ALT})(?![\\p{L}])`, false), gate: fp(words) },
    (m, ctx) => explicitDate(ctx, monthOf(m[2]!), dayWordOf(m[1]!)));
  if (next.length) add('date', { ...unspaced(u, `(${fp(words)})\\s+${fp(next)}`, false), gate: fp(next) }, (m, ctx) => dayOfNextMonth(ctx, dayWordOf(m[1]!)));
}
// Numeric: 3/12, 3.12., 03/12/2026. Month/day order depends on the language (US English: M/D).
add('date', { src: `${WB}(?:${DATE_BEFORE}\\s+)?(\\d{1,2})([/.])(\\d{1,2})(?:\\2(\\d{2,4}))?\\.?(?:${DATE_PARTICLES})?(?![\\d/])`, gate: '\\d[/.]\\d' }, (m, ctx) => {
  const a = Number(m[1]);
  const b = Number(m[3]);
  // 3.5 hours, version numbers; "к 10.12" / "bis 10.12" after a date word is a date.
  const lead = /^\p{L}/u.test(m[0]) && !QUANTITY_BEFORE.test(m[0]);
  if (m[2] === '.' && !m[4] && (b > 12 || (!m[0].endsWith('.') && !lead))) return null;
  if (m[2] === '/' && !m[4] && (b === 5 || b === 10) && a <= b) return null; // ratings like 2/5
  const year = m[4] ? Number(m[4]) : undefined;
  const monthFirst = ctx.monthFirst && m[2] === '/';
  const [mo, d] = monthFirst ? (a <= 12 ? [a, b] : [b, a]) : (b <= 12 ? [b, a] : [a, b]);
  return explicitDate(ctx, mo, d, year);
});

// Times of day: on the day of the date said with them, else today.
const pad = (n: number) => String(n).padStart(2, '0');
/**
 * 24-hour HH:mm. Without am/pm or a part of the day, hours 1–6 are read as afternoon ("at 3",
 * "um 3 Uhr": nobody plans work for 3 a.m.), and so are hours after an evening word.
 */
function clockTime(hour: number, minute: number, meridiem: 'am' | 'pm' | null, ctx: Ctx): string | undefined {
  if (hour > 24 || minute > 59) return undefined;
  if (hour === 24) return '23:59';
  let h = hour;
  if (meridiem === 'pm' && h < 12) h += 12;
  else if (meridiem === 'am' && h === 12) h = 0;
  else if (meridiem === null && h < 12 && ((h >= 1 && h <= 6) || EVENING_CONTEXT.test(ctx.before))) h += 12;
  return `${pad(h)}:${pad(minute)}`;
}
/** An hour in digits or native numerals ("3", "十二", "세"). */
function hourOf(text: string): number | null {
  if (/^\d+$/u.test(text)) return Number(text);
  if (DATE_NUMBERS[text] !== undefined) return DATE_NUMBERS[text]!;
  if (HOUR_WORDS[text] !== undefined) return HOUR_WORDS[text]!;
  const tens = /^(.?)十(.?)$/u.exec(text);
  if (!tens) return null;
  return (tens[1] ? DATE_NUMBERS[tens[1]] ?? 0 : 1) * 10 + (tens[2] ? DATE_NUMBERS[tens[2]] ?? 0 : 0);
}

/** After a number word read as an hour without an o'clock word: the end, punctuation or a day ("by five, urgent", "at three tomorrow"; not "as três propostas"). */
const WORD_HOUR_END = new RegExp(`^\\s*(?:$|[^\\p{L}\\p{N}\\s]|${WEEKDAY_ALT}|${spacedDateWords((d) => [...d.today, ...d.tomorrow, ...d.morning, ...d.evening])})`, 'u');
/** A number word as an hour; after "half" ("halb vier") it is half an hour before that hour. */
function hourWordOf(text: string, halfBefore: string | undefined): number | null {
  const word = halfBefore ? text.slice(halfBefore.length).trim() : text;
  const hour = HOUR_WORDS[word];
  if (hour === undefined) return null;
  return halfBefore ? (hour === 1 ? 12 : hour - 1) : hour;
}

add('time', spaced(SPACED_TIME), () => null, (m, ctx) => {
  const g = m.groups!;
  // The words before the hour: "entro le 18" may have been read as date words ("entro", "le").
  const digits = /^\d/u.test(g.hour!);
  const lead = m[0].slice(0, digits ? m[0].search(/\d/u) : m[0].lastIndexOf(g.hour!)).trim();
  const bareHour = (g.sep === '.' && (g.before !== undefined || TIME_BEFORE_END.test(lead))) || (lead !== '' && BARE_HOUR_BEFORE.test(lead));
  // A number word is an hour only after a time word or with an o'clock word, a half or am/pm ("at three", "drei uhr").
  const wordHour = digits ? null : hourWordOf(g.hour!, g.halfb);
  const hourEnd = m.index + m[0].lastIndexOf(g.hour!) + g.hour!.length;
  if (!digits && (wordHour === null || !(g.unit ?? g.half ?? g.am ?? g.pm ?? g.halfb ?? g.dpa)
    && !(TIME_WORD_THEN_HOUR_WORD.test(m.input.slice(0, hourEnd)) && WORD_HOUR_END.test(m.input.slice(m.index + m[0].length))))) return undefined;
  const marked = wordHour !== null ? g.hour : g.unit ?? g.am ?? g.pm ?? g.dpa ?? g.dpb ?? (g.sep === ':' || g.sep === 'h' || bareHour ? g.hour : undefined);
  // "in 3h" is a quantity of time, not a time of day.
  if (marked === undefined || QUANTITY_END.test(ctx.before) || (QUANTITY_BEFORE.test(m[0]) && !bareHour)) return undefined;
  const part = g.dpb ?? g.dpa;
  const meridiem = g.am ? 'am' : g.pm ? 'pm' : part ? (MORNING_PART.test(part) ? 'am' : 'pm') : null;
  if (wordHour !== null) return clockTime(wordHour, g.half || g.halfb ? 30 : 0, meridiem, ctx);
  return clockTime(Number(g.hour), g.minute ? Number(g.minute) : g.half ? 30 : 0, meridiem, ctx);
});
// "half past five", "kwart over drie", "viertel vor vier": minutes before or after an hour said before it.
/** A lexicon table of words and the number each means, each word matched whole (spacing as the lexicons write it). */
function wordTable(pick: (d: DateWords) => Readonly<Record<string, number>>): Array<[RegExp, number]> {
  return SPACED_LEXICONS.flatMap((l) => Object.entries(pick(l.dates)).map(([k, v]): [RegExp, number] => [new RegExp(`^${fp([k])}$`, 'u'), v]));
}
const OFFSETS = wordTable((d) => d.hourOffsets);
const HOUR_WORD_ALT = spacedDateWords((d) => Object.keys(d.hourWords));
if (OFFSETS.length) {
  add('time', spaced(`(?:${spacedDateWords((d) => d.timeBefore)}\\s+)?(?<off>${spacedDateWords((d) => Object.keys(d.hourOffsets))})\\s+(?<hour>\\d{1,2}|${HOUR_WORD_ALT})(?![\\p{L}\\p{N}])`
    + `(?:\\s*(?<unit>${spacedDateWords((d) => d.hourUnits)}))?(?:\\s*(?:(?<am>${spacedDateWords((d) => d.am)})|(?<pm>${spacedDateWords((d) => d.pm)})))?`), () => null, (m, ctx) => {
    const g = m.groups!;
    const hour = /^\d/u.test(g.hour!) ? Number(g.hour) : HOUR_WORDS[g.hour!];
    const off = OFFSETS.find(([re]) => re.test(g.off!.replace(/\s+/gu, ' ')))?.[1];
    if (hour === undefined || off === undefined || hour < 1 || hour > 12) return undefined;
    const meridiem = g.am ? 'am' : g.pm ? 'pm' : null;
    return off >= 0 ? clockTime(hour, off, meridiem, ctx) : clockTime(hour === 1 ? 12 : hour - 1, 60 + off, meridiem, ctx);
  });
}
// "a las tres y cuarto", "à cinq heures moins le quart": minutes after the hour words.
const OFFSETS_AFTER = wordTable((d) => d.hourOffsetsAfter);
if (OFFSETS_AFTER.length) {
  add('time', spaced(`(?:(?<before>${spacedDateWords((d) => d.timeBefore)})\\s+)?(?<hour>\\d{1,2}|${HOUR_WORD_ALT})(?:\\s*(?<unit>${spacedDateWords((d) => d.hourUnits)}))?`
    + `\\s+(?<off>${spacedDateWords((d) => Object.keys(d.hourOffsetsAfter))})`), () => null, (m, ctx) => {
    const g = m.groups!;
    const hour = /^\d/u.test(g.hour!) ? Number(g.hour) : HOUR_WORDS[g.hour!];
    const off = OFFSETS_AFTER.find(([re]) => re.test(g.off!.replace(/\s+/gu, ' ')))?.[1];
    // Only with a time word or an o'clock word: "tres y cuarto de harina" is a quantity.
    if (!(g.before ?? g.unit)) return undefined;
    if (hour === undefined || off === undefined || hour < 1 || hour > 12) return undefined;
    return off >= 0 ? clockTime(hour, off, null, ctx) : clockTime(hour === 1 ? 12 : hour - 1, 60 + off, null, ctx);
  });
}
// "в полшестого": a one-word half hour.
const HALF_PAST = wordTable((d) => d.halfPastWords);
if (HALF_PAST.length) {
  add('time', spaced(`(?:${spacedDateWords((d) => d.timeBefore)}\\s+)?(?<word>${spacedDateWords((d) => Object.keys(d.halfPastWords))})`), () => null, (m, ctx) => {
    const hour = HALF_PAST.find(([re]) => re.test(m.groups!.word!))?.[1];
    return hour === undefined ? undefined : clockTime(hour, 30, null, ctx);
  });
}
add('time', spaced(SPACED_NOON), () => null, (m) => (m.groups!.noon ? '12:00' : '23:59'));
// "sexta às 15h": a short weekday right before a time.
for (const { names, beforeTime } of SHORT_WEEKDAYS) {
  if (beforeTime.length) add('weekday', spaced(`(${alt(Object.keys(names))})(?=\\s+${fp(beforeTime)}\\s+\\d)`), (m, ctx) => nextWeekday(ctx, names[m[1]!]!));
}
for (const u of UNSPACED_DATES) {
  for (const src of u.lexicon.dates.patterns.times) {
    add('time', unspaced(u, src, false), () => null, (m, ctx) => {
      const g = m.groups!;
      if (g.hour === undefined) return null; // a part of the day alone ("午後", "下午")
      const hour = hourOf(g.hour);
      if (hour === null) return undefined;
      return clockTime(hour, g.minute ? Number(g.minute) : g.half ? 30 : 0, g.am ? 'am' : g.pm ? 'pm' : null, ctx);
    });
  }
}

function plusDays(ctx: Ctx, days: number | null): DateTime | null {
  return days === null ? null : ctx.today.plus({ days });
}

function relN(ctx: Ctx, num: string | undefined, unit: string | undefined): DateTime | null {
  const n = parseNum(num);
  if (n === null || n > 400) return null;
  const u = unit ?? '';
  // "deux petites semaines": the unit is the last word.
  const weeks = WEEK_UNIT.test(u.split(/\s+/u).pop() ?? '');
  return ctx.today.plus({ days: weeks ? n * 7 : n });
}

export interface FindDatesOptions {
  /** "3/12" is March 12 (US English). */
  monthFirst?: boolean;
}

/** Whether the language writes numeric dates month first. */
export function monthFirst(language: LanguageCode): boolean {
  return DATE_MONTH_FIRST.has(language);
}

// One message asks for the dates of the same text several times (intent, then extraction);
// the answer depends only on the folded text, today and the date order, so keep recent ones.
const memo = new Map<string, readonly DateHit[]>();
const MEMO_MAX = 16;

/** All date expressions in a text, non-overlapping (longest wins), in order. */
export function findDates(v: TextView, clock: Clock, opts: FindDatesOptions = {}): DateHit[] {
  const today = todayIn(clock);
  const first = opts.monthFirst ?? false;
  const key = `${iso(today)}|${first ? 1 : 0}|${v.fold}`;
  let hits = memo.get(key);
  if (!hits) {
    hits = scanDates(v.fold, { today, monthFirst: first, before: '' });
    if (memo.size >= MEMO_MAX) memo.clear();
    memo.set(key, hits);
  }
  return hits.map((h) => ({ ...h }));
}

const MAX_HITS_PER_RULE = 24;
// A deadline word before or after a date in the spaced languages ("by thursday", "kal tak"), a particle after it in the others ("木曜までに").
const SPACED_DEADLINE = spacedDateWords((d) => d.deadlineWords);
const UNSPACED_DEADLINE = fp(UNSPACED_DATES.flatMap((u) => u.lexicon.dates.deadlineWords));
const DEADLINE = new RegExp(`^${SPACED_DEADLINE}(?![\\p{L}])|(?<![\\p{L}])${SPACED_DEADLINE}$|${UNSPACED_DEADLINE}$`, 'u');

function scanDates(fold: string, ctx: Ctx): DateHit[] {
  const today = ctx.today;
  const hits: DateHit[] = [];
  const spans = new Map<DateHit, 'free' | 'from'>();
  const opened = new Map<RegExp, boolean>();
  for (const rule of rules) {
    if (rule.gate) {
      let open = opened.get(rule.gate);
      if (open === undefined) {
        open = test(rule.gate, fold);
        opened.set(rule.gate, open);
      }
      if (!open) continue;
    }
    let seen = 0;
    for (const { start, end, match } of findAll(rule.re, fold)) {
      // No message names more dates than this; a flood of them must not cost a date computation each.
      if (++seen > MAX_HITS_PER_RULE) break;
      let date = '';
      let time: string | null = null;
      const at = { ...ctx, before: fold.slice(Math.max(0, start - 30), start) };
      if (rule.time) {
        const t = rule.time(match, at);
        if (t === undefined) continue;
        date = iso(today);
        time = t;
      } else {
        const d = rule.resolve(match, at);
        if (!d || !d.isValid) continue;
        date = iso(d);
      }
      // Trim whitespace the optional groups may have taken.
      let s = start;
      let e = end;
      while (s < e && /\s/.test(fold[s]!)) s++;
      while (e > s && /\s/.test(fold[e - 1]!)) e--;
      hits.push({ start: s, end: e, date, kind: rule.kind, time, ...(DEADLINE.test(fold.slice(s, e)) ? { deadline: true } : {}) });
      if (rule.span) spans.set(hits[hits.length - 1]!, rule.span);
    }
  }
  hits.sort((a, b) => (b.end - b.start) - (a.end - a.start) || a.start - b.start);
  const kept: DateHit[] = [];
  for (const h of hits) {
    const overlaps = kept.filter((k) => h.start < k.end && k.start < h.end);
    if (!overlaps.length) {
      kept.push(h);
      continue;
    }
    // "kal subah 9 baje": the day keeps its own words when a longer time of day took the part of
    // the day they share ("kal subah" + "subah 9 baje" → "kal" + "subah 9 baje").
    const cut = Math.min(...overlaps.map((k) => k.start));
    if (h.kind !== 'time' && overlaps.every((k) => k.kind === 'time') && cut > h.start) {
      let e = cut;
      while (e > h.start && /\s/.test(fold[e - 1]!)) e--;
      if (e > h.start && !kept.some((k) => h.start < k.end && k.start < e)) kept.push({ ...h, end: e });
    }
  }
  return countedFromDays(turnedDown(kept.sort((a, b) => a.start - b.start), fold), spans, fold, today);
}

const TURNED_DOWN_WORDS = fp(UNSPACED_DATES.flatMap((u) => u.lexicon.dates.turnedDown));
const TURNED_DOWN = new RegExp(`^[\\s,，、]*(?:${TURNED_DOWN_WORDS})[\\s,，、]*$`, 'u');
/** "不是这周二，是下周二": the word turning the first day down goes with the date. */
const NOT_THIS_BEFORE = new RegExp(`(?:${fp(UNSPACED_DATES.flatMap((u) => u.lexicon.dates.notThis)) || '(?!)'})\\s*$`, 'u');
/** "今週の火曜じゃなくて来週の火曜", "이번 주 화요일 말고 다음 주 화요일": a day turned down and the one said instead are one date, the second. */
function turnedDown(hits: DateHit[], fold: string): DateHit[] {
  const out: DateHit[] = [];
  for (const h of hits) {
    const prev = out[out.length - 1];
    if (prev && prev.kind !== 'time' && h.kind !== 'time' && TURNED_DOWN.test(fold.slice(prev.end, h.start))) {
      const not = NOT_THIS_BEFORE.exec(fold.slice(Math.max(0, prev.start - 8), prev.start));
      out[out.length - 1] = { ...h, start: prev.start - (not ? not[0].length : 0) };
    } else out.push(h);
  }
  return out;
}

const SPAN_LINK = new RegExp(`^\\s*(?:${SPAN_FROM}\\s*)?$`, 'u');
/**
 * "morgen in einer Woche", "a week from tomorrow", "heute in 14 Tagen": a span right beside a day (only
 * a word such as "from" between) counts from that day. A span that needs a day and has none is no date.
 */
function countedFromDays(hits: DateHit[], spans: ReadonlyMap<DateHit, 'free' | 'from'>, fold: string, today: DateTime): DateHit[] {
  if (!spans.size) return hits;
  const isDay = (h: DateHit | undefined) => h !== undefined && !spans.has(h) && (h.kind === 'relative' || h.kind === 'weekday');
  const out: DateHit[] = [];
  for (let i = 0; i < hits.length; i++) {
    const a = hits[i]!;
    const b = hits[i + 1];
    const pair = b && SPAN_LINK.test(fold.slice(a.end, b.start)) && ((spans.has(a) && isDay(b)) || (spans.get(b) === 'free' && isDay(a)));
    if (pair) {
      const [span, day] = spans.has(a) ? [a, b] : [b, a];
      const days = DateTime.fromISO(span.date, { zone: 'utc' }).diff(today, 'days').days;
      out.push({ ...day, start: a.start, end: b.end, date: iso(DateTime.fromISO(day.date, { zone: 'utc' }).plus({ days })), time: day.time ?? span.time });
      i++;
    } else if (spans.get(a) !== 'from') out.push(a);
  }
  return out;
}

/**
 * The local due value a set of hits stands for (decisions §4): the first real date (else
 * `fallbackDate`, else today when only a time was said), with the first time of day said, as
 * YYYY-MM-DDTHH:mm; YYYY-MM-DD when no time of day was said; null when nothing was.
 */
export function dueFromHits(hits: readonly DateHit[], fallbackDate: string | null = null): string | null {
  // A deadline said after another date is the due date, and so is its time: the date before
  // it is an event ("金曜の午後3時からデモがあるから、木曜までに準備しないと"). Right after the date
  // before it, with only spaces between, it narrows that date instead ("周三下班前": Wednesday, before leaving work).
  const first = hits.findIndex((h) => h.kind !== 'time');
  const due = hits.findIndex((h) => h.kind !== 'time' && h.deadline);
  const narrows = due > 0 && hits[due]!.start - hits[due - 1]!.end <= 1;
  const at = due > first && first >= 0 && !narrows ? due : first;
  const real = at >= 0 ? hits[at] : undefined;
  const date = real?.date ?? fallbackDate ?? hits.find((h) => h.kind === 'time')?.date ?? null;
  if (date === null) return null;
  const from = at > first ? at : 0;
  const time = hits.slice(from).find((h) => h.time !== null)?.time;
  return time ? `${date}T${time}` : date;
}

export function todayIso(clock: Clock): string {
  return iso(todayIn(clock));
}

export function daysBetween(clock: Clock, fromIso: string): number {
  const today = todayIn(clock);
  const from = DateTime.fromISO(fromIso, { zone: today.zone });
  return Math.round(today.diff(from, 'days').days);
}
