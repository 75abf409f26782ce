// The app shell: the router, the gate in front of every page (sign-in, role), and the two
// layouts — the signed-out card and the signed-in frame with its navigation.
import type { ComponentChildren } from 'preact';
import { ErrorBoundary, LocationProvider, Route, Router, useLocation } from 'preact-iso';
import { exec } from 'preact-iso/router';
import { useEffect, useRef } from 'preact/hooks';
import { gate, hasRole } from './access.ts';
import { rememberReturn } from './auth/return.ts';
import { LANGUAGES } from './i18n/languages.ts';
import { t } from './i18n/index.ts';
import { PAGES, type Page } from './pages.ts';
import { NotAllowed, NotFound } from './pages/status.tsx';
import { chooseLanguage, languageChoice, organization, session, type LanguageChoice } from './services.ts';
import { navigation } from './ui/focus.ts';
import { Icon } from './ui/icons.tsx';


function Redirect({ to }: { to: string }) {
  const { route } = useLocation();
  useEffect(() => route(to, true), [to]);
  return null;
}

function Gated({ page, props }: { page: Page; props: Record<string, string> }) {
  const { url } = useLocation();
  const state = gate(page.access, session.user.value);
  if (state === 'sign-in') {
    rememberReturn(url);
    return <Redirect to="/signin" />;
  }
  if (state === 'signed-in') return <Redirect to="/chat" />;
  if (state === 'not-allowed') return <NotAllowed />;
  const Component = page.component;
  return <Component {...props} />;
}

type RouteProps = { params: Record<string, string> };
const ROUTES = PAGES.map((page) => ({ page, component: ({ params }: RouteProps) => <Gated page={page} props={params} /> }));

function Home() {
  return <Redirect to={session.user.value ? '/chat' : '/signin'} />;
}

export function LanguagePicker() {
  return (
    <div class="field field-inline">
      <label for="interface-language">{t('profile.language')}</label>
      <select id="interface-language" value={languageChoice.value}
        onChange={(event) => void chooseLanguage((event.currentTarget as HTMLSelectElement).value as LanguageChoice)}>
        <option value="auto">{t('profile.languageAuto')}</option>
        {LANGUAGES.map((language) => <option key={language.code} value={language.code} lang={language.locale}>{language.nativeName}</option>)}
      </select>
    </div>
  );
}

function GuestLayout({ children }: { children: ComponentChildren }) {
  return (
    <div class="guest">
      <a class="skip-link" href="#main">{t('nav.skip')}</a>
      <header class="guest-brand">
        <span class="logo" aria-hidden="true" />
        <span class="brand-name">Teamwell</span>
      </header>
      <main id="main" class="guest-card">{children}</main>
      <footer class="guest-footer"><LanguagePicker /></footer>
    </div>
  );
}

function AppLayout({ children }: { children: ComponentChildren }) {
  const { path } = useLocation();
  const user = session.user.value!;
  const links = PAGES.filter((page) => page.nav && page.access !== 'guest' && page.access !== 'anyone' && hasRole(user, page.access));
  const nav = useRef<HTMLElement>(null);
  // On a phone the navigation scrolls sideways: keep the current page's link in view.
  useEffect(() => {
    nav.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [path]);
  return (
    <div class="frame">
      <a class="skip-link" href="#main">{t('nav.skip')}</a>
      <header class="topbar">
        <a class="brand" href="/chat"><span class="logo" aria-hidden="true" /><span class="brand-name">Teamwell</span></a>
        <p class="who"><span class="who-name">{user.name}</span>{organization.value && <span class="who-org">{organization.value.name}</span>}</p>
      </header>
      <nav class="sidebar" ref={nav} aria-label={t('nav.label')}>
        <ul>
          {links.map((page) => (
            <li key={page.path}>
              <a href={page.path} aria-current={path === page.path || path.startsWith(`${page.path}/`) ? 'page' : undefined}>
                {page.icon && <Icon name={page.icon} />}<span>{t(page.nav!)}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" class="content">{children}</main>
    </div>
  );
}

function Shell() {
  const { path } = useLocation();
  const user = session.user.value;
  const page = PAGES.find((candidate) => exec(path, candidate.path));
  const Layout = user && page?.access !== 'guest' ? AppLayout : GuestLayout;
  return (
    <Layout>
      <ErrorBoundary>
        <Router onRouteChange={() => { navigation.moved = true; }}>
          <Route path="/" component={Home} />
          {ROUTES.map(({ page: { path: pattern }, component }) => <Route<RouteProps> key={pattern} path={pattern} component={component} />)}
          <Route default component={NotFound} />
        </Router>
      </ErrorBoundary>
    </Layout>
  );
}

export function App() {
  return (
    <LocationProvider>
      <Shell />
    </LocationProvider>
  );
}
