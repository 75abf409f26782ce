// /invitation#token=… — the page an invitation link opens (public). The token travels in the
// fragment, so no server log records it; it is kept in this tab and wiped from the address bar.
// The page says what the invitation is for (POST /api/auth/check-invitation), asks for a name, a
// password and — when the invitation names no address — an e-mail, and signs the person in.
import { useSignal } from '@preact/signals';
import { useLocation } from 'preact-iso';
import { useEffect } from 'preact/hooks';
import { call } from '../api/client.ts';
import { ApiError, describeError } from '../api/errors.ts';
import type { Answer } from '../api/types.ts';
import { formatDateTime, t } from '../i18n/index.ts';
import { api, session } from '../services.ts';
import { EmptyState, Loading, PageHeading } from '../ui/common.tsx';
import { FormProblem, SubmitButton, TextField, useForm } from '../ui/form.tsx';
import { takeFromFragment } from '../ui/fragment.ts';
import { useLoad } from '../ui/load.ts';
import { LIMITS } from '../api/limits.ts';

type Invitation = Answer<'/api/auth/check-invitation', 'post'>;
type Field = 'yourName' | 'email' | 'password';

const TOKEN_KEY = 'teamwell.invitation';

const takeToken = () => takeFromFragment('token', TOKEN_KEY, '/invitation');

/** An invitation that cannot be used any more, in words; other failures as usual. */
function invitationProblem(error: unknown): { text: string; final: boolean } {
  if (error instanceof ApiError && error.code === 'invitation_not_found') return { text: t('invitation.notFound'), final: true };
  if (error instanceof ApiError && error.code === 'invitation_used') return { text: t('invitation.gone'), final: true };
  if (error instanceof ApiError && error.status === 400 && error.details.some((d) => d.path === 'body.token')) return { text: t('invitation.notFound'), final: true };
  return { text: describeError(error), final: false };
}

function JoinForm({ token, invitation, onGone }: { token: string; invitation: Invitation; onGone(text: string): void }) {
  const { route } = useLocation();
  const form = useForm<Field>({
    initial: { yourName: '', email: '', password: '' },
    rules: {
      yourName: { required: true, maxLength: LIMITS.personName.maxLength },
      ...(invitation.email ? {} : { email: { required: true, email: true, maxLength: LIMITS.email.maxLength } }),
      password: { required: true, minLength: LIMITS.password.minLength, maxLength: LIMITS.password.maxLength },
    },
    secret: ['password'],
    fieldOf: (path) => ({ 'body.name': 'yourName', 'body.email': 'email', 'body.password': 'password' } as const)[path],
    async submit(values) {
      try {
        session.signIn(await call(api.POST('/api/auth/accept-invitation', {
          body: { token, name: values.yourName.trim(), password: values.password, ...(invitation.email ? {} : { email: values.email.trim() }) },
        })));
      } catch (error) {
        const problem = invitationProblem(error);
        if (problem.final) {
          sessionStorage.removeItem(TOKEN_KEY);
          onGone(problem.text);
        }
        throw error;
      }
      sessionStorage.removeItem(TOKEN_KEY);
      route('/chat', true);
    },
  });
  return (
    <form class="stack" onSubmit={form.onSubmit} noValidate>
      <FormProblem form={form} />
      <TextField form={form} name="yourName" label={t('field.yourName')} autoComplete="name" required maxLength={LIMITS.personName.maxLength} />
      {!invitation.email && <TextField form={form} name="email" label={t('field.email')} type="email" autoComplete="email" required />}
      {invitation.email && <input type="text" name="username" autoComplete="username" value={invitation.email} hidden readOnly />}
      <TextField form={form} name="password" label={t('field.password')} type="password" autoComplete="new-password" hint={t('field.passwordHint')} required />
      <SubmitButton form={form} class="button button-primary button-wide">{t('invitation.join')}</SubmitButton>
    </form>
  );
}

export default function InvitationPage() {
  // Read once (the stored token is dropped when the service says it cannot be used any more),
  // and again when another invitation link is opened in this tab while the page is shown.
  const current = useSignal(takeToken());
  const token = current.value;
  const gone = useSignal<string | null>(null);
  useEffect(() => {
    const opened = () => {
      const next = takeToken();
      if (!next) return;
      gone.value = null;
      current.value = next;
    };
    addEventListener('hashchange', opened);
    return () => removeEventListener('hashchange', opened);
  }, []);
  const checked = useLoad(() => (token ? call(api.POST('/api/auth/check-invitation', { body: { token } })) : Promise.resolve(null)), [token]);
  const invitation = checked.data.value;
  const failure = checked.error.value ? invitationProblem(checked.error.value) : null;
  if (failure?.final) sessionStorage.removeItem(TOKEN_KEY);

  let body;
  if (!token) body = <EmptyState title={t('invitation.noToken')} text={t('invitation.askAgain')} />;
  else if (gone.value) body = <EmptyState title={gone.value} text={t('invitation.askAgain')} />;
  else if (failure) {
    body = failure.final
      ? <EmptyState title={failure.text} text={t('invitation.askAgain')} />
      : <div class="notice notice-error" role="alert"><p>{failure.text}</p><button type="button" class="button" onClick={checked.reload}>{t('action.tryAgain')}</button></div>;
  } else if (!invitation) body = <Loading />;
  else {
    body = (
      <div class="stack">
        <p>{invitation.email
          ? t('invitation.forEmail', { role: t(`role.${invitation.role}`), email: invitation.email })
          : t('invitation.forRole', { role: t(`role.${invitation.role}`) })}</p>
        <p class="muted">{t('invitation.validUntil', { date: formatDateTime(invitation.expiresAt) })}</p>
        {session.user.value && <p class="notice notice-info">{t('invitation.signedIn', { name: session.user.value.name })}</p>}
        <JoinForm key={token} token={token} invitation={invitation} onGone={(text) => { gone.value = text; }} />
      </div>
    );
  }
  return (
    <section class="stack">
      <PageHeading title={invitation ? t('invitation.joinTitle', { organization: invitation.organization.name }) : t('invitation.pageTitle')} />
      {body}
    </section>
  );
}
