// Access tokens: HS256 JWTs with the claims sub, orgId, role, iat, exp, plus kind (a sign-in's
// session or a resolve-platform token), auth_time (when the sign-in that began the refresh
// chain happened), sgen (the session generation: which password change of the user the token
// was issued after) and, on a resolve-platform token, idn (the platform identity it was resolved
// through: the token speaks for the user only while that link stands). Whether a token still speaks for its user is decided by tokenStillGood,
// the one place the rules of decisions §3 live.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { SignJWT } from 'jose';
import type { Clock } from '../clock.ts';
import { ensurePrivateDir } from '../private-dir.ts';
import { isUuid, type Role } from '../http/schemas.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 604_800;
export const RESOLVED_USER_TOKEN_TTL_SECONDS = 900;
/** A refresh chain ends this long after the sign-in that began it. */
export const SIGN_IN_LIFETIME_SECONDS = 30 * 86_400;
/** Clocks of several instances differ a little: an iat further ahead than this is refused. */
export const IAT_LEEWAY_SECONDS = 5;

/** `session`: from a sign-in (or its refresh); `resolved`: from resolve-platform, never refreshed. */
export type TokenKind = 'session' | 'resolved';

export interface TokenClaims {
  sub: string;
  orgId: string;
  role: Role;
  iat: number;
  exp: number;
  kind: TokenKind;
  /** Unix seconds of the sign-in that began the refresh chain. */
  authTime: number;
  /** The user's session generation when the token was issued; null for tokens made before the claim existed. */
  sessionGeneration: number | null;
  /** The platform identity a resolve-platform token was resolved through, when it names one. */
  identityId?: string;
}

/** What the database says about a token's user now (read per request through a short-lived cache). */
export interface TokenHolder {
  active: boolean;
  role: string;
  organizationId: string;
  passwordChangedAt: Date | null;
}

export type VerifyResult = { ok: true; claims: TokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

export interface IssueOptions {
  kind?: TokenKind;
  /** The sign-in a refresh continues (Unix seconds); absent for a new sign-in. */
  authTime?: number;
  /** The platform identity a resolve-platform token is resolved through. */
  identityId?: string;
}

/** Whom a token is issued to, as the database has them now. */
export interface TokenSubject {
  id: string;
  organizationId: string;
  role: Role;
  passwordChangedAt: Date | null;
}

export interface TokenService {
  issue(user: TokenSubject, options?: IssueOptions): Promise<{ accessToken: string; expiresIn: number }>;
  verify(token: string): Promise<VerifyResult>;
}

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/**
 * The session generation of a user: the millisecond of the last password change (0: never
 * changed). A password change always moves it forward (see nextPasswordChange), so a token
 * carries the generation it was issued in and is good only while that is still the user's.
 */
export const sessionGeneration = (holder: Pick<TokenHolder, 'passwordChangedAt'>) => holder.passwordChangedAt?.getTime() ?? 0;

/** When a password change made now is recorded: strictly after the previous one, even within a millisecond. */
export function nextPasswordChange(now: Date, previous: Date | null): Date {
  return previous !== null && previous.getTime() >= now.getTime() ? new Date(previous.getTime() + 1) : now;
}

/**
 * Whether a signature-checked token still speaks for its user: the user exists and is active,
 * has the token's organization and role, and has not changed the password since the token was
 * issued (decisions §3) — decided exactly by the session generation, not by iat's whole
 * seconds: a token issued just before a change is refused even within the same second, one issued
 * just after it works. A token without the claim (issued before it existed) falls back to iat.
 */
export function tokenStillGood(claims: TokenClaims, holder: TokenHolder | null): boolean {
  if (!holder || !holder.active || holder.role !== claims.role || holder.organizationId !== claims.orgId) return false;
  if (claims.sessionGeneration !== null) return claims.sessionGeneration === sessionGeneration(holder);
  return holder.passwordChangedAt === null || claims.iat >= seconds(holder.passwordChangedAt);
}

/**
 * Why a token may not be exchanged for a fresh one, or null when it may. The end of a refresh
 * chain needs no rule here: issue() caps every token of a chain at auth_time + 30 days.
 */
export function refreshRefusal(claims: Pick<TokenClaims, 'kind'>): string | null {
  return claims.kind === 'session' ? null : 'A resolve-platform token cannot be refreshed';
}

/** The configured secret, or in development one generated once and kept in the data directory. */
export function resolveJwtSecret(configured: string | null, dataDir: string): string {
  if (configured) return configured;
  if (dataDir.startsWith('memory://')) return randomBytes(48).toString('base64url');
  ensurePrivateDir(dataDir);
  const path = `${dataDir}/jwt-secret`;
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(path, secret, { mode: 0o600 });
  return secret;
}

const ROLES = new Set(['employee', 'manager', 'admin']);
const COMPACT_JWS = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/;
const HS256_SIGNATURE_BYTES = 32;

/**
 * The claims of a compact HS256 JWS whose signature is the secret's, or null. Verified here with
 * node:crypto rather than jose, which imports the key through WebCrypto for every token: the
 * header must name HS256 (nothing else is accepted, "none" included) and carry no extension
 * that would have to be understood (crit), and the claims must be a JSON object.
 */
function verifiedPayload(token: string, secret: string): Record<string, unknown> | null {
  const parts = COMPACT_JWS.exec(token);
  if (!parts) return null;
  const signature = Buffer.from(parts[3]!, 'base64url');
  const expected = createHmac('sha256', secret).update(`${parts[1]}.${parts[2]}`).digest();
  if (signature.length !== HS256_SIGNATURE_BYTES || !timingSafeEqual(signature, expected)) return null;
  const header = jsonObject(parts[1]!);
  if (header === null || header.alg !== 'HS256' || header.crit !== undefined) return null;
  return jsonObject(parts[2]!);
}

function jsonObject(segment: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? value as Record<string, unknown> : null;
  } catch {
    return null;
  }
}
const KINDS = new Set(['session', 'resolved']);

/** How many tokens' signature checks are remembered (a few hundred bytes each). */
const SIGNATURE_CHECKS_KEPT = 2_000;

/**
 * The payloads of tokens whose signature was found good, by the whole token: a client sends the
 * same token with every request, and the signature of a given text never stops being good.
 * Everything that depends on the time or the user is still checked on every request. Forged
 * tokens are not kept, so they cannot push good ones out. The oldest entry makes room.
 */
function signatureCheckMemory() {
  const payloads = new Map<string, Readonly<Record<string, unknown>>>();
  return {
    get: (token: string) => payloads.get(token),
    remember(token: string, payload: Record<string, unknown> | null) {
      if (payload === null) return null;
      if (payloads.size >= SIGNATURE_CHECKS_KEPT) payloads.delete(payloads.keys().next().value!);
      payloads.set(token, Object.freeze(payload));
      return payload;
    },
  };
}

export function createTokenService(secret: string, clock: Clock): TokenService {
  const key = new TextEncoder().encode(secret);
  const signatureChecked = signatureCheckMemory();
  return {
    async issue(user, options = {}) {
      const kind = options.kind ?? 'session';
      const iat = seconds(clock.now());
      const authTime = options.authTime ?? iat;
      const lifetime = kind === 'resolved' ? RESOLVED_USER_TOKEN_TTL_SECONDS : ACCESS_TOKEN_TTL_SECONDS;
      // No token of a chain outlives the chain.
      const exp = Math.min(iat + lifetime, authTime + SIGN_IN_LIFETIME_SECONDS);
      const accessToken = await new SignJWT({
        orgId: user.organizationId, role: user.role, kind, auth_time: authTime, sgen: sessionGeneration(user),
        ...(options.identityId ? { idn: options.identityId } : {}),
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.id)
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(key);
      return { accessToken, expiresIn: exp - iat };
    },
    async verify(token) {
      const payload = signatureChecked.get(token) ?? signatureChecked.remember(token, verifiedPayload(token, secret));
      if (payload === null) return { ok: false, reason: 'invalid' };
      const now = seconds(clock.now());
      const { sub, orgId, role, iat, exp, nbf } = payload;
      if (sub === undefined || typeof iat !== 'number' || typeof exp !== 'number' || (nbf !== undefined && (typeof nbf !== 'number' || nbf > now))) {
        return { ok: false, reason: 'invalid' };
      }
      if (exp <= now) return { ok: false, reason: 'expired' };
      // Ids that are not UUIDs would fail in the user lookup's SQL instead of being refused here.
      if (typeof sub !== 'string' || !isUuid(sub) || typeof orgId !== 'string' || !isUuid(orgId)
        || typeof role !== 'string' || !ROLES.has(role)) {
        return { ok: false, reason: 'invalid' };
      }
      // A token from the future would outlive a password change made before it was "issued".
      if (iat > now + IAT_LEEWAY_SECONDS) return { ok: false, reason: 'invalid' };
      // Tokens issued before kind and auth_time existed: a 15-minute one came from resolve-platform.
      const kind = payload.kind ?? (exp - iat <= RESOLVED_USER_TOKEN_TTL_SECONDS ? 'resolved' : 'session');
      const authTime = payload.auth_time ?? iat;
      const generation = payload.sgen ?? null;
      if (typeof kind !== 'string' || !KINDS.has(kind) || typeof authTime !== 'number' || authTime > iat
        || (generation !== null && (typeof generation !== 'number' || !Number.isSafeInteger(generation)))) {
        return { ok: false, reason: 'invalid' };
      }
      const identityId = payload.idn;
      if (identityId !== undefined && (typeof identityId !== 'string' || !isUuid(identityId))) return { ok: false, reason: 'invalid' };
      return { ok: true, claims: { sub, orgId, role: role as Role, iat, exp, kind: kind as TokenKind, authTime, sessionGeneration: generation, ...(identityId ? { identityId } : {}) } };
    },
  };
}
