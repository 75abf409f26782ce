// End of day (decisions §8): one collection per organization and date, computed from the task
// status history, stored per task and per user, and announced through the outbox to the
// progress channel. The manual POST /api/eod/collect and the scheduled run share
// collectInTransaction; a rerun recomputes and replaces.
import type { Principal, UserPrincipal } from '../../platform/auth/plugin.ts';
import { keyMayActOn } from '../../platform/auth/plugin.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Transaction } from '../../platform/db/client.ts';
import { notFound } from '../../platform/errors.ts';
import type { Outbox } from '../../platform/outbox.ts';
import { checkDate, dayWindow, localDate } from '../../platform/scheduler/calendar.ts';
import type { ScheduledJob } from '../../platform/scheduler/index.ts';
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
  summaryPosted: boolean;
}

const OUTCOME: Record<string, store.Outcome> = {
  completed: 'done',
  cancelled: 'dropped',
  open: 'carryForward',
  in_progress: 'carryForward',
};


export interface EodDeps {
  db: Database;
  clock: Clock;
  outbox: Outbox;
  organizations: Pick<OrganizationService, 'preferences'>;
  morningThreads: Pick<MorningThreadService, 'markEodCollected'>;
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

    const userRows = people.map((person) => {
      const own = outcomes.filter((o) => o.userId === person.id);
      const count = (outcome: store.Outcome) => own.filter((o) => o.outcome === outcome).length;
      return {
        userId: person.id,
        name: person.name,
        done: count('done'),
        carryForward: count('carryForward'),
        dropped: count('dropped'),
        // noUpdate counts active users only (decisions §8); a deactivated owner keeps a row for its tasks.
        noUpdate: person.active && !person.updated ? 1 : 0,
      };
    });
    const totals = {
      done: outcomes.filter((o) => o.outcome === 'done').length,
      carryForward: outcomes.filter((o) => o.outcome === 'carryForward').length,
      dropped: outcomes.filter((o) => o.outcome === 'dropped').length,
      noUpdate: userRows.reduce((n, row) => n + row.noUpdate, 0),
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
        text: summaryText(preferences.defaultLanguage, { date, ...totals, completionRate: percentOf(totals.done, processed), users: userRows }),
        subjectId: date,
      });
    }
    return { date, processed, ...totals, messageId };
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
      if (input.orgId !== principal.organizationId) throw notFound('Organization not found');
      const preferences = await organizations.preferences(input.orgId);
      const date = input.date === undefined ? localDate(clock.now(), preferences.timezone) : checkDate(input.date, 'body.date');
      const { messageId, ...totals } = await db.transaction((tx) => collectInTransaction(tx, input.orgId, date, preferences));
      const summaryPosted = messageId ? await outbox.deliverNow(messageId) : false;
      return { success: true, ...totals, summaryPosted };
    },

    /** The stored summary of a collected day; 404 `EOD summary not found` before any collection. */
    async summary(principal: Principal, organizationId: string, date?: string) {
      const mayRead = principal.kind === 'key' ? keyMayActOn(principal, organizationId) : principal.organizationId === organizationId;
      if (!mayRead) throw notFound('EOD summary not found');
      const day = date === undefined
        ? localDate(clock.now(), (await organizations.preferences(organizationId)).timezone)
        : checkDate(date, 'params.date');
      const row = await store.findCollection(db, organizationId, day);
      if (!row) throw notFound('EOD summary not found');
      return {
        date: row.date,
        organizationId: row.organizationId,
        totalTasks: row.processed,
        done: row.done,
        carryForward: row.carryForward,
        dropped: row.dropped,
        noUpdate: row.noUpdate,
        completionRate: percentOf(row.done, row.processed),
        users: await store.userRows(db, organizationId, day),
        summaryPosted: row.summaryPosted,
        collectedAt: row.collectedAt,
      };
    },
  };
}

export type EodService = ReturnType<typeof createEodService>;
