import { Type, type Static } from 'typebox';
import { Nullable, Timestamp, Uuid } from '../../platform/http/schemas.ts';

// Ordered lowest first: the rank decides whether an automatic rule may raise a flag.
export const SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type Severity = (typeof SEVERITIES)[number];
export const FLAG_STATUSES = ['active', 'acknowledged', 'resolved'] as const;
export type FlagStatus = (typeof FLAG_STATUSES)[number];
export const FLAG_REASONS = ['low_mood', 'declining_mood', 'crisis_language', 'overload', 'manual'] as const;
export type FlagReason = (typeof FLAG_REASONS)[number];
export type AutomaticReason = Exclude<FlagReason, 'manual'>;

const literals = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] });
export const SeveritySchema = literals(SEVERITIES);
export const FlagStatusSchema = literals(FLAG_STATUSES);

export const Flag = Type.Object({
  id: Uuid,
  userId: Uuid,
  organizationId: Uuid,
  severity: SeveritySchema,
  status: FlagStatusSchema,
  reason: literals(FLAG_REASONS),
  description: Type.String(),
  source: Type.Union([Type.Literal('auto'), Type.Literal('manual')]),
  raisedBy: Nullable(Uuid),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  acknowledgedAt: Nullable(Timestamp),
  acknowledgedBy: Nullable(Uuid),
  resolvedAt: Nullable(Timestamp),
  resolvedBy: Nullable(Uuid),
  resolutionNote: Nullable(Type.String()),
});
export type FlagView = Static<typeof Flag>;
