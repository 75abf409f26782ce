// The pages for an address the app does not have, and for a page the person's role may not open.
import { t } from '../i18n/index.ts';
import { session } from '../services.ts';
import { EmptyState, PageHeading } from '../ui/common.tsx';

export function NotFound() {
  return (
    <section>
      <PageHeading title={t('notFound.title')} />
      <EmptyState title={t('notFound.text')}>
        <a class="button" href={session.user.value ? '/chat' : '/signin'}>{t('notFound.home')}</a>
      </EmptyState>
    </section>
  );
}

export function NotAllowed() {
  return (
    <section>
      <PageHeading title={t('notAllowed.title')} />
      <EmptyState title={t('notAllowed.text')}>
        <a class="button" href="/chat">{t('notFound.home')}</a>
      </EmptyState>
    </section>
  );
}
