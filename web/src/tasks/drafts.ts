// Task drafts on the client: each card's state, and what Confirm, Reject and Confirm all do. A
// draft that someone settled meanwhile (another tab, the chat bot) answers 409; the card then
// shows what became of it instead of an error.
import { ApiError, describeError } from '../api/errors.ts';
import type { WithDue } from './due.ts';

export interface DraftItem extends WithDue {
  id: string;
  title: string;
  priority: number;
  description?: string | null;
}

export interface DraftState {
  draft: DraftItem;
  status: 'pending' | 'confirmed' | 'rejected';
  /** The task a confirmed draft became, when known. */
  taskId?: string | null;
  problem?: string;
}

export interface DraftActions {
  confirm(id: string): Promise<{ id: string }>;
  reject(id: string): Promise<unknown>;
  get(id: string): Promise<{ status: DraftState['status']; taskId?: string | null }>;
}

async function settled(state: DraftState, actions: DraftActions, error: unknown): Promise<DraftState> {
  if (error instanceof ApiError && error.status === 409) {
    try {
      const current = await actions.get(state.draft.id);
      return { ...state, status: current.status, taskId: current.taskId ?? null, problem: undefined };
    } catch (lookup) {
      return { ...state, problem: describeError(lookup) };
    }
  }
  return { ...state, problem: describeError(error) };
}

export async function confirmDraft(state: DraftState, actions: DraftActions): Promise<DraftState> {
  if (state.status !== 'pending') return state;
  try {
    const task = await actions.confirm(state.draft.id);
    return { ...state, status: 'confirmed', taskId: task.id, problem: undefined };
  } catch (error) {
    return settled(state, actions, error);
  }
}

export async function rejectDraft(state: DraftState, actions: DraftActions): Promise<DraftState> {
  if (state.status !== 'pending') return state;
  try {
    await actions.reject(state.draft.id);
    return { ...state, status: 'rejected', problem: undefined };
  } catch (error) {
    return settled(state, actions, error);
  }
}

/** Confirms every pending draft, one after another (tasks are made in the order they were said). */
export async function confirmAll(states: DraftState[], actions: DraftActions, onEach?: (states: DraftState[]) => void): Promise<DraftState[]> {
  let current = states;
  for (let index = 0; index < current.length; index += 1) {
    if (current[index]!.status !== 'pending') continue;
    const next = await confirmDraft(current[index]!, actions);
    current = current.map((state, i) => (i === index ? next : state));
    onEach?.(current);
  }
  return current;
}
