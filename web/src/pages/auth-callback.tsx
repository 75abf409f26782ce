// Where the chat_a sign-in comes back to. The token is taken only when the fragment's state is the
// one this tab started the sign-in with; the fragment is wiped from the address bar either way.
import { useSignal } from '@preact/signals';
import { useLocation } from 'preact-iso';
import { useEffect } from 'preact/hooks';
import { call } from '../api/client.ts';
import { describeError } from '../api/errors.ts';
import { readCallback } from '../auth/chat-a.ts';
import { takeReturn } from '../auth/return.ts';
import { t, type MessageKey } from '../i18n/index.ts';
import { api, session } from '../services.ts';
import { Loading, PageHeading } from '../ui/common.tsx';

const PROVIDER_ERRORS: Record<string, MessageKey> = {
  access_denied: 'callback.denied',
  account_deactivated: 'callback.deactivated',
  email_required: 'callback.emailRequired',
  email_in_use: 'callback.emailInUse',
};

export default function AuthCallback() {
  const { route } = useLocation();
  const problem = useSignal<string | null>(null);
  useEffect(() => {
    const result = readCallback(location.hash, sessionStorage);
    history.replaceState(null, '', '/auth/callback');
    if (!result.ok) {
      problem.value = result.reason === 'state'
        ? t('callback.wrongState')
        : t(PROVIDER_ERRORS[result.error ?? ''] ?? 'callback.failed');
      return;
    }
    // The token is shown to the service once to learn whose it is, and kept only after that.
    call(api.GET('/api/auth/me', { headers: { authorization: `Bearer ${result.accessToken}` } }))
      .then((user) => {
        session.signIn({ accessToken: result.accessToken, expiresIn: result.expiresIn, user });
        route(takeReturn(), true);
      })
      .catch((error: unknown) => { problem.value = describeError(error); });
  }, []);
  return (
    <section class="stack">
      <PageHeading title={t('callback.title')} />
      {problem.value
        ? (
          <>
            <p class="notice notice-error" role="alert">{problem.value}</p>
            <a class="button button-primary" href="/signin">{t('callback.again')}</a>
          </>
        )
        : <Loading />}
    </section>
  );
}
