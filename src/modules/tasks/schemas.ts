// Shapes of tasks and drafts on the wire (spec "Task", "Task draft"; decisions §4).
import { Type, type Static } from 'typebox';
import { Nullable, Timestamp, Uuid } from '../../platform/http/schemas.ts';
import { DESCRIPTION_MAX_LENGTH, PRIORITY_RANGE, TITLE_MAX_LENGTH } from '../../platform/limits.ts';

export const TaskStatusSchema = Type.Union([Type.Literal('open'), Type.Literal('in_progress'), Type.Literal('completed'), Type.Literal('cancelled')]);
export const DraftStatusSchema = Type.Union([Type.Literal('pending'), Type.Literal('confirmed'), Type.Literal('rejected')]);
const TaskSourceSchema = Type.Union([Type.Literal('api'), Type.Literal('chat'), Type.Literal('morning_thread')]);

export type TaskStatus = Static<typeof TaskStatusSchema>;
export type DraftStatus = Static<typeof DraftStatusSchema>;
export type TaskSource = Static<typeof TaskSourceSchema>;

export const Title = Type.String({ minLength: 1, maxLength: TITLE_MAX_LENGTH, pattern: '\\S', description: `1-${TITLE_MAX_LENGTH} characters, not blank` });
/**
 * A string or null. A plain `type: [string, null]` rather than anyOf: with the app's type
 * coercion an anyOf would turn null into "" through its string branch.
 */
export const StringOrNull = (options: { maxLength: number; minLength?: number; description?: string }) =>
  Type.Unsafe<string | null>({ type: ['string', 'null'], ...options });
export const Priority = Type.Integer({ minimum: PRIORITY_RANGE.min, maximum: PRIORITY_RANGE.max, description: `${PRIORITY_RANGE.min} (highest) to ${PRIORITY_RANGE.max} (lowest)` });
// Checked by the service (resolveDueDate), which also refuses impossible calendar dates.
const DUE_DATE = {
  minLength: 10, maxLength: 40,
  description: 'ISO 8601, read in the organization\'s time zone (preferences.timezone): a date alone (2026-12-04) is the end of that day there, '
    + '23:59:59.999 local, and gives dueHasTime false; a local date-time without offset (2026-12-04T15:00) is that wall-clock time there '
    + '(a time skipped by a daylight-saving change moves forward by the gap); a timestamp with Z or an offset is that instant. '
    + 'Both give dueHasTime true. Years 1970-9999.',
};
const DUE_HAS_TIME = Type.Boolean({ description: 'false when the due date was given as a date alone (show the date without a time) or there is none; true when a time of day was given' });
const DUE_INSTANT = { description: 'the due instant (ISO 8601 UTC); a date given alone is stored as 23:59:59.999 of that day in the organization\'s time zone' };
export const DueDate = Type.String(DUE_DATE);
export const DueDateOrNull = StringOrNull(DUE_DATE);
export const DescriptionOrNull = StringOrNull({ maxLength: DESCRIPTION_MAX_LENGTH });

export const Task = Type.Object({
  id: Uuid,
  title: Type.String(),
  description: Nullable(Type.String()),
  priority: Type.Integer(),
  status: TaskStatusSchema,
  dueDate: Nullable(Timestamp, DUE_INSTANT),
  dueHasTime: DUE_HAS_TIME,
  userId: Uuid,
  organizationId: Uuid,
  source: TaskSourceSchema,
  completedAt: Nullable(Timestamp),
  createdAt: Timestamp,
  updatedAt: Timestamp,
}, { $id: 'Task' });
export type TaskView = Static<typeof Task>;

export const TaskDraft = Type.Object({
  id: Uuid,
  title: Type.String(),
  description: Nullable(Type.String()),
  priority: Type.Integer(),
  status: DraftStatusSchema,
  dueDate: Nullable(Timestamp, DUE_INSTANT),
  dueHasTime: DUE_HAS_TIME,
  rawInput: Type.String(),
  userId: Uuid,
  organizationId: Uuid,
  taskId: Nullable(Uuid),
  createdAt: Timestamp,
}, { $id: 'TaskDraft' });
export type DraftView = Static<typeof TaskDraft>;
