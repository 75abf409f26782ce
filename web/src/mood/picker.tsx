// Logging a mood: five choices named 1 to 5 (a face and a word beside each number), an optional
// note, Save. Used on the Mood page and when the assistant asks how the person feels.
import { useId } from 'preact/hooks';
import { call } from '../api/client.ts';
import type { MoodEntry } from '../api/types.ts';
import { t } from '../i18n/index.ts';
import { api } from '../services.ts';
import { MoodFace } from './face.tsx';
import { FormProblem, SubmitButton, TextAreaField, useForm } from '../ui/form.tsx';
import { LIMITS } from '../api/limits.ts';

export const MOOD_VALUES = [1, 2, 3, 4, 5] as const;
export const moodWord = (value: number) => t(`mood.value.${value as 1 | 2 | 3 | 4 | 5}`);

export function MoodPicker({ keep, onSaved }: { keep?: string; onSaved?: (entry: MoodEntry) => void }) {
  const id = useId();
  const form = useForm<'value' | 'note'>({
    initial: { value: '', note: '' },
    rules: { value: { required: true }, note: { maxLength: LIMITS.moodNote.maxLength } },
    keep,
    resetOnSuccess: true,
    async submit(values) {
      const entry = await call(api.POST('/api/moods', { body: { value: Number(values.value), note: values.note.trim() || null } }));
      onSaved?.(entry);
      return t('mood.saved');
    },
  });
  const error = form.errors.value.value;
  return (
    <form class="mood-picker" onSubmit={form.onSubmit} noValidate>
      <fieldset aria-describedby={error ? `${id}-error` : undefined}>
        <legend>{t('mood.question')}</legend>
        <div class="mood-choices">
          {MOOD_VALUES.map((value) => (
            <label key={value} class="mood-choice">
              <input type="radio" name={`${id}-mood`} value={String(value)} checked={form.values.value.value === String(value)}
                aria-describedby={`${id}-word-${value}`} aria-invalid={error ? 'true' : undefined}
                onChange={() => form.set('value', String(value))} />
              <MoodFace value={value} />
              <span class="mood-number">{value}</span>
              <span class="mood-word" id={`${id}-word-${value}`} aria-hidden="true">{moodWord(value)}</span>
            </label>
          ))}
        </div>
        {error && <p class="field-error" id={`${id}-error`}>{t('mood.choose')}</p>}
      </fieldset>
      <TextAreaField form={form} name="note" label={t('mood.note')} hint={t('mood.noteHint')} rows={2} maxLength={LIMITS.moodNote.maxLength} />
      <FormProblem form={form} />
      <SubmitButton form={form}>{t('action.save')}</SubmitButton>
    </form>
  );
}
