// The checks a form makes before it calls the service: the same bounds the service's schemas
// state, said in the person's language and shown next to the field.
import { t } from '../i18n/index.ts';

export interface Rule {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  email?: boolean;
  uuid?: boolean;
}

export type Rules<F extends string> = Partial<Record<F, Rule>>;

// The shape the service's e-mail format accepts: something@domain, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function checkField(value: string, rule: Rule): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return rule.required ? t('validation.required') : null;
  if (rule.minLength !== undefined && [...value].length < rule.minLength) return t('validation.tooShort', { count: rule.minLength });
  if (rule.maxLength !== undefined && [...value].length > rule.maxLength) return t('validation.tooLong', { count: rule.maxLength });
  if (rule.email && !EMAIL.test(trimmed)) return t('validation.email');
  if (rule.uuid && !UUID.test(trimmed)) return t('validation.uuid');
  return null;
}

export function validate<F extends string>(values: Record<F, string>, rules: Rules<F>): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const field of Object.keys(rules) as F[]) {
    const problem = checkField(values[field] ?? '', rules[field]!);
    if (problem) errors[field] = problem;
  }
  return errors;
}
