// Rules for morning threads (decisions §8): the scheduled check-in post, threads registered by
// adapters, and submissions that turn a reply into the user's open tasks for the day.
import { keyMayActOn, type KeyPrincipal, type UserPrincipal } from '../../platform/auth/principal.ts';
import { recordActivity } from '../../platform/activity.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Executor, Transaction } from '../../platform/db/client.ts';
import { conflict, isUniqueViolation, notFound } from '../../platform/errors.ts';
import type { Outbox } from '../../platform/outbox.ts';
import { checkDate, localDate, localInstant } from '../../platform/scheduler/calendar.ts';
import type { ScheduledJob } from '../../platform/scheduler/index.ts';
import type { Preferences } from '../organizations/preferences.ts';
import type { OrganizationService } from '../organizations/service.ts';
import { createTasksInTransaction, deleteTasksInTransaction, resolveDueDate } from '../tasks/service.ts';
import type { UserService } from '../users/service.ts';
import type { IdentityInput } from '../users/schemas.ts';
import { parseSubmission, type TaskExtractor } from './parse.ts';
import * as store from './store.ts';
import { checkInText } from './texts.ts';

export interface SubmissionView {
  id: string;
  userId: string;
  userName: string;
  messageTs: string;
  rawText: string;
  parsed: boolean;
  taskIds: string[];
  submittedAt: Date;
}

export interface ThreadView {
  id: string;
  organizationId: string;
  channelId: string;
  threadTs: string | null;
  date: string;
  deadlinePassed: boolean;
  eodCollected: boolean;
  submissions: SubmissionView[];
  createdAt: Date;
}

const toSubmissionView = (row: store.SubmissionRow & { userName: string }): SubmissionView => ({
  id: row.id,
  userId: row.userId,
  userName: row.userName,
  messageTs: row.messageTs,
  rawText: row.rawText,
  parsed: row.parsed,
  taskIds: row.taskIds,
  submittedAt: row.submittedAt,
});


export interface MorningThreadDeps {
  db: Database;
  clock: Clock;
  outbox: Outbox;
  users: Pick<UserService, 'findByIdentity'>;
  organizations: Pick<OrganizationService, 'preferences'>;
  /** The assistant's task extraction; plain line and list splitting without it. */
  extractTasks?: TaskExtractor;
}

export function createMorningThreadService({ db, clock, outbox, users, organizations, extractTasks }: MorningThreadDeps) {

  async function view(ex: Executor, row: store.ThreadRow, preferences: Preferences): Promise<ThreadView> {
    const deadline = localInstant(row.date, preferences.submissionDeadline, preferences.timezone);
    return {
      id: row.id,
      organizationId: row.organizationId,
      channelId: row.channelId,
      threadTs: row.threadTs,
      date: row.date,
      deadlinePassed: clock.now() > deadline,
      eodCollected: row.eodCollected,
      submissions: (await store.listSubmissions(ex, row.organizationId, row.id)).map(toSubmissionView),
      createdAt: row.createdAt,
    };
  }

  /** The organization named by a key's request: another organization than a scoped key's → 404. */
  async function keyOrganization(key: KeyPrincipal, organizationId: string): Promise<Preferences> {
    if (!keyMayActOn(key, organizationId)) throw notFound('Organization not found', 'organization_not_found');
    return organizations.preferences(organizationId);
  }

  // The adapter's {ts} for the check-in post is the thread's threadTs.
  outbox.onDelivered('morning_thread', async (tx, message) => {
    if (message.ts) await store.setThreadTs(tx, message.organizationId, message.subjectId, message.ts);
  });

  /**
   * The scheduled check-in: today's thread and its post to teamChannelId. An organization
   * without a platform or team channel has nowhere to hold a thread, so none is made (its EOD
   * collection still runs). A thread an adapter registered already for the day is left alone.
   */
  const checkInJob: ScheduledJob<Preferences> = {
    name: 'morning_thread',
    timeOf: (preferences) => preferences.checkInTime,
    async run(tx: Transaction, organizationId: string, date: string, preferences: Preferences) {
      if (!preferences.platform || !preferences.teamChannelId) return;
      const thread = await store.insertThreadIfAbsent(tx, {
        organizationId, channelId: preferences.teamChannelId, threadTs: null, date, createdAt: clock.now(),
      });
      if (!thread) return;
      await outbox.enqueue(tx, {
        organizationId,
        kind: 'morning_thread',
        platform: preferences.platform,
        channelId: preferences.teamChannelId,
        text: checkInText(preferences.defaultLanguage, preferences.submissionDeadline),
        subjectId: thread.id,
      });
    },
  };

  return {
    checkInJob,

    async register(key: KeyPrincipal, input: { orgId: string; channelId: string; threadTs: string; date?: string }): Promise<ThreadView> {
      const preferences = await keyOrganization(key, input.orgId);
      const date = input.date === undefined ? localDate(clock.now(), preferences.timezone) : checkDate(input.date, 'body.date');
      try {
        const row = await store.insertThread(db, {
          organizationId: input.orgId, channelId: input.channelId, threadTs: input.threadTs, date, createdAt: clock.now(),
        });
        return await view(db, row, preferences);
      } catch (error) {
        if (isUniqueViolation(error, 'morning_threads_org_date_key')) throw conflict('A morning thread already exists for this organization and date');
        throw error;
      }
    },

    async today(key: KeyPrincipal, organizationId: string): Promise<ThreadView | null> {
      const preferences = await keyOrganization(key, organizationId);
      const row = await store.findThreadOn(db, organizationId, localDate(clock.now(), preferences.timezone));
      return row ? view(db, row, preferences) : null;
    },

    /** The caller's organization's thread of a calendar date, with its submissions; none → 404. */
    async onDate(principal: UserPrincipal, date: string): Promise<ThreadView> {
      const preferences = await organizations.preferences(principal.organizationId);
      const row = await store.findThreadOn(db, principal.organizationId, checkDate(date, 'params.date'));
      if (!row) throw notFound('Morning thread not found');
      return view(db, row, preferences);
    },

    /**
     * Ingests a reply: the platform user must be linked to an active user of the thread's
     * organization (else 404). The user's earlier submission for the thread and the tasks it
     * made are replaced, in one transaction with the new tasks.
     */
    async submit(key: KeyPrincipal, threadId: string, input: IdentityInput & { messageTs: string; rawText: string }): Promise<SubmissionView> {
      const thread = await store.findThread(db, threadId, key.organizationId);
      if (!thread || !keyMayActOn(key, thread.organizationId)) throw notFound('Morning thread not found');
      const user = await users.findByIdentity(key, { platform: input.platform, platformUserId: input.platformUserId, platformTeamId: input.platformTeamId });
      if (!user || user.organizationId !== thread.organizationId) throw notFound('Platform user is not linked to a member of this organization');
      const organizationId = thread.organizationId;
      const preferences = await organizations.preferences(organizationId);
      const at = clock.now();
      const items = parseSubmission(input.rawText, { now: at, timezone: preferences.timezone }, extractTasks);

      const row = await db.transaction(async (tx) => {
        const current = await store.lockSubmission(tx, { organizationId, threadId: thread.id, userId: user.id }, {
          messageTs: input.messageTs, rawText: input.rawText, submittedAt: at,
        });
        await deleteTasksInTransaction(tx, organizationId, user.id, current.taskIds);
        // Past the open-task limit the whole reply is refused (409) and the earlier one stays.
        const tasks = await createTasksInTransaction(tx, { organizationId, userId: user.id }, items.map((item) => ({
          title: item.title, priority: item.priority, source: 'morning_thread' as const,
          due: item.dueDate ? resolveDueDate(item.dueDate, preferences.timezone, 'rawText') : null,
        })), at);
        const taskIds = tasks.map((task) => task.id);
        await recordActivity(tx, organizationId, user.id, at);
        return store.updateSubmission(tx, organizationId, current.id, {
          messageTs: input.messageTs, rawText: input.rawText, parsed: taskIds.length > 0, taskIds, submittedAt: at,
        });
      });
      return toSubmissionView({ ...row, userName: user.name });
    },

    /** Marks the day's thread as collected (the EOD collection calls this in its transaction). */
    markEodCollected: (tx: Executor, organizationId: string, date: string) => store.markEodCollected(tx, organizationId, date),
  };
}

export type MorningThreadService = ReturnType<typeof createMorningThreadService>;
