// The interface's words: a typed message table per language (English is the source and is always
// loaded; the others load when chosen), `{name}` placeholders, plural forms chosen by
// Intl.PluralRules, and dates and numbers formatted by Intl in the current language's locale.
import { computed, signal } from '@preact/signals';
import { directionOf, localeOf, type LanguageCode } from './languages.ts';
import { en, type MessageKey, type Messages, type Plural } from './messages/en.ts';

export type { MessageKey, Messages };
export type Params = Record<string, string | number>;

/** Each language's table, loaded on demand so the first screen carries English only. */
export const CATALOGUES: Record<LanguageCode, () => Promise<Messages>> = {
  english: async () => en,
  hinglish: () => import('./messages/hinglish.ts').then((m) => m.hinglish),
  spanish: () => import('./messages/spanish.ts').then((m) => m.spanish),
  french: () => import('./messages/french.ts').then((m) => m.french),
  german: () => import('./messages/german.ts').then((m) => m.german),
  portuguese: () => import('./messages/portuguese.ts').then((m) => m.portuguese),
  italian: () => import('./messages/italian.ts').then((m) => m.italian),
  dutch: () => import('./messages/dutch.ts').then((m) => m.dutch),
  japanese: () => import('./messages/japanese.ts').then((m) => m.japanese),
  korean: () => import('./messages/korean.ts').then((m) => m.korean),
  chinese: () => import('./messages/chinese.ts').then((m) => m.chinese),
  arabic: () => import('./messages/arabic.ts').then((m) => m.arabic),
  russian: () => import('./messages/russian.ts').then((m) => m.russian),
};

export const language = signal<LanguageCode>('english');
const catalogue = signal<Messages>(en);
export const locale = computed(() => localeOf(language.value));
export const direction = computed(() => directionOf(language.value));

/** Switches the interface to a language once its table has loaded. */
export async function setLanguage(code: LanguageCode): Promise<void> {
  const messages = await CATALOGUES[code]();
  catalogue.value = messages;
  language.value = code;
}

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(key: string, make: () => T): T {
  let value = cache.get(key) as T | undefined;
  if (!value) cache.set(key, (value = make()));
  return value;
}

export const numberFormat = (tag: string, options: Intl.NumberFormatOptions = {}) =>
  cached(`n|${tag}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(tag, options));
export const dateFormat = (tag: string, options: Intl.DateTimeFormatOptions) =>
  cached(`d|${tag}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(tag, options));
const pluralRules = (tag: string) => cached(`p|${tag}`, () => new Intl.PluralRules(tag));

/** The text of one message in a given table and locale: plural form by `count`, placeholders filled. */
export function format(messages: Messages, tag: string, key: MessageKey, params: Params = {}): string {
  const entry: string | Plural = messages[key];
  const template = typeof entry === 'string'
    ? entry
    : entry[pluralRules(tag).select(Number(params.count ?? 0)) as keyof Plural] ?? entry.other;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? numberFormat(tag).format(value) : value;
  });
}

/** The text of a message in the current language. Components that call it follow language changes. */
export const t = (key: MessageKey, params?: Params): string => format(catalogue.value, locale.value, key, params);

export const formatNumber = (value: number, options?: Intl.NumberFormatOptions) => numberFormat(locale.value, options).format(value);

/** A date and time in the browser's time zone. */
export const formatDateTime = (iso: string | Date) =>
  dateFormat(locale.value, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** A calendar date; in `timeZone` when given (a due date without a time is a day in the organization's zone). */
export const formatDate = (iso: string | Date, timeZone?: string) =>
  dateFormat(locale.value, { dateStyle: 'medium', ...(timeZone ? { timeZone } : {}) }).format(new Date(iso));

/** "5 minutes ago", "in 2 days": the largest unit that fits. */
export function formatRelative(iso: string | Date, now = Date.now()): string {
  const seconds = (new Date(iso).getTime() - now) / 1000;
  const units: [Intl.RelativeTimeFormatUnit, number][] = [['day', 86_400], ['hour', 3_600], ['minute', 60]];
  const rtf = new Intl.RelativeTimeFormat(locale.value, { numeric: 'auto' });
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return rtf.format(Math.round(seconds / size), unit);
  }
  return rtf.format(0, 'minute');
}
