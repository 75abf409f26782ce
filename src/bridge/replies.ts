// How the assistant's answer becomes the one outgoing message shape, in the answer's language (the
// bridge's own words come from each language's folder, as the service's do).
// Straight from the language tables, not the assistant's entry: the bridge runs no engine.
import { bridgeNotices, type BridgeNotices } from '../assistant/bridge-notices.ts';
import { LANGUAGE_CODES } from '../assistant/languages/index.ts';
import type { LanguageCode } from '../assistant/types.ts';
import type { DraftOffer, OutgoingMessage } from './messages.ts';
import type { ChatDraft, ChatResponse, ChatTask } from './service-client.ts';

/** A language code the service named, or English for one it did not (or none). */
export function languageCalled(code: string | undefined): LanguageCode {
  return (LANGUAGE_CODES as readonly string[]).includes(code ?? '') ? code as LanguageCode : 'english';
}

/** "2026-11-27" or "2026-11-27 15:00" (UTC) of the service's instant. */
function due(date: string, hasTime: boolean | undefined): string {
  const iso = new Date(date).toISOString();
  return hasTime ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : iso.slice(0, 10);
}

function draftOffer(draft: ChatDraft, words: BridgeNotices): DraftOffer {
  const parts = [words.priority(draft.priority)];
  if (draft.dueDate) parts.push(words.due(due(draft.dueDate, draft.dueHasTime)));
  return { id: draft.id, title: draft.title, detail: parts.join(' · ') };
}

function taskLine(task: ChatTask, words: BridgeNotices): string {
  const status = task.status === 'completed' ? '✅' : task.status === 'in_progress' ? '⏳' : task.status === 'cancelled' ? '✖️' : '▫️';
  return `${status} ${task.title} (P${task.priority}${task.dueDate ? `, ${words.due(due(task.dueDate, task.dueHasTime))}` : ''})`;
}

/** The assistant's answer, with its drafts as buttons and its lists as lists. */
export function fromChat(response: ChatResponse): OutgoingMessage {
  const language = languageCalled(response.language);
  const words = bridgeNotices(language);
  const drafts = response.taskDrafts ?? (response.taskDraft ? [response.taskDraft] : []);
  const items: string[] = [];
  if (response.tasks) items.push(...response.tasks.map((task) => taskLine(task, words)));
  if (response.completedTask) items.push(`✅ ${response.completedTask.title}`);
  if (response.moodHistory) items.push(...response.moodHistory.map((m) => `${m.createdAt.slice(0, 10)}: ${m.value}/5`));
  if (response.taskStats) {
    const s = response.taskStats;
    items.push(words.open(s.openTasks), words.completed(s.completedTasks, s.totalTasks, s.completionRate), words.overdue(s.overdueTasks));
  }
  return {
    text: response.text,
    language,
    ...(items.length > 0 ? { items } : {}),
    ...(drafts.length > 0 ? { drafts: drafts.map((draft) => draftOffer(draft, words)) } : {}),
    ...(response.showMoodPrompt ? { moodPrompt: true } : {}),
  };
}
