// Organization preferences: the named settings, their defaults, and their validation.
import { IANAZone } from 'luxon';
import { LANGUAGE_CODES } from '../../assistant/types.ts';
import type { FieldProblem } from '../../platform/errors.ts';
import { isCalendarDate } from '../../platform/scheduler/calendar.ts';

export const PLATFORMS = ['chat_a', 'chat_b', 'chat_c'] as const;
export type Platform = (typeof PLATFORMS)[number];

export interface Preferences {
  timezone: string;
  checkInTime: string;
  submissionDeadline: string;
  eodCollectionTime: string;
  workDays: number[];
  platform: Platform | null;
  teamChannelId: string | null;
  progressChannelId: string | null;
  defaultLanguage: (typeof LANGUAGE_CODES)[number];
  registrationOpen: boolean;
  /** Calendar dates that are no work days (decisions §10), distinct and sorted. */
  holidays: string[];
  /** Minutes before submissionDeadline of the reminder to those who have not replied; 0 = off. */
  reminderMinutesBeforeDeadline: number;
  /** Consecutive work days with a blocker after which managers are told. */
  blockerFollowUpDays: number;
}

export const DEFAULT_PREFERENCES: Preferences = {
  timezone: 'UTC',
  checkInTime: '09:00',
  submissionDeadline: '11:00',
  eodCollectionTime: '19:00',
  workDays: [1, 2, 3, 4, 5],
  platform: null,
  teamChannelId: null,
  progressChannelId: null,
  defaultLanguage: 'english',
  registrationOpen: true,
  holidays: [],
  reminderMinutesBeforeDeadline: 60,
  blockerFollowUpDays: 2,
};

/** At most this many holidays are kept (decisions §10). */
export const MAX_HOLIDAYS = 200;
// Bounds the work of checking a holidays list whose duplicates would be removed.
const MAX_HOLIDAY_ENTRIES = 1000;

export const isValidTimezone = (zone: string) => IANAZone.isValidZone(zone);

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** What is wrong with a value, in the codes the schema validator uses (type, minimum, max_items, format_date…). */
type Verdict = Pick<FieldProblem, 'code' | 'limit' | 'allowed'> | null;
type Check = (value: unknown) => Verdict;

const when = (ok: boolean, code: string): Verdict => (ok ? null : { code });
const integerIn = (min: number, max: number): Check => (value) => {
  if (!Number.isInteger(value)) return { code: 'integer' };
  if ((value as number) < min) return { code: 'minimum', limit: min };
  return (value as number) > max ? { code: 'maximum', limit: max } : null;
};
const holidayList: Check = (value) => {
  if (!Array.isArray(value)) return { code: 'type' };
  if (value.length > MAX_HOLIDAY_ENTRIES) return { code: 'max_items', limit: MAX_HOLIDAYS };
  if (!value.every((d) => typeof d === 'string' && isCalendarDate(d))) return { code: 'format_date' };
  return new Set(value).size > MAX_HOLIDAYS ? { code: 'max_items', limit: MAX_HOLIDAYS } : null;
};
const time: Check = (v) => when(typeof v === 'string' && HH_MM.test(v), 'format_time');
const channel: Check = (value) => when(value === null || (typeof value === 'string' && value.length >= 1 && value.length <= 200), 'channel');

const CHECKS: { [K in keyof Preferences]: [Check, string] } = {
  timezone: [(v) => when(typeof v === 'string' && isValidTimezone(v), 'format_iana_time_zone'), 'must be an IANA time zone name such as Europe/Berlin'],
  checkInTime: [time, 'must be a time HH:MM (24-hour)'],
  submissionDeadline: [time, 'must be a time HH:MM (24-hour)'],
  eodCollectionTime: [time, 'must be a time HH:MM (24-hour)'],
  workDays: [
    (v) => when(Array.isArray(v) && v.length <= 7 && v.every((d) => Number.isInteger(d) && d >= 1 && d <= 7)
      && new Set(v).size === v.length, 'work_days'),
    'must be a list of distinct ISO weekday numbers 1 (Monday) to 7 (Sunday)',
  ],
  platform: [(v) => (v === null || (PLATFORMS as readonly unknown[]).includes(v) ? null : { code: 'enum', allowed: [...PLATFORMS, 'null'] }), 'must be chat_a, chat_b, chat_c or null'],
  teamChannelId: [channel, 'must be a channel id (1-200 characters) or null'],
  progressChannelId: [channel, 'must be a channel id (1-200 characters) or null'],
  defaultLanguage: [(v) => ((LANGUAGE_CODES as readonly unknown[]).includes(v) ? null : { code: 'enum', allowed: [...LANGUAGE_CODES] }), `must be one of ${LANGUAGE_CODES.join(', ')}`],
  registrationOpen: [(v) => when(typeof v === 'boolean', 'type'), 'must be true or false'],
  holidays: [holidayList, `must be a list of at most ${MAX_HOLIDAYS} distinct calendar dates YYYY-MM-DD of the years 1970-9999`],
  reminderMinutesBeforeDeadline: [integerIn(0, 600), 'must be a whole number of minutes from 0 (no reminder) to 600'],
  blockerFollowUpDays: [integerIn(1, 10), 'must be a whole number of work days from 1 to 10'],
};

/** A patch as stored: holidays without duplicates, in date order. */
export function normalizePreferences(patch: Record<string, unknown>): Record<string, unknown> {
  return Array.isArray(patch.holidays) ? { ...patch, holidays: [...new Set(patch.holidays as string[])].sort() } : patch;
}

/** Problems with a preferences patch: unknown keys and invalid values, one detail each. */
export function preferenceProblems(patch: Record<string, unknown>): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const [key, value] of Object.entries(patch)) {
    const check = Object.hasOwn(CHECKS, key) ? CHECKS[key as keyof Preferences] : undefined;
    const verdict = check ? check[0](value) : { code: 'unknown_property' };
    if (verdict) problems.push({ field: `preferences.${key}`, message: check ? check[1] : 'is not a known preference', ...verdict });
  }
  return problems;
}

/** Stored preferences completed with defaults. */
export function withDefaults(stored: Record<string, unknown>): Preferences {
  return { ...DEFAULT_PREFERENCES, ...stored } as Preferences;
}
