// Access tokens: HS256 JWTs with the claims sub, orgId, role, iat, exp.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../clock.ts';
import { isUuid, type Role } from '../http/schemas.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 604_800;
export const RESOLVED_USER_TOKEN_TTL_SECONDS = 900;

export interface TokenClaims {
  sub: string;
  orgId: string;
  role: Role;
  iat: number;
  exp: number;
}

export type VerifyResult = { ok: true; claims: TokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

export interface TokenService {
  issue(user: { id: string; organizationId: string; role: Role }, ttlSeconds?: number): Promise<{ accessToken: string; expiresIn: number }>;
  verify(token: string): Promise<VerifyResult>;
}

/** The configured secret, or in development one generated once and kept in the data directory. */
export function resolveJwtSecret(configured: string | null, dataDir: string): string {
  if (configured) return configured;
  if (dataDir.startsWith('memory://')) return randomBytes(48).toString('base64url');
  const path = `${dataDir}/jwt-secret`;
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(path, secret, { mode: 0o600 });
  return secret;
}

const ROLES = new Set(['employee', 'manager', 'admin']);

export function createTokenService(secret: string, clock: Clock): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async issue(user, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS) {
      const iat = Math.floor(clock.now().getTime() / 1000);
      const accessToken = await new SignJWT({ orgId: user.organizationId, role: user.role })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.id)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(key);
      return { accessToken, expiresIn: ttlSeconds };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: clock.now(),
          requiredClaims: ['sub', 'iat', 'exp'],
        });
        const { sub, orgId, role, iat, exp } = payload;
        // Ids that are not UUIDs would fail in the user lookup's SQL instead of being refused here.
        if (typeof sub !== 'string' || !isUuid(sub) || typeof orgId !== 'string' || !isUuid(orgId)
          || typeof role !== 'string' || !ROLES.has(role)
          || typeof iat !== 'number' || typeof exp !== 'number') {
          return { ok: false, reason: 'invalid' };
        }
        return { ok: true, claims: { sub, orgId, role: role as Role, iat, exp } };
      } catch (error) {
        return { ok: false, reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
