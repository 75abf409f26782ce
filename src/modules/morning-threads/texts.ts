// The check-in post of the morning thread, the reminder and the blocker follow-up, in each of the
// 13 assistant languages (each language folder's `morningThread` texts).
import { language, type LanguageCode } from '../../assistant/index.ts';
import { singleLine } from '../../platform/text.ts';

export function checkInText(code: LanguageCode, submissionDeadline: string): string {
  return language(code).morningThread.checkIn(submissionDeadline);
}

// The reminder before the submission deadline (decisions §10), sent to one person.
export function reminderText(code: LanguageCode, submissionDeadline: string): string {
  return language(code).morningThread.reminder(submissionDeadline);
}

// The follow-up to managers of a blocker reported on several work days in a row (decisions §10).
export function blockerFollowUpText(code: LanguageCode, name: string, days: number, blockers: readonly string[]): string {
  return language(code).morningThread.blockerFollowUp(singleLine(name), days, blockers.map(singleLine).join(' · '));
}
