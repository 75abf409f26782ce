// Who may open which page. The service stays the authority: a hidden page is no security boundary.
import { ROLES } from './api/limits.ts';
import type { User } from './auth/session.ts';

export type Role = User['role'];
/** guest: signed-out pages (sign-in, sign-up); anyone: signed in or not; a role: that role or higher. */
export type Access = 'guest' | 'anyone' | Role;

/** The service's rank: its role enum lists the roles from lowest to highest. */
export const hasRole = (user: Pick<User, 'role'>, minimum: Role) => ROLES.indexOf(user.role) >= ROLES.indexOf(minimum);

export type Gate = 'open' | 'sign-in' | 'not-allowed' | 'signed-in';

export function gate(access: Access, user: Pick<User, 'role'> | null): Gate {
  if (access === 'anyone') return 'open';
  if (access === 'guest') return user ? 'signed-in' : 'open';
  if (!user) return 'sign-in';
  return hasRole(user, access) ? 'open' : 'not-allowed';
}
