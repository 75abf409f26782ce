// The end-of-day summary post: totals, completion rate, one line per person (no update and absent
// named apart), the day's blockers; labels in each of the 13 assistant languages (each language
// folder's `endOfDay` labels; numbers and names are the same everywhere).
import { language, type LanguageCode } from '../../assistant/index.ts';
import { singleLine } from '../../platform/text.ts';

export interface SummaryFigures {
  date: string;
  done: number;
  carryForward: number;
  dropped: number;
  noUpdate: number;
  completionRate: number;
  /** Active members away that day. */
  absent: number;
  users: { name: string; done: number; carryForward: number; dropped: number; noUpdate: number; absent: boolean }[];
  blockers: { name: string; text: string }[];
}

export function summaryText(code: LanguageCode, s: SummaryFigures): string {
  const l = language(code).endOfDay;
  const counts = (c: { done: number; carryForward: number; dropped: number }) =>
    `${c.done} ${l.done} · ${c.carryForward} ${l.carryForward} · ${c.dropped} ${l.dropped}`;
  // One line per person whatever the name holds (names stored before control characters were
  // refused included); the missing ("no update") and the absent are named apart.
  const people = s.users.map((u) => {
    const tasks = u.done + u.carryForward + u.dropped;
    if (u.absent) return `• ${singleLine(u.name)}: ${tasks > 0 ? `${counts(u)} · ` : ''}${l.absent}`;
    return u.noUpdate > 0 && tasks === 0 ? `• ${singleLine(u.name)}: ${l.noUpdate}` : `• ${singleLine(u.name)}: ${counts(u)}`;
  });
  return [
    `${l.title} — ${s.date}`,
    `${counts(s)} · ${s.noUpdate} ${l.noUpdate}${s.absent > 0 ? ` · ${s.absent} ${l.absent}` : ''}`,
    `${l.rate}: ${s.completionRate.toFixed(1)}%`,
    ...people,
    ...(s.blockers.length > 0 ? [`${l.blockers}:`, ...s.blockers.map((b) => `• ${singleLine(b.name)}: ${singleLine(b.text)}`)] : []),
  ].join('\n');
}
