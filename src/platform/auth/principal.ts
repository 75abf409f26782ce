// Who is calling, as services see it: the principal a request was identified as and the API
// key's reach. Plain types and functions, so that services decide access (access.ts) without
// importing the Fastify plugin (platform/auth/plugin.ts) that identifies requests.
import type { Role } from '../http/schemas.ts';
import type { TokenHolder, TokenKind } from './tokens.ts';

export interface UserPrincipal {
  kind: 'user';
  userId: string;
  organizationId: string;
  role: Role;
  /** The token the request came with: what it may be refreshed into. */
  session: { kind: TokenKind; authTime: number };
  /** The user's row as identification read it (shared between requests: never change it). */
  account: Account;
}

export interface KeyPrincipal {
  kind: 'key';
  keyId: string;
  /** Null for an unscoped key. */
  organizationId: string | null;
}

export type Principal = UserPrincipal | KeyPrincipal;

/** A token's user: what tokenStillGood decides on, and what GET /api/auth/me and the chat answer from. */
export interface Account extends TokenHolder {
  id: string;
  email: string;
  name: string;
  createdAt: Date;
  chatLanguage: string | null;
}

/** Whether this key may act on the organization: unscoped keys may act on any. */
export function keyMayActOn(principal: KeyPrincipal, organizationId: string): boolean {
  return principal.organizationId === null || principal.organizationId === organizationId;
}
