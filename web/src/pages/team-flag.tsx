// One flag (manager or admin), at the address the chat alerts link to: who it is about, why, its
// history, and Acknowledge / Resolve with a note.
import { call } from '../api/client.ts';
import { formatDateTime, t } from '../i18n/index.ts';
import { api } from '../services.ts';
import { FlagActions, FlagBadges } from '../team/flags.tsx';
import { useMembers } from '../team/members.ts';
import { LoadFailed, Loading, PageHeading } from '../ui/common.tsx';
import { useLoad } from '../ui/load.ts';

export default function TeamFlag({ id }: { id: string }) {
  const flag = useLoad(() => call(api.GET('/api/flags/{id}', { params: { path: { id } } })), [id]);
  const members = useMembers();
  if (flag.error.value) return <LoadFailed error={flag.error.value} retry={flag.reload} />;
  const data = flag.data.value;
  if (!data) return <Loading />;
  const when = (iso: string | null, by: string | null) => (iso ? t('team.byOn', { name: members.nameOf(by), date: formatDateTime(iso) }) : null);
  const facts: [string, string | null][] = [
    [t('team.reason'), t(`flag.reason.${data.reason}`)],
    [t('team.raisedOn'), data.raisedBy ? when(data.createdAt, data.raisedBy) : formatDateTime(data.createdAt)],
    [t('team.acknowledgedOn'), when(data.acknowledgedAt, data.acknowledgedBy)],
    [t('team.resolvedOn'), when(data.resolvedAt, data.resolvedBy)],
    [t('flag.note'), data.resolutionNote],
  ];
  return (
    <section class="stack">
      <PageHeading title={t('team.flagTitle', { name: members.nameOf(data.userId) })}>
        <a class="button button-quiet" href="/team">{t('team.backToTeam')}</a>
      </PageHeading>
      <section class={`panel flag flag-${data.severity}`}>
        <p class="flag-head"><FlagBadges flag={data} /></p>
        <p class="flag-description" dir="auto">{data.description}</p>
        <dl class="facts">
          {facts.filter(([, value]) => value).map(([label, value]) => <div key={label}><dt>{label}</dt><dd>{value}</dd></div>)}
        </dl>
        <FlagActions flag={data} onChanged={(next) => { flag.data.value = next; }} />
      </section>
    </section>
  );
}
