// Turns a morning-thread reply into task items (decisions §8): one item per line or bullet,
// list markers stripped, greetings and headings skipped, and "a, b and c" lines split.
// Lines that report a blocker (decisions §10; the assistant's lexicons, 13 languages), and the
// lines under a "Blockers:" heading, are kept apart as blockers and make no task; "Blockers:
// none" makes neither.
// The assistant's task extraction (13 languages, due dates, urgency) reads each line when it is
// given; a line it finds nothing in still counts, since in a check-in thread every line of the
// reply is meant as a task.
import { blockerOf } from '../../assistant/index.ts';
import type { ExtractedTask } from '../../assistant/types.ts';
import { TITLE_MAX_LENGTH } from '../../platform/limits.ts';

export type TaskExtractor = (text: string, context: { now: Date; timezone: string }) => ExtractedTask[];

/** At most this many tasks (and this many blockers) come out of one reply. */
export const MAX_ITEMS = 50;

// "- ", "* ", "• ", "1. ", "2) ", "(3) ", "a) ", "[ ] ", "[x] ", "> " — repeated: "1. - [ ] x".
const MARKER = /^\s*(?:[-*•·‣◦▪●○–—+>]|\[[ xX✓✔]?\]|\(?\d{1,3}[.)\]:](?!\d)|\(?[a-zA-Z]\)|[①-⑳])\s*/u;

const GREETING = new RegExp(
  '^(?:good morning|morning|hi|hello|hey|gm|namaste|suprabhat|buenos d[ií]as|hola|bonjour|salut|guten morgen|moin|hallo'
  + '|bom dia|ol[aá]|buongiorno|ciao|goedemorgen|hoi|おはよう(?:ございます)?|안녕하세요|좋은 아침(?:입니다)?|早上好|早安|你好'
  + '|صباح الخير|مرحبا|доброе утро|привет|всем привет)'
  + '(?:[\\s,]+(?:team|all|everyone|folks|guys|todos|equipo|[àa] tous|tout le monde|zusammen|allemaal|a tutti|pessoal|команда|всем))?'
  + '(?:[\\s!.,~！。☀🙂😊👋🌞]|\\uFE0F)*$',
  'iu',
);

// List separators: semicolons always; commas (also 、 and ،) and a final "and" in list form.
const AND = /\s+(?:and|&|y|e|et|und|и|و)\s+/iu;

function stripMarkers(line: string): string {
  let current = line;
  for (let guard = 0; guard < 4; guard += 1) {
    const next = current.replace(MARKER, '');
    if (next === current) break;
    current = next;
  }
  return current.trim();
}

export interface ReplyLines {
  /** Lines that may hold tasks, markers stripped. */
  taskLines: string[];
  /** Blocking lines, markers stripped. */
  blockers: string[];
}

/** The lines of a reply, markers stripped: those that may hold tasks, and the blockers. */
export function readLines(rawText: string): ReplyLines {
  const taskLines: string[] = [];
  const blockers: string[] = [];
  let underBlockerHeading = false;
  for (const line of rawText.split(/\r?\n/).map(stripMarkers)) {
    if (line.length === 0 || !/\p{L}|\p{N}/u.test(line) || GREETING.test(line)) continue; // not only emoji or punctuation
    const blocker = blockerOf(line);
    if (/[:：]$/.test(line)) { // a heading such as "Today:" or "Blockers:"
      underBlockerHeading = blocker !== null;
      continue;
    }
    if (blocker === 'no_blocker') continue;
    if (blocker === 'blocker' || underBlockerHeading) blockers.push(line);
    else taskLines.push(line);
  }
  return { taskLines, blockers: blockers.slice(0, MAX_ITEMS) };
}

/** Splits "a, b and c" and "a; b" into items; a line without separators is one item. */
export function splitItems(line: string): string[] {
  const parts = line.split(/\s*;\s*/);
  const items: string[] = [];
  for (const part of parts) {
    const commaParts = part.split(/\s*[,、،]\s*/);
    if (commaParts.length > 1) {
      const last = commaParts.pop()!;
      items.push(...commaParts, ...last.split(AND));
    } else {
      items.push(part);
    }
  }
  return items.map((item) => item.replace(/^(?:and|&)\s+/i, '').replace(/[.。!！]+$/u, '').trim())
    .filter((item) => /\p{L}|\p{N}/u.test(item));
}

const clip = (title: string) => (title.length > TITLE_MAX_LENGTH ? `${title.slice(0, TITLE_MAX_LENGTH - 1).trimEnd()}…` : title);

/** The tasks and the blockers of a reply. */
export function parseSubmission(rawText: string, context: { now: Date; timezone: string }, extract?: TaskExtractor): { tasks: ExtractedTask[]; blockers: string[] } {
  const { taskLines, blockers } = readLines(rawText);
  const items: ExtractedTask[] = [];
  for (const line of taskLines) {
    const extracted = extract ? extract(line, context).filter((task) => task.title.trim().length > 0) : [];
    const found = extracted.length > 0
      ? extracted
      : splitItems(line).map((title) => ({ title, priority: 3, dueDate: null }));
    for (const task of found) items.push({ ...task, title: clip(task.title.trim()) });
    if (items.length >= MAX_ITEMS) break;
  }
  return { tasks: items.slice(0, MAX_ITEMS), blockers: blockers.map(clip) };
}
