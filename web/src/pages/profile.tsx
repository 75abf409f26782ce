// Profile: name, password (decisions §2), the language of chat and interface (PATCH
// /api/chat/language, or automatic), one's absences (§10), linked chat accounts, and sign-out.
import { useSignal } from '@preact/signals';
import { useLocation } from 'preact-iso';
import { call } from '../api/client.ts';
import { describeError } from '../api/errors.ts';
import { formatDateTime, t } from '../i18n/index.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { api, chooseLanguage, languageChoice, organization, session, type LanguageChoice } from '../services.ts';
import { OwnAbsences } from '../rhythm/absences.tsx';
import { PageHeading } from '../ui/common.tsx';
import { FormProblem, SubmitButton, TextField, useForm } from '../ui/form.tsx';
import { useLoad } from '../ui/load.ts';
import { LIMITS } from '../api/limits.ts';

function NameForm() {
  const user = session.user.value!;
  const form = useForm<'name'>({
    initial: { name: user.name },
    rules: { name: { required: true, maxLength: LIMITS.personName.maxLength } },
    async submit({ name }) {
      session.updateUser(await call(api.PATCH('/api/users/{id}', { params: { path: { id: user.id } }, body: { name: name.trim() } })));
      return t('profile.saved');
    },
  });
  return (
    <form class="stack" onSubmit={form.onSubmit} noValidate>
      <FormProblem form={form} />
      <TextField form={form} name="name" label={t('profile.name')} autoComplete="name" required maxLength={LIMITS.personName.maxLength} />
      <SubmitButton form={form}>{t('action.save')}</SubmitButton>
    </form>
  );
}

function PasswordForm() {
  const user = session.user.value!;
  const form = useForm<'currentPassword' | 'password'>({
    initial: { currentPassword: '', password: '' },
    rules: { currentPassword: { required: true }, password: { required: true, minLength: LIMITS.password.minLength, maxLength: LIMITS.password.maxLength } },
    secret: ['currentPassword', 'password'],
    resetOnSuccess: true,
    async submit(values) {
      await call(api.PATCH('/api/users/{id}', { params: { path: { id: user.id } }, body: values }));
      // Tokens issued before a password change are refused: sign in again with the new one.
      session.signIn(await call(api.POST('/api/auth/login', { body: { email: user.email, password: values.password } })));
      return t('profile.passwordChanged');
    },
  });
  return (
    <form class="stack" onSubmit={form.onSubmit} noValidate>
      <FormProblem form={form} />
      <input type="text" name="username" autoComplete="username" value={user.email} hidden readOnly />
      <TextField form={form} name="currentPassword" label={t('profile.currentPassword')} type="password" autoComplete="current-password" required />
      <TextField form={form} name="password" label={t('profile.newPassword')} type="password" autoComplete="new-password" hint={t('field.passwordHint')} required />
      <SubmitButton form={form}>{t('profile.changePassword')}</SubmitButton>
    </form>
  );
}

function LanguageSetting() {
  const problem = useSignal<string | null>(null);
  const saved = useSignal(false);
  const change = async (choice: LanguageChoice) => {
    problem.value = null;
    saved.value = false;
    try {
      await call(api.PATCH('/api/chat/language', { body: { language: choice } }));
      await chooseLanguage(choice);
      saved.value = true;
    } catch (error) {
      problem.value = describeError(error);
    }
  };
  return (
    <div class="stack">
      <div class="field">
        <label for="profile-language">{t('profile.language')}</label>
        <select id="profile-language" value={languageChoice.value} aria-describedby="profile-language-hint"
          onChange={(event) => void change((event.currentTarget as HTMLSelectElement).value as LanguageChoice)}>
          <option value="auto">{t('profile.languageAuto')}</option>
          {LANGUAGES.map((language) => <option key={language.code} value={language.code} lang={language.locale}>{language.nativeName}</option>)}
        </select>
        <p class="hint" id="profile-language-hint">{t('profile.languageHint')}</p>
      </div>
      {saved.value && <p class="notice notice-success" role="status">{t('profile.saved')}</p>}
      {problem.value && <p class="notice notice-error" role="alert">{problem.value}</p>}
    </div>
  );
}

function ChatAccounts() {
  const user = session.user.value!;
  const identities = useLoad(() => call(api.GET('/api/users/{id}/identities', { params: { path: { id: user.id } } })), []);
  const problem = useSignal<string | null>(null);
  const unlink = async (identityId: string) => {
    problem.value = null;
    try {
      await call(api.DELETE('/api/users/{id}/identities/{identityId}', { params: { path: { id: user.id, identityId } } }));
      await identities.reload();
    } catch (error) {
      problem.value = describeError(error);
    }
  };
  const list = identities.data.value ?? [];
  return (
    <div class="stack">
      {list.length === 0
        ? <p class="muted">{t('profile.noAccounts')}</p>
        : (
          <ul class="identity-list">
            {list.map((identity) => (
              <li key={identity.id}>
                <span class="identity-platform">{identity.platform}</span>
                <span>{identity.platformUserId}</span>
                <time class="muted" dateTime={identity.createdAt}>{formatDateTime(identity.createdAt)}</time>
                <button type="button" class="button button-quiet" onClick={() => unlink(identity.id)}>{t('profile.unlink')}</button>
              </li>
            ))}
          </ul>
        )}
      {problem.value && <p class="notice notice-error" role="alert">{problem.value}</p>}
    </div>
  );
}

export default function Profile() {
  const { route } = useLocation();
  const user = session.user.value!;
  return (
    <section class="stack">
      <PageHeading title={t('profile.title')}>
        <button type="button" class="button" onClick={() => { session.signOut(); route('/signin'); }}>{t('profile.signOut')}</button>
      </PageHeading>
      <section class="panel">
        <h2>{t('profile.you')}</h2>
        <dl class="facts">
          <div><dt>{t('field.email')}</dt><dd>{user.email}</dd></div>
          <div><dt>{t('profile.role')}</dt><dd>{t(`role.${user.role}`)}</dd></div>
          {organization.value && <div><dt>{t('profile.organization')}</dt><dd>{organization.value.name}</dd></div>}
        </dl>
        <NameForm />
      </section>
      <section class="panel">
        <h2>{t('profile.languageTitle')}</h2>
        <LanguageSetting />
      </section>
      <section class="panel stack" aria-labelledby="profile-absences">
        <h2 id="profile-absences">{t('absences.title')}</h2>
        <OwnAbsences />
      </section>
      <section class="panel">
        <h2>{t('profile.passwordTitle')}</h2>
        <PasswordForm />
      </section>
      <section class="panel">
        <h2>{t('profile.accounts')}</h2>
        <ChatAccounts />
      </section>
    </section>
  );
}
