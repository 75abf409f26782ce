// Create an organization and become its first admin (decisions §1).
import { useLocation } from 'preact-iso';
import { call } from '../api/client.ts';
import { takeReturn } from '../auth/return.ts';
import { t } from '../i18n/index.ts';
import { api, organization, session } from '../services.ts';
import { PageHeading } from '../ui/common.tsx';
import { FormProblem, SelectField, SubmitButton, TextField, useForm } from '../ui/form.tsx';
import { timeZoneOptions } from '../ui/time-zones.ts';
import { LIMITS } from '../api/limits.ts';

type Field = 'organizationName' | 'yourName' | 'email' | 'password' | 'timezone';

const FIELD_OF_PATH: Record<string, Field> = {
  'body.name': 'organizationName',
  'body.slug': 'organizationName',
  'body.timezone': 'timezone',
  'body.admin.name': 'yourName',
  'body.admin.email': 'email',
  'body.email': 'email',
  'body.admin.password': 'password',
};

export default function SignUp() {
  const { route } = useLocation();
  const form = useForm<Field>({
    initial: { organizationName: '', yourName: '', email: '', password: '', timezone: Intl.DateTimeFormat().resolvedOptions().timeZone },
    rules: {
      organizationName: { required: true, maxLength: LIMITS.organizationName.maxLength },
      yourName: { required: true, maxLength: LIMITS.personName.maxLength },
      email: { required: true, email: true, maxLength: LIMITS.email.maxLength },
      password: { required: true, minLength: LIMITS.password.minLength, maxLength: LIMITS.password.maxLength },
      timezone: { required: true },
    },
    secret: ['password'],
    fieldOf: (path) => FIELD_OF_PATH[path],
    async submit(values) {
      const answer = await call(api.POST('/api/organizations', {
        body: {
          name: values.organizationName.trim(),
          timezone: values.timezone,
          admin: { name: values.yourName.trim(), email: values.email.trim(), password: values.password },
        },
      }));
      session.signIn(answer);
      organization.value = answer.organization;
      route(takeReturn(), true);
    },
  });
  return (
    <section class="stack">
      <PageHeading title={t('signup.title')} intro={t('signup.intro')} />
      <form class="stack" onSubmit={form.onSubmit} noValidate>
        <FormProblem form={form} />
        <TextField form={form} name="organizationName" label={t('signup.organizationName')} autoComplete="organization" required />
        <TextField form={form} name="yourName" label={t('field.yourName')} autoComplete="name" required />
        <TextField form={form} name="email" label={t('field.email')} type="email" autoComplete="email" required />
        <TextField form={form} name="password" label={t('field.password')} type="password" autoComplete="new-password" hint={t('field.passwordHint')} required />
        <SelectField form={form} name="timezone" label={t('signup.timeZone')} options={timeZoneOptions(form.values.value.timezone)} required />
        <SubmitButton form={form} class="button button-primary button-wide">{t('signup.submit')}</SubmitButton>
      </form>
      <p class="alt-actions"><a href="/signin">{t('signup.haveAccount')}</a></p>
    </section>
  );
}
