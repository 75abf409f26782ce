// A person's own absences (decisions §10): add one (first day, last day, reason) and delete one.
// Shown on the Profile page.
import { useSignal } from '@preact/signals';
import { call } from '../api/client.ts';
import { describeError } from '../api/errors.ts';
import { t } from '../i18n/index.ts';
import { api, session } from '../services.ts';
import { LoadFailed, Loading } from '../ui/common.tsx';
import { FormProblem, SelectField, SubmitButton, TextField, useForm } from '../ui/form.tsx';
import { useLoad } from '../ui/load.ts';
import { day } from './dates.ts';

const REASONS = ['vacation', 'sick', 'personal', 'other'] as const;

export function OwnAbsences() {
  const userId = session.user.value!.id;
  const absences = useLoad(() => call(api.GET('/api/absences', { params: { query: { userId, limit: 100 } } })), []);
  const said = useSignal<{ tone: 'success' | 'error'; text: string } | null>(null);
  const form = useForm<'startDate' | 'endDate' | 'reason'>({
    initial: { startDate: '', endDate: '', reason: 'vacation' },
    rules: { startDate: { required: true }, endDate: { required: true } },
    resetOnSuccess: true,
    async submit(values) {
      await call(api.POST('/api/absences', { body: { startDate: values.startDate, endDate: values.endDate, reason: values.reason as (typeof REASONS)[number] } }));
      await absences.reload();
      return t('absences.added');
    },
  });
  const remove = async (id: string) => {
    said.value = null;
    try {
      await call(api.DELETE('/api/absences/{id}', { params: { path: { id } } }));
      said.value = { tone: 'success', text: t('absences.deleted') };
      await absences.reload();
    } catch (error) {
      said.value = { tone: 'error', text: describeError(error) };
    }
  };
  const list = absences.data.value?.data ?? [];
  return (
    <div class="stack">
      <p class="muted">{t('absences.intro')}</p>
      <form class="stack" onSubmit={form.onSubmit} noValidate aria-labelledby="profile-absences">
        <FormProblem form={form} />
        <div class="filters">
          <TextField form={form} name="startDate" label={t('absences.start')} type="date" required />
          <TextField form={form} name="endDate" label={t('absences.end')} type="date" required />
          <SelectField form={form} name="reason" label={t('absences.reason')} options={REASONS.map((reason) => ({ value: reason, label: t(`absences.reason.${reason}`) }))} />
        </div>
        <SubmitButton form={form}>{t('absences.add')}</SubmitButton>
      </form>
      {said.value && <p class={`notice notice-${said.value.tone}`} role={said.value.tone === 'error' ? 'alert' : 'status'}>{said.value.text}</p>}
      {absences.error.value ? <LoadFailed error={absences.error.value} retry={absences.reload} />
        : !absences.data.value ? <Loading />
          : list.length === 0 ? <p class="muted">{t('absences.none')}</p>
            : (
              <div class="table-scroll">
                <table class="data">
                  <caption>{t('absences.title')}</caption>
                  <thead><tr><th scope="col">{t('absences.start')}</th><th scope="col">{t('absences.end')}</th><th scope="col">{t('absences.reason')}</th><th scope="col"><span class="visually-hidden">{t('rhythm.actions')}</span></th></tr></thead>
                  <tbody>
                    {list.map((absence) => (
                      <tr key={absence.id}>
                        <th scope="row">{day(absence.startDate)}</th>
                        <td>{day(absence.endDate)}</td>
                        <td>{t(`absences.reason.${absence.reason}`)}</td>
                        <td>
                          <button type="button" class="button" aria-label={t('absences.delete', { from: day(absence.startDate), to: day(absence.endDate) })}
                            onClick={() => void remove(absence.id)}>{t('action.delete')}</button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
    </div>
  );
}
