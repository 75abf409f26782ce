// Completing a task: "mark X as done", "I finished X", "X ho gaya", "finalizei X", "X 끝냈어"…
// Returns the words that name the task; the tool matches them against the caller's open tasks.
import type { LanguageCode } from '../types.ts';
import type { Clock } from './dates.ts';
import { cleanTitle, isSoftOnly } from './extract.ts';
import { inferMood } from './mood.ts';
import { COMPLETION_STRIP, DONE_MARK, DONE_STATEMENT, GREETING, MARK_DONE, NEGATION, NOT_A_TASK, PAST_FORM, SELF_STATE, SOMEONE_ELSE, THANKS } from './patterns.ts';
import { CJK, cutSpans, findAll, letterCount, test, view, type Span, type TextView } from './text.ts';

export interface Completion {
  /** Words naming the task, or '' when none are left ("mark it done"). */
  title: string;
  /**
   * The words to find the task by: the title with the verb of a past-tense statement in front
   * ("printed the report" finds "Print the report", not "Write the report").
   */
  query: string;
  /** An explicit "mark as done" request (vs. a statement). */
  command: boolean;
}

export function detectCompletion(v: TextView, lang: LanguageCode, opts: { allowStatement: boolean; clock: Clock }): Completion | null {
  const marks = findAll(MARK_DONE, v.fold);
  const statements = opts.allowStatement || marks.length ? findAll(DONE_STATEMENT, v.fold) : [];
  // Past tense ("I called the dentist", "tandarts gebeld") or a done mark ("posters printed ✅") is
  // weaker: it needs task words that are not a feeling ("I got so tired", "疲れた").
  const past = opts.allowStatement && !marks.length && !statements.length ? findAll(PAST_FORM[lang], v.fold) : [];
  const weak = past.length > 0 || (opts.allowStatement && !marks.length && !statements.length && DONE_MARK.test(v.clean));
  // A bare "done"/"listo"/"fatto" needs a task object next to it.
  if (!marks.length && !statements.length && !weak) return null;
  const spans: Span[] = [...marks, ...statements, ...past, ...findAll(COMPLETION_STRIP, v.fold)];
  const title = cleanTitle(v, spans, lang);
  if (!marks.length && !title) return null;
  // "ekdum burnout ho gaya hoon": what is done is a feeling, not a task.
  if (!marks.length && !weak && inferMood(v) && isSoftOnly(view(cutSpans(v.clean, spans)), opts.clock)) return null;
  // Weak statements in a message with a feeling, thanks, a greeting or a negation are about those.
  if (weak && (inferMood(v) !== null || test(THANKS, v.fold) || test(GREETING, v.fold) || NEGATION.test(v.fold)
    || isSoftOnly(view(cutSpans(v.clean, spans)), opts.clock))) return null;
  // A finished film or someone else's thesis: a done-statement, but about no task of the user's (the title folded like the lexicon: "película", "الرواية").
  if (!marks.length && (NOT_A_TASK.test(view(title).fold) || SOMEONE_ELSE.test(v.fold))) return { title: '', query: '', command: false };
  if (!marks.length && SELF_STATE.test(v.fold.trim())) return null;
  return { title, query: [...past.map((p) => verbOf(v, p)), title].filter(Boolean).join(' '), command: marks.length > 0 };
}

/** The verb of a past-tense span ("I just called" → "called"): its words of three letters or more, without the completion-only words. */
function verbOf(v: TextView, span: Span): string {
  const fold = v.fold.slice(span.start, span.end);
  // Without spaces (Japanese, Chinese, Korean) the span is the ending alone: the verb stays in the title.
  if (CJK.test(fold)) return '';
  const cut = cutSpans(v.clean.slice(span.start, span.end), findAll(COMPLETION_STRIP, fold));
  return cut.split(/\s+/u).filter((w) => letterCount(w) >= 3).join(' ');
}

export function hasMarkDone(v: TextView): boolean {
  return test(MARK_DONE, v.fold);
}
