// My wellbeing: the flags about me (raised by the automatic rules or by a manager) and my private
// conversations with the organization's managers; start one, about a flag or not.
import { useSignal } from '@preact/signals';
import { useLocation } from 'preact-iso';
import { call } from '../api/client.ts';
import type { Flag } from '../api/types.ts';
import { formatDateTime, t } from '../i18n/index.ts';
import { api, session } from '../services.ts';
import { EmptyState, LoadFailed, Loading, PageHeading } from '../ui/common.tsx';
import { FormProblem, SubmitButton, TextField, useForm } from '../ui/form.tsx';
import { useLoad } from '../ui/load.ts';
import { LIMITS } from '../api/limits.ts';

function FlagItem({ flag, onTalk }: { flag: Flag; onTalk(flag: Flag): void }) {
  return (
    <li class={`flag flag-${flag.severity}`}>
      <p class="flag-head">
        <span class={`badge severity-${flag.severity}`}>{t(`flag.severity.${flag.severity}`)}</span>
        <span class="flag-reason">{t(`flag.reason.${flag.reason}`)}</span>
        <span class={`badge flag-status-${flag.status}`}>{t(`flag.status.${flag.status}`)}</span>
      </p>
      <p class="flag-description">{flag.description}</p>
      <p class="muted"><time dateTime={flag.createdAt}>{formatDateTime(flag.createdAt)}</time></p>
      {flag.resolutionNote && <p class="flag-note"><strong>{t('flag.note')}</strong> {flag.resolutionNote}</p>}
      {flag.status !== 'resolved' && <button type="button" class="button button-quiet" onClick={() => onTalk(flag)}>{t('wellbeing.talk')}</button>}
    </li>
  );
}

function StartConversation({ flag, onStarted }: { flag: Flag | null; onStarted(id: string): void }) {
  const form = useForm<'topic'>({
    initial: { topic: flag ? t('wellbeing.aboutFlag', { reason: t(`flag.reason.${flag.reason}`) }) : '' },
    rules: { topic: { required: true, maxLength: LIMITS.inquiryTopic.maxLength } },
    keep: flag ? undefined : 'inquiry-topic',
    async submit({ topic }) {
      const thread = await call(api.POST('/api/flags/inquiries', { body: { topic: topic.trim(), ...(flag ? { flagId: flag.id } : {}) } }));
      onStarted(thread.id);
    },
  });
  return (
    <form class="stack" onSubmit={form.onSubmit} noValidate>
      <FormProblem form={form} />
      <TextField form={form} name="topic" label={t('wellbeing.topic')} hint={t('wellbeing.topicHint')} required maxLength={LIMITS.inquiryTopic.maxLength} />
      <SubmitButton form={form}>{t('wellbeing.start')}</SubmitButton>
    </form>
  );
}

export default function Wellbeing() {
  const { route } = useLocation();
  const me = session.user.value!;
  const flags = useLoad(() => call(api.GET('/api/flags', { params: { query: { userId: me.id, limit: 50 } } })), []);
  const threads = useLoad(() => call(api.GET('/api/flags/inquiries', { params: { query: { limit: 50 } } })), []);
  const about = useSignal<Flag | null>(null);
  const mine = (threads.data.value?.data ?? []).filter((thread) => thread.userId === me.id);
  return (
    <section class="stack">
      <PageHeading title={t('wellbeing.title')} intro={t('wellbeing.intro')} />
      <section class="panel">
        <h2>{t('wellbeing.flags')}</h2>
        <p class="muted">{t('wellbeing.flagsIntro')}</p>
        {flags.error.value ? <LoadFailed error={flags.error.value} retry={flags.reload} />
          : !flags.data.value ? <Loading />
            : flags.data.value.data.length === 0 ? <EmptyState title={t('wellbeing.noFlags')} />
              : <ul class="flag-list">{flags.data.value.data.map((flag) => <FlagItem key={flag.id} flag={flag} onTalk={(f) => { about.value = f; }} />)}</ul>}
      </section>
      <section class="panel">
        <h2>{t('wellbeing.conversations')}</h2>
        <p class="muted">{t('wellbeing.conversationsIntro')}</p>
        {threads.error.value ? <LoadFailed error={threads.error.value} retry={threads.reload} />
          : !threads.data.value ? <Loading />
            : mine.length === 0 ? <p class="muted">{t('wellbeing.noConversations')}</p>
              : (
                <ul class="thread-list">
                  {mine.map((thread) => (
                    <li key={thread.id}>
                      <a href={`/wellbeing/inquiries/${thread.id}`}>{thread.topic}</a>
                      <span class={`badge thread-${thread.status}`}>{t(`thread.status.${thread.status}`)}</span>
                      <time class="muted" dateTime={thread.createdAt}>{formatDateTime(thread.createdAt)}</time>
                    </li>
                  ))}
                </ul>
              )}
        <h3>{about.value ? t('wellbeing.startAbout') : t('wellbeing.startTitle')}</h3>
        <StartConversation key={about.value?.id ?? 'none'} flag={about.value} onStarted={(id) => route(`/wellbeing/inquiries/${id}`)} />
      </section>
    </section>
  );
}
