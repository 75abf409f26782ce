// Turns a morning-thread reply into task items (decisions §8): one item per line or bullet,
// list markers stripped, greetings and headings skipped, and "a, b and c" lines split.
// The assistant's task extraction (13 languages, due dates, urgency) reads each line when it is
// given; a line it finds nothing in still counts, since in a check-in thread every line of the
// reply is meant as a task.
import type { ExtractedTask } from '../../assistant/types.ts';

export type TaskExtractor = (text: string, context: { now: Date; timezone: string }) => ExtractedTask[];

/** At most this many tasks come out of one reply. */
export const MAX_ITEMS = 50;
const MAX_TITLE = 200;

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

/** The lines of a reply that may hold tasks, markers stripped. */
export function candidateLines(rawText: string): string[] {
  return rawText.split(/\r?\n/)
    .map(stripMarkers)
    .filter((line) => line.length > 0
      && /\p{L}|\p{N}/u.test(line) // not only emoji or punctuation
      && !/[:：]$/.test(line) // a heading such as "Today:"
      && !GREETING.test(line));
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

const clip = (title: string) => (title.length > MAX_TITLE ? `${title.slice(0, MAX_TITLE - 1).trimEnd()}…` : title);

export function parseSubmission(rawText: string, context: { now: Date; timezone: string }, extract?: TaskExtractor): ExtractedTask[] {
  const items: ExtractedTask[] = [];
  for (const line of candidateLines(rawText)) {
    const extracted = extract ? extract(line, context).filter((task) => task.title.trim().length > 0) : [];
    const found = extracted.length > 0
      ? extracted
      : splitItems(line).map((title) => ({ title, priority: 3, dueDate: null }));
    for (const task of found) items.push({ ...task, title: clip(task.title.trim()) });
    if (items.length >= MAX_ITEMS) break;
  }
  return items.slice(0, MAX_ITEMS);
}
