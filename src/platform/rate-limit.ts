// Three rate-limit tiers (auth, standard, webhook), fixed one-minute windows. Counting is done
// by rate-limiter-flexible, in memory or in Redis when several instances must share counters.
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
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
