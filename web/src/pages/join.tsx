// Join an organization by registering with its id (decisions §2): allowed while the organization
// keeps registration open. An admin can share /join?organization=<id> to fill the id in.
import { useLocation } from 'preact-iso';
import { call } from '../api/client.ts';
import { takeReturn } from '../auth/return.ts';
import { t } from '../i18n/index.ts';
import { api, session } from '../services.ts';
import { PageHeading } from '../ui/common.tsx';
import { FormProblem, SubmitButton, TextField, useForm } from '../ui/form.tsx';
import { LIMITS } from '../api/limits.ts';

type Field = 'organizationId' | 'yourName' | 'email' | 'password';

export default function Join() {
  const { route, query } = useLocation();
  const form = useForm<Field>({
    initial: { organizationId: query.organization ?? '', yourName: '', email: '', password: '' },
    rules: {
      organizationId: { required: true, uuid: true },
      yourName: { required: true, maxLength: LIMITS.personName.maxLength },
      email: { required: true, email: true, maxLength: LIMITS.email.maxLength },
      password: { required: true, minLength: LIMITS.password.minLength, maxLength: LIMITS.password.maxLength },
    },
    secret: ['password'],
    fieldOf: (path) => ({ 'body.organizationId': 'organizationId', 'body.name': 'yourName', 'body.email': 'email', 'body.password': 'password' } as const)[path],
    async submit(values) {
      const organizationId = values.organizationId.trim();
      session.signIn(await call(api.POST('/api/auth/register', {
        body: { organizationId, name: values.yourName.trim(), email: values.email.trim(), password: values.password },
      })));
      route(takeReturn(), true);
    },
  });
  return (
    <section class="stack">
      <PageHeading title={t('join.title')} intro={t('join.intro')} />
      <form class="stack" onSubmit={form.onSubmit} noValidate>
        <FormProblem form={form} />
        <TextField form={form} name="organizationId" label={t('join.organizationId')} hint={t('join.organizationIdHint')} autoComplete="off" spellcheck={false} required />
        <TextField form={form} name="yourName" label={t('field.yourName')} autoComplete="name" required />
        <TextField form={form} name="email" label={t('field.email')} type="email" autoComplete="email" required />
        <TextField form={form} name="password" label={t('field.password')} type="password" autoComplete="new-password" hint={t('field.passwordHint')} required />
        <SubmitButton form={form} class="button button-primary button-wide">{t('join.submit')}</SubmitButton>
      </form>
      <p class="alt-actions"><a href="/signin">{t('signup.haveAccount')}</a></p>
    </section>
  );
}
