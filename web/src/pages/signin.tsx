// Sign in with e-mail and password, or with chat_a when the service offers it.
import { useLocation } from 'preact-iso';
import { useSignal } from '@preact/signals';
import { call } from '../api/client.ts';
import { describeError } from '../api/errors.ts';
import { STATE_KEY } from '../auth/chat-a.ts';
import { takeReturn } from '../auth/return.ts';
import { t } from '../i18n/index.ts';
import { api, session } from '../services.ts';
import { PageHeading } from '../ui/common.tsx';
import { FormProblem, SubmitButton, TextField, useForm } from '../ui/form.tsx';
import { useLoad } from '../ui/load.ts';

function ChatASignIn() {
  const problem = useSignal<string | null>(null);
  const start = async () => {
    problem.value = null;
    try {
      const answer = await call(api.GET('/api/auth/chat_a/url', { params: { query: { returnUrl: `${location.origin}/auth/callback` } } }));
      sessionStorage.setItem(STATE_KEY, answer.state);
      location.assign(answer.url);
    } catch (error) {
      problem.value = describeError(error);
    }
  };
  return (
    <div class="chat-a">
      <p class="divider"><span>{t('signin.or')}</span></p>
      <button type="button" class="button button-wide" onClick={start}>{t('signin.chatA')}</button>
      {problem.value && <p class="notice notice-error" role="alert">{problem.value}</p>}
    </div>
  );
}

export default function SignIn() {
  const { route } = useLocation();
  const providers = useLoad(() => call(api.GET('/api/auth/providers')), []);
  const form = useForm<'email' | 'password'>({
    initial: { email: '', password: '' },
    rules: { email: { required: true, email: true }, password: { required: true } },
    secret: ['password'],
    async submit(values) {
      session.signIn(await call(api.POST('/api/auth/login', { body: { email: values.email.trim(), password: values.password } })));
      route(takeReturn(), true);
    },
  });
  return (
    <section class="stack">
      <PageHeading title={t('signin.title')} intro={t('signin.intro')} />
      {session.ended.value === 'expired' && <p class="notice notice-info" role="status">{t('signin.sessionEnded')}</p>}
      <form class="stack" onSubmit={form.onSubmit} noValidate>
        <FormProblem form={form} />
        <TextField form={form} name="email" label={t('field.email')} type="email" autoComplete="email" required />
        <TextField form={form} name="password" label={t('field.password')} type="password" autoComplete="current-password" required />
        <SubmitButton form={form} class="button button-primary button-wide">{t('signin.submit')}</SubmitButton>
      </form>
      {providers.data.value?.chatA && <ChatASignIn />}
      <div class="alt-actions">
        {providers.data.value?.organizationSignup && <a href="/signup">{t('signin.createOrganization')}</a>}
        <a href="/join">{t('signin.join')}</a>
      </div>
    </section>
  );
}
