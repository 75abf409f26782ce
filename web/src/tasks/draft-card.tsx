// Draft cards: what the assistant (or the Tasks page) read as a task, waiting for its owner —
// Confirm makes the task, Edit changes the draft first, Reject drops it; with several pending,
// Confirm all.
import { useSignal, type Signal } from '@preact/signals';
import { useId } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import { organization } from '../services.ts';
import { draftActions, editDraft } from './actions.ts';
import { dueText } from './due.ts';
import { confirmAll, confirmDraft, rejectDraft, type DraftState } from './drafts.ts';
import { priorityLabel, TaskForm } from './task-form.tsx';

function DraftCard({ state, update }: { state: DraftState; update(next: DraftState): void }) {
  const titleId = useId();
  const editing = useSignal(false);
  const busy = useSignal(false);
  const { draft } = state;
  const due = dueText(draft, organization.value?.preferences.timezone ?? 'UTC');

  const act = async (action: (state: DraftState) => Promise<DraftState>) => {
    if (busy.value) return;
    busy.value = true;
    try {
      update(await action(state));
    } finally {
      busy.value = false;
    }
  };

  return (
    <article class={`draft-card draft-${state.status}`} aria-labelledby={titleId} aria-busy={busy.value || undefined}>
      <p class="draft-kind">{t(`draft.status.${state.status}`)}</p>
      <h3 id={titleId} class="draft-title">{draft.title}</h3>
      <dl class="meta">
        <div><dt>{t('task.priority')}</dt><dd><span class={`priority priority-${draft.priority}`}>{priorityLabel(draft.priority)}</span></dd></div>
        <div><dt>{t('task.due')}</dt><dd>{due ?? t('task.noDue')}</dd></div>
      </dl>
      {state.problem && <p class="notice notice-error" role="alert">{state.problem}</p>}
      {state.status === 'pending' && editing.value && (
        <TaskForm
          initial={draft}
          submitLabel={t('action.save')}
          onCancel={() => { editing.value = false; }}
          onSubmit={async (input) => {
            const saved = await editDraft(draft.id, input);
            update({ ...state, draft: { ...draft, ...saved }, problem: undefined });
            editing.value = false;
          }}
        />
      )}
      {state.status === 'pending' && !editing.value && (
        <div class="card-actions">
          <button type="button" class="button button-primary" onClick={() => act((s) => confirmDraft(s, draftActions))}>{t('draft.confirm')}</button>
          <button type="button" class="button" onClick={() => { editing.value = true; }}>{t('action.edit')}</button>
          <button type="button" class="button button-quiet" onClick={() => act((s) => rejectDraft(s, draftActions))}>{t('draft.reject')}</button>
        </div>
      )}
      {state.status === 'confirmed' && <p class="draft-outcome">{t('draft.confirmed')} <a href="/tasks">{t('draft.openTasks')}</a></p>}
    </article>
  );
}

/** A group of drafts (one chat reply, or the pending drafts of the Tasks page). */
export function DraftGroup({ states, onChange }: { states: Signal<DraftState[]>; onChange?: (states: DraftState[]) => void }) {
  const busy = useSignal(false);
  const set = (next: DraftState[]) => {
    states.value = next;
    onChange?.(next);
  };
  const pending = states.value.filter((state) => state.status === 'pending').length;
  return (
    <div class="draft-group">
      {/* Kept while it works: the last confirmations are still on their way when one draft is left pending. */}
      {(pending > 1 || busy.value) && (
        <div class="draft-group-actions">
          <p>{t('draft.pendingCount', { count: pending })}</p>
          <button type="button" class="button button-primary" aria-busy={busy.value || undefined} onClick={async () => {
            if (busy.value) return;
            busy.value = true;
            try {
              await confirmAll(states.value, draftActions, set);
            } finally {
              busy.value = false;
            }
          }}>{t('draft.confirmAll')}</button>
        </div>
      )}
      {states.value.map((state) => (
        <DraftCard key={state.draft.id} state={state}
          update={(next) => set(states.value.map((s) => (s.draft.id === next.draft.id ? next : s)))} />
      ))}
    </div>
  );
}
