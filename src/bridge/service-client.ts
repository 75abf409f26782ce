// The bridge as an ordinary HTTP client of the service: an API key for the service-to-service
// calls, and each person's own 15-minute token (POST /api/users/resolve-platform) for what
// they do themselves, so the service's own rules decide what a button press may change.
// Tokens are cached until shortly before they expire (spec, Authentication 7) and never logged;
// the service refuses one as soon as the identity it was resolved through is unlinked or
// relinked, and the bridge then forgets it and resolves the person again.
import type { Clock } from '../platform/clock.ts';
import { errorMessageOf, type Person, type ServicePlatform } from './messages.ts';

export interface ResolvedUser {
  userId: string;
  organizationId: string;
  name: string;
  role: 'employee' | 'manager' | 'admin';
  token: string;
}

export interface ChatDraft { id: string; title: string; priority: number; dueDate?: string; dueHasTime?: boolean }
export interface ChatTask { id: string; title: string; status: string; priority: number; dueDate: string | null; dueHasTime?: boolean }
export interface ChatMood { id: string; value: number; note: string | null; createdAt: string }

export interface ChatResponse {
  text: string;
  intent: string;
  language?: string;
  taskDraft?: ChatDraft;
  taskDrafts?: ChatDraft[];
  tasks?: ChatTask[];
  completedTask?: { id: string; title: string; status: string };
  loggedMood?: ChatMood;
  moodHistory?: ChatMood[];
  taskStats?: { totalTasks: number; completedTasks: number; completionRate: number; openTasks: number; overdueTasks: number };
  showMoodPrompt: boolean;
}

export interface HistoryTurn { role: 'user' | 'assistant'; content: string }

export interface MorningThread {
  id: string;
  channelId: string;
  threadTs: string | null;
}

/** The service answered with an error status, or could not be reached (status 0). */
export class ServiceError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
    this.name = 'ServiceError';
  }
}

export interface ServiceClientOptions {
  baseUrl: string;
  apiKey: string;
  clock: Clock;
  timeoutMs?: number;
  /** A cached token is resolved again this long before it expires. */
  refreshMarginMs?: number;
  maxCachedTokens?: number;
}

// Resolve-platform tokens live 15 minutes; the claim `exp` says exactly when this one ends.
const TOKEN_LIFETIME_MS = 15 * 60_000;

function expiryOf(token: string, issuedAt: number): number {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown };
    if (typeof claims.exp === 'number') return claims.exp * 1000;
  } catch {
    // Not a JWT we can read: fall back to the documented lifetime.
  }
  return issuedAt + TOKEN_LIFETIME_MS;
}

export function createServiceClient(options: ServiceClientOptions) {
  const { baseUrl, apiKey, clock } = options;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const refreshMarginMs = options.refreshMarginMs ?? 60_000;
  const maxCachedTokens = options.maxCachedTokens ?? 10_000;
  const tokens = new Map<string, { user: ResolvedUser; expiresAt: number }>();
  const resolving = new Map<string, Promise<ResolvedUser | null>>();

  async function call<T>(method: string, path: string, auth: { token: string } | 'key', body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          ...(auth === 'key' ? { 'x-api-key': apiKey } : { authorization: `Bearer ${auth.token}` }),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new ServiceError(0, `service unreachable: ${error instanceof Error ? error.message : String(error)}`);
    }
    const text = await response.text();
    if (!response.ok) {
      throw new ServiceError(response.status, errorMessageOf(text));
    }
    return (text === '' ? null : JSON.parse(text)) as T;
  }

  const cacheKey = (platform: ServicePlatform, person: Person) =>
    JSON.stringify([platform, person.platformTeamId ?? null, person.platformUserId]);

  const identity = (platform: ServicePlatform, person: Person) => ({
    platform, platformUserId: person.platformUserId,
    ...(person.platformTeamId ? { platformTeamId: person.platformTeamId } : {}),
  });

  /**
   * The service user behind a platform identity with a usable token, or null when unlinked.
   * `fresh` asks the service even when a token is cached (a message may come after an unlink or
   * a relink, which a cached token does not show until it is used and refused).
   */
  async function resolve(platform: ServicePlatform, person: Person, options: { fresh?: boolean } = {}): Promise<ResolvedUser | null> {
    const key = cacheKey(platform, person);
    const cached = tokens.get(key);
    if (!options.fresh && cached && cached.expiresAt - refreshMarginMs > clock.now().getTime()) return cached.user;
    const pending = resolving.get(key);
    if (pending) return pending;
    const request = (async () => {
      const issuedAt = clock.now().getTime();
      const user = await call<ResolvedUser | null>('POST', '/api/users/resolve-platform', 'key', identity(platform, person));
      tokens.delete(key);
      // Unlinked people are not cached: a person who links their account is known at once.
      if (user) {
        if (tokens.size >= maxCachedTokens) tokens.delete(tokens.keys().next().value!);
        tokens.set(key, { user, expiresAt: expiryOf(user.token, issuedAt) });
      }
      return user;
    })();
    resolving.set(key, request);
    try {
      return await request;
    } finally {
      resolving.delete(key);
    }
  }

  /**
   * Runs `action` with the person's own token. A token the service refuses (the person was
   * deactivated, changed role, or their identity was unlinked or linked to someone else since:
   * the token names the identity it was resolved through) is dropped and the person resolved once more.
   */
  async function asPerson<T>(platform: ServicePlatform, person: Person, action: (user: ResolvedUser) => Promise<T>): Promise<T | null> {
    const user = await resolve(platform, person);
    if (!user) return null;
    try {
      return await action(user);
    } catch (error) {
      if (!(error instanceof ServiceError && error.status === 401)) throw error;
      tokens.delete(cacheKey(platform, person));
      const again = await resolve(platform, person);
      return again ? action(again) : null;
    }
  }

  return {
    resolve,
    asPerson,

    chat: (platform: ServicePlatform, person: Person, message: string, history: HistoryTurn[]) =>
      call<ChatResponse>('POST', '/api/chat/service', 'key', { message, ...identity(platform, person), history }),

    /** A single-use code whose url lets the person link this identity after signing in. */
    createLinkCode: (platform: ServicePlatform, person: Person) =>
      call<{ code: string; url: string; expiresAt: string }>('POST', '/api/identities/link-codes', 'key', identity(platform, person)),

    confirmDraft: (user: ResolvedUser, draftId: string) =>
      call<{ id: string; title: string }>('POST', `/api/tasks/drafts/${draftId}/confirm`, user),

    rejectDraft: (user: ResolvedUser, draftId: string) =>
      call<{ id: string; title: string }>('POST', `/api/tasks/drafts/${draftId}/reject`, user),

    logMood: (user: ResolvedUser, value: number) =>
      call<{ id: string; value: number }>('POST', '/api/moods', user, { value }),

    todayThread: (organizationId: string) =>
      call<MorningThread | null>('GET', `/api/morning-threads/today?orgId=${encodeURIComponent(organizationId)}`, 'key'),

    /** The organization's verified identities on the platform: whom a channel is vouched for by, and who may get a direct message. */
    async verifiedIdentities(organizationId: string, platform: ServicePlatform): Promise<Person[]> {
      const answer = await call<{ data: { platformUserId: string; platformTeamId: string | null }[] }>('GET',
        `/api/organizations/${encodeURIComponent(organizationId)}/verified-identities?platform=${platform}`, 'key');
      return answer.data.map((p) => ({ platformUserId: p.platformUserId, ...(p.platformTeamId ? { platformTeamId: p.platformTeamId } : {}) }));
    },

    submit: (threadId: string, platform: ServicePlatform, person: Person, messageTs: string, rawText: string) =>
      call<{ id: string; parsed: boolean }>('POST', `/api/morning-threads/${threadId}/submissions`, 'key', {
        ...identity(platform, person), messageTs, rawText,
      }),
  };
}

export type ServiceClient = ReturnType<typeof createServiceClient>;
