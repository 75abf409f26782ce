// People (admins): invite someone with a single-use link (7 days, a role, optionally one e-mail
// address), the pending invitations with revoke, add a person directly, and the members — found
// by role and by name or e-mail (kept in the address) — with their role, deactivation and chat
// accounts. The service's last-admin rule (409) is said in words and nothing changes.
import { useSignal } from '@preact/signals';
import { useLocation } from 'preact-iso';
import type { ComponentChildren } from 'preact';
import { useEffect } from 'preact/hooks';
import { call } from '../api/client.ts';
import { ApiError, describeError } from '../api/errors.ts';
import type { Answer } from '../api/types.ts';
import { formatDate, formatDateTime, t } from '../i18n/index.ts';
import { api, session } from '../services.ts';
import { ConfirmDialog, EmptyState, LoadFailed, Loading, PageHeading } from '../ui/common.tsx';
import { CopyField } from '../ui/copy.tsx';
import { FormProblem, SelectField, SubmitButton, TextField, useForm } from '../ui/form.tsx';
import { useLoad } from '../ui/load.ts';
import { useAction } from '../ui/action.ts';
import { LIMITS, ROLES } from '../api/limits.ts';

type Person = Answer<'/api/users', 'get'>['data'][number];
type Role = Person['role'];
type Invitation = Answer<'/api/invitations', 'post'>;
type Identity = Answer<'/api/users/{id}/identities', 'get'>[number];

const PLATFORMS = ['chat_a', 'chat_b', 'chat_c'] as const;
const roleOptions = () => ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }));
const PAGE_SIZE = 50;

/** The service's refusals on this page, in the person's words. */
function peopleProblem(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'last_admin') return t('people.lastAdmin');
    if (error.code === 'team_of_another_organization') return t('people.teamElsewhere');
    if (error.code === 'identity_taken') return t('people.identityTaken');
  }
  return describeError(error);
}

function Problem({ text }: { text: string | null }) {
  return text ? <p class="notice notice-error" role="alert">{text}</p> : null;
}

function InviteForm({ onInvited }: { onInvited(): void }) {
  const created = useSignal<Invitation | null>(null);
  const form = useForm<'role' | 'email'>({
    initial: { role: 'employee', email: '' },
    rules: { email: { email: true, maxLength: LIMITS.email.maxLength } },
    async submit(values) {
      const email = values.email.trim();
      created.value = await call(api.POST('/api/invitations', { body: { role: values.role as Role, ...(email ? { email } : {}) } }));
      form.reset({ role: values.role });
      onInvited();
    },
  });
  const invitation = created.value;
  return (
    <div class="stack">
      <form class="stack" onSubmit={form.onSubmit} noValidate>
        <FormProblem form={form} />
        <div class="field-row">
          <SelectField form={form} name="role" label={t('invitation.role')} options={roleOptions()} />
          <TextField form={form} name="email" label={t('invitation.email')} type="email" autoComplete="off" hint={t('invitation.emailHint')} />
        </div>
        <SubmitButton form={form}>{t('people.invite')}</SubmitButton>
      </form>
      {invitation && (
        <div class="notice notice-success invitation-made">
          <p role="status">{invitation.email
            ? t('invitation.madeFor', { role: t(`role.${invitation.role}`), email: invitation.email })
            : t('invitation.made', { role: t(`role.${invitation.role}`) })}</p>
          <CopyField label={t('invitation.link')} value={invitation.url} copyLabel={t('invitation.copy')}
            hint={t('invitation.linkHint', { date: formatDateTime(invitation.expiresAt) })} />
        </div>
      )}
    </div>
  );
}

function PendingInvitations({ version }: { version: number }) {
  const invitations = useLoad(() => call(api.GET('/api/invitations', { params: { query: { limit: 100 } } })), [version]);
  const action = useAction(peopleProblem);
  const list = invitations.data.value?.data;
  if (invitations.error.value) return <LoadFailed error={invitations.error.value} retry={invitations.reload} />;
  if (!list) return <Loading />;
  return (
    <div class="stack">
      <Problem text={action.problem.value} />
      {list.length === 0 ? <p class="muted">{t('invitation.noneWaiting')}</p> : (
        <ul class="identity-list">
          {list.map((invitation) => (
            <li key={invitation.id}>
              <span class="badge">{t(`role.${invitation.role}`)}</span>
              <span>{invitation.email ?? t('invitation.anyone')}</span>
              <span class="muted">{t('invitation.expires', { date: formatDate(invitation.expiresAt) })}</span>
              <button type="button" class="button button-quiet" aria-label={t('invitation.revokeFor', { who: invitation.email ?? t(`role.${invitation.role}`) })}
                onClick={() => action.run(async () => {
                  await call(api.DELETE('/api/invitations/{id}', { params: { path: { id: invitation.id } } }));
                  await invitations.reload();
                })}>{t('invitation.revoke')}</button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function AddPersonForm({ onAdded, onCancel }: { onAdded(): Promise<void>; onCancel(): void }) {
  const form = useForm<'name' | 'email' | 'password' | 'role'>({
    initial: { name: '', email: '', password: '', role: 'employee' },
    rules: {
      name: { required: true, maxLength: LIMITS.personName.maxLength },
      email: { required: true, email: true, maxLength: LIMITS.email.maxLength },
      password: { required: true, minLength: LIMITS.password.minLength, maxLength: LIMITS.password.maxLength },
    },
    secret: ['password'],
    async submit(values) {
      await call(api.POST('/api/users', { body: { name: values.name.trim(), email: values.email.trim(), password: values.password, role: values.role as Role } }));
      await onAdded();
    },
  });
  return (
    <form class="task-form" onSubmit={form.onSubmit} noValidate>
      <FormProblem form={form} />
      <div class="field-row">
        <TextField form={form} name="name" label={t('people.name')} autoComplete="off" required maxLength={LIMITS.personName.maxLength} />
        <TextField form={form} name="email" label={t('field.email')} type="email" autoComplete="off" required />
      </div>
      <div class="field-row">
        <TextField form={form} name="password" label={t('field.password')} type="password" autoComplete="new-password" hint={t('people.passwordHint')} required />
        <SelectField form={form} name="role" label={t('profile.role')} options={roleOptions()} />
      </div>
      <div class="form-actions">
        <SubmitButton form={form}>{t('people.add')}</SubmitButton>
        <button type="button" class="button" onClick={onCancel}>{t('action.cancel')}</button>
      </div>
    </form>
  );
}

function LinkIdentityForm({ person, onLinked }: { person: Person; onLinked(): void }) {
  const form = useForm<'platform' | 'platformUserId' | 'platformTeamId'>({
    initial: { platform: 'chat_a', platformUserId: '', platformTeamId: '' },
    rules: { platformUserId: { required: true, maxLength: LIMITS.platformUserId.maxLength }, platformTeamId: { maxLength: LIMITS.platformTeamId.maxLength } },
    resetOnSuccess: true,
    async submit(values) {
      const teamId = values.platformTeamId.trim();
      try {
        await call(api.POST('/api/users/{id}/identities', {
          params: { path: { id: person.id } },
          body: { platform: values.platform as (typeof PLATFORMS)[number], platformUserId: values.platformUserId.trim(), ...(teamId ? { platformTeamId: teamId } : {}) },
        }));
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) throw new ApiError(409, peopleProblem(error));
        throw error;
      }
      onLinked();
    },
  });
  return (
    <form class="task-form" onSubmit={form.onSubmit} noValidate aria-label={t('people.linkFor', { name: person.name })}>
      <FormProblem form={form} />
      <div class="field-row">
        <SelectField form={form} name="platform" label={t('people.platform')} options={PLATFORMS.map((p) => ({ value: p, label: p }))} />
        <TextField form={form} name="platformUserId" label={t('people.platformUserId')} autoComplete="off" spellcheck={false} required />
        <TextField form={form} name="platformTeamId" label={t('people.platformTeamId')} autoComplete="off" spellcheck={false} />
      </div>
      <p class="hint">{t('people.linkHint')}</p>
      <SubmitButton form={form}>{t('people.link')}</SubmitButton>
    </form>
  );
}

function ChatAccounts({ person }: { person: Person }) {
  const identities = useLoad(() => call(api.GET('/api/users/{id}/identities', { params: { path: { id: person.id } } })), []);
  const action = useAction(peopleProblem);
  const list: Identity[] = identities.data.value ?? [];
  return (
    <div class="stack">
      {identities.error.value ? <LoadFailed error={identities.error.value} retry={identities.reload} />
        : list.length === 0 ? <p class="muted">{t('people.noAccounts')}</p>
          : (
            <ul class="identity-list">
              {list.map((identity) => (
                <li key={identity.id}>
                  <span class="identity-platform">{identity.platform}</span>
                  <span dir="ltr">{identity.platformUserId}{identity.platformTeamId ? ` · ${identity.platformTeamId}` : ''}</span>
                  <span class="muted">{identity.verified ? t('people.verified') : t('people.unverified')}</span>
                  <button type="button" class="button button-quiet" onClick={() => action.run(async () => {
                    await call(api.DELETE('/api/users/{id}/identities/{identityId}', { params: { path: { id: person.id, identityId: identity.id } } }));
                    await identities.reload();
                  })}>{t('profile.unlink')}</button>
                </li>
              ))}
            </ul>
          )}
      <Problem text={action.problem.value} />
      <LinkIdentityForm person={person} onLinked={() => void identities.reload()} />
    </div>
  );
}

function PersonRow({ person, reload }: { person: Person; reload(): Promise<void> }) {
  const me = session.user.value!;
  const action = useAction(peopleProblem);
  const confirm = useSignal(false);
  const accounts = useSignal(false);
  // The select shows the service's answer: after a refusal it goes back to the stored role, and
  // after the list is read again it shows the stored one. The row itself stays (keyed by the
  // person), so a panel opened meanwhile, such as the chat accounts, stays open.
  const role = useSignal<Role>(person.role);
  useEffect(() => { role.value = person.role; }, [person.role]);
  const changeRole = (next: Role) => {
    role.value = next;
    void action.run(async () => {
      try {
        const updated = await call(api.PATCH('/api/users/{id}', { params: { path: { id: person.id } }, body: { role: next } }));
        if (updated.id === me.id) session.updateUser(updated);
        await reload();
      } catch (error) {
        role.value = person.role;
        throw error;
      }
    });
  };
  const selectId = `role-${person.id}`;
  return (
    <li class={`task-row person-row${person.active ? '' : ' person-inactive'}`} aria-busy={action.busy.value || undefined}>
      <div class="task-main">
        <h3 class="task-title">{person.name}{person.id === me.id && <span class="muted"> {t('people.you')}</span>}</h3>
        <p class="task-meta">
          <span dir="ltr">{person.email}</span>
          {!person.active && <span class="badge">{t('people.deactivated')}</span>}
        </p>
        <Problem text={action.problem.value} />
      </div>
      <div class="task-actions">
        {person.active && (
          <div class="field field-inline">
            <label for={selectId} class="visually-hidden">{t('people.roleOf', { name: person.name })}</label>
            <select id={selectId} value={role.value} onChange={(event) => changeRole((event.currentTarget as HTMLSelectElement).value as Role)}>
              {roleOptions().map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
            </select>
          </div>
        )}
        {!person.active && <span class="badge">{t(`role.${person.role}`)}</span>}
        <button type="button" class="button" aria-expanded={accounts.value} onClick={() => { accounts.value = !accounts.value; }}>
          {t('people.accounts')}
        </button>
        {person.active && (
          <button type="button" class="button button-quiet" onClick={() => { confirm.value = true; }}>{t('people.deactivate')}</button>
        )}
      </div>
      {accounts.value && <div class="person-accounts"><ChatAccounts person={person} /></div>}
      <ConfirmDialog
        open={confirm.value}
        title={t('people.deactivateTitle', { name: person.name })}
        text={t('people.deactivateText')}
        confirmLabel={t('people.deactivate')}
        onClose={() => { confirm.value = false; }}
        onConfirm={() => {
          confirm.value = false;
          void action.run(async () => {
            await call(api.DELETE('/api/users/{id}', { params: { path: { id: person.id } } }));
            await reload();
          });
        }}
      />
    </li>
  );
}

interface Filters { role: Role | ''; search: string; page: number }

function readFilters(query: Record<string, string>): Filters {
  return {
    role: ROLES.includes(query.role as Role) ? (query.role as Role) : '',
    search: (query.search ?? '').slice(0, 100),
    page: Math.max(1, Math.floor(Number(query.page)) || 1),
  };
}

function toQuery(filters: Filters): string {
  const query = new URLSearchParams();
  if (filters.role) query.set('role', filters.role);
  if (filters.search) query.set('search', filters.search);
  if (filters.page > 1) query.set('page', String(filters.page));
  return query.size ? `/people?${query}` : '/people';
}

function Panel({ title, intro, children }: { title: string; intro?: string; children: ComponentChildren }) {
  const id = `panel-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section class="panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {intro && <p class="muted">{intro}</p>}
      {children}
    </section>
  );
}

export default function People() {
  const { query, route } = useLocation();
  const filters = readFilters(query);
  const adding = useSignal(false);
  const invited = useSignal(0);
  const search = useSignal(filters.search);
  const people = useLoad(() => call(api.GET('/api/users', {
    params: { query: { limit: PAGE_SIZE, offset: (filters.page - 1) * PAGE_SIZE, ...(filters.role ? { role: filters.role } : {}), ...(filters.search.trim() ? { search: filters.search.trim() } : {}) } },
  })), [toQuery(filters)]);
  const change = (patch: Partial<Filters>) => route(toQuery({ ...filters, page: 1, ...patch }), true);
  // Searching as the person types, once they pause.
  useEffect(() => {
    if (search.value === filters.search) return;
    const timer = setTimeout(() => change({ search: search.value }), 300);
    return () => clearTimeout(timer);
  }, [search.value]);

  const total = people.data.value?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <section class="stack">
      <PageHeading title={t('people.title')} intro={t('people.intro')}>
        {!adding.value && <button type="button" class="button" onClick={() => { adding.value = true; }}>{t('people.addTitle')}</button>}
      </PageHeading>

      <Panel title={t('invitation.title')} intro={t('invitation.intro')}>
        <InviteForm onInvited={() => { invited.value++; }} />
        <h3>{t('invitation.pending')}</h3>
        <PendingInvitations version={invited.value} />
      </Panel>

      {adding.value && (
        <Panel title={t('people.addTitle')} intro={t('people.addIntro')}>
          <AddPersonForm onCancel={() => { adding.value = false; }} onAdded={async () => { await people.reload(); adding.value = false; }} />
        </Panel>
      )}

      <Panel title={t('people.members')}>
        <form class="filters" aria-label={t('tasks.filters')} onSubmit={(event) => event.preventDefault()}>
          <div class="field">
            <label for="people-role">{t('people.roleFilter')}</label>
            <select id="people-role" value={filters.role} onChange={(event) => change({ role: (event.currentTarget as HTMLSelectElement).value as Role | '' })}>
              <option value="">{t('people.allRoles')}</option>
              {roleOptions().map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
            </select>
          </div>
          <div class="field">
            <label for="people-search">{t('people.search')}</label>
            <input id="people-search" type="search" value={search.value} maxLength={LIMITS.userSearch.maxLength} autoComplete="off"
              onInput={(event) => { search.value = (event.currentTarget as HTMLInputElement).value; }} />
          </div>
        </form>
        {people.error.value ? <LoadFailed error={people.error.value} retry={people.reload} />
          : !people.data.value ? <Loading />
            : people.data.value.data.length === 0 ? <EmptyState title={t('people.noMatch')} />
              : (
                <>
                  <p class="muted" role="status">{t('people.count', { count: total })}</p>
                  <ul class="task-list" aria-busy={people.loading.value || undefined}>
                    {people.data.value.data.map((person) => (
                      <PersonRow key={person.id} person={person} reload={people.reload} />
                    ))}
                  </ul>
                  {pages > 1 && (
                    <div class="pager" role="group" aria-label={t('tasks.pages')}>
                      <button type="button" class="button" disabled={filters.page <= 1} onClick={() => route(toQuery({ ...filters, page: filters.page - 1 }))}>{t('tasks.previous')}</button>
                      <span>{t('tasks.page', { page: filters.page, pages })}</span>
                      <button type="button" class="button" disabled={filters.page >= pages} onClick={() => route(toQuery({ ...filters, page: filters.page + 1 }))}>{t('tasks.next')}</button>
                    </div>
                  )}
                </>
              )}
      </Panel>
    </section>
  );
}
