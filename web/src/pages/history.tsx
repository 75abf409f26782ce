// History (decisions §10): a person's morning replies over a range — what they planned, what
// became of each task that day (the EOD outcome), their blockers — and their absences, with a
// CSV export. Everyone sees their own; managers and admins choose the person.
import { useSignal } from '@preact/signals';
import { call } from '../api/client.ts';
import { hasRole } from '../access.ts';
import { t } from '../i18n/index.ts';
import { day } from '../rhythm/dates.ts';
import { historyTables, type Absence, type HistoryEntry } from '../rhythm/csv-tables.ts';
import { api, session } from '../services.ts';
import { useMembers } from '../team/members.ts';
import { EmptyState, LoadFailed, Loading, PageHeading } from '../ui/common.tsx';
import { downloadCsv } from '../ui/csv.ts';
import { useLoad } from '../ui/load.ts';

const PAGE = 20;
const API_PAGE = 100;

const historyQuery = (userId: string, range: { from: string; to: string }) => ({
  userId, ...(range.from ? { from: range.from } : {}), ...(range.to ? { to: range.to } : {}),
});

/** Every reply and absence of the range, page by page, for the export. */
async function everything(userId: string, range: { from: string; to: string }) {
  const entries: HistoryEntry[] = [];
  for (let offset = 0; ; offset += API_PAGE) {
    const page = await call(api.GET('/api/morning-threads/submissions', { params: { query: { ...historyQuery(userId, range), limit: API_PAGE, offset } } }));
    entries.push(...page.data);
    if (entries.length >= page.total || page.data.length === 0) return { entries, from: page.from, to: page.to };
  }
}

async function absencesOf(userId: string, from: string, to: string): Promise<Absence[]> {
  return (await call(api.GET('/api/absences', { params: { query: { userId, from, to, limit: API_PAGE } } }))).data;
}

function Entries({ entries }: { entries: HistoryEntry[] }) {
  return (
    <ul class="submissions">
      {entries.map((entry) => (
        <li key={entry.id}>
          <p class="submission-head"><strong>{day(entry.date)}</strong></p>
          {entry.tasks.length > 0 && (
            <table class="data">
              <caption class="visually-hidden">{t('history.planned')} · {day(entry.date)}</caption>
              <thead><tr><th scope="col">{t('history.planned')}</th><th scope="col">{t('history.outcome')}</th></tr></thead>
              <tbody>
                {entry.tasks.map((task) => (
                  <tr key={task.id}>
                    <th scope="row" dir="auto">{task.title}</th>
                    <td><span class={`badge outcome-${task.outcome ?? 'none'}`}>{t(task.outcome ? `outcome.${task.outcome}` : 'outcome.notCollected')}</span></td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <p><strong>{t('history.blockers')}:</strong> {entry.blockers.length === 0 ? t('history.none') : ''}</p>
          {entry.blockers.length > 0 && <ul>{entry.blockers.map((blocker, index) => <li key={index} dir="auto">{blocker}</li>)}</ul>}
          <p class="submission-text muted" dir="auto">{entry.rawText}</p>
        </li>
      ))}
    </ul>
  );
}

export default function History() {
  const me = session.user.value!;
  const manager = hasRole(me, 'manager');
  const members = useMembers();
  const person = useSignal(me.id);
  const range = useSignal({ from: '', to: '' });
  const page = useSignal(0);
  const exporting = useSignal(false);
  const history = useLoad(() => call(api.GET('/api/morning-threads/submissions', {
    params: { query: { ...historyQuery(person.value, range.value), limit: PAGE, offset: page.value * PAGE } },
  })), [person.value, range.value.from, range.value.to, page.value]);
  const data = history.data.value;
  const absences = useLoad(() => (data ? absencesOf(person.value, data.from, data.to) : Promise.resolve(null)), [person.value, data?.from, data?.to]);
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE)) : 1;
  const name = person.value === me.id ? me.name : members.nameOf(person.value);
  const setRange = (field: 'from' | 'to') => (event: Event) => {
    range.value = { from: range.value.from || data?.from || '', to: range.value.to || data?.to || '', [field]: (event.currentTarget as HTMLInputElement).value };
    page.value = 0;
  };
  const exportCsv = async () => {
    exporting.value = true;
    try {
      const all = await everything(person.value, range.value);
      downloadCsv(`history-${all.from}-${all.to}.csv`, historyTables(name, all, all.entries, await absencesOf(person.value, all.from, all.to)));
    } finally {
      exporting.value = false;
    }
  };
  return (
    <section class="stack">
      <PageHeading title={t('history.title')} intro={t('history.intro')} />
      <section class="panel stack" aria-labelledby="history-replies">
        <h2 id="history-replies">{data ? t('history.caption', { from: day(data.from), to: day(data.to) }) : t('history.title')}</h2>
        <div class="filters" role="group" aria-label={t('history.range')}>
          {manager && (
            <div class="field">
              <label for="history-person">{t('history.person')}</label>
              <select id="history-person" value={person.value} onChange={(event) => { person.value = (event.currentTarget as HTMLSelectElement).value; page.value = 0; }}>
                {!members.active.some((member) => member.id === me.id) && <option value={me.id}>{me.name}</option>}
                {members.active.map((member) => <option key={member.id} value={member.id}>{member.name}</option>)}
              </select>
            </div>
          )}
          <div class="field">
            <label for="history-from">{t('rhythm.from')}</label>
            <input id="history-from" type="date" value={range.value.from || data?.from || ''} onChange={setRange('from')} />
          </div>
          <div class="field">
            <label for="history-to">{t('rhythm.to')}</label>
            <input id="history-to" type="date" value={range.value.to || data?.to || ''} onChange={setRange('to')} />
          </div>
          <button type="button" class="button" aria-busy={exporting.value || undefined} disabled={!data}
            onClick={() => { if (!exporting.value) void exportCsv(); }}>{t('history.exportCsv')}</button>
        </div>
        {history.error.value ? <LoadFailed error={history.error.value} retry={history.reload} />
          : !data ? <Loading />
            : data.total === 0 ? <EmptyState title={t('history.empty')} text={t('history.emptyText')} />
              : (
                <>
                  <Entries entries={data.data} />
                  <nav class="filters" aria-label={t('history.page', { page: page.value + 1, pages })}>
                    <button type="button" class="button" disabled={page.value === 0} onClick={() => { page.value -= 1; }}>{t('history.previous')}</button>
                    <span>{t('history.page', { page: page.value + 1, pages })}</span>
                    <button type="button" class="button" disabled={page.value + 1 >= pages} onClick={() => { page.value += 1; }}>{t('history.next')}</button>
                  </nav>
                </>
              )}
      </section>
      <section class="panel stack" aria-labelledby="history-absences">
        <h2 id="history-absences">{t('history.absencesTitle')}</h2>
        {absences.error.value ? <LoadFailed error={absences.error.value} retry={absences.reload} />
          : !absences.data.value ? <Loading />
            : absences.data.value.length === 0 ? <p class="muted">{t('history.noAbsences')}</p>
              : (
                <ul>
                  {absences.data.value.map((absence) => (
                    <li key={absence.id}>{day(absence.startDate)} – {day(absence.endDate)} · {t(`absences.reason.${absence.reason}`)}</li>
                  ))}
                </ul>
              )}
      </section>
    </section>
  );
}
