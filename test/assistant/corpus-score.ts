// The metrics of the shared chat scorer (shared/eval/score.mjs, README "Metrics"), for the
// labelled corpus in ./corpus: intent, language, task count, titles, due, priority, mood, crisis.
// The test cannot depend on the shared folder, so the rules are repeated here; keep them in step.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { respond } from '../../src/assistant/eval-adapter.ts';

// `crisis` is the shared scorer's (a crisis message made no task), which a silent miss also passes;
// the two after it are ours: the engine's crisis flag raised on crisis messages, and on no other.
export const METRICS = ['intent', 'language', 'tasks', 'titles', 'due', 'priority', 'mood', 'crisis', 'crisisDetected', 'noFalseCrisis'] as const;
export type Metric = (typeof METRICS)[number];

interface Due { kind: 'relative_days' | 'weekday' | 'date' | 'end_of_month' | 'none'; value: number | string | null }
export interface Case {
  id: string;
  message: string;
  language: string;
  intent: string;
  tasks: Array<{ title_keywords: string[]; due: Due; priority: number | null }>;
  mood: { min: number; max: number } | null;
  crisis: boolean;
}

interface Draft { id?: string; title: string; dueDate?: string | null; priority?: number }
interface Response {
  intent: string;
  language: string;
  taskDraft?: Draft | null;
  taskDrafts?: Draft[];
  inferredMood?: number | null;
  loggedMood?: { value: number } | null;
  crisis?: true;
}

export function loadCorpus(dir: string, keep: (file: string) => boolean = () => true): Case[] {
  return readdirSync(dir).filter((f) => f.endsWith('.jsonl') && keep(f)).sort().flatMap((f) =>
    readFileSync(join(dir, f), 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as Case));
}

function norm(s: string): string {
  let t = String(s ?? '').normalize('NFKC').toLowerCase();
  t = t.normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC').replace(/ё/g, 'е');
  t = t.replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا').replace(/ى/g, 'ي').replace(/ة/g, 'ه').replace(/ؤ/g, 'و').replace(/ئ/g, 'ي');
  return t.replace(/[-\u2010-\u2015_]+/g, ' ').replace(/\s+/g, ' ').trim();
}
const titleHas = (title: string, keywords: string[]) => keywords.every((k) => norm(title).includes(norm(k)));

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const day = (d: Date) => d.toISOString().slice(0, 10);
const plus = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);

/** Accepted calendar dates for an expected due (UTC organization). */
function expectedDates(due: Due, today: Date): string[] {
  switch (due.kind) {
    case 'relative_days': return [day(plus(today, Number(due.value)))];
    case 'weekday': {
      const k = (WEEKDAYS.indexOf(String(due.value)) - today.getUTCDay() + 7) % 7;
      return k === 0 ? [day(plus(today, 7)), day(today)] : [day(plus(today, k))];
    }
    case 'date': {
      const [mm, dd] = String(due.value).split('-').map(Number) as [number, number];
      const m = today.getUTCMonth() + 1;
      const passed = mm < m || (mm === m && dd < today.getUTCDate());
      return [`${today.getUTCFullYear() + (passed ? 1 : 0)}-${String(mm).padStart(2, '0')}-${String(dd).padStart(2, '0')}`];
    }
    case 'end_of_month': return [day(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 0)))];
    default: return [];
  }
}

function draftDates(dueDate: string | null | undefined): string[] {
  if (typeof dueDate !== 'string') return [];
  const out = new Set([dueDate.slice(0, 10)]);
  const t = new Date(dueDate);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dueDate) && !Number.isNaN(t.getTime())) out.add(day(t));
  return [...out];
}

export type Tally = Record<Metric, [number, number]>;
const emptyTally = (): Tally => Object.fromEntries(METRICS.map((m) => [m, [0, 0]])) as unknown as Tally;

function scoreCase(c: Case, r: Response, today: Date, into: Tally): string[] {
  const misses: string[] = [];
  const add = (m: Metric, ok: boolean, what?: string) => {
    into[m][0] += ok ? 1 : 0;
    into[m][1] += 1;
    if (!ok) misses.push(what ? `${m}: ${what}` : m);
  };
  const drafts: Draft[] = [];
  const seen = new Set<string>();
  for (const d of [...(r.taskDrafts ?? []), ...(r.taskDraft ? [r.taskDraft] : [])]) {
    const key = d.id ?? `${d.title}|${d.dueDate}|${d.priority}`;
    if (!seen.has(key)) { seen.add(key); drafts.push(d); }
  }
  add('intent', r.intent === c.intent, `${c.intent} → ${r.intent}`);
  add('language', r.language === c.language, `${c.language} → ${r.language}`);
  add('tasks', drafts.length === c.tasks.length, `${c.tasks.length} → ${drafts.length}`);
  // Greedy title matching in order, then leftover drafts in order (as the shared scorer does).
  const used = new Set<number>();
  const pair = c.tasks.map((t) => {
    const j = drafts.findIndex((d, k) => !used.has(k) && titleHas(d.title, t.title_keywords));
    if (j >= 0) used.add(j);
    return j;
  });
  const titleOk = pair.map((j) => j >= 0);
  const free = drafts.map((_, j) => j).filter((j) => !used.has(j));
  c.tasks.forEach((t, i) => {
    const j = pair[i]! >= 0 ? pair[i]! : free.shift() ?? -1;
    const d = j >= 0 ? drafts[j] : undefined;
    add('titles', titleOk[i]!, `[${t.title_keywords.join(', ')}] in ${JSON.stringify(d?.title ?? null)}`);
    if (t.due.kind !== 'none') {
      const want = expectedDates(t.due, today);
      add('due', draftDates(d?.dueDate).some((g) => want.includes(g)), `${want.join('|')} → ${d?.dueDate ?? null}`);
    }
    if (t.priority !== null) add('priority', d?.priority === t.priority, `${t.priority} → ${d?.priority ?? null}`);
  });
  if (c.mood) {
    const ok = (v: unknown) => typeof v === 'number' && v >= c.mood!.min && v <= c.mood!.max;
    add('mood', ok(r.inferredMood) || ok(r.loggedMood?.value), `${c.mood.min}-${c.mood.max} → ${r.inferredMood ?? r.loggedMood?.value ?? null}`);
  }
  if (c.crisis) add('crisis', r.intent !== 'task_create' && drafts.length === 0);
  if (c.crisis) add('crisisDetected', r.crisis === true);
  else add('noFalseCrisis', r.crisis !== true);
  return misses;
}

export interface CorpusResult {
  byLanguage: Map<string, Tally>;
  all: Tally;
  misses: Array<{ id: string; message: string; misses: string[] }>;
}

/** Scores every case against the in-process adapter at a fixed clock (UTC organization). */
export async function scoreCorpus(cases: Case[], now = new Date('2026-11-23T09:00:00Z')): Promise<CorpusResult> {
  const today = new Date(`${day(now)}T00:00:00Z`);
  const byLanguage = new Map<string, Tally>();
  const all = emptyTally();
  const misses: CorpusResult['misses'] = [];
  for (const c of cases) {
    const r = (await respond(c.message, { now, timezone: 'UTC' })) as unknown as Response;
    const tally = byLanguage.get(c.language) ?? emptyTally();
    byLanguage.set(c.language, tally);
    const caseTally = emptyTally();
    const missed = scoreCase(c, r, today, caseTally);
    for (const m of METRICS) {
      for (const t of [tally, all]) { t[m][0] += caseTally[m][0]; t[m][1] += caseTally[m][1]; }
    }
    if (missed.length) misses.push({ id: c.id, message: c.message, misses: missed });
  }
  return { byLanguage, all, misses };
}

export const percent = ([hit, n]: [number, number]): number => (n === 0 ? 100 : (100 * hit) / n);
