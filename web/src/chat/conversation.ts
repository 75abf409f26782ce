// The conversation with the assistant lives in this tab only (the service never stores it): kept
// in sessionStorage per person so a reload keeps it, and the last turns go with each message as
// the assistant's context.
import type { ChatReply } from '../api/types.ts';
import type { DraftState } from '../tasks/drafts.ts';

export interface Turn {
  id: string;
  role: 'user' | 'assistant';
  text: string;
  at: string;
  reply?: ChatReply;
  /** The reply's drafts as their cards show them now (confirmed, rejected, edited). */
  drafts?: DraftState[];
  /** The mood picker that the reply opened was used. */
  moodLogged?: boolean;
}

const KEPT_TURNS = 60;
const HISTORY_TURNS = 10;
const HISTORY_CHARACTERS = 4000;

const key = (userId: string) => `teamwell.chat.${userId}`;

export function loadConversation(userId: string): Turn[] {
  try {
    const turns = JSON.parse(sessionStorage.getItem(key(userId)) ?? '[]') as Turn[];
    return Array.isArray(turns) ? turns : [];
  } catch {
    return [];
  }
}

export function saveConversation(userId: string, turns: Turn[]): void {
  sessionStorage.setItem(key(userId), JSON.stringify(turns.slice(-KEPT_TURNS)));
}

/** The recent turns sent as `history` (the service takes at most 20, each up to 4000 characters). */
export const historyOf = (turns: Turn[]) =>
  turns.slice(-HISTORY_TURNS).map((turn) => ({ role: turn.role, content: turn.text.slice(0, HISTORY_CHARACTERS) }));

/** The drafts a reply carries: taskDraft when one task was read, taskDrafts when several. */
export function draftsOf(reply: ChatReply): DraftState[] {
  const drafts = reply.taskDrafts ?? (reply.taskDraft ? [reply.taskDraft] : []);
  return drafts.map((draft) => ({ draft, status: 'pending' }));
}
