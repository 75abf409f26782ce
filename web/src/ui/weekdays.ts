// Weekdays in ISO order (1 = Monday), as the service names them, and as the interface says them.
import { dateFormat, locale } from '../i18n/index.ts';

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

// 1 January 2024 was a Monday, so day n of that week is ISO weekday n.
export const weekdayName = (isoDay: number, width: 'long' | 'short' = 'long') =>
  dateFormat(locale.value, { weekday: width, timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, isoDay)));

/** The interface's name for one of the service's weekday names (`Monday`). */
export const deployDayName = (day: string) => {
  const index = WEEKDAYS.indexOf(day as Weekday);
  return index < 0 ? day : weekdayName(index + 1);
};
