// Shapes of tasks and drafts on the wire (spec "Task", "Task draft"; decisions §4).
import { Type, type Static } from 'typebox';
import { Nullable, Timestamp, Uuid } from '../../platform/http/schemas.ts';

export const TaskStatusSchema = Type.Union([Type.Literal('open'), Type.Literal('in_progress'), Type.Literal('completed'), Type.Literal('cancelled')]);
export const DraftStatusSchema = Type.Union([Type.Literal('pending'), Type.Literal('confirmed'), Type.Literal('rejected')]);
const TaskSourceSchema = Type.Union([Type.Literal('api'), Type.Literal('chat'), Type.Literal('morning_thread')]);

export type TaskStatus = Static<typeof TaskStatusSchema>;
export type DraftStatus = Static<typeof DraftStatusSchema>;
export type TaskSource = Static<typeof TaskSourceSchema>;

export const Title = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S', description: '1-200 characters, not blank' });
/**
 * A string or null. A plain `type: [string, null]` rather than anyOf: with the app's type
 * coercion an anyOf would turn null into "" through its string branch.
 */
export const StringOrNull = (options: { maxLength: number; minLength?: number; description?: string }) =>
  Type.Unsafe<string | null>({ type: ['string', 'null'], ...options });
export const Priority = Type.Integer({ minimum: 1, maximum: 5, description: '1 (highest) to 5 (lowest)' });
// Checked by the service (parseIsoDate), which also refuses impossible calendar dates.
const DUE_DATE = {
  minLength: 10, maxLength: 40,
  description: 'ISO 8601: a date (2026-12-01, stored as 00:00 UTC that day) or a date-time; a date-time without offset is read as UTC',
};
export const DueDate = Type.String(DUE_DATE);
export const DueDateOrNull = StringOrNull(DUE_DATE);
export const DescriptionOrNull = StringOrNull({ maxLength: 2000 });

export const Task = Type.Object({
  id: Uuid,
  title: Type.String(),
  description: Nullable(Type.String()),
  priority: Type.Integer(),
  status: TaskStatusSchema,
  dueDate: Nullable(Timestamp),
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
  dueDate: Nullable(Timestamp),
  rawInput: Type.String(),
  userId: Uuid,
  organizationId: Uuid,
  taskId: Nullable(Uuid),
  createdAt: Timestamp,
}, { $id: 'TaskDraft' });
export type DraftView = Static<typeof TaskDraft>;
