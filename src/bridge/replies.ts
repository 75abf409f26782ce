// The bridge's own words, and how the assistant's answer becomes the one outgoing message shape.
import type { DraftOffer, OutgoingMessage } from './messages.ts';
import type { ChatDraft, ChatResponse, ChatTask } from './service-client.ts';

export const TEXTS = {
  notYours: 'This draft is not yours: only the person it was made for can confirm or reject it.',
  draftGone: 'That draft does not exist (any more).',
  draftHandled: 'That draft was already confirmed or rejected.',
  badMood: 'A mood is a number from 1 to 5.',
  notLinked: 'Your account is not linked yet: write to me privately and I will send you a link.',
  serviceDown: 'Sorry, I cannot reach the service right now. Please try again in a minute.',
  openPrivateChat: 'Start a private chat with me and say hello, so that I can send you a link to connect your account.',
  linkLabel: 'Link your account',
  confirm: 'Confirm',
  reject: 'Reject',
  moodQuestion: 'How do you feel? 1 = very bad, 5 = very good.',
  confirmed: (title: string) => `✅ Task created: ${title}`,
  rejected: (title: string) => `Draft rejected: ${title}`,
  moodLogged: (value: number) => `Mood ${value}/5 logged. Thank you!`,
} as const;

/** "2026-11-27" or "2026-11-27 15:00" (UTC) of the service's instant. */
function due(date: string, hasTime: boolean | undefined): string {
  const iso = new Date(date).toISOString();
  return hasTime ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : iso.slice(0, 10);
}

function draftOffer(draft: ChatDraft): DraftOffer {
  const parts = [`priority ${draft.priority}`];
  if (draft.dueDate) parts.push(`due ${due(draft.dueDate, draft.dueHasTime)}`);
  return { id: draft.id, title: draft.title, detail: parts.join(' · ') };
}

function taskLine(task: ChatTask): string {
  const status = task.status === 'completed' ? '✅' : task.status === 'in_progress' ? '⏳' : task.status === 'cancelled' ? '✖️' : '▫️';
  return `${status} ${task.title} (P${task.priority}${task.dueDate ? `, due ${due(task.dueDate, task.dueHasTime)}` : ''})`;
}

/** The assistant's answer, with its drafts as buttons and its lists as lists. */
export function fromChat(response: ChatResponse): OutgoingMessage {
  const drafts = response.taskDrafts ?? (response.taskDraft ? [response.taskDraft] : []);
  const items: string[] = [];
  if (response.tasks) items.push(...response.tasks.map(taskLine));
  if (response.completedTask) items.push(`✅ ${response.completedTask.title}`);
  if (response.moodHistory) items.push(...response.moodHistory.map((m) => `${m.createdAt.slice(0, 10)}: ${m.value}/5`));
  if (response.taskStats) {
    const s = response.taskStats;
    items.push(`Open: ${s.openTasks}`, `Completed: ${s.completedTasks} of ${s.totalTasks} (${s.completionRate}%)`, `Overdue: ${s.overdueTasks}`);
  }
  return {
    text: response.text,
    ...(items.length > 0 ? { items } : {}),
    ...(drafts.length > 0 ? { drafts: drafts.map(draftOffer) } : {}),
    ...(response.showMoodPrompt ? { moodPrompt: true } : {}),
  };
}
