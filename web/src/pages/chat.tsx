// Chat with the assistant (POST /api/chat, platform web): drafts come back as cards to confirm,
// and task lists, completed tasks, moods and statistics as what they are, not only as text.
import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { call } from '../api/client.ts';
import type { ChatReply } from '../api/types.ts';
import { draftsOf, historyOf, loadConversation, saveConversation, type Turn } from '../chat/conversation.ts';
import { formatDateTime, formatNumber, t } from '../i18n/index.ts';
import { MoodFace } from '../mood/face.tsx';
import { MoodPicker, moodWord } from '../mood/picker.tsx';
import { api, organization, session } from '../services.ts';
import { DraftGroup } from '../tasks/draft-card.tsx';
import type { DraftState } from '../tasks/drafts.ts';
import { dueText, isOverdue } from '../tasks/due.ts';
import { PageHeading } from '../ui/common.tsx';
import { FormProblem, useForm } from '../ui/form.tsx';
import { Icon } from '../ui/icons.tsx';
import { LIMITS } from '../api/limits.ts';

const SUGGESTIONS = ['chat.suggestion.task', 'chat.suggestion.list', 'chat.suggestion.mood'] as const;

function TaskSummaries({ tasks }: { tasks: NonNullable<ChatReply['tasks']> }) {
  const zone = organization.value?.preferences.timezone ?? 'UTC';
  if (tasks.length === 0) return <p class="muted">{t('tasks.emptyTitle')}</p>;
  return (
    <ul class="mini-tasks" aria-label={t('chat.taskList')}>
      {tasks.map((task) => (
        <li key={task.id} class={isOverdue(task) ? 'overdue' : undefined}>
          <span class="mini-title">{task.title}</span>
          <span class={`badge status-${task.status}`}>{t(`status.${task.status}`)}</span>
          {task.dueDate && <span class="mini-due">{dueText(task, zone)}</span>}
          {isOverdue(task) && <span class="badge badge-overdue">{t('task.overdue')}</span>}
        </li>
      ))}
    </ul>
  );
}

function Stats({ stats }: { stats: NonNullable<ChatReply['taskStats']> }) {
  const items: [string, string][] = [
    [t('stats.total'), formatNumber(stats.totalTasks)],
    [t('stats.completed'), formatNumber(stats.completedTasks)],
    [t('stats.completionRate'), formatNumber(stats.completionRate / 100, { style: 'percent', maximumFractionDigits: 1 })],
    [t('stats.open'), formatNumber(stats.openTasks)],
    [t('stats.overdue'), formatNumber(stats.overdueTasks)],
  ];
  return (
    <dl class="stat-tiles">
      {items.map(([label, value]) => <div key={label}><dt>{label}</dt><dd>{value}</dd></div>)}
    </dl>
  );
}

function MoodLine({ entry }: { entry: { value: number; note: string | null; createdAt: string } }) {
  return (
    <>
      <MoodFace value={entry.value} />
      <span>{t('mood.entry', { value: entry.value, word: moodWord(entry.value) })}</span>
      <time class="muted" dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
      {entry.note && <span class="mood-note">{entry.note}</span>}
    </>
  );
}

function AssistantTurn({ turn, update }: { turn: Turn; update(turn: Turn): void }) {
  const reply = turn.reply;
  const drafts = useSignal<DraftState[]>(turn.drafts ?? []);
  if (reply?.crisis) {
    // With care: the words of the reply and where to find help, nothing else.
    return (
      <div class="care">
        <p>{turn.text}</p>
        <p class="care-help">{t('chat.care')}</p>
      </div>
    );
  }
  return (
    <div class="assistant-turn">
      <p class="bubble-text">{turn.text}</p>
      {drafts.value.length > 0 && <DraftGroup states={drafts} onChange={(next) => update({ ...turn, drafts: next })} />}
      {reply?.tasks && <TaskSummaries tasks={reply.tasks} />}
      {reply?.completedTask && (
        <p class="chip chip-success"><Icon name="check" />{t('chat.completed', { title: reply.completedTask.title })}</p>
      )}
      {reply?.loggedMood && <p class="mood-line">{t('chat.moodLogged')} <MoodLine entry={reply.loggedMood} /></p>}
      {reply?.moodHistory && (
        reply.moodHistory.length === 0
          ? <p class="muted">{t('mood.emptyTitle')}</p>
          : <ul class="mood-history" aria-label={t('chat.moodHistory')}>{reply.moodHistory.map((entry) => <li key={entry.id} class="mood-line"><MoodLine entry={entry} /></li>)}</ul>
      )}
      {reply?.taskStats && <Stats stats={reply.taskStats} />}
      {reply?.showMoodPrompt && !turn.moodLogged && (
        <div class="inline-card"><MoodPicker onSaved={() => update({ ...turn, moodLogged: true })} /></div>
      )}
      {reply?.showMoodPrompt && turn.moodLogged && <p class="chip chip-success"><Icon name="check" />{t('mood.saved')}</p>}
    </div>
  );
}

export default function Chat() {
  const user = session.user.value!;
  const turns = useSignal<Turn[]>(loadConversation(user.id));
  const pending = useSignal<string | null>(null);
  const end = useRef<HTMLLIElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);

  const setTurns = (next: Turn[]) => {
    turns.value = next;
    saveConversation(user.id, next);
  };

  const form = useForm<'message'>({
    initial: { message: '' },
    rules: { message: { required: true, maxLength: LIMITS.chatMessage.maxLength } },
    keep: 'chat',
    resetOnSuccess: true,
    async submit({ message }) {
      const text = message.trim();
      pending.value = text;
      try {
        const reply = await call(api.POST('/api/chat', {
          body: { message: text, platform: 'web', platformUserId: user.id, history: historyOf(turns.value) },
        }));
        const now = new Date().toISOString();
        setTurns([
          ...turns.value,
          { id: `${now}-u`, role: 'user', text, at: now },
          { id: `${now}-a`, role: 'assistant', text: reply.text, at: now, reply, drafts: draftsOf(reply) },
        ]);
      } finally {
        pending.value = null;
      }
    },
  });

  useEffect(() => { end.current?.scrollIntoView({ block: 'end' }); }, [turns.value.length, pending.value]);

  const updateTurn = (turn: Turn) => setTurns(turns.value.map((candidate) => (candidate.id === turn.id ? turn : candidate)));

  return (
    <section class="chat-page">
      <PageHeading title={t('chat.title')} intro={t('chat.intro')}>
        {turns.value.length > 0 && <button type="button" class="button button-quiet" onClick={() => setTurns([])}>{t('chat.clear')}</button>}
      </PageHeading>
      <ol class="chat-log" aria-label={t('chat.conversation')}>
        {turns.value.length === 0 && !pending.value && (
          <li class="chat-empty">
            <p class="empty-title">{t('chat.emptyTitle')}</p>
            <p class="empty-text">{t('chat.emptyText')}</p>
            <div class="suggestions">
              {SUGGESTIONS.map((key) => (
                <button key={key} type="button" class="button button-quiet" onClick={() => { form.set('message', t(key)); box.current?.focus(); }}>{t(key)}</button>
              ))}
            </div>
          </li>
        )}
        {turns.value.map((turn) => (
          <li key={turn.id} class={`turn turn-${turn.role}`}>
            <p class="visually-hidden">{turn.role === 'user' ? t('chat.you') : t('chat.assistant')}</p>
            {turn.role === 'user' ? <p class="bubble-text">{turn.text}</p> : <AssistantTurn turn={turn} update={updateTurn} />}
          </li>
        ))}
        {pending.value && (
          <li class="turn turn-user turn-pending"><p class="bubble-text">{pending.value}</p></li>
        )}
        <li ref={end} class="chat-end" aria-hidden="true" />
      </ol>
      {pending.value && <p class="typing" role="status">{t('chat.thinking')}</p>}
      <form class="composer" onSubmit={form.onSubmit} noValidate>
        <FormProblem form={form} />
        <div class="composer-row">
          <label class="visually-hidden" for={`${form.id}-message`}>{t('chat.message')}</label>
          <textarea ref={box} id={`${form.id}-message`} name="message" rows={2} maxLength={LIMITS.chatMessage.maxLength}
            placeholder={t('chat.placeholder')} value={form.values.value.message}
            aria-invalid={form.errors.value.message ? 'true' : undefined}
            aria-describedby={form.errors.value.message ? `${form.id}-message-error` : `${form.id}-message-hint`}
            onInput={(event) => form.set('message', (event.currentTarget as HTMLTextAreaElement).value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
                event.preventDefault();
                (event.currentTarget as HTMLTextAreaElement).form?.requestSubmit();
              }
            }} />
          <button type="submit" class="button button-primary send" aria-busy={form.busy.value || undefined} disabled={form.blockedUntil.value > 0}>
            <Icon name="send" /><span>{t('chat.send')}</span>
          </button>
        </div>
        {form.errors.value.message
          ? <p class="field-error" id={`${form.id}-message-error`}>{form.errors.value.message}</p>
          : <p class="hint" id={`${form.id}-message-hint`}>{t('chat.hint')}</p>}
      </form>
    </section>
  );
}
