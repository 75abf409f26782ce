// Due values as the engine (and the language model's tools) give them: local to the
// organization's time zone, `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm` when a time of day was said
// (decisions §4). What such a value means as an instant is platform/due-dates.ts's rule.
import { readDueDate } from '../platform/due-dates.ts';

const LOCAL_DUE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2})?$/;

/** Whether `value` is a local due value the engine may give: a real date, optionally with a time of day. */
export function isLocalDue(value: string): boolean {
  return LOCAL_DUE.test(value) && typeof readDueDate(value, 'UTC') === 'object';
}
