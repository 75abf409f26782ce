// Due dates (decisions §4): stored as an instant; `dueHasTime: false` marks a date without a time
// of day (the end of that day in the organization's time zone), shown as the date alone. Until
// the service sends dueHasTime, a due date is shown with its time.
import { dateFormat, locale } from '../i18n/index.ts';

export interface WithDue {
  dueDate?: string | null;
  dueHasTime?: boolean;
}

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The due date as the person reads it, in the organization's time zone. */
export function dueText(item: WithDue, timeZone: string): string | null {
  if (!item.dueDate) return null;
  const date = new Date(item.dueDate);
  if (item.dueHasTime === false) return dateFormat(locale.value, { dateStyle: 'medium', timeZone }).format(date);
  const otherZone = timeZone !== browserZone();
  return dateFormat(locale.value, { dateStyle: 'medium', timeStyle: 'short', timeZone, ...(otherZone ? { timeZoneName: 'short' } : {}) }).format(date);
}

/** Overdue: not completed and due before now — the service's rule, everywhere. */
export const isOverdue = (item: WithDue & { status: string }, now = Date.now()) =>
  item.status !== 'completed' && !!item.dueDate && new Date(item.dueDate).getTime() < now;

/** The date and time inputs' values (YYYY-MM-DD, HH:MM) for a stored due date, in the organization's zone. */
export function dueInputs(item: WithDue, timeZone: string): { date: string; time: string } {
  if (!item.dueDate) return { date: '', time: '' };
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-CA', {
    timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).formatToParts(new Date(item.dueDate)).map((part) => [part.type, part.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: item.dueHasTime === false ? '' : `${parts.hour}:${parts.minute}`,
  };
}

/** What the API takes: a date alone (end of that day), or a local date-time in the organization's zone. */
export function dueValue(date: string, time: string): string | null {
  if (!date) return null;
  return time ? `${date}T${time}` : date;
}
