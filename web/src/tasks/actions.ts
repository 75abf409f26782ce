// The calls behind draft cards and task rows.
import { call } from '../api/client.ts';
import { api } from '../services.ts';
import type { DraftActions } from './drafts.ts';
import type { TaskInput } from './task-form.tsx';

export const draftActions: DraftActions = {
  confirm: (id) => call(api.POST('/api/tasks/drafts/{id}/confirm', { params: { path: { id } } })),
  reject: (id) => call(api.POST('/api/tasks/drafts/{id}/reject', { params: { path: { id } } })),
  get: (id) => call(api.GET('/api/tasks/drafts/{id}', { params: { path: { id } } })),
};

export const editDraft = (id: string, input: TaskInput) =>
  call(api.PATCH('/api/tasks/drafts/{id}', { params: { path: { id } }, body: input }));

/** A new task goes through a draft that is confirmed at once, as the contract requires. */
export async function createTask(input: TaskInput) {
  const draft = await call(api.POST('/api/tasks/drafts', { body: { ...input, rawInput: input.title } }));
  return draftActions.confirm(draft.id);
}
