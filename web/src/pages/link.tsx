// /link#code=… — a chat bot sent the person here to prove that a chat account is theirs. After
// sign-in the page names the chat account the code is for (platform, name, id), so that a code
// someone else sent is recognisable, and only when the person says so (a link opened by accident
// must not tie a stranger's chat account to theirs) the code is redeemed, verified.
import { useSignal } from '@preact/signals';
import { useLocation } from 'preact-iso';
import { call } from '../api/client.ts';
import { ApiError, describeError } from '../api/errors.ts';
import type { paths } from '../api/schema.d.ts';
import { rememberReturn } from '../auth/return.ts';
import { t } from '../i18n/index.ts';
import { api, session } from '../services.ts';
import { EmptyState, Loading, PageHeading } from '../ui/common.tsx';
import { takeFromFragment } from '../ui/fragment.ts';
import { useLoad } from '../ui/load.ts';

type Identity = paths['/api/identities/link']['post']['responses'][201]['content']['application/json'];

const CODE_KEY = 'teamwell.linkCode';

/** The code from the address (kept in this tab through sign-in, and wiped from the address bar). */
const takeCode = () => takeFromFragment('code', CODE_KEY, '/link');

function linkProblem(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 404) return t('link.notFound');
    if (error.status === 410) return t('link.expired');
    if (error.status === 403) return t('link.otherOrganization');
  }
  return describeError(error);
}

export default function Link() {
  const { route } = useLocation();
  const code = useSignal(takeCode());
  const linked = useSignal<Identity | null>(null);
  const problem = useSignal<string | null>(null);
  const busy = useSignal(false);
  const user = session.user.value;
  // Which chat account the code names: read once signed in (reading does not use the code up).
  const account = useLoad(
    () => (code.value && user ? call(api.POST('/api/identities/link-codes/check', { body: { code: code.value } })) : Promise.resolve(null)),
    [code.value, user?.id],
  );
  const accountProblem = account.error.value ? linkProblem(account.error.value) : null;
  if (account.error.value instanceof ApiError && [403, 404, 410].includes(account.error.value.status)) sessionStorage.removeItem(CODE_KEY);

  const redeem = async () => {
    if (!code.value || busy.value) return;
    busy.value = true;
    problem.value = null;
    try {
      linked.value = await call(api.POST('/api/identities/link', { body: { code: code.value } }));
      sessionStorage.removeItem(CODE_KEY);
    } catch (error) {
      problem.value = linkProblem(error);
      if (error instanceof ApiError && (error.status === 404 || error.status === 410 || error.status === 403)) {
        sessionStorage.removeItem(CODE_KEY);
      }
    } finally {
      busy.value = false;
    }
  };

  let body;
  if (linked.value) {
    body = (
      <div class="notice notice-success" role="status">
        <p>{t('link.done', { platform: linked.value.platform })}</p>
        <a class="button" href="/chat">{t('notFound.home')}</a>
      </div>
    );
  } else if (!code.value) {
    body = <EmptyState title={t('link.noCode')} text={t('link.noCodeHint')} />;
  } else if (!user) {
    body = (
      <div class="stack">
        <p>{t('link.signInFirst')}</p>
        <button type="button" class="button button-primary" onClick={() => { rememberReturn('/link'); route('/signin'); }}>
          {t('link.signIn')}
        </button>
      </div>
    );
  } else if (accountProblem) {
    body = <p class="notice notice-error" role="alert">{accountProblem}</p>;
  } else if (!account.data.value) {
    body = <Loading />;
  } else {
    const named = account.data.value;
    body = (
      <div class="stack">
        <p>{t('link.account')}</p>
        <dl class="meta">
          <div><dt>{t('link.platform')}</dt><dd dir="ltr">{named.platform}</dd></div>
          {named.platformUserName && <div><dt>{t('link.accountName')}</dt><dd>{named.platformUserName}</dd></div>}
          <div><dt>{t('link.accountId')}</dt><dd dir="ltr">{named.platformUserId}</dd></div>
        </dl>
        <p>{t('link.confirm', { name: user.name, email: user.email })}</p>
        <p class="notice notice-info">{t('link.warning')}</p>
        {problem.value && <p class="notice notice-error" role="alert">{problem.value}</p>}
        <button type="button" class="button button-primary" onClick={redeem} aria-busy={busy.value || undefined}>{t('link.submit')}</button>
      </div>
    );
  }
  return (
    <section class="stack">
      <PageHeading title={t('link.title')} />
      {body}
    </section>
  );
}
