// End of day (decisions §8, §10): one collection per organization and date, computed from the task
// status history, stored per task and per user (who was absent, who gave no update), and
// announced through the outbox to the progress channel with the missing, the absent and the
// day's blockers. The manual POST /api/eod/collect and the scheduled run share
// collectInTransaction; a rerun recomputes and replaces.
import { requireAccess, mayActOn } from '../../platform/auth/access.ts';
import type { Principal, UserPrincipal } from '../../platform/auth/principal.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Transaction } from '../../platform/db/client.ts';
import { invalidField, notFound } from '../../platform/errors.ts';
import type { OutboxService } from '../outbox/service.ts';
import { addDays, checkDate, dayWindow, daysBetween, localDate } from '../../platform/scheduler/calendar.ts';
import type { ScheduledJob } from '../../platform/scheduler/index.ts';
import { absentOn } from '../absences/service.ts';
import type { MorningThreadService } from '../morning-threads/service.ts';
import type { Preferences } from '../organizations/preferences.ts';
import type { OrganizationService } from '../organizations/service.ts';
import * as store from './store.ts';
import { percentOf } from '../../platform/numbers.ts';
import { summaryText } from './texts.ts';

export interface CollectResult {
  success: boolean;
  date: string;
  processed: number;
  done: number;
  carryForward: number;
  dropped: number;
  noUpdate: number;
  absent: number;
  missing: Person[];
  blockers: Blocker[];
  summaryPosted: boolean;
  summaryStatus: SummaryStatus;
}

export interface Person { userId: string; name: string }
export interface Blocker extends Person { text: string }

/** Why the summary is or is not posted: delivered now, queued for retries, or nowhere to post it. */
export type SummaryStatus = 'delivered' | 'queued' | 'no_platform' | 'no_channel' | 'no_adapter';

const OUTCOME: Record<string, store.Outcome> = {
  completed: 'done',
  cancelled: 'dropped',
  open: 'carryForward',
  in_progress: 'carryForward',
};


/** Longest range of GET /api/eod/summaries: a quarter, with room for a 92-day one. */
export const EOD_RANGE_MAX_DAYS = 92;
const DEFAULT_RANGE_DAYS = 7;

// The first calendar date PostgreSQL's date type holds (it has no year 0).
const FIRST_DATE = '0001-01-01';

/** A stored collection's figures: completionRate = done / totalTasks × 100 (1 decimal). */
const dayTotals = (row: store.CollectionRow) => ({
  date: row.date,
  totalTasks: row.processed,
  done: row.done,
  carryForward: row.carryForward,
  dropped: row.dropped,
  noUpdate: row.noUpdate,
  absent: row.absent,
  completionRate: percentOf(row.done, row.processed),
  summaryPosted: row.summaryPosted,
  collectedAt: row.collectedAt,
});

export interface EodDeps {
  db: Database;
  clock: Clock;
  outbox: OutboxService;
  organizations: Pick<OrganizationService, 'preferences'>;
  morningThreads: Pick<MorningThreadService, 'markEodCollected' | 'blockersOn'>;
}

export function createEodService({ db, clock, outbox, organizations, morningThreads }: EodDeps) {

  // A summary that reaches the adapter after the request (a retry) is still recorded as posted.
  outbox.onDelivered('eod_summary', (tx, message) => store.setSummaryPosted(tx, message.organizationId, message.subjectId));

  /**
   * Computes and stores the day's outcomes, marks the day's thread collected and enqueues the
   * summary (when the organization has a platform and a progress channel). Answers the totals
   * and the outbox message id, if any.
   */
  async function collectInTransaction(tx: Transaction, organizationId: string, date: string, preferences: Preferences) {
    const now = clock.now();
    const day = { date, ...dayWindow(date, preferences.timezone), now };
    await store.lockCollection(tx, organizationId, date, now);

    const tasks = await store.trackedTasks(tx, organizationId, day);
    const outcomes = tasks.map((t) => ({ taskId: t.taskId, userId: t.userId, outcome: OUTCOME[t.status] ?? 'carryForward' }));
    const people = await store.members(tx, organizationId, day, [...new Set(outcomes.map((o) => o.userId))]);
    const away = await absentOn(tx, organizationId, date, people.map((person) => person.id));

    const userRows = people.map((person) => {
      const own = outcomes.filter((o) => o.userId === person.id);
      const count = (outcome: store.Outcome) => own.filter((o) => o.outcome === outcome).length;
      return {
        userId: person.id,
        name: person.name,
        done: count('done'),
        carryForward: count('carryForward'),
        dropped: count('dropped'),
        // noUpdate counts active users who are not absent (decisions §8, §10); a deactivated owner keeps a row for its tasks.
        noUpdate: person.active && !person.updated && !away.has(person.id) ? 1 : 0,
        absent: person.active && away.has(person.id),
      };
    });
    const missing = userRows.filter((row) => row.noUpdate > 0).map((row) => ({ userId: row.userId, name: row.name }));
    const absentPeople = userRows.filter((row) => row.absent).map((row) => ({ userId: row.userId, name: row.name }));
    const blockers = await morningThreads.blockersOn(tx, organizationId, date);
    const totals = {
      done: outcomes.filter((o) => o.outcome === 'done').length,
      carryForward: outcomes.filter((o) => o.outcome === 'carryForward').length,
      dropped: outcomes.filter((o) => o.outcome === 'dropped').length,
      noUpdate: userRows.reduce((n, row) => n + row.noUpdate, 0),
      absent: absentPeople.length,
    };
    const processed = totals.done + totals.carryForward + totals.dropped;

    await store.saveCollection(tx, { organizationId, date, processed, ...totals, collectedAt: now }, outcomes,
      userRows.map(({ name: _name, ...row }) => row));
    await morningThreads.markEodCollected(tx, organizationId, date);

    let messageId: string | null = null;
    if (preferences.platform && preferences.progressChannelId) {
      messageId = await outbox.enqueue(tx, {
        organizationId,
        kind: 'eod_summary',
        platform: preferences.platform,
        channelId: preferences.progressChannelId,
        text: summaryText(preferences.defaultLanguage, {
          date, ...totals, completionRate: percentOf(totals.done, processed), users: userRows, blockers,
        }),
        subjectId: date,
      });
    }
    return { date, processed, ...totals, missing, blockers, messageId };
  }

  const collectionJob: ScheduledJob<Preferences> = {
    name: 'eod_collection',
    timeOf: (preferences) => preferences.eodCollectionTime,
    async run(tx, organizationId, date, preferences) {
      await collectInTransaction(tx, organizationId, date, preferences);
    },
  };

  return {
    collectionJob,

    /**
     * The manual collection (admin of the organization; another orgId → 404). The summary gets
     * one delivery attempt within the request: summaryPosted tells whether it reached the
     * adapter; if not, the outbox keeps retrying.
     */
    async collect(principal: UserPrincipal, input: { orgId: string; date?: string }): Promise<CollectResult> {
      requireAccess(principal, 'eod.collect');
      if (!mayActOn(principal, input.orgId)) throw notFound('Organization not found', 'organization_not_found');
      const preferences = await organizations.preferences(input.orgId);
      const date = input.date === undefined ? localDate(clock.now(), preferences.timezone) : checkDate(input.date, 'date');
      const { messageId, ...totals } = await db.transaction((tx) => collectInTransaction(tx, input.orgId, date, preferences));
      const summaryPosted = messageId ? await outbox.deliverNow(messageId) : false;
      let summaryStatus: SummaryStatus;
      if (!preferences.platform) summaryStatus = 'no_platform';
      else if (!preferences.progressChannelId) summaryStatus = 'no_channel';
      else if (!outbox.hasAdapter(preferences.platform)) summaryStatus = 'no_adapter';
      else summaryStatus = summaryPosted ? 'delivered' : 'queued';
      return { success: true, ...totals, summaryPosted, summaryStatus };
    },

    /**
     * The stored summaries of the caller's organization from `from` to `to` (calendar dates,
     * both included; default the last seven days up to today), collected days only, with
     * their totals. At most EOD_RANGE_MAX_DAYS days, else 400.
     */
    async summaries(principal: UserPrincipal, range: { from?: string; to?: string }) {
      requireAccess(principal, 'eod.read');
      const organizationId = principal.organizationId;
      const to = range.to === undefined
        ? localDate(clock.now(), (await organizations.preferences(organizationId)).timezone)
        : checkDate(range.to, 'to');
      const weekBefore = addDays(to, -(DEFAULT_RANGE_DAYS - 1));
      const from = range.from === undefined
        ? (weekBefore < FIRST_DATE ? FIRST_DATE : weekBefore)
        : checkDate(range.from, 'from');
      const span = daysBetween(from, to) + 1;
      if (span < 1) throw invalidField('from', 'must not be after to', 'range_reversed');
      if (span > EOD_RANGE_MAX_DAYS) {
        throw invalidField('to', `must be at most ${EOD_RANGE_MAX_DAYS} days after from (both included)`, 'range_too_long');
      }
      const days = (await store.findCollections(db, organizationId, from, to)).map(dayTotals);
      const sum = (field: 'done' | 'carryForward' | 'dropped' | 'noUpdate' | 'absent') => days.reduce((n, day) => n + day[field], 0);
      const totals = { done: sum('done'), carryForward: sum('carryForward'), dropped: sum('dropped'), noUpdate: sum('noUpdate'), absent: sum('absent') };
      const totalTasks = totals.done + totals.carryForward + totals.dropped;
      return {
        organizationId, from, to, days,
        totals: { collectedDays: days.length, totalTasks, ...totals, completionRate: percentOf(totals.done, totalTasks) },
      };
    },

    /** The stored summary of a collected day; 404 `EOD summary not found` before any collection. */
    async summary(principal: Principal, organizationId: string, date?: string) {
      requireAccess(principal, 'eod.read');
      if (!mayActOn(principal, organizationId)) throw notFound('EOD summary not found');
      const day = date === undefined
        ? localDate(clock.now(), (await organizations.preferences(organizationId)).timezone)
        : checkDate(date, 'date');
      const row = await store.findCollection(db, organizationId, day);
      if (!row) throw notFound('EOD summary not found');
      const users = await store.userRows(db, organizationId, day);
      return {
        ...dayTotals(row), organizationId: row.organizationId, users,
        missing: users.filter((user) => user.noUpdate > 0).map(({ userId, name }) => ({ userId, name })),
        blockers: await morningThreads.blockersOn(db, organizationId, day),
      };
    },
  };
}

export type EodService = ReturnType<typeof createEodService>;
