// Shapes of the Client resource (spec "Client"; decisions §7).
import { Type, type Static } from 'typebox';
import { DisplayName, Nullable, Timestamp, Uuid } from '../../platform/http/schemas.ts';

export const ClientStatusSchema = Type.Union([Type.Literal('active'), Type.Literal('paused'), Type.Literal('offboarded')]);
export type ClientStatus = Static<typeof ClientStatusSchema>;

/** Monday first: the order of the schedule. */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export const ClientName = DisplayName(200);
// Checked and capitalised by the service, so that any letter case is accepted.
export const DeployDay = Type.String({ minLength: 1, maxLength: 20, description: 'weekday name in any letter case (monday, FRIDAY); returned capitalised' });
export const ContentCadence = Type.Integer({ minimum: 0, maximum: 50, description: 'posts per week' });
export const MemberIds = Type.Array(Uuid, { maxItems: 100, description: 'user ids; duplicates are removed, order is kept' });

const Member = Type.Object({ id: Uuid, name: Type.String(), email: Type.String() });
export type MemberView = Static<typeof Member>;

const clientFields = {
  id: Uuid,
  name: Type.String(),
  deployDay: Type.String(),
  contentCadence: Type.Integer(),
  status: ClientStatusSchema,
  assignedWriters: Nullable(Type.Array(Uuid)),
  assignedDesigners: Nullable(Type.Array(Uuid)),
  createdAt: Timestamp,
  updatedAt: Timestamp,
};

/** A client in lists: without resolved members. */
export const ClientSummary = Type.Object(clientFields);
export type ClientSummaryView = Static<typeof ClientSummary>;

/** A client on single reads and writes: with writers and designers resolved (active users only). */
export const Client = Type.Object({ ...clientFields, writers: Type.Array(Member), designers: Type.Array(Member) });
export type ClientView = Static<typeof Client>;

export const ScheduleItem = Type.Object({
  id: Uuid,
  name: Type.String(),
  deployDay: Type.String(),
  contentCadence: Type.Integer(),
  assignedWriters: Nullable(Type.Array(Uuid)),
  assignedDesigners: Nullable(Type.Array(Uuid)),
});
