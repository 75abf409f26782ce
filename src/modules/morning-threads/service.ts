// Rules for morning threads (decisions §8, §10): the scheduled check-in post, threads registered
// by adapters, submissions that turn a reply into the user's open tasks for the day and its
// blockers, the reminder before the deadline, blocker follow-ups and each person's history.
import type { LanguageCode } from '../../assistant/types.ts';
import { requireAccess } from '../../platform/auth/access.ts';
import { keyMayActOn, type KeyPrincipal, type UserPrincipal } from '../../platform/auth/principal.ts';
import { recordActivity } from '../../platform/activity.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Executor, Transaction } from '../../platform/db/client.ts';
import { conflict, invalidField, isUniqueViolation, notFound } from '../../platform/errors.ts';
import { pageOf } from '../../platform/pages.ts';
import type { OutboxService } from '../outbox/service.ts';
import { addDays, checkDate, daysBetween, isWorkDay, localDate, localInstant } from '../../platform/scheduler/calendar.ts';
import { DateTime } from 'luxon';
import { absentDays, absentOn } from '../absences/service.ts';
import type { ScheduledJob } from '../../platform/scheduler/index.ts';
import type { Platform, Preferences } from '../organizations/preferences.ts';
import type { OrganizationService } from '../organizations/service.ts';
import { createTasksInTransaction, deleteTasksInTransaction, resolveDueDate } from '../tasks/service.ts';
import { isMember, memberName, verifiedRecipients, type UserService } from '../users/service.ts';
import type { IdentityInput } from '../users/schemas.ts';
import { parseSubmission, type TaskExtractor } from './parse.ts';
import * as store from './store.ts';
import { blockerFollowUpText, checkInText, reminderText } from './texts.ts';

export interface SubmissionView {
  id: string;
  userId: string;
  userName: string;
  messageTs: string;
  rawText: string;
  parsed: boolean;
  taskIds: string[];
  blockers: string[];
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
  blockers: row.blockers,
  submittedAt: row.submittedAt,
});

/** Longest range of a person's history: a leap year. */
export const HISTORY_MAX_DAYS = 366;
const HISTORY_DEFAULT_DAYS = 30;
// How far back a run of blocked work days is followed: past the longest absence and a year of holidays.
const BLOCKER_RUN_LOOKBACK_DAYS = 800;

/** The instant of the reminder on a date: submissionDeadline minus the offset, not before the day begins. */
export function reminderInstant(date: string, preferences: Preferences): Date {
  const deadline = DateTime.fromJSDate(localInstant(date, preferences.submissionDeadline, preferences.timezone), { zone: preferences.timezone });
  const at = deadline.minus({ minutes: preferences.reminderMinutesBeforeDeadline });
  const dayStart = deadline.startOf('day');
  return (at < dayStart ? dayStart : at).toJSDate();
}

/** The language to write to a person in: their chat language when fixed, else the organization's. */
const languageOf = (chatLanguage: string | null, preferences: Preferences) => (chatLanguage ?? preferences.defaultLanguage) as LanguageCode;


export interface MorningThreadDeps {
  db: Database;
  clock: Clock;
  outbox: OutboxService;
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

  /**
   * The reminder (decisions §10): at submissionDeadline minus reminderMinutesBeforeDeadline, one
   * direct message to each active person who is not absent, has a verified identity on the
   * organization's platform and has not replied to the day's thread. The scheduler's claim makes
   * it one run per organization and day; the outbox key reminder:<date>:<user> one message per
   * person and day whatever happens. A run caught up after the deadline sends nothing.
   */
  const reminderJob: ScheduledJob<Preferences> = {
    name: 'submission_reminder',
    timeOf: (preferences) => preferences.submissionDeadline,
    instantOf: reminderInstant,
    async run(tx: Transaction, organizationId: string, date: string, preferences: Preferences) {
      const { platform } = preferences;
      if (preferences.reminderMinutesBeforeDeadline === 0 || !platform) return;
      if (clock.now() >= localInstant(date, preferences.submissionDeadline, preferences.timezone)) return;
      const thread = await store.findThreadOn(tx, organizationId, date);
      if (!thread) return;
      const submitted = await store.submitterIds(tx, organizationId, thread.id);
      const absent = await absentOn(tx, organizationId, date);
      for (const person of await verifiedRecipients(tx, organizationId, { platform, onlyPlatform: true })) {
        if (submitted.has(person.userId) || absent.has(person.userId)) continue;
        await outbox.enqueue(tx, {
          organizationId, kind: 'reminder', platform, platformUserId: person.platformUserId, platformTeamId: person.platformTeamId,
          text: reminderText(languageOf(person.chatLanguage, preferences), preferences.submissionDeadline),
          subjectId: thread.id, dedupKey: `reminder:${date}:${person.userId}`,
        });
      }
    },
  };

  /**
   * After a reply with blockers: the person's run of work days with a blocker, ending on the
   * thread's date (weekdays off, holidays and the person's absences are stepped over, any other
   * work day without a blocker ends it). Once it is blockerFollowUpDays long, every manager and
   * admin with a verified identity (not the person, not absent that day) gets one direct
   * message; the outbox key names the run's first day, so a run is followed up once.
   */
  async function followUpBlockers(tx: Transaction, organizationId: string, userId: string, date: string, blockers: string[], preferences: Preferences) {
    if (blockers.length === 0) return;
    const since = addDays(date, -BLOCKER_RUN_LOOKBACK_DAYS);
    const reported = await store.blockerDates(tx, organizationId, userId, since, date);
    const away = (await absentDays(tx, organizationId, since, date, [userId])).get(userId) ?? new Set<string>();
    let runStart = date;
    let days = 1;
    for (let day = addDays(date, -1); day >= since; day = addDays(day, -1)) {
      if (!isWorkDay(preferences, day) || away.has(day)) continue;
      if (!reported.has(day)) break;
      runStart = day;
      days += 1;
    }
    if (days < preferences.blockerFollowUpDays) return;
    const name = (await memberName(tx, organizationId, userId)) ?? '';
    const absent = await absentOn(tx, organizationId, date);
    const managers = await verifiedRecipients(tx, organizationId, { platform: preferences.platform, onlyPlatform: false, roles: ['manager', 'admin'] });
    for (const manager of managers) {
      if (manager.userId === userId || absent.has(manager.userId)) continue;
      await outbox.enqueue(tx, {
        organizationId, kind: 'blocker_follow_up', platform: manager.platform as Platform,
        platformUserId: manager.platformUserId, platformTeamId: manager.platformTeamId,
        text: blockerFollowUpText(languageOf(manager.chatLanguage, preferences), name, days, blockers),
        subjectId: userId, dedupKey: `blocker-follow-up:${userId}:${runStart}:${manager.userId}`,
      });
    }
  }

  return {
    checkInJob,
    reminderJob,

    async register(key: KeyPrincipal, input: { orgId: string; channelId: string; threadTs: string; date?: string }): Promise<ThreadView> {
      const preferences = await keyOrganization(key, input.orgId);
      const date = input.date === undefined ? localDate(clock.now(), preferences.timezone) : checkDate(input.date, 'date');
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
      requireAccess(principal, 'morningThreads.readDay');
      const preferences = await organizations.preferences(principal.organizationId);
      const row = await store.findThreadOn(db, principal.organizationId, checkDate(date, 'date'));
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
      const { tasks: items, blockers } = parseSubmission(input.rawText, { now: at, timezone: preferences.timezone }, extractTasks);

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
        await followUpBlockers(tx, organizationId, user.id, thread.date, blockers, preferences);
        return store.updateSubmission(tx, organizationId, current.id, {
          messageTs: input.messageTs, rawText: input.rawText, parsed: taskIds.length > 0, taskIds, blockers, submittedAt: at,
        });
      });
      return toSubmissionView({ ...row, userName: user.name });
    },

    /**
     * A person's replies from `from` to `to` (default the 30 days up to today; at most
     * HISTORY_MAX_DAYS apart), newest date first, each with the day's outcome of the tasks it
     * made. Employees their own only (another's userId → 403); another organization's → 404.
     */
    async history(principal: UserPrincipal, query: { userId?: string; from?: string; to?: string; limit: number; offset: number }) {
      const userId = query.userId ?? principal.userId;
      if (userId !== principal.userId) {
        requireAccess(principal, 'morningThreads.readOthersHistory');
        if (!(await isMember(db, principal.organizationId, userId))) throw notFound('User not found', 'user_not_found');
      }
      const today = localDate(clock.now(), (await organizations.preferences(principal.organizationId)).timezone);
      const to = query.to === undefined ? (query.from !== undefined && query.from > today ? query.from : today) : checkDate(query.to, 'to');
      const from = query.from === undefined ? addDays(to, -(HISTORY_DEFAULT_DAYS - 1)) : checkDate(query.from, 'from');
      const span = daysBetween(from, to);
      if (span < 0) throw invalidField('from', 'must not be after to', 'range_reversed');
      if (span > HISTORY_MAX_DAYS) throw invalidField('to', `must be at most ${HISTORY_MAX_DAYS} days after from`, 'range_too_long');
      const found = await store.history(db, principal.organizationId, userId, { from, to, limit: query.limit, offset: query.offset });
      const page = pageOf(found, query, (row) => ({
        id: row.id, threadId: row.threadId, date: row.date, userId: row.userId, rawText: row.rawText, parsed: row.parsed,
        taskIds: row.taskIds, blockers: row.blockers, tasks: row.tasks, createdAt: row.submittedAt,
      }));
      return { ...page, from, to };
    },

    /** The day's blockers with their authors, for the EOD summary. */
    blockersOn: (ex: Executor, organizationId: string, date: string) => store.blockersOn(ex, organizationId, date),

    /** Marks the day's thread as collected (the EOD collection calls this in its transaction). */
    markEodCollected: (tx: Executor, organizationId: string, date: string) => store.markEodCollected(tx, organizationId, date),
  };
}

export type MorningThreadService = ReturnType<typeof createMorningThreadService>;
