// The signed-in person: their token kept in storage (so a reload or a second tab stays signed
// in), refreshed once half of its lifetime has passed, and ended on a 401 or on sign-out.
import { computed, signal } from '@preact/signals';
import { ApiError } from '../api/errors.ts';
import type { Schemas } from '../api/client.ts';

export type User = Schemas['User'];

/** What sign-in, sign-up and refresh answer. */
export interface SessionAnswer {
  accessToken: string;
  expiresIn: number;
  user: User;
}

export interface SignedIn {
  token: string;
  issuedAt: number;
  expiresAt: number;
  user: User;
}

export interface SessionDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  refresh(token: string): Promise<SessionAnswer>;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export const SESSION_KEY = 'teamwell.session';
// setTimeout takes at most a signed 32-bit delay; longer waits are cut into steps.
const MAX_DELAY = 2_147_483_647;
const RETRY_AFTER_NETWORK_ERROR = 60_000;

export type EndReason = 'signed-out' | 'expired';

export function createSession(deps: SessionDeps) {
  const now = deps.now ?? Date.now;
  const setTimer = deps.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  const clearTimer = deps.clearTimer ?? ((timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>));

  const current = signal<SignedIn | null>(read(deps.storage.getItem(SESSION_KEY)));
  /** Why the last session ended, for the sign-in page to say. */
  const ended = signal<EndReason | null>(null);
  let timer: unknown = null;
  let refreshing: Promise<void> | null = null;

  function read(raw: string | null): SignedIn | null {
    if (!raw) return null;
    try {
      const value = JSON.parse(raw) as SignedIn;
      return typeof value.token === 'string' && value.expiresAt > now() ? value : null;
    } catch {
      return null;
    }
  }

  const refreshAt = (session: SignedIn) => session.issuedAt + (session.expiresAt - session.issuedAt) / 2;

  function schedule() {
    if (timer !== null) clearTimer(timer);
    timer = null;
    const session = current.value;
    if (!session) return;
    timer = setTimer(() => {
      timer = null;
      void checkNow();
    }, Math.min(MAX_DELAY, Math.max(0, refreshAt(session) - now())));
  }

  function store(answer: SessionAnswer) {
    const issuedAt = now();
    const session: SignedIn = { token: answer.accessToken, issuedAt, expiresAt: issuedAt + answer.expiresIn * 1000, user: answer.user };
    deps.storage.setItem(SESSION_KEY, JSON.stringify(session));
    current.value = session;
    schedule();
  }

  function end(reason: EndReason) {
    if (!current.value) return;
    deps.storage.removeItem(SESSION_KEY);
    current.value = null;
    ended.value = reason;
    schedule();
  }

  async function refreshNow(): Promise<void> {
    const session = current.value;
    if (!session) return;
    refreshing ??= deps.refresh(session.token).then(
      (answer) => {
        if (current.value?.token === session.token) store(answer);
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 401) end('expired');
        else if (current.value) timer = setTimer(() => void checkNow(), RETRY_AFTER_NETWORK_ERROR);
      },
    ).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  /** Refreshes when the token is past half its life (after a sleeping laptop wakes, too); else waits. */
  async function checkNow(): Promise<void> {
    const session = current.value;
    if (!session) return;
    if (now() >= session.expiresAt) return end('expired');
    if (now() >= refreshAt(session)) return refreshNow();
    schedule();
  }

  schedule();

  return {
    current,
    ended,
    user: computed(() => current.value?.user ?? null),
    token: () => current.value?.token ?? null,
    signIn(answer: SessionAnswer) {
      ended.value = null;
      store(answer);
    },
    /** The person's own details changed (name). */
    updateUser(user: User) {
      const session = current.value;
      if (!session) return;
      const next = { ...session, user };
      deps.storage.setItem(SESSION_KEY, JSON.stringify(next));
      current.value = next;
    },
    signOut: () => end('signed-out'),
    /** The service refused the token. */
    expire: () => end('expired'),
    checkNow,
    /** Another tab signed in, refreshed or signed out. */
    adopt(raw: string | null) {
      const next = read(raw);
      if (!next && current.value) ended.value = 'signed-out';
      current.value = next;
      schedule();
    },
  };
}

export type Session = ReturnType<typeof createSession>;
