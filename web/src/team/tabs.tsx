// The two views of the Team page, side by side as tabs (links: each view has its own address).
import { useLocation } from 'preact-iso';
import { t } from '../i18n/index.ts';

const VIEWS = [
  { path: '/team', label: 'team.tabWellbeing' },
  { path: '/team/rhythm', label: 'team.tabRhythm' },
] as const;

export function TeamTabs() {
  const { path } = useLocation();
  return (
    <ul class="tabs" aria-label={t('nav.team')}>
      {VIEWS.map((view) => (
        <li key={view.path}>
          <a href={view.path} aria-current={path === view.path ? 'page' : undefined}>{t(view.label)}</a>
        </li>
      ))}
    </ul>
  );
}
