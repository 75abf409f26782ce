// Who is calling: every request is identified once (bearer token or API key) before rate
// limiting, and each route states which kind of caller it accepts with one of the guards below
// (authentication only: what a role may do is decided in the services, platform/auth/access.ts).
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Cache, CacheHub } from '../cache.ts';
import type { Database } from '../db/client.ts';
import { platformIdentities, users } from '../db/schema.ts';
import { forbidden, unauthorized, type HttpError } from '../errors.ts';
import { requestLoggerOf } from '../http/request-log.ts';
import type { ApiKeyStore } from './api-keys.ts';
import { requireAccess, type Permission } from './access.ts';
import type { Account, Principal, UserPrincipal } from './principal.ts';
import { tokenStillGood, type TokenService } from './tokens.ts';

type AuthFailure = 'missing' | 'invalid' | 'expired';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
    authFailure: AuthFailure;
  }
}

/**
 * The database's word on a token's user, asked on every request so that a deactivation, a role
 * change or a password change holds on every instance. Cached (platform/cache.ts): whatever
 * changes a field read here must forget the user through this cache (the users service does).
 */
export function createAccountCache(db: Database, caches: CacheHub): Cache<Account | null> {
  const byId = db.select({
    id: users.id, email: users.email, name: users.name, role: users.role, organizationId: users.organizationId,
    active: users.active, createdAt: users.createdAt, passwordChangedAt: users.passwordChangedAt, chatLanguage: users.chatLanguage,
  }).from(users).where(eq(users.id, sql.placeholder('id'))).limit(1).prepare('account_by_id');
  return caches.cache('account', async (userId) => {
    const [row] = await byId.execute({ id: userId });
    return row ? Object.freeze(row) : null;
  });
}

/**
 * The user who holds a platform identity now, or null once it is unlinked. Asked afresh for every
 * request made with a resolve-platform token, so that a bot's cached token stops speaking for a
 * person the moment their identity is unlinked or linked to someone else (decisions §2); only
 * bots send such tokens, for a person's button presses, so this costs one indexed read on few requests.
 */
export function createIdentityHolderLookup(db: Database): (identityId: string) => Promise<string | null> {
  const byId = db.select({ userId: platformIdentities.userId }).from(platformIdentities)
    .where(eq(platformIdentities.id, sql.placeholder('id'))).limit(1).prepare('identity_holder_by_id');
  return async (identityId) => (await byId.execute({ id: identityId }))[0]?.userId ?? null;
}

export function registerIdentification(app: FastifyInstance, deps: {
  tokens: TokenService; accounts: Cache<Account | null>; apiKeys: ApiKeyStore; identityHolder: (identityId: string) => Promise<string | null>;
}) {
  app.decorateRequest('principal', null);
  app.decorateRequest('authFailure', 'missing');

  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (header !== undefined) {
      const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
      if (!match) {
        request.authFailure = 'invalid';
        return;
      }
      const verified = await deps.tokens.verify(match[1]!);
      if (!verified.ok) {
        request.authFailure = verified.reason;
        return;
      }
      const { claims } = verified;
      // A deactivated user, one whose role or organization changed, or whose password changed since, must sign in again.
      const account = await deps.accounts.get(claims.sub);
      if (!account || !tokenStillGood(claims, account)
        || (claims.identityId !== undefined && (await deps.identityHolder(claims.identityId)) !== claims.sub)) {
        request.authFailure = 'invalid';
        return;
      }
      request.principal = {
        kind: 'user', userId: claims.sub, organizationId: claims.orgId, role: claims.role,
        session: { kind: claims.kind, authTime: claims.authTime }, account,
      };
      return;
    }
    const key = request.headers['x-api-key'];
    if (typeof key === 'string' && key.length > 0) {
      const identity = key.length <= 200 ? await deps.apiKeys.identify(key) : null;
      if (!identity) {
        request.authFailure = 'invalid';
        return;
      }
      request.principal = { kind: 'key', keyId: identity.keyId, organizationId: identity.organizationId };
    }
  });

  // Every log line of a request names who made it (request id, organization and user; the key
  // for a bot), never the credential itself; the request's own line is written when the answer
  // has gone (at debug also one when it arrives). Both hooks are synchronous: an async one costs
  // a promise and a turn of the microtask queue per request for nothing to wait on.
  app.addHook('onRequest', (request, _reply, done) => {
    const log = requestLoggerOf(request);
    if (!log) return done();
    const principal = request.principal;
    log.identify({
      organizationId: principal?.organizationId ?? null,
      userId: principal?.kind === 'user' ? principal.userId : null,
      ...(principal?.kind === 'key' ? { apiKeyId: principal.keyId } : {}),
    });
    log.debug({ req: request }, 'incoming request');
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    requestLoggerOf(request)?.completed(request, reply);
    done();
  });
}

function refuse(request: FastifyRequest): HttpError {
  return request.authFailure === 'expired' ? unauthorized('Token expired', 'token_expired') : unauthorized();
}

/**
 * Guard: a signed-in user; given the permission its service asks for, one who holds it. The
 * service decides (it asks again, whoever calls it); naming the permission here only refuses a
 * caller without it before the body is read, so that a 403 comes before any 400, as it always has.
 */
export function requireUser(permission?: Permission) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const principal = request.principal;
    if (!principal || principal.kind !== 'user') throw refuse(request);
    if (permission) requireAccess(principal, permission);
  };
}

/** Guard: a service calling with an API key. */
export function requireKey() {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    if (request.principal?.kind !== 'key') {
      throw request.principal ? forbidden('This operation needs an API key') : refuse(request);
    }
  };
}

/** Guard: an API key or a signed-in user; given a permission, as requireUser. */
export function requireUserOrKey(permission?: Permission) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!request.principal) throw refuse(request);
    if (permission) requireAccess(request.principal, permission);
  };
}

/** The calling user of a route guarded by requireUser. */
export function userOf(request: FastifyRequest): UserPrincipal {
  const principal = request.principal;
  if (!principal || principal.kind !== 'user') throw refuse(request);
  return principal;
}
