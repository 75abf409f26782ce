// Daily rhythm (managers and admins): the end-of-day summaries of a date range (and their CSV
// export), one day per person with its morning thread and the submissions, the team's upcoming
// absences, and for admins "Run EOD collection now" and the delivery state of what went to the
// chat platform (with Retry for what failed).
import { useSignal } from '@preact/signals';
import { call } from '../api/client.ts';
import { ApiError, describeError } from '../api/errors.ts';
import type { Answer } from '../api/types.ts';
import { hasRole } from '../access.ts';
import { formatDateTime, formatNumber, t } from '../i18n/index.ts';
import { summaryTables } from '../rhythm/csv-tables.ts';
import { day, todayIn } from '../rhythm/dates.ts';
import { api, organization, session } from '../services.ts';
import { TeamTabs } from '../team/tabs.tsx';
import { useMembers } from '../team/members.ts';
import { EmptyState, LoadFailed, Loading, PageHeading } from '../ui/common.tsx';
import { downloadCsv } from '../ui/csv.ts';
import { useLoad } from '../ui/load.ts';

type Summaries = Answer<'/api/eod/summaries', 'get'>;
type Counts = Summaries['totals'];
type Outbox = Answer<'/api/outbox', 'get'>['data'][number];

const OUTBOX_STATUSES = ['pending', 'delivered', 'failed', 'undeliverable'] as const;
const COUNT_COLUMNS = ['done', 'carryForward', 'dropped', 'noUpdate'] as const;

const percent = (value: number) => formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 1 });

/** The answer, or null when the service says there is none (404). */
async function orNothing<T>(pending: Promise<T>): Promise<T | null> {
  try {
    return await pending;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

function DateInput({ id, label, value, onChange }: { id: string; label: string; value: string; onChange(value: string): void }) {
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <input id={id} type="date" value={value} onChange={(event) => onChange((event.currentTarget as HTMLInputElement).value)} />
    </div>
  );
}

function CountCells({ counts }: { counts: Counts | Summaries['days'][number] }) {
  return (
    <>
      {COUNT_COLUMNS.map((column) => <td key={column}>{formatNumber(counts[column])}</td>)}
      <td>{percent(counts.completionRate)}</td>
    </>
  );
}

function CountHeadings() {
  return <>{COUNT_COLUMNS.map((column) => <th key={column} scope="col">{t(`rhythm.${column}`)}</th>)}<th scope="col">{t('stats.completionRate')}</th></>;
}

function SummaryTable({ summaries, chosen, onChoose }: { summaries: Summaries; chosen: string; onChoose(date: string): void }) {
  if (summaries.days.length === 0) return <EmptyState title={t('rhythm.noSummaries')} text={t('rhythm.noSummariesText')} />;
  return (
    <div class="table-scroll">
      <table class="data">
        <caption>{t('rhythm.rangeCaption', { from: day(summaries.from), to: day(summaries.to) })}</caption>
        <thead><tr><th scope="col">{t('rhythm.date')}</th><CountHeadings /><th scope="col">{t('rhythm.posted')}</th></tr></thead>
        <tbody>
          {summaries.days.map((row) => (
            <tr key={row.date} aria-current={row.date === chosen ? 'date' : undefined}>
              <th scope="row">
                <button type="button" class="button button-quiet" aria-pressed={row.date === chosen} onClick={() => onChoose(row.date)}>{day(row.date)}</button>
              </th>
              <CountCells counts={row} />
              <td>{row.summaryPosted ? t('rhythm.yes') : t('rhythm.no')}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr><th scope="row">{t('rhythm.totals', { count: summaries.totals.collectedDays })}</th><CountCells counts={summaries.totals} /><td /></tr>
        </tfoot>
      </table>
    </div>
  );
}

function DayDetail({ date }: { date: string }) {
  const orgId = session.user.value!.organizationId;
  const summary = useLoad(() => orNothing(call(api.GET('/api/eod/summary/{date}', { params: { path: { date }, query: { orgId } } }))), [date]);
  const thread = useLoad(() => orNothing(call(api.GET('/api/morning-threads/by-date/{date}', { params: { path: { date } } }))), [date]);
  return (
    <>
      <section class="panel" aria-labelledby="rhythm-people">
        <h2 id="rhythm-people">{t('rhythm.peopleTitle', { date: day(date) })}</h2>
        {summary.error.value ? <LoadFailed error={summary.error.value} retry={summary.reload} />
          : summary.loading.value ? <Loading />
            : !summary.data.value ? <p class="muted">{t('rhythm.notCollected')}</p>
              : (
                <div class="table-scroll">
                  <table class="data">
                    <caption>{t('rhythm.peopleCaption', { date: day(date) })}</caption>
                    <thead><tr><th scope="col">{t('tasks.person')}</th>{COUNT_COLUMNS.map((column) => <th key={column} scope="col">{t(`rhythm.${column}`)}</th>)}<th scope="col">{t('rhythm.absent')}</th></tr></thead>
                    <tbody>
                      {summary.data.value.users.map((person) => (
                        <tr key={person.userId}>
                          <th scope="row">{person.name}</th>
                          {COUNT_COLUMNS.map((column) => <td key={column}>{formatNumber(person[column])}</td>)}
                          <td>{person.absent ? t('rhythm.absent') : ''}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
      </section>
      <section class="panel" aria-labelledby="rhythm-thread">
        <h2 id="rhythm-thread">{t('rhythm.threadTitle', { date: day(date) })}</h2>
        {thread.error.value ? <LoadFailed error={thread.error.value} retry={thread.reload} />
          : thread.loading.value ? <Loading />
            : !thread.data.value ? <p class="muted">{t('rhythm.noThread')}</p>
              : thread.data.value.submissions.length === 0 ? <p class="muted">{t('rhythm.noSubmissions')}</p>
                : (
                  <ul class="submissions">
                    {thread.data.value.submissions.map((submission) => (
                      <li key={submission.id}>
                        <p class="submission-head">
                          <strong>{submission.userName}</strong>
                          <time class="muted" dateTime={submission.submittedAt}>{formatDateTime(submission.submittedAt)}</time>
                          <span class="badge">{t('rhythm.tasksMade', { count: submission.taskIds.length })}</span>
                        </p>
                        <p class="submission-text" dir="auto">{submission.rawText}</p>
                      </li>
                    ))}
                  </ul>
                )}
      </section>
    </>
  );
}

/** The team's absences from today on, soonest first. */
function UpcomingAbsences() {
  const members = useMembers();
  const today = todayIn(organization.value?.preferences.timezone ?? 'UTC');
  const absences = useLoad(() => call(api.GET('/api/absences', { params: { query: { from: today, limit: 100 } } })), [today]);
  const list = [...(absences.data.value?.data ?? [])].reverse();
  return (
    <section class="panel stack" aria-labelledby="rhythm-absences">
      <h2 id="rhythm-absences">{t('absences.upcomingTitle')}</h2>
      {absences.error.value ? <LoadFailed error={absences.error.value} retry={absences.reload} />
        : !absences.data.value ? <Loading />
          : list.length === 0 ? <p class="muted">{t('absences.noUpcoming')}</p>
            : (
              <div class="table-scroll">
                <table class="data">
                  <caption>{t('absences.upcomingCaption')}</caption>
                  <thead><tr><th scope="col">{t('absences.person')}</th><th scope="col">{t('absences.start')}</th><th scope="col">{t('absences.end')}</th><th scope="col">{t('absences.reason')}</th></tr></thead>
                  <tbody>
                    {list.map((absence) => (
                      <tr key={absence.id}>
                        <th scope="row">{members.nameOf(absence.userId)}</th>
                        <td>{day(absence.startDate)}</td>
                        <td>{day(absence.endDate)}</td>
                        <td>{t(`absences.reason.${absence.reason}`)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
    </section>
  );
}

function CollectNow({ onCollected }: { onCollected(date: string): void }) {
  const busy = useSignal(false);
  const said = useSignal<{ tone: 'success' | 'error'; text: string } | null>(null);
  const collect = async () => {
    busy.value = true;
    said.value = null;
    try {
      const result = await call(api.POST('/api/eod/collect', { body: { orgId: session.user.value!.organizationId } }));
      said.value = {
        tone: 'success',
        text: `${t('rhythm.collected', { date: day(result.date), done: result.done, carryForward: result.carryForward, dropped: result.dropped, noUpdate: result.noUpdate })} ${t(`rhythm.summary.${result.summaryStatus}`)}`,
      };
      onCollected(result.date);
    } catch (error) {
      said.value = { tone: 'error', text: describeError(error) };
    } finally {
      busy.value = false;
    }
  };
  return (
    <div class="stack">
      <button type="button" class="button button-primary" aria-busy={busy.value || undefined} onClick={() => { if (!busy.value) void collect(); }}>{t('rhythm.collect')}</button>
      {said.value && <p class={`notice notice-${said.value.tone}`} role={said.value.tone === 'error' ? 'alert' : 'status'}>{said.value.text}</p>}
    </div>
  );
}

function Deliveries() {
  const status = useSignal('');
  const messages = useLoad(() => call(api.GET('/api/outbox', {
    params: { query: { limit: 50, ...(status.value ? { status: status.value as Outbox['status'] } : {}) } },
  })), [status.value]);
  const problem = useSignal<string | null>(null);
  const retry = async (id: string) => {
    problem.value = null;
    try {
      await call(api.POST('/api/outbox/{id}/retry', { params: { path: { id } } }));
      await messages.reload();
    } catch (error) {
      problem.value = describeError(error);
    }
  };
  const page = messages.data.value;
  return (
    <section class="panel stack" aria-labelledby="rhythm-deliveries">
      <h2 id="rhythm-deliveries">{t('rhythm.deliveriesTitle')}</h2>
      <p class="muted">{t('rhythm.deliveriesIntro')}</p>
      <div class="field field-inline">
        <label for="outbox-status">{t('tasks.status')}</label>
        <select id="outbox-status" value={status.value} onChange={(event) => { status.value = (event.currentTarget as HTMLSelectElement).value; }}>
          <option value="">{t('tasks.allStatuses')}</option>
          {OUTBOX_STATUSES.map((s) => <option key={s} value={s}>{t(`rhythm.delivery.${s}`)}</option>)}
        </select>
      </div>
      {problem.value && <p class="notice notice-error" role="alert">{problem.value}</p>}
      {messages.error.value ? <LoadFailed error={messages.error.value} retry={messages.reload} />
        : !page ? <Loading />
          : page.data.length === 0 ? <p class="muted">{t('rhythm.noDeliveries')}</p>
            : (
              <div class="table-scroll">
                <table class="data">
                  <caption>{t('rhythm.deliveriesCaption', { count: page.total })}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('rhythm.kind')}</th><th scope="col">{t('rhythm.destination')}</th><th scope="col">{t('tasks.status')}</th>
                      <th scope="col">{t('rhythm.attempts')}</th><th scope="col">{t('rhythm.when')}</th><th scope="col"><span class="visually-hidden">{t('rhythm.actions')}</span></th>
                    </tr>
                  </thead>
                  <tbody>
                    {page.data.map((message) => (
                      <tr key={message.id}>
                        <th scope="row">{t(`rhythm.kind.${message.kind}`)}</th>
                        <td>{[message.platform, message.channelId ?? message.platformUserId].filter(Boolean).join(' · ') || '—'}</td>
                        <td>
                          <span class={`badge delivery-${message.status}`}>{t(`rhythm.delivery.${message.status}`)}</span>
                          {message.lastError && <span class="delivery-error">{message.lastError}</span>}
                        </td>
                        <td>{formatNumber(message.attempts)}</td>
                        <td><time dateTime={message.deliveredAt ?? message.createdAt}>{formatDateTime(message.deliveredAt ?? message.createdAt)}</time></td>
                        <td>
                          {(message.status === 'failed' || message.status === 'undeliverable') && (
                            <button type="button" class="button" onClick={() => void retry(message.id)}>{t('rhythm.retry')}</button>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
    </section>
  );
}

export default function Rhythm() {
  const admin = hasRole(session.user.value!, 'admin');
  const range = useSignal({ from: '', to: '' });
  const chosen = useSignal('');
  // Bumped by a collection, so the day shown is read again.
  const collections = useSignal(0);
  const summaries = useLoad(() => call(api.GET('/api/eod/summaries', {
    params: { query: { ...(range.value.from ? { from: range.value.from } : {}), ...(range.value.to ? { to: range.value.to } : {}) } },
  })), [range.value.from, range.value.to]);
  const data = summaries.data.value;
  // Until a day is chosen: the last collected day of the range, else its last day.
  const shown = chosen.value || data?.days.at(-1)?.date || data?.to || '';
  const setRange = (field: 'from' | 'to') => (value: string) => {
    range.value = { from: range.value.from || data?.from || '', to: range.value.to || data?.to || '', [field]: value };
  };
  return (
    <section class="stack">
      <PageHeading title={t('rhythm.title')} intro={t('rhythm.intro')} />
      <TeamTabs />
      {admin && (
        <section class="panel stack" aria-labelledby="rhythm-collect">
          <h2 id="rhythm-collect">{t('rhythm.collectTitle')}</h2>
          <p class="muted">{t('rhythm.collectIntro')}</p>
          <CollectNow onCollected={(date) => { chosen.value = date; collections.value += 1; void summaries.reload(); }} />
        </section>
      )}
      <section class="panel stack" aria-labelledby="rhythm-summaries">
        <h2 id="rhythm-summaries">{t('rhythm.summariesTitle')}</h2>
        <div class="filters" role="group" aria-label={t('rhythm.range')}>
          <DateInput id="rhythm-from" label={t('rhythm.from')} value={range.value.from || data?.from || ''} onChange={setRange('from')} />
          <DateInput id="rhythm-to" label={t('rhythm.to')} value={range.value.to || data?.to || ''} onChange={setRange('to')} />
          <DateInput id="rhythm-day" label={t('rhythm.day')} value={shown} onChange={(value) => { chosen.value = value; }} />
          <button type="button" class="button" disabled={!data} onClick={() => data && downloadCsv(`eod-${data.from}-${data.to}.csv`, summaryTables(data))}>
            {t('rhythm.exportCsv')}
          </button>
        </div>
        {summaries.error.value ? <LoadFailed error={summaries.error.value} retry={summaries.reload} />
          : !data ? <Loading /> : <SummaryTable summaries={data} chosen={shown} onChoose={(date) => { chosen.value = date; }} />}
      </section>
      {shown && <DayDetail key={`${shown}-${collections.value}`} date={shown} />}
      <UpcomingAbsences />
      {admin && <Deliveries />}
    </section>
  );
}
