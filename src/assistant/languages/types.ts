// The shape of one language: everything the assistant understands in it (its lexicon, which holds
// its crisis and blocker phrases too) and everything the assistant, the chat bridge and the daily
// rhythm say in it. Every part is required, so a language folder that lacks one does not compile.
import type { Lexicon } from './lexicon-types.ts';

/** Changes to a task that chat does not make (the Tasks page does). */
export type TaskAction = 'cancel' | 'delete' | 'move';

/** The assistant's short replies (about 8–12 words), for every intent and outcome. */
export interface ReplyTexts {
  draftOne(title: string): string;
  draftMany(n: number): string;
  draftNone: string;
  list(n: number, first: string): string;
  listNone: string;
  stats(done: number, total: number, rate: number, open: number): string;
  complete(title: string): string;
  completeNotFound(title: string): string;
  /** Several open tasks match equally: which one? */
  completeWhich(titles: string[]): string;
  /** What chat cannot do yet, and where to do it instead. */
  cannotInChat(action: TaskAction): string;
  moodLogged(v: number): string;
  moodPrompt: string;
  moodLow: string;
  moodHigh: string;
  moodHistory(avg: string, n: number): string;
  moodHistoryNone: string;
  help: string;
  greeting: string;
  general: string;
  thanks: string;
  crisis: string;
  draftFollowUp: string;
  /** The model failed after doing something: what was done is shown. */
  partial: string;
}

/**
 * The chat bridge's own words: what it says about buttons, links and the service besides the
 * assistant's answers (its mood question and thanks are the assistant's, see ../bridge-notices.ts).
 */
export interface NoticeTexts {
  /** Someone pressed a button under another person's draft. */
  notYours: string;
  draftGone: string;
  draftHandled: string;
  badMood: string;
  notLinked: string;
  serviceDown: string;
  /** In a group, to someone the bot cannot write to privately yet. */
  openPrivateChat: string;
  linkLabel: string;
  confirm: string;
  reject: string;
  confirmed(title: string): string;
  rejected(title: string): string;
  /** A draft's details under its title: "priority 2 · due 2026-11-27". */
  priority(value: number): string;
  due(date: string): string;
  /** Task statistics as list lines. */
  open(count: number): string;
  completed(done: number, total: number, rate: number): string;
  overdue(count: number): string;
}

/** The morning thread (decisions §10); names and blockers arrive already on one line each. */
export interface MorningThreadTexts {
  /** The check-in post, with the submission deadline ("10:30"). */
  checkIn(deadline: string): string;
  /** The reminder before the submission deadline, sent to one person. */
  reminder(deadline: string): string;
  /** To managers: a blocker reported on several work days in a row (`blockers` joined with " · "). */
  blockerFollowUp(name: string, days: number, blockers: string): string;
}

/** The end-of-day summary's labels (numbers and names are the same everywhere). */
export interface EndOfDayLabels {
  title: string; done: string; carryForward: string; dropped: string; noUpdate: string; rate: string;
  /** A person away that day, and the heading of the day's blockers (decisions §10). */
  absent: string; blockers: string;
}

/** What a language says (its folder's texts.ts). */
export interface LanguageTexts {
  readonly replies: ReplyTexts;
  readonly notices: NoticeTexts;
  readonly morningThread: MorningThreadTexts;
  readonly endOfDay: EndOfDayLabels;
}

/** One language, as its folder's index.ts declares it. */
export interface Language<Code extends string = string> extends LanguageTexts {
  readonly code: Code;
  /** The language's name in itself, as the web app lists it ("Deutsch", "日本語"). */
  readonly nativeName: string;
  /** The BCP 47 locale that Intl formats dates, numbers and plurals in ("de", "hi-Latn"). */
  readonly locale: string;
  readonly direction: 'ltr' | 'rtl';
  readonly lexicon: Lexicon;
}
