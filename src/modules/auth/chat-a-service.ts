// Rules of the chat_a sign-in (decisions §3): the single-use state, the allowed return
// addresses, and who the person becomes — a linked identity, a verified e-mail, or a new user.
import { randomBytes } from 'node:crypto';
import type { ChatAConfig } from '../../config.ts';
import type { TokenService } from '../../platform/auth/tokens.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Transaction } from '../../platform/db/client.ts';
import { badRequest, HttpError, invalidField, isUniqueViolation, unavailable } from '../../platform/errors.ts';
import type { Role } from '../../platform/http/schemas.ts';
import { createTeamOrganization, findTeamOrganization } from '../organizations/service.ts';
import { singleLine } from '../../platform/text.ts';
import { createUserRecord, findUserByEmail, findUserByVerifiedIdentity, recordIdentityLink, type UserRow } from '../users/service.ts';
import { createChatAClient, ExchangeFailed, ProviderUnavailable, type ChatAClient, type ChatAProfile } from './chat-a-client.ts';
import * as store from './chat-a-store.ts';

const CHAT_A = 'chat_a';
export const CHAT_A_CALLBACK_PATH = '/api/auth/chat_a/callback';
const STATE_TTL_MS = 10 * 60 * 1000;
export const NOT_CONFIGURED = 'chat_a sign-in is not configured';

/** A sign-in that ends on returnUrl#error=<code>: the person is told, no token is given. */
class SignInRefused extends Error {
  readonly code: string;
  constructor(code: string) {
    super(code);
    this.code = code;
  }
}
/** Another sign-in of the same team tied it to its new organization first. */
class TeamTakenMeanwhile extends Error {}

export interface CallbackOutcome {
  location: string;
  /** Why no token was given, for the log. */
  failure?: { code: string; cause?: unknown };
}

export interface ChatAServiceDeps {
  db: Database;
  clock: Clock;
  tokens: TokenService;
  chatA: ChatAConfig | null;
  publicUrl: string;
  webOrigins: string[];
  /** ALLOW_SIGNUP: whether a sign-in from a team no organization holds may create one. */
  allowSignup: boolean;
}

// A provider's error code goes back as it is when it looks like one (access_denied, …).
const providerErrorCode = (code: string) => (/^[A-Za-z0-9_.-]{1,64}$/.test(code) ? code : 'provider_error');

export function createChatAService({ db, clock, tokens, chatA, publicUrl, webOrigins, allowSignup }: ChatAServiceDeps) {
  const callbackUrl = `${publicUrl}${CHAT_A_CALLBACK_PATH}`;
  const client: ChatAClient | null = chatA ? createChatAClient(chatA, callbackUrl) : null;

  function allowedReturnUrl(returnUrl: string): URL {
    let url: URL | null = null;
    try {
      url = new URL(returnUrl);
    } catch {
      // reported below
    }
    // The whole origin must match: a prefix test would let http://localhost:5173.evil.example through.
    if (!url || !webOrigins.includes(url.origin)) {
      throw invalidField('returnUrl', 'must be an absolute URL on one of the WEB_ORIGINS', 'origin_not_allowed');
    }
    return url;
  }

  /** Inside one transaction: the user this person is, linked or created as decisions §3 says. */
  async function linkOrCreate(tx: Transaction, profile: ChatAProfile, at: Date): Promise<UserRow> {
    const identity = { platform: CHAT_A, platformUserId: profile.subject, platformTeamId: profile.teamId ?? '' };
    // Only a verified link says who the person is: an admin's unverified claim could name anyone.
    const linked = await findUserByVerifiedIdentity(tx, identity.platform, identity.platformUserId, identity.platformTeamId);
    if (linked) {
      if (!linked.active) throw new SignInRefused('account_deactivated');
      return linked;
    }

    if (profile.email && profile.emailVerified) {
      const sameEmail = await findUserByEmail(tx, profile.email);
      if (sameEmail) {
        if (!sameEmail.active) throw new SignInRefused('account_deactivated');
        // Linking by e-mail ties no team to the organization: the person may be a guest there.
        await recordIdentityLink(tx, sameEmail, identity, 'sign_in', at);
        return sameEmail;
      }
    }

    if (!profile.email) throw new SignInRefused('email_required');
    // Names hold no control characters (decisions §0), whatever the provider sends.
    const name = (singleLine(profile.name ?? profile.email.split('@')[0] ?? '') || profile.email).slice(0, 100);
    let organizationId = profile.teamId ? await findTeamOrganization(tx, CHAT_A, profile.teamId) : null;
    let role: Role = 'employee';
    if (organizationId === null) {
      // Sign-up is closed: nobody new gets an organization this way either (decisions §3).
      if (!allowSignup) throw new SignInRefused('signup_closed');
      const organizationName = singleLine(profile.teamName ?? (profile.teamId ? `Team ${profile.teamId}` : `${name}'s organization`));
      const { organization, tiedTo } = await createTeamOrganization(tx, {
        name: (organizationName || `${name}'s organization`).slice(0, 100), platform: CHAT_A, platformTeamId: profile.teamId,
      }, at);
      if (profile.teamId && tiedTo !== organization.id) throw new TeamTakenMeanwhile();
      organizationId = organization.id;
      role = 'admin';
    }
    const user = await createUserRecord(tx, { organizationId, email: profile.email, name, role, password: null }, at);
    await recordIdentityLink(tx, user, identity, 'sign_in', at);
    return user;
  }

  async function signIn(profile: ChatAProfile): Promise<UserRow> {
    // A concurrent sign-in of the same person or team can win a unique key; the second
    // attempt then finds what it made.
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await db.transaction((tx) => linkOrCreate(tx, profile, clock.now()));
      } catch (error) {
        const emailTaken = error instanceof HttpError && error.statusCode === 409;
        const raced = emailTaken || error instanceof TeamTakenMeanwhile || isUniqueViolation(error);
        if (raced && attempt < 2) continue;
        // The e-mail belongs to an account it could not be linked to (the provider did not verify it).
        if (emailTaken) throw new SignInRefused('email_in_use');
        throw error;
      }
    }
  }

  return {
    configured: client !== null,
    callbackUrl,

    async start(returnUrl: string) {
      // Switched off answers 503 whatever the returnUrl (decisions §3).
      if (!client) throw unavailable(NOT_CONFIGURED);
      const target = allowedReturnUrl(returnUrl);
      const state = randomBytes(32).toString('base64url');
      let request;
      try {
        request = await client.authorizationRequest(state);
      } catch (error) {
        if (error instanceof ProviderUnavailable) throw unavailable('chat_a sign-in provider is unreachable, try again shortly');
        throw error;
      }
      const now = clock.now();
      await store.deleteExpiredStates(db, now);
      await store.insertState(db, {
        state, codeVerifier: request.codeVerifier, nonce: request.nonce, returnUrl: target.href,
        createdAt: now, expiresAt: new Date(now.getTime() + STATE_TTL_MS),
      });
      return { url: request.url, state, callbackUrl, type: 'signin' as const };
    },

    /** `rawQuery` is the callback's query string exactly as the provider sent it. */
    async finish(query: { state: string; error?: string }, rawQuery: string): Promise<CallbackOutcome> {
      const pending = await store.consumeState(db, query.state);
      // There is no trusted returnUrl without a valid state, so this one answers with a body.
      if (!pending || pending.expiresAt.getTime() <= clock.now().getTime()) throw badRequest('Invalid state', undefined, 'invalid_state');

      // The state goes back too: the web app accepts only a fragment whose state it started (login CSRF).
      const back = (fragment: Record<string, string>) => {
        const url = new URL(pending.returnUrl);
        url.hash = new URLSearchParams({ ...fragment, state: pending.state }).toString();
        return url.href;
      };
      const refuse = (code: string, cause?: unknown): CallbackOutcome => ({ location: back({ error: code }), failure: { code, cause } });

      // A sign-in begun before the provider was switched off goes back to where it came from.
      if (!client) return refuse('unavailable');
      if (query.error !== undefined) return refuse(providerErrorCode(query.error));
      let user: UserRow;
      try {
        const profile = await client.exchange(new URL(`${callbackUrl}?${rawQuery}`), pending);
        user = await signIn(profile);
      } catch (error) {
        if (error instanceof ProviderUnavailable) return refuse('provider_unavailable', error.cause);
        if (error instanceof ExchangeFailed) return refuse('token_exchange_failed', error.cause);
        if (error instanceof SignInRefused) return refuse(error.code);
        throw error;
      }
      const { accessToken, expiresIn } = await tokens.issue({ id: user.id, organizationId: user.organizationId, role: user.role as Role, passwordChangedAt: user.passwordChangedAt });
      return { location: back({ accessToken, expiresIn: String(expiresIn) }) };
    },
  };
}

export type ChatAService = ReturnType<typeof createChatAService>;
