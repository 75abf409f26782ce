// Team wellbeing (managers and admins): the team's mood as aggregates only — a manager never sees
// one person's entries —, the flags inbox (the per-person signal: filter, acknowledge, resolve with
// a note, raise one by hand) and every private conversation of the organization.
import { useSignal } from '@preact/signals';
import { call } from '../api/client.ts';
import type { Flag, MoodStats } from '../api/types.ts';
import { formatDateTime, formatNumber, t } from '../i18n/index.ts';
import { MoodDistribution } from '../mood/distribution.tsx';
import { MOOD_VALUES } from '../mood/picker.tsx';
import { api } from '../services.ts';
import { FLAG_STATUSES, FlagCard, SEVERITY_ORDER } from '../team/flags.tsx';
import { useMembers } from '../team/members.ts';
import { TeamTabs } from '../team/tabs.tsx';
import { EmptyState, LoadFailed, Loading, PageHeading } from '../ui/common.tsx';
import { FormProblem, SelectField, SubmitButton, TextAreaField, useForm } from '../ui/form.tsx';
import { Icon } from '../ui/icons.tsx';
import { useLoad } from '../ui/load.ts';
import { LIMITS } from '../api/limits.ts';

const MOOD_DAYS = 30;
const FLAG_PAGE = 100;

type Members = ReturnType<typeof useMembers>;

function TeamMood() {
  const stats = useLoad(() => call(api.GET('/api/moods/stats', { params: { query: { scope: 'team', days: MOOD_DAYS } } })), []);
  return (
    <section class="panel" aria-labelledby="team-mood">
      <h2 id="team-mood">{t('team.moodTitle', { count: MOOD_DAYS })}</h2>
      <p class="privacy"><Icon name="lock" />{t('team.moodPrivacy')}</p>
      {stats.error.value ? <LoadFailed error={stats.error.value} retry={stats.reload} />
        : !stats.data.value ? <Loading /> : <TeamMoodFigures stats={stats.data.value} />}
    </section>
  );
}

function TeamMoodFigures({ stats }: { stats: MoodStats }) {
  if (stats.insufficientData || !stats.distribution) {
    return <p class="notice notice-info">{t('team.moodWithheld', { count: stats.participants ?? 0 })}</p>;
  }
  const distribution = MOOD_VALUES.map((value) => ({ key: String(value), count: stats.distribution?.[String(value) as '1'] ?? 0 }));
  return (
    <>
      <dl class="stat-tiles">
        <div><dt>{t('mood.average')}</dt><dd>{formatNumber(stats.averageMood ?? 0, { maximumFractionDigits: 2 })}</dd></div>
        <div><dt>{t('mood.entries')}</dt><dd>{formatNumber(stats.totalEntries)}</dd></div>
        <div><dt>{t('team.participants')}</dt><dd>{formatNumber(stats.participants ?? 0)}</dd></div>
        <div><dt>{t('mood.trend')}</dt><dd>{t(`mood.trend.${stats.moodTrend ?? 'stable'}`)}</dd></div>
      </dl>
      <MoodDistribution label={t('team.moodDistribution', { count: MOOD_DAYS })} items={distribution} />
    </>
  );
}

interface FlagFilters { status: string; severity: string; userId: string }

function FilterSelect({ id, label, value, options, onChange }: {
  id: string; label: string; value: string; options: { value: string; label: string }[]; onChange(value: string): void;
}) {
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange((event.currentTarget as HTMLSelectElement).value)}>
        {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </select>
    </div>
  );
}

function RaiseFlag({ members, onRaised }: { members: Members; onRaised(): void }) {
  const form = useForm<'userId' | 'severity' | 'description'>({
    initial: { userId: '', severity: 'medium', description: '' },
    rules: { userId: { required: true }, description: { required: true, maxLength: LIMITS.flagDescription.maxLength } },
    resetOnSuccess: true,
    async submit({ userId, severity, description }) {
      await call(api.POST('/api/flags', { body: { userId, severity: severity as Flag['severity'], description: description.trim() } }));
      onRaised();
      return t('team.raised');
    },
  });
  return (
    <form class="stack" onSubmit={form.onSubmit} noValidate>
      <FormProblem form={form} />
      <div class="field-row">
        <SelectField form={form} name="userId" label={t('tasks.person')} required
          options={[{ value: '', label: t('team.choosePerson') }, ...members.active.map((member) => ({ value: member.id, label: member.name }))]} />
        <SelectField form={form} name="severity" label={t('team.severity')}
          options={SEVERITY_ORDER.map((severity) => ({ value: severity, label: t(`flag.severity.${severity}`) }))} />
      </div>
      <TextAreaField form={form} name="description" label={t('task.description')} hint={t('team.descriptionHint')} rows={2} maxLength={LIMITS.flagDescription.maxLength} required />
      <SubmitButton form={form}>{t('team.raise')}</SubmitButton>
    </form>
  );
}

function FlagsInbox({ members }: { members: Members }) {
  const filters = useSignal<FlagFilters>({ status: '', severity: '', userId: '' });
  const { status, severity, userId } = filters.value;
  const flags = useLoad(() => call(api.GET('/api/flags', {
    params: {
      query: {
        limit: FLAG_PAGE,
        ...(status ? { status: status as Flag['status'] } : {}),
        ...(severity ? { severity: severity as Flag['severity'] } : {}),
        ...(userId ? { userId } : {}),
      },
    },
  })), [status, severity, userId]);
  const set = (field: keyof FlagFilters) => (value: string) => { filters.value = { ...filters.value, [field]: value }; };
  const changed = () => void flags.reload();
  const page = flags.data.value;
  return (
    <section class="panel stack" aria-labelledby="team-flags">
      <h2 id="team-flags">{t('team.flagsTitle')}</h2>
      <p class="muted">{t('team.flagsIntro')}</p>
      <div class="filters" role="group" aria-label={t('tasks.filters')}>
        <FilterSelect id="flag-status" label={t('tasks.status')} value={status} onChange={set('status')}
          options={[{ value: '', label: t('tasks.allStatuses') }, ...FLAG_STATUSES.map((s) => ({ value: s, label: t(`flag.status.${s}`) }))]} />
        <FilterSelect id="flag-severity" label={t('team.severity')} value={severity} onChange={set('severity')}
          options={[{ value: '', label: t('team.anySeverity') }, ...SEVERITY_ORDER.map((s) => ({ value: s, label: t(`flag.severity.${s}`) }))]} />
        <FilterSelect id="flag-person" label={t('tasks.person')} value={userId} onChange={set('userId')}
          options={[{ value: '', label: t('team.everyone') }, ...members.active.map((member) => ({ value: member.id, label: member.name }))]} />
      </div>
      {flags.error.value ? <LoadFailed error={flags.error.value} retry={flags.reload} />
        : !page ? <Loading />
          : page.data.length === 0 ? <EmptyState title={t('team.noFlags')} />
            : (
              <>
                <p class="muted" role="status">{t('team.flagsShown', { count: page.total, shown: page.data.length })}</p>
                <ul class="flag-list">
                  {page.data.map((flag) => <FlagCard key={flag.id} flag={flag} name={members.nameOf(flag.userId)} onChanged={changed} />)}
                </ul>
              </>
            )}
      <h3>{t('team.raiseTitle')}</h3>
      <RaiseFlag members={members} onRaised={changed} />
    </section>
  );
}

function Conversations({ members }: { members: Members }) {
  const threads = useLoad(() => call(api.GET('/api/flags/inquiries', { params: { query: { limit: 100 } } })), []);
  return (
    <section class="panel" aria-labelledby="team-conversations">
      <h2 id="team-conversations">{t('team.conversationsTitle')}</h2>
      <p class="muted">{t('team.conversationsIntro')}</p>
      {threads.error.value ? <LoadFailed error={threads.error.value} retry={threads.reload} />
        : !threads.data.value ? <Loading />
          : threads.data.value.data.length === 0 ? <p class="muted">{t('wellbeing.noConversations')}</p>
            : (
              <ul class="thread-list">
                {threads.data.value.data.map((thread) => (
                  <li key={thread.id}>
                    <a href={`/team/inquiries/${thread.id}`}>{thread.topic}</a>
                    <span>{members.nameOf(thread.userId)}</span>
                    <span class={`badge thread-${thread.status}`}>{t(`thread.status.${thread.status}`)}</span>
                    <time class="muted" dateTime={thread.createdAt}>{formatDateTime(thread.createdAt)}</time>
                  </li>
                ))}
              </ul>
            )}
    </section>
  );
}

export default function Team() {
  const members = useMembers();
  return (
    <section class="stack">
      <PageHeading title={t('team.title')} intro={t('team.intro')} />
      <TeamTabs />
      <TeamMood />
      <FlagsInbox members={members} />
      <Conversations members={members} />
    </section>
  );
}
