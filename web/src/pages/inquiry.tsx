// One private conversation (an inquiry thread): its messages, oldest first, a reply box while it
// is open, and Close. The person's own page; managers read and answer it from the Team page.
import { useSignal } from '@preact/signals';
import { call } from '../api/client.ts';
import { describeError } from '../api/errors.ts';
import { formatDateTime, t } from '../i18n/index.ts';
import { api, session } from '../services.ts';
import { LoadFailed, Loading, PageHeading } from '../ui/common.tsx';
import { FormProblem, SubmitButton, TextAreaField, useForm } from '../ui/form.tsx';
import { useLoad } from '../ui/load.ts';
import { LIMITS } from '../api/limits.ts';

/** The thread; `back` leads to the list it was opened from, `ownerName` names the person who started it. */
export function InquiryThread({ id, back, ownerName }: { id: string; back: { href: string; label: string }; ownerName?(userId: string): string }) {
  const me = session.user.value!;
  const thread = useLoad(() => call(api.GET('/api/flags/inquiries/{id}', { params: { path: { id } } })), [id]);
  const problem = useSignal<string | null>(null);
  const form = useForm<'content'>({
    initial: { content: '' },
    rules: { content: { required: true, maxLength: LIMITS.inquiryMessage.maxLength } },
    keep: `inquiry-${id}`,
    resetOnSuccess: true,
    async submit({ content }) {
      await call(api.POST('/api/flags/inquiries/{id}/messages', { params: { path: { id } }, body: { content: content.trim() } }));
      await thread.reload();
    },
  });
  const close = async () => {
    problem.value = null;
    try {
      await call(api.POST('/api/flags/inquiries/{id}/close', { params: { path: { id } } }));
      await thread.reload();
    } catch (error) {
      problem.value = describeError(error);
    }
  };
  if (thread.error.value) return <LoadFailed error={thread.error.value} retry={thread.reload} />;
  const data = thread.data.value;
  if (!data) return <Loading />;
  return (
    <section class="stack">
      <PageHeading title={data.topic} intro={t(`thread.status.${data.status}`)}>
        <a class="button button-quiet" href={back.href}>{back.label}</a>
      </PageHeading>
      <ol class="messages" aria-label={t('inquiry.messages')}>
        {data.messages.length === 0 && <li class="muted">{t('inquiry.empty')}</li>}
        {data.messages.map((message) => (
          <li key={message.id} class={`message ${message.senderId === me.id ? 'message-mine' : 'message-theirs'}`}>
            <p class="message-from">{message.senderId === me.id ? t('chat.you')
              : message.senderType === 'user' && ownerName ? ownerName(data.userId) : t('inquiry.responder')}</p>
            <p class="bubble-text">{message.content}</p>
            <time class="muted" dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
          </li>
        ))}
      </ol>
      {data.status === 'open'
        ? (
          <>
            <form class="stack" onSubmit={form.onSubmit} noValidate>
              <FormProblem form={form} />
              <TextAreaField form={form} name="content" label={t('inquiry.message')} rows={3} maxLength={LIMITS.inquiryMessage.maxLength} required />
              <div class="form-actions">
                <SubmitButton form={form}>{t('chat.send')}</SubmitButton>
                <button type="button" class="button button-quiet" onClick={close}>{t('inquiry.close')}</button>
              </div>
            </form>
            {problem.value && <p class="notice notice-error" role="alert">{problem.value}</p>}
          </>
        )
        : <p class="notice notice-info">{t('inquiry.closed')}</p>}
    </section>
  );
}

export default function Inquiry({ id }: { id: string }) {
  return <InquiryThread id={id} back={{ href: '/wellbeing', label: t('inquiry.back') }} />;
}
