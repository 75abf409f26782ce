// Clients (managers and admins, who may also create and edit them — decisions §7): the list with
// a status filter kept in the address, a new client, inline edit, pause / resume / offboard
// (offboarding is final, and the confirmation says so first), the writers and designers from the
// organization's people, and the weekly deploy schedule with each person's load.
import { useSignal, type Signal } from '@preact/signals';
import { useLocation } from 'preact-iso';
import { call } from '../api/client.ts';
import type { Answer } from '../api/types.ts';
import { loadPeople, namesOf, type Person } from '../clients/people.ts';
import { WeekSchedule } from '../clients/schedule.tsx';
import { t } from '../i18n/index.ts';
import { api } from '../services.ts';
import { ConfirmDialog, EmptyState, LoadFailed, Loading, PageHeading } from '../ui/common.tsx';
import { FormProblem, SelectField, SubmitButton, TextField, useForm, type Form } from '../ui/form.tsx';
import { useAction } from '../ui/action.ts';
import { useLoad } from '../ui/load.ts';
import { deployDayName, WEEKDAYS } from '../ui/weekdays.ts';
import { LIMITS } from '../api/limits.ts';

type ClientSummary = Answer<'/api/clients', 'get'>[number];
type Status = ClientSummary['status'];
const STATUSES: Status[] = ['active', 'paused', 'offboarded'];

function SaveOrCancel({ form, onCancel }: { form: Form<string>; onCancel(): void }) {
  return (
    <div class="form-actions">
      <SubmitButton form={form}>{t('action.save')}</SubmitButton>
      <button type="button" class="button" onClick={onCancel}>{t('action.cancel')}</button>
    </div>
  );
}

type ClientField = 'name' | 'deployDay' | 'contentCadence';
interface ClientInput { name: string; deployDay: string; contentCadence: number }

function ClientForm({ initial, onSubmit, onCancel }: { initial?: ClientSummary; onSubmit(input: ClientInput): Promise<void>; onCancel(): void }) {
  const form = useForm<ClientField>({
    initial: { name: initial?.name ?? '', deployDay: initial?.deployDay ?? 'Monday', contentCadence: String(initial?.contentCadence ?? 3) },
    rules: { name: { required: true, maxLength: LIMITS.clientName.maxLength }, contentCadence: { required: true } },
    async submit(values) {
      await onSubmit({ name: values.name.trim(), deployDay: values.deployDay, contentCadence: Number(values.contentCadence) });
    },
  });
  return (
    <form class="task-form" onSubmit={form.onSubmit} noValidate>
      <FormProblem form={form} />
      <TextField form={form} name="name" label={t('clients.name')} required maxLength={LIMITS.clientName.maxLength} />
      <div class="field-row">
        <SelectField form={form} name="deployDay" label={t('clients.deployDay')}
          options={WEEKDAYS.map((day) => ({ value: day, label: deployDayName(day) }))} />
        <TextField form={form} name="contentCadence" label={t('clients.cadence')} type="number" min={LIMITS.clientCadence.minimum} max={LIMITS.clientCadence.maximum} hint={t('clients.cadenceHint')} required />
      </div>
      <SaveOrCancel form={form} onCancel={onCancel} />
    </form>
  );
}

function MemberChoices({ legend, people, chosen }: { legend: string; people: Person[]; chosen: Signal<string[]> }) {
  return (
    <fieldset class="choices">
      <legend>{legend}</legend>
      {people.length === 0 && <p class="muted">{t('clients.nobody')}</p>}
      {people.map((person) => (
        <label key={person.id} class="choice">
          <input type="checkbox" checked={chosen.value.includes(person.id)} onChange={(event) => {
            const on = (event.currentTarget as HTMLInputElement).checked;
            chosen.value = on ? [...chosen.value, person.id] : chosen.value.filter((id) => id !== person.id);
          }} />
          <span>{person.name}</span>
        </label>
      ))}
    </fieldset>
  );
}

function MembersForm({ client, people, onSaved, onCancel }: { client: ClientSummary; people: Person[]; onSaved(): Promise<void>; onCancel(): void }) {
  const writers = useSignal(client.assignedWriters ?? []);
  const designers = useSignal(client.assignedDesigners ?? []);
  const active = people.filter((person) => person.active);
  // Someone deactivated since keeps their place in the client until the next save, which drops them.
  const stillActive = (ids: string[]) => ids.filter((id) => active.some((person) => person.id === id));
  const form = useForm<'members'>({
    initial: { members: '' },
    async submit() {
      await call(api.PUT('/api/clients/{id}/members', {
        params: { path: { id: client.id } },
        body: { writerIds: stillActive(writers.value), designerIds: stillActive(designers.value) },
      }));
      await onSaved();
    },
  });
  return (
    <form class="stack" onSubmit={form.onSubmit} noValidate aria-label={t('clients.membersOf', { name: client.name })}>
      <FormProblem form={form} />
      <div class="field-row">
        <MemberChoices legend={t('clients.writers')} people={active} chosen={writers} />
        <MemberChoices legend={t('clients.designers')} people={active} chosen={designers} />
      </div>
      <SaveOrCancel form={form} onCancel={onCancel} />
    </form>
  );
}

function ClientRow({ client, people, reload }: { client: ClientSummary; people: Map<string, Person>; reload(): Promise<void> }) {
  const mode = useSignal<'view' | 'edit' | 'members'>('view');
  const confirmOffboard = useSignal(false);
  const action = useAction();
  const setStatus = (status: Status) => action.run(async () => {
    await call(api.PATCH('/api/clients/{id}', { params: { path: { id: client.id } }, body: { status } }));
    await reload();
  });
  const writers = namesOf(client.assignedWriters, people);
  const designers = namesOf(client.assignedDesigners, people);
  return (
    <li class={`task-row client-row client-${client.status}`} aria-busy={action.busy.value || undefined}>
      <div class="task-main">
        <h3 class="task-title">{client.name}</h3>
        <p class="task-meta">
          <span class={`badge client-status-${client.status}`}>{t(`clients.status.${client.status}`)}</span>
          <span>{t('clients.deploysOn', { day: deployDayName(client.deployDay) })}</span>
          <span>{t('clients.perWeek', { count: client.contentCadence })}</span>
        </p>
        <dl class="meta">
          <div><dt>{t('clients.writers')}</dt><dd>{writers.join(', ') || t('clients.none')}</dd></div>
          <div><dt>{t('clients.designers')}</dt><dd>{designers.join(', ') || t('clients.none')}</dd></div>
        </dl>
        {action.problem.value && <p class="notice notice-error" role="alert">{action.problem.value}</p>}
        {mode.value === 'edit' && (
          <ClientForm initial={client} onCancel={() => { mode.value = 'view'; }} onSubmit={async (input) => {
            await call(api.PATCH('/api/clients/{id}', { params: { path: { id: client.id } }, body: input }));
            await reload();
            mode.value = 'view';
          }} />
        )}
        {mode.value === 'members' && (
          <MembersForm client={client} people={[...people.values()]} onCancel={() => { mode.value = 'view'; }}
            onSaved={async () => { await reload(); mode.value = 'view'; }} />
        )}
      </div>
      {mode.value === 'view' && (
        <div class="task-actions">
          <button type="button" class="button" onClick={() => { mode.value = 'edit'; }}>{t('action.edit')}</button>
          <button type="button" class="button" onClick={() => { mode.value = 'members'; }}>{t('clients.assign')}</button>
          {client.status === 'active' && <button type="button" class="button" onClick={() => setStatus('paused')}>{t('clients.pause')}</button>}
          {client.status === 'paused' && <button type="button" class="button" onClick={() => setStatus('active')}>{t('clients.resume')}</button>}
          {client.status !== 'offboarded' && (
            <button type="button" class="button button-quiet" onClick={() => { confirmOffboard.value = true; }}>{t('clients.offboard')}</button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirmOffboard.value}
        title={t('clients.offboardTitle', { name: client.name })}
        text={t('clients.offboardText')}
        confirmLabel={t('clients.offboard')}
        onClose={() => { confirmOffboard.value = false; }}
        onConfirm={() => {
          confirmOffboard.value = false;
          void setStatus('offboarded');
        }}
      />
    </li>
  );
}

export default function Clients() {
  const { query, route } = useLocation();
  const status = STATUSES.includes(query.status as Status) ? (query.status as Status) : '';
  const creating = useSignal(false);
  const clients = useLoad(() => call(api.GET('/api/clients', { params: { query: status ? { status } : {} } })), [status]);
  const schedule = useLoad(() => call(api.GET('/api/clients/schedule')), []);
  const people = useLoad(loadPeople, []);
  const byId = new Map((people.data.value ?? []).map((person) => [person.id, person]));
  // Awaited before a form closes, so that the row never shows what it held before the save.
  const reload = async () => {
    await Promise.all([clients.reload(), schedule.reload()]);
  };
  const list = clients.data.value;
  return (
    <section class="stack">
      <PageHeading title={t('clients.title')} intro={t('clients.intro')}>
        {!creating.value && <button type="button" class="button button-primary" onClick={() => { creating.value = true; }}>{t('clients.new')}</button>}
      </PageHeading>

      {creating.value && (
        <section class="panel">
          <h2>{t('clients.new')}</h2>
          <ClientForm onCancel={() => { creating.value = false; }} onSubmit={async (input) => {
            await call(api.POST('/api/clients', { body: input }));
            await reload();
            creating.value = false;
          }} />
        </section>
      )}

      <section class="panel">
        <div class="panel-heading">
          <h2>{t('clients.listTitle')}</h2>
          <div class="field field-inline">
            <label for="client-status">{t('clients.statusFilter')}</label>
            <select id="client-status" value={status} onChange={(event) => {
              const next = (event.currentTarget as HTMLSelectElement).value;
              route(next ? `/clients?status=${next}` : '/clients');
            }}>
              <option value="">{t('tasks.allStatuses')}</option>
              {STATUSES.map((value) => <option key={value} value={value}>{t(`clients.status.${value}`)}</option>)}
            </select>
          </div>
        </div>
        {clients.error.value ? <LoadFailed error={clients.error.value} retry={clients.reload} />
          : !list || !people.data.value ? <Loading />
            : list.length === 0 ? <EmptyState title={status ? t('clients.emptyFiltered') : t('clients.empty')} text={status ? undefined : t('clients.emptyText')} />
              : (
                <ul class="task-list" aria-busy={clients.loading.value || undefined}>
                  {list.map((client) => <ClientRow key={`${client.id}-${client.updatedAt}`} client={client} people={byId} reload={reload} />)}
                </ul>
              )}
      </section>

      <section class="panel" aria-labelledby="schedule-title">
        <h2 id="schedule-title">{t('clients.scheduleTitle')}</h2>
        <p class="muted">{t('clients.scheduleIntro')}</p>
        {schedule.error.value ? <LoadFailed error={schedule.error.value} retry={schedule.reload} />
          : !schedule.data.value || !people.data.value ? <Loading />
            : <WeekSchedule items={schedule.data.value} people={byId} />}
      </section>
    </section>
  );
}
