// Rules for wellbeing flags (decisions §6): automatic flags are one per user and reason while
// unresolved and only ever escalate; manual flags are raised by managers, admins, or a person
// about themselves; managers and admins acknowledge and resolve.
import type { Clock } from '../../platform/clock.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { mayAccess, requireAccess, ownOrAccess, requireOwnOrAccess } from '../../platform/auth/access.ts';
import type { UserPrincipal } from '../../platform/auth/principal.ts';
import { conflict, invalidField, notFound } from '../../platform/errors.ts';
import { pageOf } from '../../platform/pages.ts';
import type { OutboxService } from '../outbox/service.ts';
import type { Platform } from '../organizations/preferences.ts';
import { absentOn } from '../absences/service.ts';
import { preferencesIn } from '../organizations/service.ts';
import { alertRecipients, isActiveMember, memberName } from '../users/service.ts';
import { alertText } from './texts.ts';
import type { AutomaticReason, FlagStatus, FlagView, Severity } from './schemas.ts';
import * as store from './store.ts';

export const OVERLOAD_THRESHOLD = 5;

const toFlagView = (row: store.FlagRow): FlagView => ({
  id: row.id,
  userId: row.userId,
  organizationId: row.organizationId,
  severity: row.severity as Severity,
  status: row.status as FlagStatus,
  reason: row.reason as FlagView['reason'],
  description: row.description,
  source: row.source as FlagView['source'],
  raisedBy: row.raisedBy,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  acknowledgedAt: row.acknowledgedAt,
  acknowledgedBy: row.acknowledgedBy,
  resolvedAt: row.resolvedAt,
  resolvedBy: row.resolvedBy,
  resolutionNote: row.resolutionNote,
});

export interface AutomaticFlagInput {
  reason: AutomaticReason;
  severity: Severity;
  description: string;
}

export interface FlagServiceDeps {
  db: Database;
  clock: Clock;
  outbox: Pick<OutboxService, 'enqueue'>;
  /** PUBLIC_URL: alerts link to the flag's page of the web app. */
  publicUrl: string;
}

/** Severities that reach a person at once (decisions §6). */
const ALERTED: ReadonlySet<Severity> = new Set(['critical', 'high']);

export function createFlagService({ db, clock, outbox, publicUrl }: FlagServiceDeps) {
  /**
   * When a flag has just become critical or high (raised so, or raised to it): a direct message
   * through the outbox to every active manager and admin reachable on a chat platform, in the
   * caller's transaction. The person the flag is about and the one who raised it by hand are
   * not told (they know). Exactly once per flag, severity and recipient: the outbox's unique
   * dedup key holds that even when two instances raise the same flag at once.
   */
  async function alert(tx: Executor, flag: store.FlagRow): Promise<void> {
    const severity = flag.severity as Severity;
    if (!ALERTED.has(severity)) return;
    const name = await memberName(tx, flag.organizationId, flag.userId);
    const text = alertText(name ?? 'A team member', severity, `${publicUrl}/team/flags/${flag.id}`);
    // Identities on the organization's own platform are preferred.
    const { platform } = await preferencesIn(tx, flag.organizationId);
    for (const recipient of await alertRecipients(tx, flag.organizationId, platform)) {
      if (recipient.userId === flag.userId || recipient.userId === flag.raisedBy) continue;
      await outbox.enqueue(tx, {
        organizationId: flag.organizationId, kind: 'direct_message', platform: recipient.platform as Platform,
        platformUserId: recipient.platformUserId, platformTeamId: recipient.platformTeamId,
        text, subjectId: flag.id, dedupKey: `flag-alert:${flag.id}:${severity}:${recipient.userId}`,
      });
    }
  }

  /** The flag if the caller may see it: managers and admins any of the organization's, others their own. */
  async function findVisible(principal: UserPrincipal, id: string): Promise<FlagView | null> {
    const row = await store.findFlag(db, principal.organizationId, id);
    if (!row || !ownOrAccess(principal, row.userId, 'flags.readOthers')) return null;
    return toFlagView(row);
  }

  async function requireFlag(principal: UserPrincipal, id: string): Promise<FlagView> {
    const flag = await findVisible(principal, id);
    if (!flag) throw notFound('Flag not found');
    return flag;
  }

  /**
   * Raises an automatic flag: a new one when the user has no unresolved automatic flag for the
   * reason (acknowledged ones count as unresolved), else the existing flag, its severity raised
   * when this one ranks higher and never lowered; an acknowledged flag so raised is active again. `ex` lets a caller include it in its transaction.
   */
  async function raiseAutomaticFlag(
    organizationId: string, userId: string, input: AutomaticFlagInput, ex: Executor = db,
  ): Promise<{ flag: FlagView; created: boolean }> {
    return ex.transaction(async (tx) => {
      const at = clock.now();
      const { row, inserted } = await store.upsertAutomaticFlag(tx, {
        organizationId, userId, reason: input.reason, severity: input.severity, description: input.description, createdAt: at,
      });
      // updatedAt moves to now only when this firing raised the severity.
      if (inserted || row.updatedAt.getTime() === at.getTime()) await alert(tx, row);
      return { flag: toFlagView(row), created: inserted };
    });
  }

  return {
    findVisible,
    raiseAutomaticFlag,

    /** More than OVERLOAD_THRESHOLD overdue open tasks → medium/overload; null when below. The tasks module counts. */
    async evaluateOverload(organizationId: string, userId: string, overdueOpenTasks: number, ex: Executor = db) {
      if (overdueOpenTasks <= OVERLOAD_THRESHOLD) return null;
      return raiseAutomaticFlag(organizationId, userId, {
        reason: 'overload', severity: 'medium', description: `${overdueOpenTasks} open tasks are overdue`,
      }, ex);
    },

    /**
     * The daily overload check, as a scheduler job at the organization's check-in time: tasks
     * go overdue as time passes, not on any request. `overdueCounts` comes from the tasks module.
     */
    overloadJob<P>(
      overdueCounts: (ex: Executor, organizationId: string, above: number) => Promise<{ userId: string; overdue: number }[]>,
      timeOf: (preferences: P) => string,
    ) {
      return {
        name: 'overload_check',
        timeOf,
        run: async (tx: Executor, organizationId: string, date: string) => {
          // Absences never feed the overload rule (decisions §10): tasks fall overdue while one is away.
          const away = await absentOn(tx, organizationId, date);
          for (const { userId, overdue } of await overdueCounts(tx, organizationId, OVERLOAD_THRESHOLD)) {
            if (away.has(userId)) continue;
            await raiseAutomaticFlag(organizationId, userId, {
              reason: 'overload', severity: 'medium', description: `${overdue} open tasks are overdue`,
            }, tx);
          }
        },
      };
    },

    /** Crisis language heard in chat → critical/crisis_language. */
    async raiseCrisisFlag(organizationId: string, userId: string, description: string, ex: Executor = db) {
      return raiseAutomaticFlag(organizationId, userId, { reason: 'crisis_language', severity: 'critical', description }, ex);
    },

    async list(principal: UserPrincipal, filter: store.FlagFilter) {
      // Employees only ever see their own flags; a userId filter naming someone else finds nothing.
      const own = !mayAccess(principal, 'flags.readOthers');
      const userFilterHidesAll = own && filter.userId !== undefined && filter.userId !== principal.userId;
      const found = userFilterHidesAll
        ? { rows: [], total: 0 }
        : await store.listFlags(db, principal.organizationId, { ...filter, userId: own ? principal.userId : filter.userId });
      return pageOf(found, filter, toFlagView);
    },

    get: requireFlag,

    async raiseManual(principal: UserPrincipal, input: { userId?: string; severity: Severity; description: string }) {
      const userId = input.userId ?? principal.userId;
      requireOwnOrAccess(principal, userId, 'flags.raiseForOthers');
      if (!(await isActiveMember(db, principal.organizationId, userId))) {
        throw invalidField('userId', 'is not an active member of the organization', 'not_active_member');
      }
      return db.transaction(async (tx) => {
        const row = await store.insertFlag(tx, {
          organizationId: principal.organizationId, userId, severity: input.severity, reason: 'manual',
          description: input.description.trim(), source: 'manual', raisedBy: principal.userId, createdAt: clock.now(),
        });
        await alert(tx, row);
        return toFlagView(row);
      });
    },

    /** Active → acknowledged; acknowledging again answers the flag unchanged; a resolved flag → 409. */
    async acknowledge(principal: UserPrincipal, id: string) {
      requireAccess(principal, 'flags.handle');
      const row = await store.acknowledgeFlag(db, principal.organizationId, id, principal.userId, clock.now());
      if (row) return toFlagView(row);
      const flag = await requireFlag(principal, id);
      if (flag.status === 'resolved') throw conflict('Flag is already resolved');
      return flag;
    },

    /** Active or acknowledged → resolved; a resolved flag → 409. */
    async resolve(principal: UserPrincipal, id: string, resolutionNote: string | null) {
      requireAccess(principal, 'flags.handle');
      const row = await store.resolveFlag(db, principal.organizationId, id, principal.userId, resolutionNote, clock.now());
      if (row) return toFlagView(row);
      await requireFlag(principal, id);
      throw conflict('Flag is already resolved');
    },
  };
}

export type FlagService = ReturnType<typeof createFlagService>;
