// Intent classification (eval README conventions): crisis → general; help; explicit mood,
// mood history; task statistics, completing a task and questions about one's tasks → task_list;
// to-dos → task_create; feelings → mood; greetings; everything else → general.
import type { HistoryTurn, LanguageCode } from '../types.ts';
import { detectCompletion, hasMarkDone } from './completion.ts';
import { isCrisis } from './crisis.ts';
import {
  DEADLINE, DONE_VERB_ANY, GREETING, GREETING_FILLER, GREETING_LEAD, HELP, HINGLISH_TODO, HOW_TO, LIST_HEADER, LIST_IMPERATIVE, LIST_TAIL,
  MODAL, QUESTION_TAIL, QUESTION_WORD_LEAD, STATS, STATS_COUNT, TASK_NOUN, THANKS, cue, hasStrongCreate,
} from './cues.ts';
import { type Clock, type DateHit, findDates } from './dates.ts';
import { isSoftOnly, looksLikeTask } from './extract.ts';
import { findExplicitMood, inferMood, isMoodLogRequest, mentionsMood, moodHistoryDays } from './mood.ts';
import { findPriorities } from './priority.ts';
import { cutSpans, findAll, subView, test, view, type TextView } from './text.ts';

export type TaskFilter = 'all' | 'overdue' | 'today' | 'tomorrow' | 'week' | 'urgent';

export type Decision =
  | { kind: 'crisis' }
  | { kind: 'help' }
  | { kind: 'greeting' }
  | { kind: 'general'; thanks: boolean }
  | { kind: 'mood_log'; value: number }
  | { kind: 'mood_history'; days: number }
  | { kind: 'mood_feeling' }
  | { kind: 'task_stats'; days: number }
  | { kind: 'task_complete'; title: string }
  | { kind: 'task_list'; filter: TaskFilter }
  | { kind: 'task_create' };

const POLITE_REQUEST = /^(?:can|could|would|will)\s+(?:you|u)\s+|^(?:puedes|podrias|peux-tu|pourrais-tu|tu\s+peux|kannst\s+du|konntest\s+du|voce\s+pode|pode|podes|puoi|potresti|kun\s+je|kan\s+je|zou\s+je|можешь|можете|ممكن)\s+/u;
const WORD = /[\p{L}\p{N}]+/gu;
/** "anything/something" in a dated question ("anything due Friday?", "tem alguma coisa na sexta?"). */
const SOMETHING = cue(['anything', 'something', 'algo', 'alguna\\s+cosa', 'alguma\\s+coisa', 'quelque\\s+chose', 'qualcosa', 'iets', 'etwas', 'kuch'],
  ['في\\s+شي', 'اي\\s+شي', '何か', 'なにか', '뭔가', '뭐\\s?있', '什么要', '有什么']);

function wordCount(fold: string): number {
  const cjk = (fold.match(/[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/gu) ?? []).length;
  const words = (fold.replace(/[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/gu, ' ').match(WORD) ?? []).length;
  return words + Math.ceil(cjk / 2);
}

export function isQuestion(v: TextView): boolean {
  if (QUESTION_TAIL.test(v.clean.trim())) return true;
  if (!QUESTION_WORD_LEAD.test(v.fold)) return false;
  // "qué estrés, tengo que…" / "what a day, need to…": an exclamation with a to-do is no question.
  return !test(MODAL, v.fold) && !/!/u.test(v.clean);
}

/** The message without a leading greeting ("hey team, …"). */
function afterGreeting(v: TextView): TextView {
  const m = GREETING_LEAD.exec(v.fold);
  if (!m || !m[0].length) return v;
  return subView(v, m[0].length, v.fold.length);
}

function isGreetingOnly(v: TextView): boolean {
  if (!test(GREETING, v.fold)) return false;
  const spans = [...findAll(GREETING, v.fold)];
  const rest = cutSpans(v.fold, spans).replace(GREETING_FILLER, ' ').replace(/[^\p{L}\p{N}]/gu, '');
  return rest.length <= 2;
}

function deadlineDate(v: TextView, dates: readonly DateHit[]): boolean {
  return dates.some((d) => test(DEADLINE, v.fold.slice(d.start, d.end)));
}

function taskFilter(v: TextView, dates: readonly DateHit[], clockToday: string): TaskFilter {
  if (/(?:overdue|late|behind|vencid|atrasad|retard|uberfallig|scadut|ritardo|achterstallig|просроч|متاخر|متأخر|遅れ|期限切れ|지난\s?마감|밀린|逾期|过期)/u.test(v.fold)) return 'overdue';
  if (/(?:urgent|asap|important|urgente|dringend|wichtig|срочн|عاجل|急|긴급|紧急|重要)/u.test(v.fold)) return 'urgent';
  if (/(?:week|semana|semaine|woche|settimana|hafte|недел|اسبوع|週|주|周)/u.test(v.fold)) return 'week';
  const d = dates.find((h) => h.kind !== 'time');
  if (d) return d.date === clockToday ? 'today' : 'tomorrow';
  return 'all';
}

export interface Analysis {
  decision: Decision;
  /** Inferred mood from feelings words (any intent), null when none. */
  feeling: number | null;
}

export interface ClassifyInput {
  message: string;
  language: LanguageCode;
  history: readonly HistoryTurn[];
  clock: Clock;
  today: string;
}

export function classify(input: ClassifyInput): Analysis {
  const v = view(input.message);
  const lang = input.language;
  if (isCrisis(v)) return { decision: { kind: 'crisis' }, feeling: null };

  const body = afterGreeting(v);
  const q = isQuestion(body) || isQuestion(v);
  const words = wordCount(v.fold);
  const dates = findDates(v, input.clock);
  const prios = findPriorities(v);
  const mood = inferMood(v);
  const feeling = mood ? mood.value : null;
  const strongCreate = hasStrongCreate(v.fold);
  const modal = test(MODAL, body.fold) || (lang === 'hinglish' && HINGLISH_TODO.test(body.fold));
  const polite = POLITE_REQUEST.test(body.fold.trim());

  // Help: "how do I…", or a help word in a short message without a to-do in it.
  if (test(HOW_TO, v.fold) && (!strongCreate || q)) return { decision: { kind: 'help' }, feeling };
  if (test(HELP, v.fold) && !strongCreate && !deadlineDate(v, dates) && words <= 8 && !(modal && !q) && !test(THANKS, v.fold)) {
    return { decision: { kind: 'help' }, feeling };
  }

  // Mood: an explicit value, or a history question.
  const explicit = findExplicitMood(v, input.history);
  if (explicit && !strongCreate) return { decision: { kind: 'mood_log', value: explicit.value }, feeling };
  const historyDays = moodHistoryDays(v);
  if (historyDays !== null && (q || test(LIST_IMPERATIVE, v.fold) || LIST_TAIL.test(v.fold) || /(?:history|historial|historique|verlauf|historico|storico|geschiedenis|истори|سجل|履歴|기록|历史)/u.test(v.fold))) {
    return { decision: { kind: 'mood_history', days: historyDays }, feeling };
  }

  // Task statistics.
  const listAsk = test(LIST_IMPERATIVE, body.fold) || LIST_TAIL.test(v.fold);
  if (test(STATS, v.fold) || (test(STATS_COUNT, v.fold) && test(DONE_VERB_ANY, v.fold) && (q || listAsk))) {
    if (!strongCreate && !(modal && !q)) {
      const days = /(?:today|hoy|aujourd|heute|hoje|oggi|vandaag|aaj|сегодня|اليوم|今日|오늘|今天)/u.test(v.fold) ? 1
        : /(?:month|mes|mois|monat|mese|maand|mahine|месяц|شهر|月|달)/u.test(v.fold) ? 30 : 7;
      return { decision: { kind: 'task_stats', days }, feeling };
    }
  }

  // "Mark X as done" / "tick it off".
  if (hasMarkDone(v) && !strongCreate) {
    const c = detectCompletion(v, lang, { allowStatement: true });
    if (c) return { decision: { kind: 'task_complete', title: c.title }, feeling };
  }

  if (strongCreate) return { decision: { kind: 'task_create' }, feeling };

  // Questions about one's tasks.
  const taskNoun = test(TASK_NOUN, v.fold);
  // "anything I need to finish before Wednesday?", "금요일까지 해야 하는 거 뭐 있어?": a dated obligation question.
  const datedDuty = q && (modal || test(SOMETHING, v.fold)) && dates.some((d) => d.kind !== 'time');
  if ((q || listAsk) && (taskNoun || datedDuty || (prios.length > 0 && words <= 6)) && !(polite && looksLikeTask(stripPolite(body), lang))) {
    return { decision: { kind: 'task_list', filter: taskFilter(v, dates, input.today) }, feeling };
  }

  // "Log my mood" / "I want to log my mood" before need/want-to cues.
  if (isMoodLogRequest(v) && !test(LIST_HEADER, v.fold)) return { decision: { kind: 'mood_feeling' }, feeling };

  // To-dos: need/have-to, list headers, deadlines, a priority up front, several lines.
  const lines = v.clean.split('\n').filter((l) => l.trim()).length;
  const header = /^[^\n]{1,48}?[:：]\s*\S/u.test(body.clean) && (test(LIST_HEADER, body.fold.split(/[:：]/u)[0] ?? '') || findDates(subView(body, 0, body.fold.search(/[:：]/u)), input.clock).length > 0 || findPriorities(subView(body, 0, body.fold.search(/[:：]/u))).length > 0);
  const leadPriority = prios.some((p) => p.start <= (v.fold.length - body.fold.length) + 2);
  if (!q || polite) {
    if (modal || header || lines > 1 || deadlineDate(v, dates) || leadPriority || (polite && looksLikeTask(stripPolite(body), lang))) {
      return { decision: { kind: 'task_create' }, feeling };
    }
    // A leading date ("через 3 дня сдать проект") should not hide the verb after it.
    // A trailing priority (", sofort", ", hoge prioriteit") likewise.
    const undated = dates.length || prios.length ? afterGreeting(view(cutSpans(v.clean, [...dates, ...prios]))) : body;
    const imperative = looksLikeTask(body, lang, true) || (undated !== body && looksLikeTask(undated, lang, true));
    if (imperative && words >= 2 && !isGreetingOnly(v) && !test(THANKS, v.fold) && !(mood && (words <= 3 || isSoftOnly(v, input.clock)))) {
      // Imperatives ("send the deck to Acme"), but not a completed-task statement.
      const c = detectCompletion(v, lang, { allowStatement: true });
      if (!c || (dates.length > 0 && !c.command)) return { decision: { kind: 'task_create' }, feeling };
    }
  }

  // "I finished X", "X ho gaya", "listo X".
  if (!q) {
    const c = detectCompletion(v, lang, { allowStatement: true });
    if (c && c.title) return { decision: { kind: 'task_complete', title: c.title }, feeling };
  }

  // Feelings and mood logging.
  if (mood || isMoodLogRequest(v) || (mentionsMood(v) && words <= 8)) return { decision: { kind: 'mood_feeling' }, feeling };

  if (isGreetingOnly(v) || (test(GREETING_LEAD, v.fold) && !q && words <= 12)) return { decision: { kind: 'greeting' }, feeling };
  if (test(HELP, v.fold) && q) return { decision: { kind: 'help' }, feeling };
  if (q && (/^(?:what\s+(?:should|do)\s+i\s+do|what'?s\s+next|what\s+now)/u.test(v.fold))) return { decision: { kind: 'task_list', filter: 'all' }, feeling };
  return { decision: { kind: 'general', thanks: test(THANKS, v.fold) }, feeling };
}

function stripPolite(v: TextView): TextView {
  const m = POLITE_REQUEST.exec(v.fold.trim());
  if (!m) return v;
  const lead = v.fold.length - v.fold.trimStart().length;
  return subView(v, lead + m[0].length, v.fold.length);
}
