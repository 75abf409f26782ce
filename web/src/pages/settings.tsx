// Settings (admins): the getting-started checklist while onboarding is not complete, the
// organization's name and every preference of decisions §1 in one form, how to connect a chat
// platform with its live status, and the organization's API keys (create — the key is shown
// once —, list with last use, revoke).
import { useSignal } from '@preact/signals';
import { call } from '../api/client.ts';
import { describeError } from '../api/errors.ts';
import type { Answer } from '../api/types.ts';
import { formatDateTime, formatRelative, t } from '../i18n/index.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { api, organization, type Organization } from '../services.ts';
import { ConfirmDialog, LoadFailed, Loading, PageHeading } from '../ui/common.tsx';
import { CopyField } from '../ui/copy.tsx';
import { FormProblem, SelectField, SubmitButton, TextAreaField, TextField, useForm, type Form } from '../ui/form.tsx';
import { useLoad } from '../ui/load.ts';
import { timeZoneOptions } from '../ui/time-zones.ts';
import { weekdayName } from '../ui/weekdays.ts';
import { ChatConnectionPanel, chatConnected, type ChatConnection } from '../settings/chat-connection.tsx';
import { LIMITS } from '../api/limits.ts';

type Preferences = Organization['preferences'];
type ApiKey = Answer<'/api/api-keys', 'get'>['data'][number];
type NewKey = Answer<'/api/api-keys', 'post'>;

const PLATFORMS = ['chat_a', 'chat_b', 'chat_c'] as const;
const ISO_DAYS = [1, 2, 3, 4, 5, 6, 7];
const FIELDS = [
  'name', 'timezone', 'checkInTime', 'submissionDeadline', 'eodCollectionTime', 'workDays', 'platform',
  'teamChannelId', 'progressChannelId', 'defaultLanguage', 'registrationOpen',
  'holidays', 'reminderMinutesBeforeDeadline', 'blockerFollowUpDays',
] as const;
type Field = (typeof FIELDS)[number];

/** The form's strings from the organization: work days as "1,2,3", holidays a date a line, a switch as "true" / "false". */
function formValues(org: Organization): Record<Field, string> {
  const p = org.preferences;
  return {
    name: org.name, timezone: p.timezone, checkInTime: p.checkInTime, submissionDeadline: p.submissionDeadline,
    eodCollectionTime: p.eodCollectionTime, workDays: p.workDays.join(','), platform: p.platform ?? '',
    teamChannelId: p.teamChannelId ?? '', progressChannelId: p.progressChannelId ?? '',
    defaultLanguage: p.defaultLanguage, registrationOpen: String(p.registrationOpen),
    holidays: p.holidays.join('\n'), reminderMinutesBeforeDeadline: String(p.reminderMinutesBeforeDeadline),
    blockerFollowUpDays: String(p.blockerFollowUpDays),
  };
}

/**
 * The preferences as the service takes them. Holidays are split at line breaks, commas and spaces;
 * numbers go as typed (1.5 stays 1.5), so that the service's check names what is wrong.
 */
function preferencesOf(values: Record<Field, string>): Preferences {
  return {
    timezone: values.timezone,
    checkInTime: values.checkInTime,
    submissionDeadline: values.submissionDeadline,
    eodCollectionTime: values.eodCollectionTime,
    workDays: values.workDays.split(',').filter(Boolean).map(Number),
    platform: (values.platform || null) as Preferences['platform'],
    teamChannelId: values.teamChannelId.trim() || null,
    progressChannelId: values.progressChannelId.trim() || null,
    defaultLanguage: values.defaultLanguage as Preferences['defaultLanguage'],
    registrationOpen: values.registrationOpen === 'true',
    holidays: values.holidays.split(/[\s,;]+/).filter(Boolean),
    reminderMinutesBeforeDeadline: Number(values.reminderMinutesBeforeDeadline),
    blockerFollowUpDays: Number(values.blockerFollowUpDays),
  };
}

/** The field a path of the service's details names: body.preferences.workDays.2 → workDays. */
const fieldOf = (path: string) => path.split('.').find((part): part is Field => (FIELDS as readonly string[]).includes(part));

function WorkDays({ form }: { form: Form<Field> }) {
  const chosen = form.values.value.workDays.split(',').filter(Boolean).map(Number);
  const error = form.errors.value.workDays;
  const toggle = (day: number, on: boolean) => {
    const next = on ? [...chosen, day] : chosen.filter((d) => d !== day);
    form.set('workDays', next.sort((a, b) => a - b).join(','));
  };
  return (
    <fieldset class={`choices choices-row${error ? ' field-invalid' : ''}`} aria-describedby={error ? 'work-days-error' : undefined}>
      <legend>{t('settings.workDays')}</legend>
      {ISO_DAYS.map((day) => (
        <label key={day} class="choice">
          <input type="checkbox" checked={chosen.includes(day)} onChange={(event) => toggle(day, (event.currentTarget as HTMLInputElement).checked)} />
          <span>{weekdayName(day)}</span>
        </label>
      ))}
      {error && <p class="field-error" id="work-days-error">{error}</p>}
    </fieldset>
  );
}

function SettingsForm({ org }: { org: Organization }) {
  const form = useForm<Field>({
    initial: formValues(org),
    rules: {
      name: { required: true, maxLength: LIMITS.organizationName.maxLength },
      checkInTime: { required: true }, submissionDeadline: { required: true }, eodCollectionTime: { required: true },
      teamChannelId: { maxLength: 255 }, progressChannelId: { maxLength: 255 },
      reminderMinutesBeforeDeadline: { required: true }, blockerFollowUpDays: { required: true },
    },
    fieldOf,
    async submit(values) {
      const saved = await call(api.PATCH('/api/organizations/{id}', {
        params: { path: { id: org.id } },
        body: { name: values.name.trim(), preferences: preferencesOf(values) },
      }));
      organization.value = saved;
      // The service sorts the holidays and drops repeated ones: show them as kept.
      form.set('holidays', formValues(saved).holidays);
      return t('profile.saved');
    },
  });
  const open = form.values.value.registrationOpen === 'true';
  return (
    <form class="stack settings-form" onSubmit={form.onSubmit} noValidate>
      <section class="panel">
        <h2>{t('profile.organization')}</h2>
        <TextField form={form} name="name" label={t('signup.organizationName')} required maxLength={LIMITS.organizationName.maxLength} />
        <div class="field field-check">
          <label>
            <input type="checkbox" checked={open} aria-describedby="registration-hint"
              onChange={(event) => form.set('registrationOpen', String((event.currentTarget as HTMLInputElement).checked))} />
            <span>{t('settings.registrationOpen')}</span>
          </label>
          <p class="hint" id="registration-hint">{t('settings.registrationHint', { id: org.id })}</p>
        </div>
        <SelectField form={form} name="defaultLanguage" label={t('settings.defaultLanguage')} hint={t('settings.defaultLanguageHint')}
          options={LANGUAGES.map((language) => ({ value: language.code, label: language.nativeName }))} />
      </section>

      <section class="panel" id="daily-times" tabIndex={-1}>
        <h2>{t('settings.rhythmTitle')}</h2>
        <p class="muted">{t('settings.rhythmIntro')}</p>
        <SelectField form={form} name="timezone" label={t('signup.timeZone')} options={timeZoneOptions(form.values.value.timezone)} />
        <div class="field-row">
          <TextField form={form} name="checkInTime" label={t('settings.checkInTime')} type="time" hint={t('settings.checkInHint')} required />
          <TextField form={form} name="submissionDeadline" label={t('settings.submissionDeadline')} type="time" hint={t('settings.deadlineHint')} required />
          <TextField form={form} name="eodCollectionTime" label={t('settings.eodTime')} type="time" hint={t('settings.eodHint')} required />
        </div>
        <WorkDays form={form} />
        <TextAreaField form={form} name="holidays" label={t('settings.holidays')} hint={t('settings.holidaysHint')} rows={4} spellcheck={false} />
        <div class="field-row">
          <TextField form={form} name="reminderMinutesBeforeDeadline" label={t('settings.reminderMinutes')} type="number" min={LIMITS.reminderMinutes.minimum} max={LIMITS.reminderMinutes.maximum}
            hint={t('settings.reminderHint')} required />
          <TextField form={form} name="blockerFollowUpDays" label={t('settings.blockerFollowUpDays')} type="number" min={LIMITS.blockerFollowUpDays.minimum} max={LIMITS.blockerFollowUpDays.maximum}
            hint={t('settings.blockerHint')} required />
        </div>
      </section>

      <section class="panel" id="chat-platform" tabIndex={-1}>
        <h2>{t('settings.platformTitle')}</h2>
        <p class="muted">{t('settings.platformIntro')}</p>
        <SelectField form={form} name="platform" label={t('settings.platform')}
          options={[{ value: '', label: t('settings.noPlatform') }, ...PLATFORMS.map((p) => ({ value: p, label: p }))]} />
        <div class="field-row">
          <TextField form={form} name="teamChannelId" label={t('settings.teamChannel')} hint={t('settings.teamChannelHint')} spellcheck={false} maxLength={255} />
          <TextField form={form} name="progressChannelId" label={t('settings.progressChannel')} hint={t('settings.progressChannelHint')} spellcheck={false} maxLength={255} />
        </div>
      </section>

      <div class="save-bar">
        <FormProblem form={form} />
        <SubmitButton form={form}>{t('action.save')}</SubmitButton>
      </div>
    </form>
  );
}

function Checklist({ org, connection }: { org: Organization; connection: ChatConnection | null }) {
  const people = useLoad(async () => {
    const [members, invitations] = await Promise.all([
      call(api.GET('/api/users', { params: { query: { limit: 1 } } })),
      call(api.GET('/api/invitations', { params: { query: { limit: 1 } } })),
    ]);
    return members.total > 1 || invitations.total > 0;
  }, []);
  const problem = useSignal<string | null>(null);
  const p = org.preferences;
  const steps = [
    { done: !!(p.platform && p.teamChannelId && p.progressChannelId), label: t('settings.stepChannels'), href: '#chat-platform' },
    { done: chatConnected(connection, p.platform), label: t('settings.stepPlatform'), href: '#connect-chat' },
    { done: people.data.value === true, label: t('settings.stepPeople'), href: '/people' },
    { done: org.onboardingState !== 'not_started', label: t('settings.stepTimes'), href: '#daily-times' },
  ];
  const finish = async () => {
    problem.value = null;
    try {
      organization.value = await call(api.PATCH('/api/organizations/{id}', { params: { path: { id: org.id } }, body: { onboardingState: 'completed' } }));
    } catch (error) {
      problem.value = describeError(error);
    }
  };
  if (org.onboardingState === 'completed') {
    return (
      <>
        <p class="chip chip-success">{t('settings.setupDone')}</p>
        {connection && !chatConnected(connection, p.platform) && <p class="notice"><a href="#connect-chat">{t('connect.waiting')}</a></p>}
      </>
    );
  }
  return (
    <section class="panel checklist-panel" aria-labelledby="checklist-title">
      <h2 id="checklist-title">{t('settings.checklistTitle')}</h2>
      <p class="muted">{t('settings.checklistIntro')}</p>
      <ol class="checklist">
        {steps.map((step) => (
          <li key={step.href} class={step.done ? 'step-done' : 'step-todo'}>
            <span class="step-mark" aria-hidden="true">{step.done ? '✓' : ''}</span>
            <a href={step.href}>{step.label}</a>
            <span class="visually-hidden">{step.done ? t('settings.stepDone') : t('settings.stepTodo')}</span>
          </li>
        ))}
      </ol>
      {problem.value && <p class="notice notice-error" role="alert">{problem.value}</p>}
      <button type="button" class="button" onClick={finish}>{t('settings.finish')}</button>
    </section>
  );
}

function KeyRow({ apiKey, onRevoked }: { apiKey: ApiKey; onRevoked(): void }) {
  const confirm = useSignal(false);
  const problem = useSignal<string | null>(null);
  return (
    <li>
      <span class="identity-platform">{apiKey.name}</span>
      <span class="muted">{t('apiKeys.created', { date: formatDateTime(apiKey.createdAt) })}</span>
      <span class="muted">{apiKey.lastUsedAt
        ? <>{t('apiKeys.lastUsed')} <time dateTime={apiKey.lastUsedAt} title={formatDateTime(apiKey.lastUsedAt)}>{formatRelative(apiKey.lastUsedAt)}</time></>
        : t('apiKeys.neverUsed')}</span>
      <button type="button" class="button button-quiet" aria-label={t('apiKeys.revokeNamed', { name: apiKey.name })} onClick={() => { confirm.value = true; }}>
        {t('apiKeys.revoke')}
      </button>
      {problem.value && <p class="notice notice-error" role="alert">{problem.value}</p>}
      <ConfirmDialog
        open={confirm.value}
        title={t('apiKeys.revokeTitle', { name: apiKey.name })}
        text={t('apiKeys.revokeText')}
        confirmLabel={t('apiKeys.revoke')}
        onClose={() => { confirm.value = false; }}
        onConfirm={async () => {
          confirm.value = false;
          try {
            await call(api.DELETE('/api/api-keys/{id}', { params: { path: { id: apiKey.id } } }));
            onRevoked();
          } catch (error) {
            problem.value = describeError(error);
          }
        }}
      />
    </li>
  );
}

function ApiKeys() {
  const keys = useLoad(() => call(api.GET('/api/api-keys', { params: { query: { limit: 100 } } })), []);
  const created = useSignal<NewKey | null>(null);
  const form = useForm<'name'>({
    initial: { name: '' },
    rules: { name: { required: true, maxLength: LIMITS.apiKeyName.maxLength } },
    resetOnSuccess: true,
    async submit({ name }) {
      created.value = await call(api.POST('/api/api-keys', { body: { name: name.trim() } }));
      await keys.reload();
    },
  });
  const list = keys.data.value?.data;
  return (
    <section class="panel" aria-labelledby="api-keys-title">
      <h2 id="api-keys-title">{t('apiKeys.title')}</h2>
      <p class="muted">{t('apiKeys.intro')}</p>
      <form class="stack" onSubmit={form.onSubmit} noValidate>
        <FormProblem form={form} />
        <TextField form={form} name="name" label={t('apiKeys.name')} hint={t('apiKeys.nameHint')} autoComplete="off" required maxLength={LIMITS.apiKeyName.maxLength} />
        <SubmitButton form={form}>{t('apiKeys.create')}</SubmitButton>
      </form>
      {created.value && (
        <div class="notice notice-success invitation-made">
          <p role="status">{t('apiKeys.createdOnce', { name: created.value.name })}</p>
          <CopyField label={t('apiKeys.newKey')} value={created.value.key} copyLabel={t('apiKeys.copy')} hint={t('apiKeys.keyHint')} />
        </div>
      )}
      <h3>{t('apiKeys.listTitle')}</h3>
      {keys.error.value ? <LoadFailed error={keys.error.value} retry={keys.reload} />
        : !list ? <Loading />
          : list.length === 0 ? <p class="muted">{t('apiKeys.none')}</p>
            : <ul class="identity-list key-list">{list.map((apiKey) => <KeyRow key={apiKey.id} apiKey={apiKey} onRevoked={() => void keys.reload()} />)}</ul>}
    </section>
  );
}

export default function Settings() {
  const org = organization.value;
  const connection = useLoad(async () => org && call(api.GET('/api/organizations/{id}/chat-connection', { params: { path: { id: org.id } } })), [org?.id]);
  return (
    <section class="stack">
      <PageHeading title={t('settings.title')} intro={t('settings.intro')} />
      {!org ? <Loading /> : (
        <>
          <Checklist org={org} connection={connection.data.value} />
          <SettingsForm key={org.id} org={org} />
          <ChatConnectionPanel connection={connection.data.value} error={connection.error.value} reload={() => void connection.reload()} />
        </>
      )}
      <ApiKeys />
    </section>
  );
}
