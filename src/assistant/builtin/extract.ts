// Task extraction: split a message into task items (lines, bullets, list headers, commas,
// "and" before a new verb, clause cuts after a feelings preamble), then give each item a clean
// title, a due date and a priority.
import { TITLE_MAX_LENGTH } from '../../platform/limits.ts';
import type { ExtractedTask, LanguageCode } from '../types.ts';
import { type Clock, type DateHit, dueFromHits, findDates, monthFirst } from './dates.ts';
import { LEXICONS } from '../languages/index.ts';
import { inferMood } from './mood.ts';
import {
  ABBREVIATION, ADD_LEAD, ADD_TAIL, ALL_ITEMS, ALL_ITEMS_G, ASKED_BEFORE, BY_THEN, DEADLINE_G, REPORTED_SPEECH, BUT_WORDS, DEADLINE, GREETING, GREETING_FILLER, GREETING_LEAD, HEADER_REST_WORDS, LEAD_FILLER, LIST_ADD_ENDING,
  LIST_HEADER, LIST_HEADER_G, LIST_IMPERATIVE, MODAL, MODAL_G, NEG_AFTER, NEG_BEFORE, POINTER_SUBJECT, POINTER_WORDS, POINT_BACK, PRIORITY_LEVELS, PRIORITY_NEGATORS, PRIORITY_ORDINALS, QUESTION_WORD_LEAD, QUOTE_REST_WORDS, SOFT_WORDS, STORY_TURN_G, STORY_TURN_LEAD, STRONG_CREATE_G, SUBJECT_START, THANKED,
  THANKS_G, TRAIL_FILLER, VERB_LOOKUP, consequenceAt, conjunctions, hasObligationForm, obligationForms, spacedDateWords, tellsWhy, isPointerWord,
} from './patterns.ts';
import { findPriorities, priorityOf, type PriorityHit } from './priority.ts';
import { CJK, HAS_LETTER, cutSpans, findAll, readFoldOnce, subView, test, view, type Span, type TextView } from './text.ts';

const MAX_TASKS = 20;

const PARENTHESIS = /\([^()]*\)/gu;
const PUNCT_ONLY = /^(?:[\s\p{P}\p{S}\p{Emoji_Presentation}\p{Extended_Pictographic}]|\u200d|\ufe0f)*$/u;
const LIST_MARKER = /^\s*(?:[-*•·‣◦▪●○–—+>]|\[[ xX✓✔]?\]|\(?\d{1,3}[.)\]:](?!\d)|\(?[a-zA-Z]\))\s*/u;

// ------------------------------------------------------------------ task shape

/** A create request that is not negated ("koi naya task nahi", "no new task", "don't add a task"); asked of a text many times. */
export const hasStrongCreate = readFoldOnce((fold: string): boolean => {
  if ((ADD_LEAD.test(fold) && ADD_TAIL.test(fold)) || LIST_ADD_ENDING.test(fold)) return true;
  const re = STRONG_CREATE_G;
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(fold)) !== null) {
    const before = fold.slice(Math.max(0, m.index - 20), m.index);
    const after = fold.slice(m.index + m[0].length, m.index + m[0].length + 16);
    // "did I already add a task for…?" asks about a past request; "remind me what commands…" asks a question, and "rappelle-moi ce
    // qui m'attend" (remind me what awaits me) asks for the list.
    if (!NEG_BEFORE.test(before) && !NEG_AFTER.test(after) && !ASKED_BEFORE.test(before) && !QUESTION_WORD_LEAD.test(after) && !LIST_IMPERATIVE.test(fold.slice(m.index))) return true;
    if (m[0].length === 0) re.lastIndex++;
  }
  return false;
});

const WORD = /[\p{L}][\p{L}'-]*/gu;
const lastOf = (words: RegExpMatchArray | null): string => (words ? words[words.length - 1]! : '');

/** Whether an item looks like the start of a separate task in this language (lexicon `startsTask`). */
export function looksLikeTask(v: TextView, lang: LanguageCode, strict = false): boolean {
  const stripped = stripLead(v);
  const fold = stripped.fold.trim();
  if (!fold) return false;
  if (test(MODAL, fold) || hasStrongCreate(fold)) return true;
  const words = fold.match(WORD);
  return LEXICONS[lang].titles.startsTask({
    fold, clean: stripped.clean, first: words ? words[0]! : '', last: lastOf(words), lastClean: lastOf(stripped.clean.match(WORD)),
    words: fold.split(/\s+/).length, strict,
  }, VERB_LOOKUP);
}

// ------------------------------------------------------------------ cleaning

function trimView(v: TextView): TextView {
  const lead = v.clean.length - v.clean.trimStart().length;
  const end = v.clean.trimEnd().length;
  return end > lead ? subView(v, lead, end) : { clean: '', fold: '' };
}

/** Two parts read as one, the second after a comma ("pay the bill" + "by Friday") or the given separator. */
function joinParts(first: TextView, second: TextView, separator = ', '): TextView {
  return { clean: `${first.clean}${separator}${second.clean}`, fold: `${first.fold}${separator}${second.fold}` };
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

function capitalize(s: string): string {
  const first = s.codePointAt(0);
  if (first === undefined) return s;
  const ch = String.fromCodePoint(first);
  const up = ch.toUpperCase();
  return up.length === ch.length ? up + s.slice(ch.length) : s;
}

/** A clean title for one item, or '' when nothing task-like is left. */
export function cleanTitle(v: TextView, said: readonly Span[], lang: LanguageCode): string {
  // A parenthesis around a date or level ("(tomorrow is fine too)", "(明日でもOK)") is a remark on when, no part of the title.
  const cuts = [...said, ...findAll(PARENTHESIS, v.fold).filter((p) => said.some((c) => p.start <= c.start && c.end <= p.end))];
  const cutClean = cutSpans(v.clean, cuts);
  const cutFold = cutSpans(v.fold, cuts);
  let cur = trimView({ clean: cutClean.replace(/\s+/g, ' '), fold: cutFold.replace(/\s+/g, ' ') });
  for (let i = 0; i < 3; i++) {
    const before = cur.clean;
    cur = trimView(stripTrail(trimView(stripLead(cur))));
    if (cur.clean === before) break;
  }
  let title = LEXICONS[lang].titles.tidy(cur.clean.trim());
  title = title.replace(/^[\s\p{P}\p{S}]+(?=\p{L}|\p{N})/u, '').replace(/\s{2,}/g, ' ').trim();
  if (!HAS_LETTER.test(title) || PUNCT_ONLY.test(title)) return '';
  const letters = title.replace(/[^\p{L}\p{N}]/gu, '');
  if (letters.length < 2) return '';
  if (title.length > TITLE_MAX_LENGTH) title = `${title.slice(0, TITLE_MAX_LENGTH - 1).trimEnd()}…`;
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


const REPORTED_AT_END = new RegExp(`(?:${REPORTED_SPEECH.source})[\\s,:;]*$`, 'u');
// The colon of a time of day ("10:00") ends no heading.
const HEADER_SEP = /^(.{1,48}?)\s*(?:[:：](?!\d)|(?<!\d)[:：]|\s[-–—]\s|[-–—]{1,2}\s|\s[-–—]{1,2}(?=\s))\s*(?=\S)/u;

interface Header {
  length: number;
  date: string | null;
  priority: number | null;
  /** "both by Thursday:", "оба пункта:": the heading names every item. */
  all: boolean;
  /** "URGENT:", "至急：": the heading only gives the level. */
  levelOnly: boolean;
}

/** A leading "to-dos:" / "today:" / "urgent —" header on a line, if any. */
function findHeader(v: TextView, clock: Clock): Header | null {
  const m = HEADER_SEP.exec(v.fold);
  if (!m) return null;
  const head = subView(v, 0, m[1]!.length);
  const dates = findDates(head, clock);
  const prios = findPriorities(head);
  const all = [...findAll(ALL_ITEMS_G, head.fold)];
  // Dates and priorities out first, then heading words ("два срочных дела" → "два дела", whose "дела" is also a list heading).
  const said = cutSpans(head.fold, [...dates, ...prios]).replace(/\s+/gu, ' ');
  const cuesIn = (text: string) => HEADER_CUES.flatMap((re) => [...findAll(re, text)]);
  // "Two things:": a heading of a count and a filler word ("things") is a heading by its count.
  const kept = said.replace(HEADER_REST_WORDS, ' ');
  const words = cuesIn(kept).length ? kept : said;
  const cues = cuesIn(words);
  if (!dates.length && !prios.length && !cues.length) return null;
  const rest = cutSpans(words, cues).replace(HEADER_REST_WORDS, ' ').replace(/[^\p{L}\p{N}]/gu, '');
  if (rest.length > 2) return null;
  return {
    length: m[0].length, date: dueFromHits(dates), priority: prios.length ? priorityOf(prios) : null, all: all.length > 0 && dates.length > 0,
    levelOnly: prios.length > 0 && !dates.length && !/[\p{L}\p{N}]/u.test(cutSpans(head.fold, prios)),
  };
}
const HEADER_CUES = [LIST_HEADER_G, STRONG_CREATE_G, MODAL_G, GREETING, ALL_ITEMS_G];

// A line ending in a colon or a pointing-down sign ("今天要搞定的👇", "this week ⬇️") heads the lines below it.
const HEADING_END = /(?:[:：]|[👇⬇↓⤵]\uFE0F?)\s*$/u;

const TAIL_SEP = /\s*(?:[,،、;]|\s[-–—]\s)\s*/gu;
/** A trailing ", both by Friday" / "— и то и другое к четвергу": the items before it, and its date. */
function allItemsTail(v: TextView, clock: Clock): { body: TextView; date: string } | null {
  const seps = [...findAll(TAIL_SEP, v.fold)];
  const sep = seps[seps.length - 1];
  if (!sep) return null;
  const tail = subView(v, sep.end, v.fold.length);
  const all = [...findAll(ALL_ITEMS_G, tail.fold)];
  const dates = findDates(tail, clock);
  if (!all.length || !dates.length) return null;
  const rest = cutSpans(tail.fold, [...all, ...dates]).replace(HEADER_REST_WORDS, ' ').replace(/[^\p{L}\p{N}]/gu, '');
  if (rest.length > 2) return null;
  const date = dueFromHits(dates);
  return date === null ? null : { body: trimView(subView(v, 0, sep.start)), date };
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
// A period after a number or an abbreviation ("Hr. Weber", "call Dr. Smith") ends no sentence.
const SENTENCE_SPLIT = new RegExp(`(?<=(?<!\\d)(?<!${ABBREVIATION.source})[.]|[!?])\\s+(?=[\\p{L}¿¡])|[。！？!?]+|\\.{3,}|…|;|\\s\\+\\s|\\n|(?:^|\\s+)\\(?\\d{1,2}\\)\\s+(?=\\p{L})`, 'gu');
const INLINE_NUMBERED = /^\s*\(?1[.)]\s+\p{L}.*\s\(?2[.)]\s+[\p{L}\p{N}]/u;
const NUMBER_MARK = /(?:^|\s+)\(?(\d{1,2})[.)]\s+(?=[\p{L}\p{N}])/gu;

/**
 * "1. a 2. b 3. c" or "1) a 2) b 3) c" on one line: each number in its turn opens an item, also before a date
 * ("3) 8 december tak …", "3. 12月10号前…"); a number out of turn ("am 3. 12.", a decimal) opens none.
 */
function numberedItems(v: TextView): TextView[] {
  const out: TextView[] = [];
  // The line's "1." may already be cut as its list marker: the first number taken is 1 or 2.
  let next: number | null = null;
  let pos = 0;
  for (const mark of findAll(NUMBER_MARK, v.fold)) {
    const n = Number(mark.match[1]);
    if (next === null ? n > 2 : n !== next) continue;
    out.push(subView(v, pos, mark.start));
    pos = mark.end;
    next = n + 1;
  }
  out.push(subView(v, pos, v.fold.length));
  return out.map(trimView).filter((p) => p.clean.length > 0);
}
const COMMA_SPLIT = /\s*[,、،]\s*/gu;


/**
 * Splits one line (after its header) into task pieces. A level given to a piece by its order in
 * the line ("…, the first one is urgent, the second can wait") goes into `ordered`.
 */
function splitLine(v: TextView, lang: LanguageCode, isList: boolean, clock: Clock, ordered: Map<TextView, number>, all = false, numbered = false): TextView[] {
  const pieces: TextView[] = [];
  const lex = LEXICONS[lang];
  const byOrder = new Map<number, number>();
  // The remark is cut from its sentence before anything else: no to-do of its own, never the story around one.
  let sentences = (numbered ? numberedItems(v) : [v]).flatMap((s) => splitOn(s, SENTENCE_SPLIT)).map((sentence) => {
    const remark = levelsByOrder(sentence);
    if (!remark) return sentence;
    for (const [position, level] of remark.levels) byOrder.set(position, level);
    return trimView(subView(sentence, 0, remark.start));
  }).filter((sentence) => sentence.clean.length > 0);
  // "2件あります。…", "두 가지요. …": a first sentence that only says a list follows is no to-do.
  if (sentences.length > 1 && headingOnly(sentences[0]!)) sentences = sentences.slice(1);
  // A sentence may be the reason ("Renew the cert. It expires tomorrow.", "… Super urgent, finance is blocked.") when
  // each of its clauses is a reason or only a date or level.
  const reasonOnly = (s: TextView): boolean => splitOn(s, COMMA_SPLIT).every((c) => tellsReason(c, lang, clock) || isSoftOnly(c, clock));
  // In a list line too, a sentence pointing back at the to-do before it ("TODO: renew the cert. It can wait until Friday.") only dates it.
  sentences = isList ? pointBack(sentences, lang, clock, true) : foldReasons(pointBack(sentences, lang, clock), lang, clock, reasonOnly);
  if (!isList) sentences = byThenBack(sentences, lang, clock);
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
    // "… meetings hi meetings chal rahi hain... passport renew karwana hai": a need said by a verb form counts too.
    if (strong || sentences.some((s) => test(MODAL, s.fold) || hasObligationForm(s.fold, lang) || (pointedDate(s, clock) === null && test(POINT_BACK, s.fold) && findDates(s, clock).length > 0))) {
      const byShape = strong || lex.verbShape;
      const told = sentences;
      sentences = sentences.filter((s) => !isBackground(s, lang, clock, byShape));
      // "ретро переносим: не в этот вторник, а в следующий. поставь задачу подготовить доску": the one event told,
      // with a date, right before the one undated to-do is what it is for; its date is the to-do's.
      // A feeling told with a day ("rough day today") is no such event.
      const event = told.length === 2 && sentences.length === 1 && told[1] === sentences[0] && !inferMood(told[0]!) ? told[0]! : null;
      const eventDays = event ? findDates(event, clock).filter((d) => d.kind !== 'time') : [];
      if (eventDays.length && !findDates(sentences[0]!, clock).some((d) => d.kind !== 'time')) sentences = [joinParts(sentences[0]!, whenOf(event!, eventDays))];
    }
  }
  for (const sentence of sentences) {
    const commaParts = foldReasons(isList ? splitOn(sentence, COMMA_SPLIT) : byThenOnlyJoined(splitOn(sentence, COMMA_SPLIT)), lang, clock);
    // Drop a feelings/greeting preamble; merge non-task fragments back into the item before.
    const kept: TextView[] = [];
    let opening: TextView | null = null;
    for (const [index, part] of commaParts.entries()) {
      let cutPart = cutPreamble(part, clock);
      if (!cutPart) continue;
      // "Привет, коллеги, напомни …", "Hi, team, remind me …": the people greeted before the first to-do are no part of it.
      if (!kept.length && greetingOnly(cutPart)) continue;
      // "…opzeggen, anders betalen we een maand extra", "tax file krna hai warna penalty lagegi": why the
      // to-do is needed, or what happens otherwise, is neither a to-do of its own nor part of the title.
      // "…, mujhe yaad dilana", "…, lass mich das nicht vergessen": a part that only asks to note the to-do
      // before it is no part of its title; a date or level said in it is that to-do's.
      if (kept.length && !isList && hasStrongCreate(cutPart.fold) && isRemark(cutPart, findDates(cutPart, clock), findPriorities(cutPart))) {
        kept.push(remarkOn(kept.pop()!, cutPart, clock));
        continue;
      }
      const said = consequenceAt(lang, cutPart.fold);
      if (said === 0 && kept.length) continue;
      if (said > 0 && /[\p{L}\p{N}]/u.test(cutPart.fold.slice(0, said))) cutPart = trimView(subView(cutPart, 0, said));
      // "… de verklaring terugsturen, kun je dat op vrijdag zetten?": a part that only asks to
      // date the to-do before it gives that one its date, as a sentence of its own does.
      const pointed = !isList && kept.length ? pointedDate(cutPart, clock) : null;
      if (pointed) {
        const target = kept.pop()!;
        kept.push(joinParts(target, pointed));
        continue;
      }
      // "over 3 weken begint de audit, dus tegen die tijd de auditmap klaarzetten": the dated
      // event before "by then" is the story; its date is the to-do's.
      let byThen = isList ? [] : findAll(BY_THEN, cutPart.fold);
      let story = kept[kept.length - 1];
      let body = cutPart;
      // "audit starts friday — before then, update the sheet": the dated event may sit in the same part.
      const inner = byThen.length && byThen[0]!.start > 0 && cutPart.fold.slice(byThen[byThen.length - 1]!.end).trim() ? trimView(subView(cutPart, 0, byThen[0]!.start)) : null;
      if (inner && !isNeed(inner, lang) && findDates(inner, clock).some((d) => d.kind !== 'time')) {
        story = inner;
        body = subView(cutPart, byThen[0]!.start, cutPart.fold.length);
        byThen = findAll(BY_THEN, body.fold);
      }
      if (byThen.length && story && !isNeed(story, lang) && (story === inner || !looksLikeTask(story, lang, true))) {
        const storyDates = findDates(story, clock).filter((d) => d.kind !== 'time');
        if (storyDates.length) {
          if (story !== inner) kept.pop();
          const when = whenOf(story, storyDates);
          kept.push(trimView({ clean: `${cutSpans(body.clean, byThen)}, ${when.clean}`, fold: `${cutSpans(body.fold, byThen)}, ${when.fold}` }));
          continue;
        }
      }
      const tail = isSoftOnly(cutPart, clock) ? cutPart : dateTail(cutPart, clock);
      if (tail) {
        // "pay the light bill, not urgent but before the 20th": a part that is only a date or a
        // priority belongs to the to-do before it.
        const prev = kept[kept.length - 1];
        const dated = findDates(tail, clock).some((d) => d.kind !== 'time');
        const level = findPriorities(tail).length > 0;
        // Only its date and level words: "whenever is fine", "va bene" leave no word in the title.
        // "…, это важно. И ещё, не срочно, заказать визитки": a level after only a word that opens the sentence ("and also",
        // "y otra cosa") opens the to-do after it, as at the start of the message.
        const opensSentence = prev !== undefined && kept.length === 1 && level && !dated && !isList && index < commaParts.length - 1
          && (prev.fold.match(/[\p{L}\p{N}]+/gu) ?? []).length <= 3 && !looksLikeTask(prev, lang) && !findDates(prev, clock).length;
        if (opensSentence) { kept.pop(); opening = tail; }
        else if (prev && (!isList || commaParts.length > 1) && (dated || level)) kept[kept.length - 1] = joinParts(prev, whenOf(tail, findDates(tail, clock)));
        // "…; and whenever you get a chance, clean up the flags": a level opening a sentence is the to-do's after it.
        else if (!prev && level && !dated && !isList) opening = tail;
        continue;
      }
      if (opening && looksLikeTask(cutPart, lang)) cutPart = joinParts(opening, cutPart, ' ');
      opening = null;
      if (!isList && (commaParts.length > 1 || sentences.length > 1) && isFeelingOnly(cutPart, lang, clock)) continue;
      // "Chef will die Budgetfreigabe haben, da muss ich mich drum kümmern", "…, I need to deal with that": a need
      // that only points back at the clause before it is no to-do of its own.
      if (kept.length && !isList && isNeed(cutPart, lang) && pointsBack(cutPart, lang, clock)) {
        kept.push(remarkOn(kept.pop()!, cutPart, clock));
        continue;
      }
      // "بعد بكرة عندي موعد مع المحاسب، ذكرني أجيب الفواتير", "my dentist is on Thursday, remind me to take the
      // x-rays": before a request that names its own to-do, a clause with no to-do shape is its context; its date
      // is the to-do's.
      // A feeling is context whatever its shape ("أعصابي تعبانة، ذكرني أدفع الإيجار").
      const context = (v: TextView) => !isNeed(v, lang) && (inferMood(v) !== null
        || (!looksLikeTask(v, lang, true) && !looksLikeTask(afterLeadDate(stripLead(v), clock), lang, true)));
      if (hasStrongCreate(cutPart.fold) && kept.length === 1 && !isList && context(kept[0]!)
        && toDoWords(cutPart, clock).words.length >= 2 && !pointsBack(cutPart, lang, clock)) {
        kept.push(remarkOn(cutPart, kept.pop()!, clock));
        continue;
      }
      // "à 9h réunion avec Decathlon, faut préparer la démo": the need belongs to the note before it.
      // "… urgent hai, fix karna padega": a need with little else (verb-final languages put it last).
      const modalLed = findAll(MODAL_G, cutPart.fold).some((h) => h.start <= 1) || bareNeed(cutPart, lang);
      const mergeNeed = kept.length === 1 && modalLed && !looksLikeTask(kept[0]!, lang, true) && !test(MODAL, kept[0]!.fold) && !hasStrongCreate(kept[0]!.fold);
      // "demain acheter du pain, jeudi appeler Julien": a part opening with its own date and then a
      // to-do is the next item, and the date is its own.
      // "Кате нужны цифры к среде, а Диме я обещал в пятницу посмотреть черновик": two parts with
      // dates of their own are two items, each with its date.
      // "…, e per mercoledì prenotare il treno": a date after a leading "and" opens the item too.
      const ownItem = looksLikeTask(cutPart, lang) || looksLikeTask(afterLeadDate(cutPart, clock), lang)
        || looksLikeTask(afterLeadDate(stripLead(cutPart), clock), lang)
        || (kept.length > 0 && datedApart(kept[kept.length - 1]!, cutPart, clock));
      if (kept.length && !isList && (mergeNeed || (lex.verbShape && !ownItem))) {
        const prev = kept.pop()!;
        kept.push(joinParts(prev, cutPart));
        continue;
      }
      kept.push(cutPart);
    }
    // "… they want the revised sheet before their board meets, which means I need to send it":
    // next to a need, a long clause with no task shape is the story, not another to-do.
    // "… ma cheffe dit qu'il faut leur donner un planning, donc je dois préparer un planning révisé":
    // a need someone else states is the story when the writer states one of their own.
    const allNeeds = kept.filter((p) => isNeed(p, lang));
    // "руководитель говорит, что надо …": the part after a speech verb is what was said.
    const saidBefore = (p: TextView): boolean => {
      const i = kept.indexOf(p);
      return i > 0 && REPORTED_AT_END.test(kept[i - 1]!.fold);
    };
    const reported = isList ? [] : allNeeds.filter((p) => test(REPORTED_SPEECH, p.fold) || saidBefore(p));
    const own = reported.length && reported.length < allNeeds.length ? kept.filter((p) => !reported.includes(p)) : kept;
    // A part that only asks to note the others ("…, reminder laga do") is no need of its own.
    const needs = own.filter((p) => allNeeds.includes(p) && !(own.length > 1 && isWrapperOnly(p, lang)));
    const told = !isList && needs.length && needs.length < own.length ? own.filter((p) => needs.includes(p) || !isNarrative(p, lang, clock)) : own;
    // "Kannst du bitte eine Aufgabe anlegen, die Präsentation … überarbeiten": a part that is
    // only the request ends in the create cue; the to-do is the part after it.
    // "…仕上げる、というタスクを追加してください": a last part that only asks to note the others.
    // "erinner mich heute Abend daran, Oma anzurufen": the date said in the request goes to the
    // to-do after it when that one has none of its own.
    const items: TextView[] = [];
    let carried: TextView | null = null;
    told.forEach((part, i) => {
      const dates = findDates(part, clock).filter((d) => d.kind !== 'time');
      const request = endsInRequest(part) || (dates.length > 0 && endsInRequest(view(cutSpans(part.clean, dates))));
      if (i === told.length - 1 ? told.length === 1 || !isWrapperOnly(part, lang) : !request) {
        items.push(carried && !dates.length ? joinParts(part, carried) : part);
        carried = null;
        return;
      }
      carried = dates.length ? whenOf(part, dates) : null;
    });
    for (const part of items) pieces.push(...splitConjunctions(part, lang, isList, clock, all));
  }
  // "AのとBを…、前者は急ぎ、後者は…": the remark says how many to-dos were said; one piece joined by a conjunction is that many.
  const named = Math.max(0, ...byOrder.keys()) + 1;
  if (byOrder.size && pieces.length === 1 && named > 1) {
    const apart = splitConjunctions(pieces[0]!, lang, isList, clock, true);
    if (apart.length === named) pieces.splice(0, 1, ...apart);
  }
  for (const [position, level] of byOrder) {
    const piece = pieces[position];
    if (piece) ordered.set(piece, level);
  }
  return pieces;
}

/**
 * "…, the first one is urgent, the second one isn't", "le premier est urgent, le second peut attendre",
 * "前者は急ぎ、後者は急ぎません", "Second one is urgent.": a clause, opening its sentence or after a comma
 * or a dash, that names the to-dos said before by their order, each with its level and hardly a word
 * else. Where it starts and the level of each position (0 the first); null when the sentence has none.
 * A negation alone ("the second one isn't") after urgency or importance is the low level.
 */
function levelsByOrder(v: TextView): { start: number; levels: Map<number, number> } | null {
  const hits = PRIORITY_ORDINALS.flatMap((re, position) => findAll(re, v.fold).map(({ start, end }) => ({ start, end, position })))
    .sort((a, b) => a.start - b.start);
  const first = hits[0];
  if (!first || !/^(?:|[^]*[,;:—–，、；：،؛-]\s*)$/u.test(v.fold.slice(0, first.start))) return null;
  const levels = new Map<number, number>();
  let previous: number | null = null;
  for (const [i, hit] of hits.entries()) {
    const segment = subView(v, hit.end, hits[i + 1]?.start ?? v.fold.length);
    const prios = findPriorities(segment);
    const negated: boolean = !prios.length && previous !== null && previous <= 2 && test(PRIORITY_NEGATORS, segment.fold);
    if (!prios.length && !negated) return null;
    const rest = cutSpans(segment.fold, prios).replace(PRIORITY_NEGATORS, ' ').replace(POINTER_WORDS, ' ').replace(SOFT_WORDS, ' ');
    const words = rest.match(/[\p{L}\p{N}]+/gu) ?? [];
    if (CJK.test(rest) ? words.join('').length > 4 : words.length > 2) return null;
    previous = negated ? 4 : priorityOf(prios);
    levels.set(hit.position, previous);
  }
  return { start: first.start, levels };
}

/** A to-do with the date and level words of a remark on it added ("pay rent" + "remind me tomorrow" → "pay rent, tomorrow"). */
function remarkOn(toDo: TextView, remark: TextView, clock: Clock): TextView {
  // The to-do's own day and time stand ("木曜までに…" after "金曜の午後3時から…"); a time of its own takes the remark's day.
  const own = findDates(toDo, clock);
  const dated = own.some((d) => d.kind !== 'time');
  const timed = own.some((d) => d.kind === 'time');
  const when = whenOf(remark, dated ? [] : findDates(remark, clock).filter((d) => !timed || d.kind !== 'time'));
  return when.clean ? joinParts(toDo, when) : toDo;
}

/** What a to-do says besides its date and deadline word, level, need and request, and its words. */
function toDoWords(v: TextView, clock: Clock, lang?: LanguageCode): { rest: string; words: string[] } {
  const forms = lang ? obligationForms(lang) : null;
  const cuts = [...findDates(v, clock), ...findPriorities(v), ...findAll(MODAL_G, v.fold), ...findAll(STRONG_CREATE_G, v.fold),
    ...(lang ? findAll(DEADLINE_G, v.fold) : []), ...(forms ? findAll(forms, v.fold) : [])];
  const rest = stripLead(view(cutSpans(v.fold, cuts))).fold;
  return { rest, words: rest.match(/[\p{L}\p{N}]+/gu) ?? [] };
}

/** A to-do of two words or fewer besides ("emite agora"), or one pointing at its thing ("send it over", "renovarla"). */
function namesNoThing(v: TextView, clock: Clock, lang?: LanguageCode): boolean {
  const { rest, words } = toDoWords(v, clock, lang);
  const pointers = rest.match(POINTER_WORDS) ?? [];
  if (CJK.test(rest)) return words.join('').length <= 3;
  return words.length - pointers.length <= 2 || (pointers.length > 0 && words.length <= 3);
}

/**
 * A to-do pointing at a thing said before, with two words or fewer besides: the pointer closes it ("fix it",
 * "encargarme de eso") or stands before a closing verb ("mich drum kümmern"), not before a noun ("les radios").
 */
function pointsBack(v: TextView, lang: LanguageCode, clock: Clock): boolean {
  const { rest, words } = toDoWords(v, clock);
  const last = words.length - 1;
  const pointer = (w: string | undefined): boolean => w !== undefined && isPointerWord(lang, w);
  const closing = pointer(words[last]) || (pointer(words[last - 1]) && looksLikeTask(view(`${words[last - 1]} ${words[last]}`), lang, true));
  const others = (rest.replace(SOFT_WORDS, ' ').match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => !pointer(w));
  return closing && others.length <= 2;
}

/** A clause that tells why a to-do is needed ("caduca hoy", "niemand kan inloggen", "使うから"), with no need or request of its own. */
function tellsReason(v: TextView, lang: LanguageCode, clock: Clock): boolean {
  return tellsWhy(lang, v.fold) && !isNeed(v, lang) && !isSoftOnly(v, clock);
}

/**
 * "zsm de wifi-router laten vervangen, niemand kan inloggen", "明後日使うから、資料を印刷…": the clauses telling
 * why are no to-dos; their date and level go to the to-do before them, or after them when they open the line.
 */
function foldReasons(parts: TextView[], lang: LanguageCode, clock: Clock, whole: (part: TextView) => boolean = () => true): TextView[] {
  const reasons = parts.map((p) => whole(p) && tellsReason(p, lang, clock));
  if (!reasons.some(Boolean)) return parts;
  const toDos = parts.filter((p, i) => !reasons[i] && !isSoftOnly(p, clock));
  if (!toDos.length) return parts;
  // "the client is waiting on the revised quote, send it over", "vence el seguro del coche, apúntalo": a to-do that only
  // points at its thing ("send it over", "renovarla") is named by the reason, which joins its title.
  const named = toDos.some((p) => namesNoThing(p, clock));
  if (named && toDos.length > 1) return parts;
  const fold = (toDo: TextView, reason: TextView, before: boolean): TextView =>
    (named ? (before ? joinParts(reason, toDo) : joinParts(toDo, reason)) : remarkOn(toDo, reason, clock));
  const out: TextView[] = [];
  let opening: TextView[] = [];
  parts.forEach((part, i) => {
    if (!reasons[i]) {
      out.push(opening.reduceRight((toDo, reason) => fold(toDo, reason, true), part));
      opening = [];
    } else if (out.length) out.push(fold(out.pop()!, part, false));
    else opening.push(part);
  });
  return out;
}

/** The date and priority words of a piece alone, to be added to the item they belong to. */
function whenOf(v: TextView, dates: readonly DateHit[]): TextView {
  const said = [...dates, ...findPriorities(v)].sort((a, b) => a.start - b.start);
  return view(said.map((s) => v.clean.slice(s.start, s.end)).join(' '));
}

/** "交电费，不急，但要在20号之前": a date said with only a need or a "but" dates the item before it; its date and priority words, else null. */
function dateTail(v: TextView, clock: Clock): TextView | null {
  const dates = findDates(v, clock);
  if (!dates.some((d) => d.kind !== 'time')) return null;
  const needs = [...findAll(MODAL_G, v.fold), ...findAll(BUT_WORDS, v.fold)];
  if (!needs.length || !isSoftOnly(view(cutSpans(v.clean, needs)), clock)) return null;
  return whenOf(v, dates);
}

/**
 * "oggi zero voglia però domattina devo chiamare…", "今日めっちゃ気分いい✨ ついでに金曜の午後に…": of the days said on both
 * sides of a "but" or a turn to the to-do, the ones after it are the to-do's; the one before is the story's.
 */
function afterTurn(v: TextView, dates: DateHit[], lang: LanguageCode): DateHit[] {
  const days = dates.filter((d) => d.kind !== 'time');
  if (days.length < 2) return dates;
  const turn = [...findAll(BUT_WORDS, v.fold), ...findAll(STORY_TURN_G, v.fold)]
    .filter((t) => days.some((d) => d.end <= t.start) && days.some((d) => d.start >= t.end))
    .sort((a, b) => b.start - a.start)[0];
  // "call Bob today but email Sue tomorrow": a to-do before the turn keeps its own day.
  if (!turn || looksLikeTask(trimView(subView(v, 0, turn.start)), lang, true) || isNeed(subView(v, 0, turn.start), lang)) return dates;
  return dates.filter((d) => d.start >= turn.end);
}

/**
 * "followed up w/ the landlord? nope. add it for thursday": a sentence that only asks to date the
 * to-do before it ("ponlo para el jueves", "木曜に入れといて") gives that one its date, and the
 * short answers in between ("nope", "pues no") are no to-dos.
 */
function pointBack(sentences: TextView[], lang: LanguageCode, clock: Clock, pointersOnly = false): TextView[] {
  const out: TextView[] = [];
  for (const s of sentences) {
    const when = out.length && !pointersOnly ? pointedDate(s, clock) : null;
    if (!when) {
      const target = out.length ? out[out.length - 1]! : null;
      const said = target ? pointerSaid(s, target, clock) : null;
      if (said === null) out.push(s);
      else if (said.clean) out[out.length - 1] = joinParts(target!, said);
      continue;
    }
    while (out.length > 1 && isShortAnswer(out[out.length - 1]!, lang)) out.pop();
    const target = out.pop()!;
    out.push(joinParts(target, when));
  }
  return out;
}

/**
 * "send the report to Anna. It's due Friday.", "Das muss bis Freitag erledigt sein.": a short sentence whose
 * subject is a pronoun for the to-do before it and that says a date or level gives that to-do its date
 * and level; a to-do with a date of its own keeps it. The words to join (empty when nothing is left to
 * give), or null when the sentence is no such pointer.
 */
function pointerSaid(s: TextView, target: TextView, clock: Clock): TextView | null {
  const levels = findPriorities(s);
  // "Basse priorité, ça peut attendre la fin du mois": a level may open the sentence before the pronoun.
  const first = levels[0];
  const atStart = POINTER_SUBJECT.exec(s.fold);
  const from = !atStart && first && !/[\p{L}\p{N}]/u.test(s.fold.slice(0, first.start)) ? first.end + (/^[\s,;:–—-]*/u.exec(s.fold.slice(first.end))?.[0].length ?? 0) : 0;
  const subject = atStart ?? (from ? POINTER_SUBJECT.exec(s.fold.slice(from)) : null);
  if (!subject) return null;
  const dates = findDates(s, clock).filter((d) => d.kind !== 'time');
  if (!dates.length && !levels.length) return null;
  // What is left beside the pronoun, the date, the level and a need ("be with her", "klaar zijn", "要交") only restates the to-do.
  const rest = wordsBeside(s.fold, [{ start: from, end: from + subject[0].length }, ...dates, ...levels, ...findAll(MODAL_G, s.fold)]);
  if (rest.length > 4 || rest.join('').length > 20) return null;
  const dated = findDates(target, clock).some((d) => d.kind !== 'time');
  return dated ? whenOf(s, []) : whenOf(s, dates);
}

/** The date words of a sentence that is only a point-back request and a date (one short word may be left: "trag's für Donnerstag ein"). */
function pointedDate(s: TextView, clock: Clock): TextView | null {
  const dates = findDates(s, clock);
  if (!dates.some((d) => d.kind !== 'time')) return null;
  const asks = findAll(POINT_BACK, s.fold);
  if (!asks.length) return null;
  const rest = wordsBeside(s.fold, [...dates, ...findPriorities(s), ...asks]);
  return rest.length <= 1 && rest.join('').length <= 4 ? whenOf(s, dates) : null;
}

/** The words of a sentence left once what was read in it, filler and pointer words are cut: what it says besides. */
function wordsBeside(fold: string, read: readonly Span[]): string[] {
  return cutSpans(fold, read).replace(SOFT_WORDS, ' ').replace(POINTER_WORDS, ' ').match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** "nope", "pues no", "してない": an answer of a word or two with no task shape. */
function isShortAnswer(v: TextView, lang: LanguageCode): boolean {
  const words = v.fold.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length <= 2 && words.join('').length <= 12 && !looksLikeTask(v, lang, true);
}

/** A need or request to do something ("need to", "il faut", "bhejna hai", "remind me to"). */
/** "…, d'ici là, mettre à jour …": a part ending in "by then" runs into the part after it. */
function byThenOnlyJoined(parts: TextView[]): TextView[] {
  const out: TextView[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const next = parts[i + 1];
    const hits = findAll(BY_THEN, part.fold);
    if (next && hits.length && !part.fold.slice(hits[hits.length - 1]!.end).trim()) {
      out.push(joinParts(part, next, ' '));
      i++;
      continue;
    }
    out.push(part);
  }
  return out;
}

/**
 * "через 2 недели аудит. К тому времени разобрать чеки": a sentence opening with "by then" after a
 * sentence that only tells a dated event reads as one sentence, so the event's date is the to-do's.
 */
function byThenBack(sentences: TextView[], lang: LanguageCode, clock: Clock): TextView[] {
  const out: TextView[] = [];
  for (const s of sentences) {
    const prev = out[out.length - 1];
    const opens = findAll(BY_THEN, s.fold).some((h) => h.start <= 4);
    if (prev && opens && !isNeed(prev, lang) && !looksLikeTask(prev, lang, true) && findDates(prev, clock).some((d) => d.kind !== 'time')) {
      out[out.length - 1] = joinParts(prev, s);
      continue;
    }
    out.push(s);
  }
  return out;
}

function isNeed(v: TextView, lang: LanguageCode): boolean {
  return test(MODAL, v.fold) || hasObligationForm(v.fold, lang) || hasStrongCreate(v.fold);
}

/** A clause of seven words or more with no task shape of its own. */
function isNarrative(v: TextView, lang: LanguageCode, clock: Clock): boolean {
  // "e per mercoledì prenotare il treno per Milano": a to-do after its own date is no story.
  return v.fold.split(/\s+/u).filter((w) => /\p{L}/u.test(w)).length >= 7 && !looksLikeTask(v, lang, true)
    && !looksLikeTask(afterLeadDate(stripLead(v), clock), lang, true);
}

/** A short piece with a feeling and no task shape ("tô pilhada de estresse", "aaj mood ekdum mast hai"). */
function isFeelingOnly(v: TextView, lang: LanguageCode, clock: Clock): boolean {
  const mood = inferMood(v);
  if (!mood || test(MODAL, v.fold) || hasStrongCreate(v.fold) || looksLikeTask(v, lang, true)) return false;
  return cutSpans(v.fold, [...mood.spans, ...findDates(v, clock)]).split(/\s+/u).filter((w) => /\p{L}/u.test(w)).length <= 4;
}

/** A need whose rest is at most a verb and a word ("fix karna padega", "need to call him"). */
function bareNeed(v: TextView, lang: LanguageCode): boolean {
  const forms = obligationForms(lang);
  const hits = [...findAll(MODAL_G, v.fold), ...(forms ? findAll(forms, v.fold) : [])];
  return hits.length > 0 && cutSpans(v.fold, hits).split(/\s+/u).filter((w) => /\p{L}/u.test(w)).length <= 2;
}

/** A sentence with no task cue, or one that states what someone is doing ("de klant wil …"). */
function isBackground(s: TextView, lang: LanguageCode, clock: Clock, byShape: boolean): boolean {
  if (hasStrongCreate(s.fold) || test(MODAL, s.fold)) return false;
  if (findDates(s, clock).some((d) => test(DEADLINE, s.fold.slice(d.start, d.end)))) return false;
  // "…, me lo metti per venerdì?": a sentence that asks to date what it says is a to-do.
  if (test(POINT_BACK, s.fold) && findDates(s, clock).some((d) => d.kind !== 'time')) return false;
  // "Le rangement des archives peut attendre jeudi": a thing said to wait is a to-do with its level.
  if (PRIORITY_LEVELS.some((level) => level.value >= 4 && test(level.re, s.fold))) return false;
  if (!byShape) return inferMood(s) !== null;
  // Judge what follows a short label ("Quick context: …", "Even context: …").
  const label = /^[^:：\n]{1,30}[:：]\s*(?=\S)/u.exec(s.fold);
  const body = stripLead(label ? subView(s, label[0].length, s.fold.length) : s);
  const f = body.fold.trim();
  const fact = LEXICONS[lang].titles.statesFact;
  return !looksLikeTask(body, lang, true) || SUBJECT_START.test(f) || (fact !== null && fact.test(f));
}


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

/** A conjunction that is part of a said half hour ("a las 5 y media", "às 3 e meia"): an hour before it, the half after it. */
const HALF_HOUR_AFTER = new RegExp(`^\\s*(?:${spacedDateWords((d) => d.halfHour)})(?![\\p{L}])`, 'u');
const HOUR_BEFORE = /(?:^|\s)\d{1,2}(?:[:h.]\d{2})?\s*$/u;

/** Splits "a and b" only where b starts a new task (and a is a phrase of its own); at every
 * conjunction when the message says the date is for all of them ("a and b, both by Friday"). */
function splitConjunctions(part: TextView, lang: LanguageCode, isList: boolean, clock: Clock, all = false): TextView[] {
  const conj = conjunctions(lang, all);
  if (!conj) return [part];
  const { titles, unspaced } = LEXICONS[lang];
  const out: TextView[] = [];
  let accStart = 0;
  // "prima o poi": a conjunction inside a level phrase joins no two to-dos.
  const levels = PRIORITY_LEVELS.flatMap((level) => findAll(level.re, part.fold));
  // "depois de amanhã": nor does one that is a word of a date, read otherwise without it ("ويوم الخميس" is still Thursday).
  let dates: readonly DateHit[] | null = null;
  for (const { start, end } of findAll(conj, part.fold)) {
    if (levels.some((h) => h.start < start && start < h.end)) continue;
    dates ??= findDates(part, clock);
    const inside = dates.find((d) => start < d.end && d.start < end);
    if (inside && (inside.start < start || findDates(subView(part, end, inside.end), clock).find((d) => d.kind !== 'time')?.date !== inside.date)) continue;
    const left = trimView(subView(part, accStart, start));
    const right = trimView(subView(part, end, part.fold.length));
    if (!left.clean || !right.clean) continue;
    if (HOUR_BEFORE.test(part.fold.slice(accStart, start)) && HALF_HOUR_AFTER.test(part.fold.slice(start))) continue;
    const leftWords = stripLead(left).fold.trim().split(/\s+/).filter(Boolean).length;
    // "eu trato do relatório e também tenho de ligar …": a one-word thing after a need, with a need after the conjunction too.
    if (!unspaced && leftWords < 2 && !all && !(leftWords === 1 && needFirst(left, lang) && needFirst(right, lang))) continue;
    if (all) {
      out.push(left);
      accStart = end;
      continue;
    }
    // "… y el 5 de diciembre pagar la cuota": a date may open either side.
    // "… and someday clean out the garage": a priority may open a side, as a date may.
    const task = (v: TextView, strict = false) => looksLikeTask(v, lang, strict) || looksLikeTask(afterLeadDate(v, clock), lang, strict)
      || looksLikeTask(afterLeadPriority(v), lang, strict) || looksLikeTask(beforeTrailPriority(v), lang, strict);
    // "Kelly needs the numbers by Wed and I promised Dev I'd review his draft on Friday": each
    // side with a date of its own is an item of its own, whatever its shape.
    if (datedApart(left, right, clock)) {
      out.push(left);
      accStart = end;
      continue;
    }
    // "… jeudi et aussi faut que je mette à jour le wiki": a side opened by a need is a to-do, though its verb
    // after the need has no to-do shape of its own.
    if (!task(right) && !needFirst(right, lang)) continue;
    // Japanese "AとB" splits only between two actions ("取引先と打ち合わせ" is one).
    if (titles.nounConjunctions.includes(part.fold.slice(start, end)) && !task(left, true)) continue;
    if (!titles.looseConjunctions && !isList && !task(left) && !needFirst(left, lang)) continue;
    out.push(left);
    accStart = end;
  }
  out.push(trimView(subView(part, accStart, part.fold.length)));
  return out.filter((p) => p.clean.length > 0);
}

/** A part that opens with a need ("faut que je …", "devo anche …"), after fillers ("ah oui", "and also"). */
function needFirst(v: TextView, lang: LanguageCode): boolean {
  const lead = v.fold.length - stripLead(v).fold.length;
  const forms = obligationForms(lang);
  return [...findAll(MODAL_G, v.fold), ...(forms ? findAll(forms, v.fold) : [])].some((h) => h.start <= lead + 1);
}

/** Whether two neighbouring parts each say a different calendar date and more than it (two words besides). */
function datedApart(left: TextView, right: TextView, clock: Clock): boolean {
  const dateOf = (v: TextView): string | null => {
    const days = findDates(v, clock).filter((d) => d.kind !== 'time');
    // "giovedì mando le foto al grafico e il 9 dicembre pago il bollo": a part opened by its own
    // date may hold later items with theirs; the one that opens it is its date.
    const opening = days.length > 1 && v.fold.slice(0, days[0]!.start).trim() === '' ? days[0]! : null;
    if (days.length !== 1 && !opening) return null;
    const rest = cutSpans(v.fold, days).split(/\s+/u).filter((w) => /\p{L}/u.test(w));
    return rest.length >= 2 ? days[0]!.date : null;
  };
  const a = dateOf(left);
  const b = dateOf(right);
  return a !== null && b !== null && a !== b;
}

/** "someday clean out the garage" → "clean out the garage": the part after a priority that opens it. */
function afterLeadPriority(v: TextView): TextView {
  const lead = findPriorities(v).find((p) => /^[\s,，、:：-]{0,2}$/u.test(v.fold.slice(0, p.start)));
  return lead ? trimView(subView(v, lead.end, v.fold.length)) : v;
}

/** "오래된 메일함 정리 그건 천천히 해도 돼" → "오래된 메일함 정리": the part before a level that closes it. */
function beforeTrailPriority(v: TextView): TextView {
  const hits = findPriorities(v);
  const last = hits[hits.length - 1];
  return last && last.start > 0 && !/[\p{L}\p{N}]/u.test(v.fold.slice(last.end)) ? stripTrail(trimView(subView(v, 0, last.start))) : v;
}

/** "el 5 de diciembre pagar la cuota" → "pagar la cuota": the part after a date that opens it. */
function afterLeadDate(v: TextView, clock: Clock): TextView {
  const lead = findDates(v, clock).find((d) => d.kind !== 'time' && /^[\p{L}\s]{0,4}$/u.test(v.fold.slice(0, d.start)));
  return lead ? trimView(subView(v, lead.end, v.fold.length)) : v;
}

/** A sentence of list heading words and nothing else ("two things", "2件あります", "두 가지요"). */
function headingOnly(v: TextView): boolean {
  const cues = findAll(LIST_HEADER_G, v.fold);
  return cues.length > 0 && cutSpans(v.fold, cues).replace(HEADER_REST_WORDS, ' ').replace(/[^\p{L}\p{N}]/gu, '').length <= 2;
}

/** A clause of two words or more (CJK: four characters) with no to-do shape: "the site is down", "サイトが落ちています". */
function tellsSituation(v: TextView, lang: LanguageCode): boolean {
  if (looksLikeTask(v, lang, true)) return false;
  const words = v.fold.match(/[\p{L}\p{N}]+/gu) ?? [];
  return CJK.test(v.fold) ? words.join('').length >= 4 : words.length >= 2;
}

/**
 * The story and the to-do of a message split at the last word turning from one to the other, said at
 * the start of a clause, when what follows is a to-do (a need, a to-do shape or a date), no remark.
 */
function storyTurn(v: TextView, clock: Clock & { language: LanguageCode }): { story: TextView; toDo: TextView } | null {
  // The turn word opens a clause: after punctuation or an emoji ("… 200 mails 😅 bref. Faut que …").
  const turn = [...findAll(STORY_TURN_G, v.fold)].filter((t) => t.start > 0 && /[\p{P}\p{Extended_Pictographic}]\s*$/u.test(v.fold.slice(0, t.start))).pop();
  if (!turn) return null;
  // "아 맞다 그러고 보니 …": turn words said one after another all open the to-do.
  let toDo = subView(v, turn.start, v.fold.length);
  for (let m = STORY_TURN_LEAD.exec(toDo.fold); m?.[0].length && m[0].length < toDo.fold.length; m = STORY_TURN_LEAD.exec(toDo.fold)) {
    toDo = subView(toDo, m[0].length, toDo.fold.length);
  }
  toDo = trimView(toDo);
  const rest = stripLead(toDo);
  const dates = findDates(rest, clock);
  // "…. Oh and please make this one high priority": a remark on the level after the turn is no to-do.
  if (isRemark(rest, dates, findPriorities(rest))) return null;
  if (!isNeed(rest, clock.language) && !looksLikeTask(rest, clock.language, true) && !dates.some((d) => d.kind !== 'time')) return null;
  return { story: trimView(subView(v, 0, turn.start)), toDo };
}

/** Eight words or more (sixteen characters where words are not spaced). */
function isLongTelling(v: TextView): boolean {
  const words = v.fold.match(/[\p{L}\p{N}]+/gu) ?? [];
  return CJK.test(v.fold) ? words.join('').length >= 16 : words.length >= 8;
}

/** A piece that only greets or names whom it greets ("team", "коллеги", "allemaal"). */
function greetingOnly(v: TextView): boolean {
  const fold = v.fold.replace(GREETING_FILLER, (m) => ' '.repeat(m.length));
  return !cutSpans(fold, [...findAll(GREETING, fold)]).replace(/[^\p{L}\p{N}]/gu, '').length;
}

/** Cuts a feelings preamble before "but"/a modal ("tired af but gotta…", "qué estrés 😫 tengo que…"). */
function cutPreamble(v: TextView, clock: Clock): TextView | null {
  let cur = v;
  for (const { start, end } of [...findAll(BUT_WORDS, cur.fold)].reverse()) {
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


/** "add X to my list" → X (the wrapper is a request, not part of the title). */
function unwrapAddToList(v: TextView): TextView {
  const tail = ADD_TAIL.exec(v.fold);
  if (!tail) return v;
  const lead = ADD_LEAD.exec(v.fold);
  const start = lead ? lead[0].length : 0;
  // "renew my passport, put it on my list": the clause asking to add only points at the to-do before it.
  const clause = /[,،、;]\s*([^,،、;]*)$/u.exec(v.fold.slice(0, tail.index));
  const pointing = clause && ADD_LEAD.exec(clause[1]!);
  const end = pointing && !clause[1]!.slice(pointing[0].length).replace(POINTER_WORDS, ' ').trim() ? clause.index : tail.index;
  return end > start ? trimView(subView(v, start, end)) : v;
}

const QUOTED = /"([^"\n]{3,200})"|(?<![\p{L}\p{N}])'([^'\n]{3,200})'(?![\p{L}\p{N}])|「([^」\n]{2,200})」|『([^』\n]{2,200})』/gu;
/** A single quoted title that is the whole to-do ("add \"prep slides for Monday\" to my list"), or null. */
function quotedTask(whole: TextView, opts: ExtractOptions): ExtractedTask | null {
  if (whole.clean.includes('\n')) return null;
  const quotes = [...findAll(QUOTED, whole.clean)];
  if (quotes.length !== 1) return null;
  const q = quotes[0]!;
  const dates = findDates(whole, opts, { monthFirst: monthFirst(opts.language) });
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
  const numbered = new Set<TextView>();
  for (const line of lines) {
    const lv = subView(whole, offset, offset + line.length);
    offset += line.length + 1;
    const marker = LIST_MARKER.exec(lv.clean);
    const body = unwrapAddToList(trimView(marker ? subView(lv, marker[0].length, lv.clean.length) : lv));
    if (!body.clean) continue;
    lineViews.push(body);
    if (INLINE_NUMBERED.test(lv.clean)) numbered.add(body);
  }
  if (!lineViews.length) return [];

  const multiLine = lineViews.length > 1;
  let globalDate: string | null = null;
  let globalPriority: number | null = null;
  // A priority opening the message ("low priority hai, jab time mile …").
  let leadPriority: PriorityHit | null = null;
  const pieces: Piece[] = [];
  const ordered = new Map<TextView, number>();
  // Items numbered on one line ("①…②…③…", "1) … 2) …") are to-dos by their numbers: none is the story around another.
  let numberedLine = false;
  // A line under a heading ("TODO: …", not one that only gives the level) or closed by a date for all
  // ("…, both by Thursday") lists its items.
  let listLine = false;

  const headers = lineViews.map((lv) => findHeader(lv, opts));
  // "Mon – call the accountant / Wed – send the forecast": each line's own heading dates its items.
  const perLineDates = headers.filter((h, i) => h?.date && trimView(subView(lineViews[i]!, h.length, lineViews[i]!.fold.length)).clean).length > 1;
  lineViews.forEach((lv, index) => {
    let body = lv;
    let isList = multiLine;
    const header = headers[index];
    let own: Pick<Piece, 'headerDate' | 'headerPriority'> = { headerDate: null, headerPriority: null };
    let all = false;
    if (header) {
      listLine ||= !header.levelOnly;
      all = header.all;
      body = trimView(subView(lv, header.length, lv.fold.length));
      if ((index === 0 && !perLineDates) || !body.clean) {
        globalDate = header.date ?? globalDate;
        globalPriority = header.priority ?? globalPriority;
      } else {
        own = { headerDate: header.date, headerPriority: header.priority };
      }
      isList = true;
    } else if (index === 0 && multiLine && (HEADING_END.test(lv.clean) || (test(LIST_HEADER, lv.fold) && lv.fold.split(/\s+/).length <= 4))) {
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
      const lead = [...findDates(stripped, opts), ...findDates(body, opts)].find((h) => h.start === 0 && h.kind !== 'time');
      if (lead) globalDate = globalDate ?? lead.date;
      const leadPrio = findPriorities(stripped).find((h) => h.start === 0);
      if (leadPrio) globalPriority = globalPriority ?? leadPrio.value;
      leadPriority = leadPrio ?? null;
    }
    if (!multiLine && !header) {
      const tail = allItemsTail(body, opts);
      if (tail) {
        listLine = true;
        body = tail.body;
        globalDate = tail.date;
        all = true;
      }
    }
    // "Today: 1. emails 2. quote for Jansen": items numbered on one line after a heading.
    const inline = numbered.has(lv) || (body !== lv && INLINE_NUMBERED.test(body.clean));
    numberedLine ||= inline;
    // "امبارح كان يوم صعب، … المهم لازم أبعت…", "…折腾死了。哦对，提醒我周三前…": before a word turning to
    // a to-do ("anyway", "哦对", "khair"), only the pieces with a need or a level of their own are to-dos.
    // A turn after a few short to-dos ("call mom, anyway buy milk by Friday") turns from no story; a long
    // telling is one even where a clause of it reads like a to-do ("ayer fue un caos, …").
    const turned = multiLine ? null : storyTurn(body, opts);
    const told = turned ? splitLine(turned.story, opts.language, isList, opts, ordered) : [];
    const toldStory = told.some((p) => !isNeed(p, opts.language) && !looksLikeTask(p, opts.language, true))
      || (turned !== null && isLongTelling(turned.story));
    let parts = splitLine(toldStory ? turned!.toDo : body, opts.language, isList, opts, ordered, all, inline);
    if (toldStory) parts = [...told.filter((p) => isNeed(p, opts.language) || findPriorities(p).length), ...parts];
    // "URGENT: the site is down, call the host": under a heading that only gives the level, a clause
    // telling what happened, before the one to-do, is why it is urgent, no to-do of its own.
    if (header?.levelOnly && parts.length === 2 && tellsSituation(parts[0]!, opts.language) && looksLikeTask(parts[1]!, opts.language, true)) parts = [parts[1]!];
    for (const p of parts) pieces.push({ v: p, ...own });
  });

  // At most MAX_TASKS drafts come out; a flood of pieces is cut before the per-item work.
  const perItem = pieces.slice(0, MAX_TASKS * 2).map((p) => {
    const dates = findDates(p.v, { now: opts.now, timezone: opts.timezone }, { monthFirst: monthFirst(opts.language) });
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
  // "ok so long story, the standup ran 40 min … anyway I told Dana I'd send the spreadsheet by
  // Thursday": in a message of three pieces or more where some piece is dated, an undated piece
  // with no level, need, request or to-do shape of its own is the story around the to-do — unless
  // the piece after it asks to date it ("…保密协议寄回给Coral Labs，能帮我放到周五吗？").
  type Item = (typeof perItem)[number];
  const dated = (i: Item) => i.dates.some((d) => d.kind !== 'time');
  const story = (i: Item, k: number) => !dated(i) && !i.prios.length && !isNeed(i.p.v, opts.language)
    && !looksLikeTask(i.p.v, opts.language, true) && !(perItem[k + 1] && test(POINT_BACK, perItem[k + 1]!.p.v.fold));
  const unstoried = !multiLine && !numberedLine && perItem.length >= 3 && perItem.some(dated) ? perItem.filter((i, k) => !story(i, k)) : perItem;
  // "over twee weken is de audit, bonnetjes verzamelen", "через две недели выставка, заказать буклеты": a
  // dated opening with no to-do shape before the one undated to-do (and remarks) names the event it is for
  // (its date is the whole message's), no to-do of its own. A request ("…する件、リマインドをお願い…") is no such to-do.
  const [first, next] = unstoried;
  // The to-do is judged without the level said after it ("Flyer bestellen, ist wichtig").
  const toDo = next && (next.prios[0] ? stripTrail(subView(next.p.v, 0, next.prios[0].start)) : next.p.v);
  const event = !multiLine && !listLine && globalDate !== null && first && next && toDo && dated(first) && !dated(next) && !first.prios.length
    && !isNeed(first.p.v, opts.language) && !looksLikeTask(afterLeadDate(stripLead(first.p.v), opts), opts.language, true)
    && (isNeed(toDo, opts.language) || looksLikeTask(toDo, opts.language, true)) && !hasStrongCreate(next.p.v.fold)
    && unstoried.slice(2).every((i) => isRemark(i.p.v, i.dates, i.prios));
  const eventless = event ? unstoried.slice(1) : unstoried;
  // "urgent: relancer le client Bouygues, ça bloque depuis 2 semaines", "Subito: bloccare l'account di
  // Luca, ha perso il portatile": on one line with one to-do, an undated clause with no level, need or
  // to-do shape of its own tells why or what happened, no to-do of its own.
  // A to-do said with "and" ("영상 편집하고 자막 달기", "動画の編集と字幕づけ") is not such a clause, nor one that
  // only asks to note the other ("…電話するの、忘れないように言って") or needs the other for its thing.
  const doers = eventless.filter((i) => isNeed(i.p.v, opts.language) || looksLikeTask(i.p.v, opts.language, true));
  const doer = doers.length === 1 ? doers[0]!.p.v : null;
  const soleDoer = doer !== null && !listLine && !numberedLine && !test(POINT_BACK, doer.fold) && !isWrapperOnly(doer, opts.language) && !namesNoThing(doer, opts, opts.language);
  // A dated clause tells too when it states a fact of someone or something ("…, her birthday is Saturday",
  // "ze is zaterdag jarig"), with no deadline word or request to date the to-do.
  const undatedOrFact = (i: Item) => !i.dates.length || (SUBJECT_START.test(afterLeadDate(stripLead(i.p.v), opts).fold.trim()) && isBackground(i.p.v, opts.language, opts, true));
  const tellsOnly = (i: Item, k: number) => i.p.v !== doer && undatedOrFact(i) && !i.prios.length && !ordered.has(i.p.v)
    && !isRemark(i.p.v, i.dates, i.prios) && tellsSituation(i.p.v, opts.language) && setOffByPunctuation(whole, i.p.v)
    && !opensWithConjunction(i.p.v, opts.language) && !test(BY_THEN, i.p.v.fold) && !(eventless[k + 1] && test(POINT_BACK, eventless[k + 1]!.p.v.fold));
  const items = !multiLine && soleDoer ? eventless.filter((i, k) => !tellsOnly(i, k)) : eventless;
  const out: ExtractedTask[] = [];
  // The level said in a remark before any to-do ("top priority, …" split off on its own).
  let remarkPriority: PriorityHit[] = [];
  // The date said in a request before any to-do ("Erinner mich morgen dran, …").
  let remarkDate: string | null = null;
  for (const { p, dates, prios } of items) {
    const cuts: Span[] = [...dates, ...prios];
    // "…作っといて、急ぎじゃないから", "…작성해 주세요. 최우선입니다.", "…, put it on my list": a piece
    // with no to-do of its own says something of the one before it: its level and date are that one's.
    if (items.length > 1 && isRemark(p.v, dates, prios)) {
      const prev = out[out.length - 1];
      if (!prev) {
        remarkPriority = prios;
        remarkDate = dueFromHits(dates);
      } else {
        if (prios.length) prev.priority = priorityOf(prios);
        prev.dueDate = prev.dueDate ?? dueFromHits(dates);
      }
      continue;
    }
    const title = cleanTitle(p.v, cuts, opts.language);
    if (!title) {
      // "notulen rondsturen, vandaag nog": a piece of only a date dates the item before it.
      const prev = out[out.length - 1];
      if (prev && prev.dueDate === null) prev.dueDate = dueFromHits(dates);
      continue;
    }
    // A time of day alone ("call Sam at 3") falls on the date said for the whole list.
    const listDate = p.headerDate ?? globalDate;
    const own = dueFromHits(afterTurn(p.v, dates, opts.language), listDate === null ? null : listDate.slice(0, 10));
    // "우선순위 낮음, 시간 날 때 …": the opening level and the item's manner words on the same side
    // (both low, both high) are one statement, judged together.
    const sameSide = leadPriority !== null && prios.every((h) => (h.value >= 4) === (leadPriority!.value >= 4));
    out.push({
      title,
      priority: ordered.get(p.v) ?? (prios.length ? priorityOf(sameSide ? [leadPriority!, ...prios] : prios) : (p.headerPriority ?? globalPriority ?? (remarkPriority.length ? priorityOf(remarkPriority) : 3))),
      dueDate: own ?? listDate ?? remarkDate,
    });
    if (out.length >= MAX_TASKS) break;
  }
  return dedupe(out);
}

/** "…、それからサムネも", ", and also the slides": a piece opened by a word joining to-dos goes on the list. */
function opensWithConjunction(v: TextView, lang: LanguageCode): boolean {
  const conj = conjunctions(lang);
  if (!conj) return false;
  conj.lastIndex = 0;
  const m = conj.exec(` ${v.fold.trim()} `);
  return m !== null && m.index <= 1;
}

/** Whether punctuation (not only a word such as "and" or "还有") parts a piece from the text before and after it. */
function setOffByPunctuation(whole: TextView, piece: TextView): boolean {
  const at = whole.fold.indexOf(piece.fold);
  if (at < 0) return false;
  const edge = (side: string) => !HAS_LETTER.test(side) || /[\p{P}]\s*$|^\s*[\p{P}]/u.test(side);
  const before = whole.fold.slice(Math.max(0, at - 12), at).replace(/^.*[\p{P}]/su, ',');
  const after = whole.fold.slice(at + piece.fold.length, at + piece.fold.length + 12);
  return (at === 0 || edge(before)) && (at + piece.fold.length >= whole.fold.length || edge(after));
}

/**
 * A piece that said a level or a request and is left with at most one short word once those,
 * its dates, the pointer words ("it", "for me") and filler are cut ("입니다", "から", "put"): no
 * to-do of its own. A piece that only had a date cut ("明天买面包", "…, gym") is an item however
 * short it is.
 */
function isRemark(v: TextView, dates: readonly Span[], prios: readonly Span[]): boolean {
  // "…を返送すること、金曜に入れてもらえますか": a request to date the one before is a request too.
  const requests = [...findAll(STRONG_CREATE_G, v.fold), ...findAll(POINT_BACK, v.fold)];
  if (!prios.length && !requests.length) return false;
  // "Erinner mich bitte dran", "ricordamelo pls": the politeness around a request is no to-do either.
  const cut = view(cutSpans(v.fold, [...dates, ...prios, ...requests]).replace(POINTER_WORDS, ' '));
  const rest = trimView(stripTrail(trimView(stripLead(cut)))).fold.replace(POINTER_WORDS, ' ').replace(SOFT_WORDS, ' ');
  const words = rest.match(/[\p{L}\p{N}]+/gu) ?? [];
  if (CJK.test(rest)) return words.join('').length <= 3;
  return words.length <= 1 && (words[0]?.length ?? 0) <= 6;
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
