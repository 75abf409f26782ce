// Forms: values and errors as signals, the checks of validation.ts before a call, the service's
// `details` shown next to the fields they name, one message for the whole form (with the wait a
// 429 asks for), and what was typed kept through failures — and, for forms that ask for it, kept
// in this tab's storage so that signing in again after a 401 brings it back.
import { signal, type Signal } from '@preact/signals';
import type { ComponentChildren, InputHTMLAttributes, TextareaHTMLAttributes } from 'preact';
import { useId, useMemo } from 'preact/hooks';
import { ApiError, describeError, fieldErrors } from '../api/errors.ts';
import { t } from '../i18n/index.ts';
import { session } from '../services.ts';
import { validate, type Rules } from './validation.ts';

export interface Problem {
  tone: 'error' | 'success';
  message: string;
  /** Further problems the service named that belong to no field. */
  more?: string[];
}

export interface FormOptions<F extends string> {
  initial: Record<F, string>;
  rules?: Rules<F>;
  /** Keep what is typed (per person, in this tab) under this name until it is sent. */
  keep?: string;
  /** Fields never kept (passwords). */
  secret?: F[];
  /** The form field that a path of the service's `details` names; default: its last segment. */
  fieldOf?: (path: string) => F | undefined;
  /** Sends the values; may answer a sentence to show on success. */
  submit(values: Record<F, string>): Promise<string | void>;
  /** Clear the fields after a successful submit. */
  resetOnSuccess?: boolean;
}

export interface Form<F extends string> {
  id: string;
  values: Signal<Record<F, string>>;
  errors: Signal<Partial<Record<F, string>>>;
  problem: Signal<Problem | null>;
  busy: Signal<boolean>;
  /** Until then (ms) the service asked us to wait. */
  blockedUntil: Signal<number>;
  set(field: F, value: string): void;
  reset(values?: Partial<Record<F, string>>): void;
  onSubmit(event: Event): Promise<void>;
}

const storageKey = (keep: string) => `teamwell.form.${session.user.value?.id ?? 'guest'}.${keep}`;

function restored<F extends string>(options: FormOptions<F>): Record<F, string> {
  if (!options.keep) return { ...options.initial };
  try {
    const kept = JSON.parse(sessionStorage.getItem(storageKey(options.keep)) ?? '{}') as Partial<Record<F, string>>;
    const values = { ...options.initial };
    for (const field of Object.keys(values) as F[]) {
      if (typeof kept[field] === 'string' && !options.secret?.includes(field)) values[field] = kept[field]!;
    }
    return values;
  } catch {
    return { ...options.initial };
  }
}

function defaultFieldOf<F extends string>(fields: F[]) {
  return (path: string) => {
    const last = path.split('.').pop() as F;
    return fields.includes(last) ? last : undefined;
  };
}

export function useForm<F extends string>(options: FormOptions<F>): Form<F> {
  const id = useId();
  const form = useMemo<Form<F>>(() => {
    const values = signal(restored(options));
    const errors = signal<Partial<Record<F, string>>>({});
    const problem = signal<Problem | null>(null);
    const busy = signal(false);
    const blockedUntil = signal(0);
    const fields = Object.keys(options.initial) as F[];
    const fieldOf = options.fieldOf ?? defaultFieldOf(fields);

    const keep = () => {
      if (!options.keep) return;
      const kept = Object.fromEntries(fields.filter((f) => !options.secret?.includes(f)).map((f) => [f, values.value[f]]));
      sessionStorage.setItem(storageKey(options.keep), JSON.stringify(kept));
    };

    const reset = (next: Partial<Record<F, string>> = {}) => {
      values.value = { ...options.initial, ...next };
      errors.value = {};
      if (options.keep) sessionStorage.removeItem(storageKey(options.keep));
    };

    return {
      id, values, errors, problem, busy, blockedUntil, reset,
      set(field, value) {
        values.value = { ...values.value, [field]: value };
        if (errors.value[field]) errors.value = { ...errors.value, [field]: undefined };
        keep();
      },
      async onSubmit(event) {
        event.preventDefault();
        const element = event.currentTarget as HTMLFormElement;
        if (busy.value || Date.now() < blockedUntil.value) return;
        const found = validate(values.value, options.rules ?? {});
        errors.value = found;
        problem.value = null;
        if (Object.values(found).some(Boolean)) {
          focusFirstInvalid(element);
          return;
        }
        busy.value = true;
        try {
          const said = await options.submit(values.value);
          if (options.keep) sessionStorage.removeItem(storageKey(options.keep));
          if (options.resetOnSuccess) reset();
          if (said) problem.value = { tone: 'success', message: said };
        } catch (error) {
          if (error instanceof ApiError && error.retryAfter) {
            blockedUntil.value = Date.now() + error.retryAfter * 1000;
            setTimeout(() => { blockedUntil.value = 0; }, error.retryAfter * 1000);
          }
          const mapped = error instanceof ApiError ? fieldErrors(error, fieldOf) : { fields: {}, rest: [] };
          errors.value = mapped.fields;
          const named = Object.values(mapped.fields).some(Boolean);
          problem.value = {
            tone: 'error',
            message: named && mapped.rest.length === 0 ? t('error.validation') : describeError(error),
            ...(mapped.rest.length ? { more: mapped.rest } : {}),
          };
          if (named) requestAnimationFrame(() => focusFirstInvalid(element));
        } finally {
          busy.value = false;
        }
      },
    };
  }, []);
  return form;
}

function focusFirstInvalid(element: HTMLFormElement) {
  element.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/** The form's own message: an error (announced at once) or a confirmation. */
export function FormProblem({ form }: { form: Form<string> }) {
  const problem = form.problem.value;
  if (!problem) return null;
  return (
    <div class={`notice notice-${problem.tone}`} role={problem.tone === 'error' ? 'alert' : 'status'}>
      <p>{problem.message}</p>
      {problem.more && <ul>{problem.more.map((line) => <li key={line}>{line}</li>)}</ul>}
    </div>
  );
}

interface FieldProps<F extends string> {
  form: Form<F>;
  name: F;
  label: string;
  hint?: string;
  required?: boolean;
}

function fieldWiring<F extends string>({ form, name, hint }: FieldProps<F>) {
  const id = `${form.id}-${name}`;
  const error = form.errors.value[name];
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return {
    id, error,
    control: {
      id, name,
      value: form.values.value[name],
      'aria-invalid': error ? ('true' as const) : undefined,
      'aria-describedby': describedBy || undefined,
    },
  };
}

function FieldFrame<F extends string>({ props, id, error, children }: { props: FieldProps<F>; id: string; error?: string; children: ComponentChildren }) {
  return (
    <div class={`field${error ? ' field-invalid' : ''}`}>
      <label for={id}>{props.label}{props.required && <span class="required" aria-hidden="true"> *</span>}</label>
      {children}
      {props.hint && <p class="hint" id={`${id}-hint`}>{props.hint}</p>}
      {error && <p class="field-error" id={`${id}-error`}>{error}</p>}
    </div>
  );
}

interface InputAttributes {
  type?: 'text' | 'email' | 'password' | 'date' | 'time' | 'number';
  autoComplete?: string;
  maxLength?: number;
  min?: string | number;
  max?: string | number;
  spellcheck?: boolean;
  placeholder?: string;
}

export function TextField<F extends string>(props: FieldProps<F> & InputAttributes) {
  const { form, name, label: _label, hint: _hint, required, ...rest } = props;
  const { id, error, control } = fieldWiring(props);
  // Preact types an input's attributes per `type`; this one component serves several types.
  const attributes = {
    ...rest, type: rest.type ?? 'text', ...control, required,
    onInput: (event: Event) => form.set(name, (event.currentTarget as HTMLInputElement).value),
  } as InputHTMLAttributes<HTMLInputElement>;
  return (
    <FieldFrame props={props} id={id} error={error}>
      <input {...attributes} />
    </FieldFrame>
  );
}

type TextAreaAttributes = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'form' | 'name' | 'value' | 'label'>;

export function TextAreaField<F extends string>(props: FieldProps<F> & TextAreaAttributes) {
  const { form, name, label: _label, hint: _hint, required, ...rest } = props;
  const { id, error, control } = fieldWiring(props);
  return (
    <FieldFrame props={props} id={id} error={error}>
      <textarea {...rest} {...control} required={required}
        onInput={(event) => form.set(name, (event.currentTarget as HTMLTextAreaElement).value)} />
    </FieldFrame>
  );
}

export interface Option {
  value: string;
  label: string;
}

export function SelectField<F extends string>(props: FieldProps<F> & { options: Option[]; onChange?: (value: string) => void }) {
  const { form, name, options, required } = props;
  const { id, error, control } = fieldWiring(props);
  return (
    <FieldFrame props={props} id={id} error={error}>
      <select {...control} required={required} onChange={(event) => {
        const value = (event.currentTarget as HTMLSelectElement).value;
        form.set(name, value);
        props.onChange?.(value);
      }}>
        {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </select>
    </FieldFrame>
  );
}

/** The submit button: busy while sending, and waiting out a 429's Retry-After. */
export function SubmitButton({ form, children, class: className }: { form: Form<string>; children: ComponentChildren; class?: string }) {
  const blocked = form.blockedUntil.value > 0;
  return (
    <button type="submit" class={className ?? 'button button-primary'} disabled={blocked} aria-busy={form.busy.value || undefined}>
      {children}
    </button>
  );
}
