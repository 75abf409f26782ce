// What a due value means (decisions §4), in one place for the HTTP API, chat drafts,
// morning-thread tasks and the assistant's in-memory tools. Values are read in the
// organization's time zone:
// - `YYYY-MM-DD` (no time of day) → 23:59:59.999 of that day there, dueHasTime false;
// - a local date-time without offset (`YYYY-MM-DDTHH:mm[:ss[.sss]]`, what the assistant writes
//   for "at 3pm") → that wall-clock instant there, dueHasTime true; a time skipped by a
//   daylight-saving change (02:30 on a spring-forward night) moves forward by the gap;
// - a full ISO 8601 timestamp with `Z` or an offset → that instant, dueHasTime true.
import { DateTime } from 'luxon';
import { isSupportedYear } from './http/schemas.ts';

/** A due date as stored: the instant, and whether a time of day was given. */
export interface DueInstant {
  dueDate: Date;
  dueHasTime: boolean;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const HAS_OFFSET = /([Zz]|[+-]\d{2}:?\d{2})$/;
// Hours 00-23 (luxon would read 24:00 as the next midnight); offsets run from −14:00 to +14:00
// in practice: +25:00 is a typo, not a zone.
const ISO_8601 = /^\d{4}-\d{2}-\d{2}([Tt ]([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?([Zz]|[+-](0\d|1[0-4]):?[0-5]\d)?)?$/;

/**
 * The instant `value` stands for in `timezone`; `not_a_date` for anything that is not ISO 8601
 * or names an impossible day (2026-02-30), `unsupported_year` outside the years 1970-9999.
 */
export function readDueDate(value: string, timezone: string): DueInstant | 'not_a_date' | 'unsupported_year' {
  // The same few values come again and again (every "tomorrow" said today in one zone), and
  // reading one in a zone is the costliest step of a chat message that makes a draft.
  const key = `${timezone}\u0000${value}`;
  let read = recentlyRead.get(key);
  if (read === undefined) {
    read = readInZone(value, timezone);
    if (recentlyRead.size >= VALUES_KEPT) recentlyRead.delete(recentlyRead.keys().next().value!);
    recentlyRead.set(key, read);
  }
  // Dates are mutable: every caller gets its own.
  return typeof read === 'string' ? read : { dueDate: new Date(read.dueDate.getTime()), dueHasTime: read.dueHasTime };
}

const VALUES_KEPT = 500;
const recentlyRead = new Map<string, DueInstant | 'not_a_date' | 'unsupported_year'>();

function readInZone(value: string, timezone: string): DueInstant | 'not_a_date' | 'unsupported_year' {
  const trimmed = value.trim();
  if (!ISO_8601.test(trimmed)) return 'not_a_date';
  const text = trimmed.replace(' ', 'T').replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
  const day = DateTime.fromISO(text.slice(0, 10), { zone: timezone });
  if (!day.isValid) return 'not_a_date';
  if (!isSupportedYear(day.year)) return 'unsupported_year';
  if (DATE_ONLY.test(text)) return { dueDate: day.endOf('day').toJSDate(), dueHasTime: false };
  const at = HAS_OFFSET.test(text) ? DateTime.fromISO(text, { setZone: true }) : DateTime.fromISO(text, { zone: timezone });
  if (!at.isValid) return 'not_a_date';
  // An offset can carry the instant out of the range (1970-01-01T00:30+01:00 is in 1969).
  if (!isSupportedYear(at.toUTC().year)) return 'unsupported_year';
  return { dueDate: at.toJSDate(), dueHasTime: true };
}
