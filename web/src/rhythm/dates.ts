// Calendar dates (YYYY-MM-DD) of the organization, shown in the reader's language: a day, not a moment.
import { formatDate } from '../i18n/index.ts';

export const day = (date: string) => formatDate(`${date}T12:00:00Z`, 'UTC');

/** Today's calendar date in a time zone (the organization's "today"). */
export const todayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
