// The data model of the whole service. Every tenant-owned table carries organization_id and
// its indexes lead with it, so the schema can later be distributed by organization.
// Migrations under drizzle/ are generated from this file (`npm run db:generate`).
import { sql } from 'drizzle-orm';
import {
  boolean, date, doublePrecision, foreignKey, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';
import { foldTextSql } from './text-folding.ts';

const id = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);
const createdAt = () => timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow();
const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

const orgRef = () => uuid('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' });

export const organizations = pgTable('organizations', {
  id: id(),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
  onboardingState: text('onboarding_state').notNull().default('not_started'),
  preferences: jsonb('preferences').notNull().$type<Record<string, unknown>>().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('organizations_slug_key').on(t.slug)]);

export const users = pgTable('users', {
  id: id(),
  organizationId: orgRef(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  role: text('role').notNull(),
  /** Null for people who only ever signed in through a platform. */
  passwordHash: text('password_hash'),
  active: boolean('active').notNull().default(true),
  /** Fixed chat reply language; null = follow each message's language. */
  chatLanguage: text('chat_language'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  deactivatedAt: ts('deactivated_at'),
  /** Tokens issued (iat, whole seconds) before this second are refused. */
  passwordChangedAt: ts('password_changed_at'),
}, (t) => [
  // Login is by e-mail alone, so e-mails are unique across organizations.
  uniqueIndex('users_email_key').on(t.email),
  index('users_org_idx').on(t.organizationId, t.createdAt),
]);

export const platformIdentities = pgTable('platform_identities', {
  id: id(),
  organizationId: orgRef(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  platform: text('platform').notNull(),
  platformUserId: text('platform_user_id').notNull(),
  /** Empty string when the identity is not tied to a team (keeps the unique key simple). */
  platformTeamId: text('platform_team_id').notNull().default(''),
  /**
   * The platform vouched for it (a link made with an operator's unscoped key, by the chat_a
   * sign-in or by the person redeeming a link code); false for a claim made with an admin's JWT
   * or an organization-scoped key (decisions §2).
   */
  verified: boolean('verified').notNull().default(false),
  /**
   * Who made the link, or who last verified it (LinkSource: admin_token, organization_key,
   * operator_key, sign_in, link_code); null for links made before this was recorded.
   */
  linkedBy: text('linked_by'),
  /**
   * When the bridge last acted for this person (a chat turn, a resolve, or the link code they
   * asked for in chat), to the minute or so: it tells an admin that the chat platform is
   * connected (the getting-started checklist). Null until then.
   */
  lastEventAt: ts('last_event_at'),
  createdAt: createdAt(),
}, (t) => [
  // Resolution arrives with a platform id and no organization, so this key cannot lead with it.
  uniqueIndex('platform_identities_key').on(t.platform, t.platformUserId, t.platformTeamId),
  index('platform_identities_user_idx').on(t.organizationId, t.userId),
]);

/** Platform teams tied to organizations by the chat_a sign-in or a verified link made with an operator's (unscoped) key. */
export const platformTeams = pgTable('platform_teams', {
  platform: text('platform').notNull(),
  platformTeamId: text('platform_team_id').notNull(),
  organizationId: orgRef(),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.platform, t.platformTeamId] })]);

/**
 * Single-use codes a bot hands to a platform user so that they prove the identity themselves
 * (POST /api/identities/link after signing in). Only the SHA-256 of the code is kept.
 */
export const identityLinkCodes = pgTable('identity_link_codes', {
  codeHash: text('code_hash').primaryKey(),
  platform: text('platform').notNull(),
  platformUserId: text('platform_user_id').notNull(),
  /** Empty string for no team, as in platform_identities. */
  platformTeamId: text('platform_team_id').notNull().default(''),
  /** The chat account's display name as the bot saw it, shown on the link page; null when not given. */
  platformUserName: text('platform_user_name'),
  /** The organization of the key that made the code; null for an unscoped key (the only kind that makes codes now). */
  organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
}, (t) => [index('identity_link_codes_expiry_idx').on(t.expiresAt)]);

export const apiKeys = pgTable('api_keys', {
  id: id(),
  name: text('name').notNull(),
  /** SHA-256 of the key: keys are random and long, so a fast hash is enough. */
  keyHash: text('key_hash').notNull(),
  /** First characters of the key, shown in listings so a person can tell keys apart. */
  prefix: text('prefix').notNull(),
  organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  lastUsedAt: ts('last_used_at'),
  revokedAt: ts('revoked_at'),
}, (t) => [uniqueIndex('api_keys_hash_key').on(t.keyHash)]);

/**
 * Single-use invitations to join an organization with a chosen role. Only the SHA-256 of the
 * token is kept: the token is shown once, in the link the admin passes on.
 */
export const invitations = pgTable('invitations', {
  id: id(),
  organizationId: orgRef(),
  role: text('role').notNull(),
  /** When set, only this address may accept (lower case). */
  email: text('email'),
  tokenHash: text('token_hash').notNull(),
  createdBy: uuid('created_by').notNull(),
  createdAt: createdAt(),
  expiresAt: ts('expires_at').notNull(),
  acceptedAt: ts('accepted_at'),
  acceptedBy: uuid('accepted_by'),
  revokedAt: ts('revoked_at'),
}, (t) => [
  uniqueIndex('invitations_token_key').on(t.tokenHash),
  index('invitations_org_idx').on(t.organizationId, t.createdAt.desc()),
]);

export const tasks = pgTable('tasks', {
  id: id(),
  organizationId: orgRef(),
  userId: uuid('user_id').notNull().references(() => users.id),
  title: text('title').notNull(),
  /**
   * The title folded as the title matcher folds text (NFKD, marks removed, lower case), kept by
   * the database for every writer: completion by name pre-filters on it (tasks/title-candidates.ts).
   */
  titleKey: text('title_key').generatedAlwaysAs(sql.raw(foldTextSql('title'))),
  description: text('description'),
  priority: smallint('priority').notNull().default(3),
  status: text('status').notNull().default('open'),
  dueDate: ts('due_date'),
  /** False when dueDate was given as a calendar date (then it is 23:59:59.999 of that day in the organization's zone). */
  dueHasTime: boolean('due_has_time').notNull().default(false),
  source: text('source').notNull().default('api'),
  draftId: uuid('draft_id'),
  completedAt: ts('completed_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index('tasks_owner_idx').on(t.organizationId, t.userId, t.createdAt.desc(), t.id.desc()),
  index('tasks_owner_status_idx').on(t.organizationId, t.userId, t.status, t.createdAt.desc(), t.id.desc()),
  index('tasks_org_created_idx').on(t.organizationId, t.createdAt),
  // The trailing columns let analytics aggregate a period from these indexes alone (index-only scans).
  index('tasks_org_completed_idx').on(t.organizationId, t.completedAt, t.createdAt, t.userId).where(sql`completed_at is not null`),
  index('tasks_org_due_idx').on(t.organizationId, t.dueDate, t.completedAt, t.status).where(sql`due_date is not null`),
  uniqueIndex('tasks_draft_key').on(t.organizationId, t.draftId),
  // Children reference (organization_id, id): their cascades then use indexes that lead with the organization.
  uniqueIndex('tasks_org_id_key').on(t.organizationId, t.id),
]);

/** Every status a task takes, with when: EOD tracking and analytics read the history from here. */
export const taskStatusChanges = pgTable('task_status_changes', {
  id: id(),
  organizationId: orgRef(),
  taskId: uuid('task_id').notNull(),
  userId: uuid('user_id').notNull(),
  fromStatus: text('from_status'),
  toStatus: text('to_status').notNull(),
  changedAt: ts('changed_at').notNull().defaultNow(),
}, (t) => [
  index('task_status_changes_org_idx').on(t.organizationId, t.changedAt),
  index('task_status_changes_task_idx').on(t.organizationId, t.taskId, t.changedAt),
  foreignKey({ name: 'task_status_changes_task_fk', columns: [t.organizationId, t.taskId], foreignColumns: [tasks.organizationId, tasks.id] })
    .onDelete('cascade'),
]);

export const taskDrafts = pgTable('task_drafts', {
  id: id(),
  organizationId: orgRef(),
  userId: uuid('user_id').notNull().references(() => users.id),
  title: text('title').notNull(),
  description: text('description'),
  priority: smallint('priority').notNull().default(3),
  status: text('status').notNull().default('pending'),
  dueDate: ts('due_date'),
  dueHasTime: boolean('due_has_time').notNull().default(false),
  rawInput: text('raw_input').notNull().default(''),
  source: text('source').notNull().default('api'),
  taskId: uuid('task_id'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('task_drafts_owner_idx').on(t.organizationId, t.userId, t.status, t.createdAt.desc())]);

export const moodEntries = pgTable('mood_entries', {
  id: id(),
  organizationId: orgRef(),
  userId: uuid('user_id').notNull().references(() => users.id),
  value: smallint('value').notNull(),
  note: text('note'),
  source: text('source').notNull().default('logged'),
  createdAt: createdAt(),
}, (t) => [
  index('mood_entries_owner_idx').on(t.organizationId, t.userId, t.createdAt.desc()),
  // source and value let analytics aggregate a period from the index alone (index-only scans).
  index('mood_entries_org_idx').on(t.organizationId, t.createdAt, t.source, t.value),
]);

export const flags = pgTable('flags', {
  id: id(),
  organizationId: orgRef(),
  userId: uuid('user_id').notNull().references(() => users.id),
  severity: text('severity').notNull(),
  status: text('status').notNull().default('active'),
  reason: text('reason').notNull(),
  description: text('description').notNull().default(''),
  source: text('source').notNull(),
  raisedBy: uuid('raised_by'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  acknowledgedAt: ts('acknowledged_at'),
  acknowledgedBy: uuid('acknowledged_by'),
  resolvedAt: ts('resolved_at'),
  resolvedBy: uuid('resolved_by'),
  resolutionNote: text('resolution_note'),
}, (t) => [
  index('flags_org_idx').on(t.organizationId, t.createdAt.desc()),
  index('flags_org_user_idx').on(t.organizationId, t.userId, t.createdAt.desc()),
  // One unresolved automatic flag per user and reason, enforced by the database.
  uniqueIndex('flags_open_auto_key').on(t.organizationId, t.userId, t.reason)
    .where(sql`source = 'auto' and status <> 'resolved'`),
]);

export const inquiryThreads = pgTable('inquiry_threads', {
  id: id(),
  organizationId: orgRef(),
  userId: uuid('user_id').notNull().references(() => users.id),
  topic: text('topic').notNull(),
  status: text('status').notNull().default('open'),
  flagId: uuid('flag_id').references(() => flags.id),
  createdAt: createdAt(),
  closedAt: ts('closed_at'),
}, (t) => [index('inquiry_threads_org_idx').on(t.organizationId, t.userId, t.createdAt.desc())]);

export const inquiryMessages = pgTable('inquiry_messages', {
  id: id(),
  organizationId: orgRef(),
  threadId: uuid('thread_id').notNull().references(() => inquiryThreads.id, { onDelete: 'cascade' }),
  senderId: uuid('sender_id').notNull(),
  senderType: text('sender_type').notNull(),
  content: text('content').notNull(),
  createdAt: createdAt(),
}, (t) => [index('inquiry_messages_thread_idx').on(t.organizationId, t.threadId, t.createdAt)]);

export const clients = pgTable('clients', {
  id: id(),
  organizationId: orgRef(),
  name: text('name').notNull(),
  deployDay: text('deploy_day').notNull(),
  contentCadence: integer('content_cadence').notNull().default(0),
  status: text('status').notNull().default('active'),
  assignedWriters: uuid('assigned_writers').array(),
  assignedDesigners: uuid('assigned_designers').array(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('clients_org_idx').on(t.organizationId, t.status, t.name)]);

export const morningThreads = pgTable('morning_threads', {
  id: id(),
  organizationId: orgRef(),
  channelId: text('channel_id').notNull(),
  /** Filled in from the adapter's answer when the service posted the thread itself. */
  threadTs: text('thread_ts'),
  date: date('date', { mode: 'string' }).notNull(),
  eodCollected: boolean('eod_collected').notNull().default(false),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('morning_threads_org_date_key').on(t.organizationId, t.date)]);

export const morningSubmissions = pgTable('morning_submissions', {
  id: id(),
  organizationId: orgRef(),
  threadId: uuid('thread_id').notNull().references(() => morningThreads.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').notNull().references(() => users.id),
  messageTs: text('message_ts').notNull(),
  rawText: text('raw_text').notNull(),
  parsed: boolean('parsed').notNull(),
  /** Tasks this submission created, so a resubmission can replace them. */
  taskIds: uuid('task_ids').array().notNull().default(sql`'{}'::uuid[]`),
  /** The reply's blocking lines (decisions §10), list markers removed; they made no task. */
  blockers: text('blockers').array().notNull().default(sql`'{}'::text[]`),
  submittedAt: ts('submitted_at').notNull().defaultNow(),
}, (t) => [
  uniqueIndex('morning_submissions_user_key').on(t.organizationId, t.threadId, t.userId),
  index('morning_submissions_user_idx').on(t.organizationId, t.userId),
]);

/** Days a person is away (decisions §10): calendar dates of the organization, both included. */
export const absences = pgTable('absences', {
  id: id(),
  organizationId: orgRef(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
  reason: text('reason').notNull(),
  createdAt: createdAt(),
}, (t) => [
  index('absences_user_idx').on(t.organizationId, t.userId, t.startDate),
  index('absences_org_idx').on(t.organizationId, t.startDate, t.endDate),
]);

export const eodCollections = pgTable('eod_collections', {
  organizationId: orgRef(),
  date: date('date', { mode: 'string' }).notNull(),
  processed: integer('processed').notNull(),
  done: integer('done').notNull(),
  carryForward: integer('carry_forward').notNull(),
  dropped: integer('dropped').notNull(),
  noUpdate: integer('no_update').notNull(),
  /** Active members absent that day (decisions §10). */
  absent: integer('absent').notNull().default(0),
  summaryPosted: boolean('summary_posted').notNull().default(false),
  collectedAt: ts('collected_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.organizationId, t.date] })]);

export const eodOutcomes = pgTable('eod_outcomes', {
  organizationId: orgRef(),
  date: date('date', { mode: 'string' }).notNull(),
  taskId: uuid('task_id').notNull(),
  userId: uuid('user_id').notNull(),
  outcome: text('outcome').notNull(),
}, (t) => [
  primaryKey({ columns: [t.organizationId, t.date, t.taskId] }),
  index('eod_outcomes_task_idx').on(t.organizationId, t.taskId),
  foreignKey({ name: 'eod_outcomes_task_fk', columns: [t.organizationId, t.taskId], foreignColumns: [tasks.organizationId, tasks.id] })
    .onDelete('cascade'),
]);

export const eodUserRows = pgTable('eod_user_rows', {
  organizationId: orgRef(),
  date: date('date', { mode: 'string' }).notNull(),
  userId: uuid('user_id').notNull(),
  done: integer('done').notNull(),
  carryForward: integer('carry_forward').notNull(),
  dropped: integer('dropped').notNull(),
  noUpdate: integer('no_update').notNull(),
  absent: boolean('absent').notNull().default(false),
}, (t) => [primaryKey({ columns: [t.organizationId, t.date, t.userId] })]);

/** Posts to chat platforms, written in the transaction of what they announce, then delivered. */
export const outboundMessages = pgTable('outbound_messages', {
  id: id(),
  organizationId: orgRef(),
  kind: text('kind').notNull(),
  platform: text('platform'),
  /** Where a post goes: a channel, or for a direct message (kind direct_message) a platform user. */
  channelId: text('channel_id'),
  platformUserId: text('platform_user_id'),
  platformTeamId: text('platform_team_id'),
  /** Set for messages that must be sent once only (a wellbeing alert per flag, severity and recipient). */
  dedupKey: text('dedup_key'),
  payload: jsonb('payload').notNull().$type<Record<string, unknown>>(),
  /** pending → delivered | failed | undeliverable */
  status: text('status').notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
  lockedUntil: ts('locked_until'),
  lastError: text('last_error'),
  responseTs: text('response_ts'),
  /** The row this message announces (a morning thread, an EOD collection day). */
  subjectId: text('subject_id'),
  createdAt: createdAt(),
  deliveredAt: ts('delivered_at'),
}, (t) => [
  index('outbound_messages_org_idx').on(t.organizationId, t.createdAt),
  index('outbound_messages_org_status_idx').on(t.organizationId, t.status, t.createdAt),
  index('outbound_messages_due_idx').on(t.status, t.nextAttemptAt),
  uniqueIndex('outbound_messages_dedup_key').on(t.organizationId, t.dedupKey).where(sql`dedup_key is not null`),
]);

/** Claims of scheduled runs: the primary key makes each (organization, job, day) run once. */
export const scheduledRuns = pgTable('scheduled_runs', {
  organizationId: orgRef(),
  job: text('job').notNull(),
  runDate: date('run_date', { mode: 'string' }).notNull(),
  claimedBy: text('claimed_by').notNull(),
  claimedAt: ts('claimed_at').notNull().defaultNow(),
  finishedAt: ts('finished_at'),
}, (t) => [primaryKey({ columns: [t.organizationId, t.job, t.runDate] })]);

/** One row per user and UTC day with any activity (task, mood, chat, morning submission). */
export const userActivityDays = pgTable('user_activity_days', {
  organizationId: orgRef(),
  day: date('day', { mode: 'string' }).notNull(),
  userId: uuid('user_id').notNull(),
  firstAt: ts('first_at').notNull(),
  lastAt: ts('last_at').notNull(),
}, (t) => [primaryKey({ columns: [t.organizationId, t.day, t.userId] })]);

/** Pending chat_a sign-ins: single-use, expiring, carrying the PKCE verifier. */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce'),
  returnUrl: text('return_url').notNull(),
  createdAt: createdAt(),
  expiresAt: ts('expires_at').notNull(),
});

// Daily roll-ups for analytics, kept exact by statement-level triggers on tasks and mood_entries
// (drizzle/0004_analytics_rollup_triggers.sql): every writer, the service or a bulk load, keeps
// them right. Days are UTC dates. Derived data, so no foreign keys: a cascade that deletes an
// organization's tasks must not trip over them.

/** Tasks created per organization and day. */
export const taskCreatedDays = pgTable('task_created_days', {
  organizationId: uuid('organization_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  tasks: integer('tasks').notNull(),
}, (t) => [primaryKey({ columns: [t.organizationId, t.day] })]);

/** Tasks completed per organization, day (of completed_at) and owner, with their total time to completion. */
export const taskCompletedDays = pgTable('task_completed_days', {
  organizationId: uuid('organization_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  userId: uuid('user_id').notNull(),
  tasks: integer('tasks').notNull(),
  seconds: doublePrecision('seconds').notNull(),
}, (t) => [primaryKey({ columns: [t.organizationId, t.day, t.userId] })]);

/** Logged (not inferred) mood entries per organization, day and value. */
export const moodLoggedDays = pgTable('mood_logged_days', {
  organizationId: uuid('organization_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  value: smallint('value').notNull(),
  entries: integer('entries').notNull(),
}, (t) => [primaryKey({ columns: [t.organizationId, t.day, t.value] })]);

/**
 * Logged mood entries per organization, day and person, with the sum of their values: the team
 * mood series counts the people behind each day's average (withheld below three) from here.
 */
export const moodLoggedUserDays = pgTable('mood_logged_user_days', {
  organizationId: uuid('organization_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  userId: uuid('user_id').notNull(),
  entries: integer('entries').notNull(),
  valueSum: integer('value_sum').notNull(),
}, (t) => [primaryKey({ columns: [t.organizationId, t.day, t.userId] })]);

/**
 * Tasks per organization, owner and status, kept exact by statement-level triggers on tasks
 * (drizzle/0016_task_status_counts.sql) in the writing transaction: the task list reads its
 * total from here when it filters by status alone or not at all, in constant time however many
 * tasks the person has. Derived data without foreign keys, like the roll-ups above.
 */
export const taskStatusCounts = pgTable('task_status_counts', {
  organizationId: uuid('organization_id').notNull(),
  userId: uuid('user_id').notNull(),
  status: text('status').notNull(),
  tasks: integer('tasks').notNull(),
}, (t) => [primaryKey({ columns: [t.organizationId, t.userId, t.status] })]);
