// Three rate-limit tiers (auth, standard, webhook), fixed one-minute windows. Counting is done
// by rate-limiter-flexible, in memory or in Redis when several instances must share counters.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Clock } from './clock.ts';
import { errorBody } from './errors.ts';

export type RateLimitTier = 'auth' | 'standard' | 'webhook';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'auth' for sign-in endpoints, 'exempt' for health and docs; others follow the caller. */
    rateLimit?: 'auth' | 'exempt';
  }
}

export interface RateLimitOptions {
  limits: Record<RateLimitTier, number>;
  redis: Redis | null;
  /** Told of every refusal (metrics). */
  onRefused?: (tier: RateLimitTier) => void;
}

function createLimiter(tier: RateLimitTier, points: number, redis: Redis | null): RateLimiterAbstract {
  const options = { keyPrefix: `tpw-rl-${tier}`, points, duration: 60 };
  if (!redis) return new RateLimiterMemory(options);
  // If Redis is unreachable, count in memory rather than refuse or wave everything through.
  return new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) });
}

export function registerRateLimits(app: FastifyInstance, options: RateLimitOptions): void {
  const limiters = {
    auth: createLimiter('auth', options.limits.auth, options.redis),
    standard: createLimiter('standard', options.limits.standard, options.redis),
    webhook: createLimiter('webhook', options.limits.webhook, options.redis),
  };

  app.addHook('onRequest', async (request, reply) => {
    const routeTier = request.routeOptions.config?.rateLimit;
    if (routeTier === 'exempt') return;
    const principal = request.principal;
    let tier: RateLimitTier;
    let key: string;
    if (routeTier === 'auth') {
      tier = 'auth';
      key = request.ip;
    } else if (principal?.kind === 'key') {
      tier = 'webhook';
      key = principal.keyId;
    } else {
      tier = 'standard';
      key = principal?.kind === 'user' ? `user:${principal.userId}` : `ip:${request.ip}`;
    }
    const limit = options.limits[tier];
    let result: RateLimiterRes;
    let allowed = true;
    try {
      result = await limiters[tier].consume(key, 1);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      result = rejection;
      allowed = false;
    }
    const resetSeconds = Math.ceil((Date.now() + result.msBeforeNext) / 1000);
    reply.header('X-RateLimit-Limit', limit);
    reply.header('X-RateLimit-Remaining', Math.max(0, result.remainingPoints));
    reply.header('X-RateLimit-Reset', resetSeconds);
    if (!allowed) {
      options.onRefused?.(tier);
      reply.header('Retry-After', Math.max(1, Math.ceil(result.msBeforeNext / 1000)));
      return reply.code(429).send(errorBody(429, 'Too Many Requests'));
    }
  });
}

/** The window in which failed logins of one account are counted (decisions §0). */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
/** Accounts whose window is remembered in memory at most (the oldest window, nearest its end, makes room). */
const ACCOUNTS_KEPT = 100_000;

/**
 * Failed logins per account (decisions §0): after `limit` failures within LOGIN_FAILURE_WINDOW_MS
 * of an e-mail, its logins are refused until that window has passed, whatever the address. Every
 * attempt is counted before the password is checked, so concurrent guesses cannot all slip
 * through, and an attempt that succeeds is taken back. Windows run on the service's clock; with
 * Redis the counts are shared by every instance (in memory while Redis is unreachable).
 *
 * Hand-written rather than rate-limiter-flexible's, which counts on the machine's time: the
 * window is a rule of the service, read on its injectable clock like every other.
 */
export interface LoginFailures {
  /** Counts an attempt to sign in as `account`: 0 when it may go on, else the milliseconds until it may. */
  attempt(account: string): Promise<number>;
  /** The attempt succeeded: it is not a failure. */
  succeeded(account: string): Promise<void>;
}

// KEYS[1] the account's hash {start, count}; ARGV now, window. Answers {count, ms left in the window}.
const ATTEMPT_SCRIPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local start = tonumber(redis.call('HGET', KEYS[1], 'start'))
if start == nil or now >= start + window or now < start then
  redis.call('HSET', KEYS[1], 'start', now, 'count', 1)
  redis.call('PEXPIRE', KEYS[1], window)
  return {1, window}
end
return {redis.call('HINCRBY', KEYS[1], 'count', 1), start + window - now}`;
const SUCCEEDED_SCRIPT = `
if redis.call('HEXISTS', KEYS[1], 'count') == 1 then redis.call('HINCRBY', KEYS[1], 'count', -1) end
return 0`;

export function createLoginFailures(options: { limit: number; clock: Clock; redis: Redis | null }): LoginFailures {
  const { limit, clock, redis } = options;
  const windows = new Map<string, { start: number; count: number }>();
  // The e-mail itself is not written to Redis or kept as a key: only its digest.
  const keyOf = (account: string) => `tpw-login-failures:${createHash('sha256').update(account).digest('base64url')}`;

  const attemptHere = (key: string, now: number): [number, number] => {
    const current = windows.get(key);
    if (!current || now >= current.start + LOGIN_FAILURE_WINDOW_MS || now < current.start) {
      if (!current && windows.size >= ACCOUNTS_KEPT) windows.delete(windows.keys().next().value!);
      windows.delete(key);
      windows.set(key, { start: now, count: 1 });
      return [1, LOGIN_FAILURE_WINDOW_MS];
    }
    current.count += 1;
    return [current.count, current.start + LOGIN_FAILURE_WINDOW_MS - now];
  };

  return {
    async attempt(account) {
      const key = keyOf(account);
      const now = clock.now().getTime();
      let count: number;
      let left: number;
      try {
        if (!redis) throw new Error('no Redis');
        [count, left] = await redis.eval(ATTEMPT_SCRIPT, 1, key, now, LOGIN_FAILURE_WINDOW_MS) as [number, number];
      } catch {
        [count, left] = attemptHere(key, now);
      }
      return count > limit ? left : 0;
    },
    async succeeded(account) {
      const key = keyOf(account);
      const current = windows.get(key);
      if (current) current.count -= 1;
      await redis?.eval(SUCCEEDED_SCRIPT, 1, key).catch(() => {});
    },
  };
}
