// The app's pages: path, who may open them, their title and, for the navigation, their label.
// Navigation follows this order: a person's own pages, the managers' and admins' pages, then the profile. Each page loads when first opened.
import type { AnyComponent } from 'preact';
import { lazy } from 'preact-iso';
import type { Access } from './access.ts';
import type { MessageKey } from './i18n/index.ts';
import type { IconName } from './ui/icons.tsx';

export interface Page {
  path: string;
  /** Receives the path's parameters (`:id`) as props. */
  component: AnyComponent<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  access: Access;
  /** Shown in the navigation with this label. */
  nav?: MessageKey;
  icon?: IconName;
}

export const PAGES: Page[] = [
  { path: '/signin', access: 'guest', component: lazy(() => import('./pages/signin.tsx')) },
  { path: '/signup', access: 'guest', component: lazy(() => import('./pages/signup.tsx')) },
  { path: '/join', access: 'guest', component: lazy(() => import('./pages/join.tsx')) },
  { path: '/auth/callback', access: 'anyone', component: lazy(() => import('./pages/auth-callback.tsx')) },
  { path: '/link', access: 'anyone', component: lazy(() => import('./pages/link.tsx')) },
  { path: '/chat', access: 'employee', nav: 'nav.chat', icon: 'chat', component: lazy(() => import('./pages/chat.tsx')) },
  { path: '/tasks', access: 'employee', nav: 'nav.tasks', icon: 'tasks', component: lazy(() => import('./pages/tasks.tsx')) },
  { path: '/mood', access: 'employee', nav: 'nav.mood', icon: 'mood', component: lazy(() => import('./pages/mood.tsx')) },
  { path: '/wellbeing', access: 'employee', nav: 'nav.wellbeing', icon: 'wellbeing', component: lazy(() => import('./pages/wellbeing.tsx')) },
  { path: '/history', access: 'employee', nav: 'nav.history', icon: 'history', component: lazy(() => import('./pages/history.tsx')) },
  { path: '/wellbeing/inquiries/:id', access: 'employee', component: lazy(() => import('./pages/inquiry.tsx')) },
  { path: '/analytics', access: 'manager', nav: 'nav.analytics', icon: 'analytics', component: lazy(() => import('./pages/analytics.tsx')) },
  { path: '/team', access: 'manager', nav: 'nav.team', icon: 'team', component: lazy(() => import('./pages/team.tsx')) },
  { path: '/team/rhythm', access: 'manager', component: lazy(() => import('./pages/rhythm.tsx')) },
  { path: '/team/flags/:id', access: 'manager', component: lazy(() => import('./pages/team-flag.tsx')) },
  { path: '/team/inquiries/:id', access: 'manager', component: lazy(() => import('./pages/team-inquiry.tsx')) },
  { path: '/clients', access: 'manager', nav: 'nav.clients', icon: 'clients', component: lazy(() => import('./pages/clients.tsx')) },
  { path: '/people', access: 'admin', nav: 'nav.people', icon: 'people', component: lazy(() => import('./pages/people.tsx')) },
  { path: '/settings', access: 'admin', nav: 'nav.settings', icon: 'settings', component: lazy(() => import('./pages/settings.tsx')) },
  { path: '/profile', access: 'employee', nav: 'nav.profile', icon: 'profile', component: lazy(() => import('./pages/profile.tsx')) },
  { path: '/invitation', access: 'anyone', component: lazy(() => import('./pages/invitation.tsx')) },
];
