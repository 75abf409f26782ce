// The fields of a task or draft — title, priority, due date and time, description — for creating
// one, editing one inline, and editing a draft card. The due time is optional: a date alone is due
// at the end of that day in the organization's time zone.
import { t } from '../i18n/index.ts';
import { organization } from '../services.ts';
import { FormProblem, SelectField, SubmitButton, TextAreaField, TextField, useForm } from '../ui/form.tsx';
import { dueInputs, dueValue, type WithDue } from './due.ts';
import { LIMITS } from '../api/limits.ts';

export interface TaskInput {
  title: string;
  priority: number;
  dueDate: string | null;
  description: string | null;
}

export const PRIORITIES = [1, 2, 3, 4, 5] as const;

export const priorityLabel = (priority: number) => t('priority.label', { priority, name: t(`priority.${priority as 1 | 2 | 3 | 4 | 5}`) });

type Field = 'title' | 'priority' | 'dueDate' | 'dueTime' | 'description';

export function TaskForm(props: {
  initial?: WithDue & { title: string; priority: number; description?: string | null };
  submitLabel: string;
  onSubmit(input: TaskInput): Promise<void>;
  onCancel?: () => void;
  /** Keep what is typed through a sign-in (see useForm). */
  keep?: string;
  resetOnSuccess?: boolean;
}) {
  const timeZone = organization.value?.preferences.timezone ?? 'UTC';
  const due = dueInputs(props.initial ?? {}, timeZone);
  const form = useForm<Field>({
    initial: {
      title: props.initial?.title ?? '',
      priority: String(props.initial?.priority ?? 3),
      dueDate: due.date,
      dueTime: due.time,
      description: props.initial?.description ?? '',
    },
    rules: { title: { required: true, maxLength: LIMITS.taskTitle.maxLength }, description: { maxLength: LIMITS.taskDescription.maxLength } },
    keep: props.keep,
    resetOnSuccess: props.resetOnSuccess,
    fieldOf: (path) => ({ 'body.title': 'title', 'body.priority': 'priority', 'body.dueDate': 'dueDate', 'body.description': 'description' } as const)[path],
    async submit(values) {
      await props.onSubmit({
        title: values.title.trim(),
        priority: Number(values.priority),
        dueDate: dueValue(values.dueDate, values.dueTime),
        description: values.description.trim() || null,
      });
    },
  });
  return (
    <form class="task-form" onSubmit={form.onSubmit} noValidate>
      <FormProblem form={form} />
      <TextField form={form} name="title" label={t('task.title')} required maxLength={LIMITS.taskTitle.maxLength} />
      <div class="field-row">
        <SelectField form={form} name="priority" label={t('task.priority')}
          options={PRIORITIES.map((p) => ({ value: String(p), label: priorityLabel(p) }))} />
        <TextField form={form} name="dueDate" label={t('task.dueDate')} type="date" min="1970-01-01" max="9999-12-31" />
        <TextField form={form} name="dueTime" label={t('task.dueTime')} type="time" hint={t('task.dueTimeHint')} />
      </div>
      <TextAreaField form={form} name="description" label={t('task.description')} rows={2} maxLength={LIMITS.taskDescription.maxLength} />
      <div class="form-actions">
        <SubmitButton form={form}>{props.submitLabel}</SubmitButton>
        {props.onCancel && <button type="button" class="button" onClick={props.onCancel}>{t('action.cancel')}</button>}
      </div>
    </form>
  );
}
