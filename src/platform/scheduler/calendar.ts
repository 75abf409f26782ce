// Organization calendar arithmetic: dates are calendar dates in the organization's timezone
// (decisions §8), and a local wall-clock time keeps its meaning across daylight-saving changes.
import { DateTime } from 'luxon';
import { invalidField } from '../errors.ts';
import { isSupportedYear } from '../http/schemas.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The organization's calendar date at `at`. */
export function localDate(at: Date, timezone: string): string {
  return DateTime.fromJSDate(at, { zone: timezone }).toISODate()!;
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a calendar date. */
export function weekdayOf(date: string): number {
  return DateTime.fromISO(date, { zone: 'UTC' }).weekday;
}

/** Whether a date is a work day: one of the ISO `workDays` and not a holiday (decisions §10). */
export function isWorkDay(calendar: { workDays: readonly number[]; holidays?: readonly string[] }, date: string): boolean {
  return calendar.workDays.includes(weekdayOf(date)) && !(calendar.holidays ?? []).includes(date);
}

/**
 * The instant a local wall-clock time (HH:MM) happens on a date in a zone. A time skipped by a
 * spring-forward change (02:30 on that night) moves forward to the first valid instant after it.
 */
export function localInstant(date: string, time: string, timezone: string): Date {
  return DateTime.fromISO(`${date}T${time}`, { zone: timezone }).toJSDate();
}

/** The instants the local day begins and the next one begins (23 or 25 hours apart on DST days). */
export function dayWindow(date: string, timezone: string): { start: Date; end: Date } {
  const start = DateTime.fromISO(date, { zone: timezone }).startOf('day');
  return { start: start.toJSDate(), end: start.plus({ days: 1 }).toJSDate() };
}

/** Whether a string is YYYY-MM-DD naming a real calendar day (2026-02-30 is not) of the years 1970-9999. */
export const isCalendarDate = (value: string): boolean =>
  ISO_DATE.test(value) && DateTime.fromISO(value, { zone: 'UTC' }).isValid && isSupportedYear(Number(value.slice(0, 4)));

/** A YYYY-MM-DD string that names a real calendar day (2026-02-30 does not) of the years 1970-9999: else 400 naming `field`. */
export function checkDate(value: string, field: string): string {
  if (!isCalendarDate(value)) {
    throw invalidField(field, 'must be a calendar date YYYY-MM-DD of the years 1970-9999', 'format_date');
  }
  return value;
}

/** The calendar date `days` days after `date` (before, when negative). */
export function addDays(date: string, days: number): string {
  return DateTime.fromISO(date, { zone: 'UTC' }).plus({ days }).toISODate()!;
}

/** Whole days from one calendar date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round(DateTime.fromISO(to, { zone: 'UTC' }).diff(DateTime.fromISO(from, { zone: 'UTC' }), 'days').days);
}
