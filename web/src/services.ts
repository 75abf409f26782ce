// The app's single instances: the session, the API client, the person's organization and the
// interface language. Pages import these; tests build their own from the factories.
import { effect, signal } from '@preact/signals';
import { call, createApi, type Schemas } from './api/client.ts';
import { createSession, SESSION_KEY } from './auth/session.ts';
import { direction, locale, setLanguage } from './i18n/index.ts';
import { isLanguageCode, languageFromBrowser, type LanguageCode } from './i18n/languages.ts';

export const session = createSession({
  storage: localStorage,
  refresh: (token) => call(api.POST('/api/auth/refresh', { headers: { authorization: `Bearer ${token}` } })),
});

export const api = createApi({
  baseUrl: location.origin,
  token: session.token,
  onUnauthorized: () => session.expire(),
});

export type Organization = Schemas['Organization'];
export const organization = signal<Organization | null>(null);

/** 'auto' follows the browser; a code is the person's choice (their chat language once signed in). */
export type LanguageChoice = LanguageCode | 'auto';
const LANGUAGE_KEY = 'teamwell.language';
export const languageChoice = signal<LanguageChoice>(readChoice(localStorage.getItem(LANGUAGE_KEY)));

function readChoice(value: string | null): LanguageChoice {
  return isLanguageCode(value) ? value : 'auto';
}

export const resolveLanguage = (choice: LanguageChoice): LanguageCode =>
  (choice === 'auto' ? languageFromBrowser(navigator.languages) : choice);

/** Shows the interface in a language (its words load first) and remembers the choice on this device. */
export async function chooseLanguage(choice: LanguageChoice): Promise<void> {
  await setLanguage(resolveLanguage(choice));
  languageChoice.value = choice;
  localStorage.setItem(LANGUAGE_KEY, choice);
}

/** After sign-in (or a reload while signed in): the organization, and the language the person chose for chat. */
async function loadAccount(): Promise<void> {
  const [org, chatLanguage] = await Promise.all([
    call(api.GET('/api/organizations/current')),
    call(api.GET('/api/chat/language')),
  ]);
  organization.value = org;
  const choice = chatLanguage.mode === 'fixed' && isLanguageCode(chatLanguage.language) ? chatLanguage.language : 'auto';
  if (choice !== languageChoice.value) await chooseLanguage(choice);
}

export function startServices(): void {
  effect(() => {
    document.documentElement.lang = locale.value;
    document.documentElement.dir = direction.value;
  });
  let signedInAs: string | null = null;
  effect(() => {
    const user = session.user.value;
    if (user?.id === signedInAs) return;
    signedInAs = user?.id ?? null;
    organization.value = null;
    if (user) loadAccount().catch(() => {});
  });
  addEventListener('storage', (event) => {
    if (event.key === SESSION_KEY) session.adopt(event.newValue);
  });
  // A laptop that slept past the refresh time refreshes as soon as the page is seen again.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void session.checkNow();
  });
}
