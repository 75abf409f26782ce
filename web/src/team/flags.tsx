// A flag as a manager handles it: what it says and about whom, Acknowledge, and Resolve with a
// note. Used by the flags inbox and by a flag's own page (where chat alerts link).
import { useSignal } from '@preact/signals';
import { call } from '../api/client.ts';
import { describeError } from '../api/errors.ts';
import type { Flag } from '../api/types.ts';
import { formatDateTime, t } from '../i18n/index.ts';
import { api } from '../services.ts';
import { FormProblem, SubmitButton, TextAreaField, useForm } from '../ui/form.tsx';
import { LIMITS } from '../api/limits.ts';

export const SEVERITY_ORDER = ['critical', 'high', 'medium', 'low'] as const;
export const FLAG_STATUSES = ['active', 'acknowledged', 'resolved'] as const;

function ResolveForm({ flag, onDone, onCancel }: { flag: Flag; onDone(flag: Flag): void; onCancel(): void }) {
  const form = useForm<'note'>({
    initial: { note: '' },
    rules: { note: { maxLength: LIMITS.flagResolutionNote.maxLength } },
    async submit({ note }) {
      onDone(await call(api.POST('/api/flags/{id}/resolve', { params: { path: { id: flag.id } }, body: { resolutionNote: note.trim() || null } })));
    },
  });
  return (
    <form class="stack resolve-form" onSubmit={form.onSubmit} noValidate>
      <FormProblem form={form} />
      <TextAreaField form={form} name="note" label={t('team.resolveNote')} hint={t('team.resolveNoteHint')} rows={2} maxLength={LIMITS.flagResolutionNote.maxLength} />
      <div class="form-actions">
        <SubmitButton form={form}>{t('team.resolveSubmit')}</SubmitButton>
        <button type="button" class="button button-quiet" onClick={onCancel}>{t('action.cancel')}</button>
      </div>
    </form>
  );
}

/** Acknowledge and Resolve, as the flag's status allows. */
export function FlagActions({ flag, onChanged }: { flag: Flag; onChanged(flag: Flag): void }) {
  const resolving = useSignal(false);
  const problem = useSignal<string | null>(null);
  const acknowledge = async () => {
    problem.value = null;
    try {
      onChanged(await call(api.POST('/api/flags/{id}/acknowledge', { params: { path: { id: flag.id } } })));
    } catch (error) {
      problem.value = describeError(error);
    }
  };
  if (flag.status === 'resolved') return null;
  return (
    <div class="stack flag-actions">
      {problem.value && <p class="notice notice-error" role="alert">{problem.value}</p>}
      {resolving.value
        ? <ResolveForm flag={flag} onDone={(next) => { resolving.value = false; onChanged(next); }} onCancel={() => { resolving.value = false; }} />
        : (
          <div class="form-actions">
            {flag.status === 'active' && <button type="button" class="button" onClick={acknowledge}>{t('team.acknowledge')}</button>}
            <button type="button" class="button" onClick={() => { resolving.value = true; }}>{t('team.resolve')}</button>
          </div>
        )}
    </div>
  );
}

export function FlagBadges({ flag }: { flag: Flag }) {
  return (
    <>
      <span class={`badge severity-${flag.severity}`}>{t(`flag.severity.${flag.severity}`)}</span>
      <span class={`badge flag-status-${flag.status}`}>{t(`flag.status.${flag.status}`)}</span>
    </>
  );
}

/** One flag of the inbox: about whom, why, and what can be done. */
export function FlagCard({ flag, name, onChanged }: { flag: Flag; name: string; onChanged(flag: Flag): void }) {
  return (
    <li class={`flag flag-${flag.severity}`}>
      <p class="flag-head">
        <a class="flag-reason" href={`/team/flags/${flag.id}`}>{t('team.flagAbout', { name, reason: t(`flag.reason.${flag.reason}`) })}</a>
        <FlagBadges flag={flag} />
      </p>
      <p class="flag-description" dir="auto">{flag.description}</p>
      <p class="muted"><time dateTime={flag.createdAt}>{formatDateTime(flag.createdAt)}</time></p>
      {flag.resolutionNote && <p class="flag-note"><strong>{t('flag.note')}</strong> {flag.resolutionNote}</p>}
      <FlagActions flag={flag} onChanged={onChanged} />
    </li>
  );
}
