// Rules for moods (decisions §6): entries are logged by the person or inferred by chat; stats
// count logged entries only; the automatic low_mood and declining_mood flags are decided here
// so that the HTTP API and chat share one set of rules.
import type { Clock } from '../../platform/clock.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { recordActivity } from '../../platform/activity.ts';
import { round } from '../../platform/numbers.ts';
import { requireAccess } from '../../platform/auth/access.ts';
import type { UserPrincipal } from '../../platform/auth/principal.ts';
import { invalidField } from '../../platform/errors.ts';
import { MOOD_NOTE_MAX_LENGTH, MOOD_SCALE } from '../../platform/limits.ts';
import { pageOf } from '../../platform/pages.ts';
import { SEVERITIES, type AutomaticReason } from '../flags/schemas.ts';
import type { AutomaticFlagInput, FlagService } from '../flags/service.ts';
import * as store from './store.ts';

export const DEFAULT_WINDOW_DAYS = 30;
export const MAX_WINDOW_DAYS = 365;
/** Team figures are withheld below this many distinct people, so no one's mood can be singled out. */
export const TEAM_MIN_PARTICIPANTS = 3;

const DAY_MS = 24 * 60 * 60 * 1000;

export type MoodTrend = 'improving' | 'stable' | 'declining';
export type MoodDistribution = Record<'1' | '2' | '3' | '4' | '5', number>;

export interface MoodSummary {
  averageMood: number;
  totalEntries: number;
  moodTrend: MoodTrend;
  distribution: MoodDistribution;
}

interface Principal {
  organizationId: string;
  userId: string;
}

// Tolerance for float error when a difference of averages sits exactly on the 0.5 threshold.
const EPSILON = 1e-9;

/**
 * The window of the last `days` days ending now: entries with createdAt strictly after
 * now − days × 24 h. An entry exactly `days` days old is outside.
 */
export const windowStart = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

const average = (tally: store.MoodTally) => tally.total / tally.entries;

/** Trend: the newer half's average against the older half's; fewer than 4 entries → stable. */
function trendOf(aggregate: store.MoodAggregate): MoodTrend {
  if (aggregate.entries < 4) return 'stable';
  const change = average(aggregate.newerHalf) - average(aggregate.olderHalf);
  if (change > 0.5 + EPSILON) return 'improving';
  if (change < -0.5 - EPSILON) return 'declining';
  return 'stable';
}

/** Stats of a window's logged entries, from the database's aggregate. */
export function summarizeMoods(aggregate: store.MoodAggregate): MoodSummary {
  const [v1, v2, v3, v4, v5] = aggregate.distribution;
  return {
    averageMood: aggregate.entries === 0 ? 0 : round(average(aggregate), 2),
    totalEntries: aggregate.entries,
    moodTrend: trendOf(aggregate),
    distribution: { 1: v1, 2: v2, 3: v3, 4: v4, 5: v5 },
  };
}

function checkDays(days: number) {
  if (!Number.isInteger(days) || days < 1 || days > MAX_WINDOW_DAYS) {
    throw invalidField('days', `must be an integer from 1 to ${MAX_WINDOW_DAYS}`, 'out_of_range');
  }
}

const toMoodView = (row: store.MoodRow) => ({
  id: row.id,
  value: row.value,
  note: row.note,
  source: row.source as store.MoodSource,
  createdAt: row.createdAt,
});
export type MoodView = ReturnType<typeof toMoodView>;

export interface MoodServiceDeps {
  db: Database;
  clock: Clock;
  flags: FlagService;
}

export function createMoodService({ db, clock, flags }: MoodServiceDeps) {
  /**
   * The automatic rules of decisions §6 after a new entry. A mood of 1 → high/low_mood, for a
   * logged mood and also for one inferred by chat: it judges a single message, and a reply that
   * reads as the worst mood deserves the same attention however it was given. The series rules
   * (three logged in a row ≤ 2 → high/low_mood; 7-day average ≤ 2.5 over ≥ 3 entries →
   * medium/low_mood; 30-day trend declining → low/declining_mood) count logged entries only,
   * like the stats, so an inferred entry does not run them: it changes none of their inputs,
   * and re-running them would reopen a flag a manager had just resolved on no new evidence.
   */
  async function evaluateRules(ex: Executor, principal: Principal, entry: store.MoodRow) {
    const found: AutomaticFlagInput[] = [];
    if (entry.value === 1) {
      found.push({
        reason: 'low_mood', severity: 'high',
        description: entry.source === 'logged' ? 'Logged a mood of 1' : 'A chat message read as a mood of 1',
      });
    }
    if (entry.source === 'logged') {
      const now = clock.now();
      const latestThree = await store.latestLoggedValues(ex, principal.organizationId, principal.userId, 3);
      if (latestThree.length === 3 && latestThree.every((v) => v <= 2)) {
        found.push({ reason: 'low_mood', severity: 'high', description: 'Three logged moods in a row at 2 or below' });
      }
      // The month and its last week, aggregated by the database: no entries are loaded.
      const month = await store.loggedMoodAggregate(ex, principal.organizationId, {
        userId: principal.userId, since: windowStart(now, DEFAULT_WINDOW_DAYS), recentSince: windowStart(now, 7),
      });
      const week = month.recent;
      if (week.entries >= 3 && average(week) <= 2.5) {
        found.push({ reason: 'low_mood', severity: 'medium', description: `7-day average mood ${round(average(week), 2)} over ${week.entries} entries` });
      }
      if (trendOf(month) === 'declining') {
        found.push({ reason: 'declining_mood', severity: 'low', description: `Mood trend declining over the last ${DEFAULT_WINDOW_DAYS} days` });
      }
    }
    // One call per reason with its strongest finding: the flag is created or escalated once.
    const strongest = new Map<AutomaticReason, AutomaticFlagInput>();
    for (const finding of found) {
      const current = strongest.get(finding.reason);
      if (!current || SEVERITIES.indexOf(finding.severity) > SEVERITIES.indexOf(current.severity)) strongest.set(finding.reason, finding);
    }
    for (const finding of strongest.values()) {
      await flags.raiseAutomaticFlag(principal.organizationId, principal.userId, finding, ex);
    }
  }

  /** The caller's entries (logged and inferred) of the last `days` days, newest first, paginated. */
  async function list(principal: Principal, filter: { days: number; limit: number; offset: number }) {
    checkDays(filter.days);
    return pageOf(await store.listMoods(db, principal.organizationId, principal.userId, {
      since: windowStart(clock.now(), filter.days), limit: filter.limit, offset: filter.offset,
    }), filter, toMoodView);
  }

  return {
    /** Stores a mood, records the day's activity and runs the automatic flag rules, all in one transaction. */
    async logMood(principal: Principal, input: { value: number; note?: string | null; source: store.MoodSource }): Promise<MoodView> {
      if (!Number.isInteger(input.value) || input.value < MOOD_SCALE.min || input.value > MOOD_SCALE.max) {
        throw invalidField('value', `must be an integer from ${MOOD_SCALE.min} to ${MOOD_SCALE.max}`, 'out_of_range');
      }
      const note = input.note?.trim() || null;
      if (note !== null && note.length > MOOD_NOTE_MAX_LENGTH) {
        throw invalidField('note', `must have at most ${MOOD_NOTE_MAX_LENGTH} characters`, 'max_length', { limit: MOOD_NOTE_MAX_LENGTH });
      }
      return db.transaction(async (tx) => {
        const now = clock.now();
        const row = await store.insertMood(tx, {
          organizationId: principal.organizationId, userId: principal.userId, value: input.value, note, source: input.source, createdAt: now,
        });
        await recordActivity(tx, principal.organizationId, principal.userId, now);
        await evaluateRules(tx, principal, row);
        return toMoodView(row);
      });
    },

    list,

    /** Recent entries for chat: newest first, at most `limit` (default 10) of the last `days` (default 30). */
    async moodHistory(principal: Principal, options: { days?: number; limit?: number } = {}): Promise<MoodView[]> {
      const page = await list(principal, {
        days: options.days ?? DEFAULT_WINDOW_DAYS, limit: Math.min(Math.max(options.limit ?? 10, 1), 100), offset: 0,
      });
      return page.data;
    },

    /** The caller's stats over its logged entries of the last `days` days. */
    async moodStats(principal: Principal, options: { days: number }): Promise<MoodSummary> {
      checkDays(options.days);
      return summarizeMoods(await store.loggedMoodAggregate(db, principal.organizationId, { userId: principal.userId, since: windowStart(clock.now(), options.days) }));
    },

    /**
     * The organization's stats over everyone's logged entries of the window. Fewer than
     * TEAM_MIN_PARTICIPANTS distinct people: average, distribution and trend are withheld (null).
     */
    async teamMoodStats(principal: UserPrincipal, options: { days: number }) {
      requireAccess(principal, 'moods.teamStats');
      const { organizationId } = principal;
      checkDays(options.days);
      const aggregate = await store.loggedMoodAggregate(db, organizationId, { since: windowStart(clock.now(), options.days) });
      const participants = aggregate.participants;
      const summary = summarizeMoods(aggregate);
      if (participants >= TEAM_MIN_PARTICIPANTS) return { ...summary, participants, insufficientData: false };
      return { averageMood: null, totalEntries: summary.totalEntries, moodTrend: null, distribution: null, participants, insufficientData: true };
    },
  };
}

export type MoodService = ReturnType<typeof createMoodService>;
